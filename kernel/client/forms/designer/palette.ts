import { LANGUAGES } from '../../../shared/constants.ts';
import { formTextToSchema } from '../../../shared/form-text.ts';
import { i18next } from '../../i18n.ts';
import { type FormilyJsonSchema, importSchema } from './model.ts';
import type { NodeTree } from './tree-ops.ts';

/** One piece of the palette: a field of a v1.4.3 control type (chestnut-api §4.9) or a layout piece. */
export interface PaletteEntry {
  key: string;
  group: 'field' | 'layout';
  /** the i18n key of its name */
  label: string;
  /** the v1.4.3 ex-model `controlType` it stands for (fields only) */
  controlType?: string;
  /** the name a new node gets (a number is added until unused) */
  base: string;
  /** its schema; `text(key)` is the three-language text of a `widgets:` key, as a schema title */
  schema(text: (key: string) => string | undefined): FormilyJsonSchema;
}

const field =
  (component: string, extra: FormilyJsonSchema = {}) =>
  (title: string | undefined) => ({
    type: 'string',
    title,
    'x-decorator': 'FormItem',
    'x-component': component,
    ...extra,
  });

const options = (text: (key: string) => string | undefined) => [
  { label: text('designer.defaults.option1'), value: '1' },
  { label: text('designer.defaults.option2'), value: '2' },
];

/** Every control type of chestnut-api §4.9 (and the kernel's other field components), then the layout pieces. */
export const PALETTE: PaletteEntry[] = [
  {
    key: 'input',
    group: 'field',
    controlType: 'input',
    label: 'widgets:designer.palette.input',
    base: 'input',
    schema: (t) => field('Input')(t('designer.palette.input')),
  },
  {
    key: 'textarea',
    group: 'field',
    controlType: 'textarea',
    label: 'widgets:designer.palette.textarea',
    base: 'textarea',
    schema: (t) => field('TextArea')(t('designer.palette.textarea')),
  },
  {
    key: 'number',
    group: 'field',
    label: 'widgets:designer.palette.number',
    base: 'number',
    schema: (t) => field('NumberPicker', { type: 'number' })(t('designer.palette.number')),
  },
  {
    key: 'radio',
    group: 'field',
    controlType: 'radio',
    label: 'widgets:designer.palette.radio',
    base: 'radio',
    schema: (t) => field('Radio.Group', { enum: options(t) })(t('designer.palette.radio')),
  },
  {
    key: 'checkbox',
    group: 'field',
    controlType: 'checkbox',
    label: 'widgets:designer.palette.checkbox',
    base: 'checkbox',
    schema: (t) => field('Checkbox.Group', { type: 'array', enum: options(t) })(t('designer.palette.checkbox')),
  },
  {
    key: 'select',
    group: 'field',
    controlType: 'select',
    label: 'widgets:designer.palette.select',
    base: 'select',
    schema: (t) => field('Select', { enum: options(t) })(t('designer.palette.select')),
  },
  {
    key: 'switch',
    group: 'field',
    label: 'widgets:designer.palette.switch',
    base: 'switch',
    schema: (t) => field('Switch', { type: 'boolean' })(t('designer.palette.switch')),
  },
  {
    key: 'date',
    group: 'field',
    controlType: 'date',
    label: 'widgets:designer.palette.date',
    base: 'date',
    schema: (t) => field('DatePicker', { format: 'date' })(t('designer.palette.date')),
  },
  {
    key: 'time',
    group: 'field',
    controlType: 'time',
    label: 'widgets:designer.palette.time',
    base: 'time',
    schema: (t) => field('TimePicker', { format: 'time' })(t('designer.palette.time')),
  },
  {
    key: 'datetime',
    group: 'field',
    controlType: 'datetime',
    label: 'widgets:designer.palette.datetime',
    base: 'datetime',
    schema: (t) => field('DatePicker', { format: 'datetime', 'x-component-props': { showTime: true } })(t('designer.palette.datetime')),
  },
  {
    key: 'UEditor',
    group: 'field',
    controlType: 'UEditor',
    label: 'widgets:designer.palette.UEditor',
    base: 'richText',
    schema: (t) => field('RichText')(t('designer.palette.UEditor')),
  },
  {
    key: 'CMSImage',
    group: 'field',
    controlType: 'CMSImage',
    label: 'widgets:designer.palette.CMSImage',
    base: 'image',
    schema: (t) => field('ImageUpload')(t('designer.palette.CMSImage')),
  },
  {
    key: 'file',
    group: 'field',
    label: 'widgets:designer.palette.file',
    base: 'file',
    schema: (t) => field('FileUpload')(t('designer.palette.file')),
  },
  {
    key: 'CMSContentSelect',
    group: 'field',
    controlType: 'CMSContentSelect',
    label: 'widgets:designer.palette.CMSContentSelect',
    base: 'content',
    schema: (t) =>
      field('Input', { 'x-component-props': { placeholder: t('designer.defaults.contentLink') } })(t('designer.palette.CMSContentSelect')),
  },
  {
    key: 'grid',
    group: 'layout',
    label: 'widgets:designer.palette.grid',
    base: 'grid',
    schema: () => ({ type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 2, minColumns: 1 }, properties: {} }),
  },
  {
    key: 'card',
    group: 'layout',
    label: 'widgets:designer.palette.card',
    base: 'card',
    schema: (t) => ({ type: 'void', 'x-component': 'Card', 'x-component-props': { title: t('designer.palette.card') }, properties: {} }),
  },
  {
    key: 'tabs',
    group: 'layout',
    label: 'widgets:designer.palette.tabs',
    base: 'tabs',
    schema: (t) => ({
      type: 'void',
      'x-component': 'FormTab',
      properties: {
        tab1: { type: 'void', 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: t('designer.defaults.tab1') }, properties: {} },
        tab2: { type: 'void', 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: t('designer.defaults.tab2') }, properties: {} },
      },
    }),
  },
  {
    key: 'tabPane',
    group: 'layout',
    label: 'widgets:designer.palette.tabPane',
    base: 'tab',
    schema: (t) => ({
      type: 'void',
      'x-component': 'FormTab.TabPane',
      'x-component-props': { tab: t('designer.palette.tabPane') },
      properties: {},
    }),
  },
  {
    key: 'arrayTable',
    group: 'layout',
    label: 'widgets:designer.palette.arrayTable',
    base: 'table',
    schema: (t) => ({
      type: 'array',
      title: t('designer.palette.arrayTable'),
      'x-decorator': 'FormItem',
      'x-component': 'ArrayTable',
      items: {
        type: 'object',
        properties: {
          c_col1: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: t('designer.defaults.column') },
            properties: { col1: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' } },
          },
          c_ops: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: t('designer.defaults.operations'), width: 80 },
            properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
          },
        },
      },
      properties: { add: { type: 'void', 'x-component': 'ArrayTable.Addition', title: t('designer.defaults.addRow') } },
    }),
  },
  {
    key: 'column',
    group: 'layout',
    label: 'widgets:designer.palette.column',
    base: 'c_col',
    schema: (t) => ({
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: t('designer.defaults.column') },
      properties: {},
    }),
  },
];

/** The palette entry by key. */
export const paletteEntry = (key: string): PaletteEntry | undefined => PALETTE.find((p) => p.key === key);

/** The three-language text of a `widgets:` key as a schema title (the loaded languages; see FormDesigner). */
export function paletteText(key: string): string | undefined {
  return formTextToSchema(Object.fromEntries(LANGUAGES.map((l) => [l, i18next.getFixedT(l, 'widgets')(key)])));
}

/** A new node tree of a palette entry named `name`. */
export function paletteTree(entry: PaletteEntry, name: string): NodeTree {
  const model = importSchema({ type: 'object', properties: { [name]: entry.schema(paletteText) } });
  const top = model.nodes[model.root].children[0];
  const { [model.root]: _root, ...nodes } = model.nodes;
  return { top, nodes };
}
