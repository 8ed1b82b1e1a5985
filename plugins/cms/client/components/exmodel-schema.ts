import type { ISchema } from '@formily/react';
import type { XModelFieldData } from '../../shared/exmodel.ts';

type T = (key: string, params?: Record<string, unknown>) => string;

/** The Formily component of each control type: CMS images through the resource library, rich text in the kernel's editor. */
const COMPONENTS: Record<string, [component: string, props?: Record<string, unknown>]> = {
  input: ['Input'],
  textarea: ['TextArea', { autoSize: { minRows: 2, maxRows: 8 } }],
  radio: ['Radio.Group'],
  checkbox: ['Checkbox.Group'],
  select: ['Select', { allowClear: true }],
  date: ['DatePicker'],
  time: ['TimePicker'],
  datetime: ['DatePicker', { showTime: true }],
  CMSImage: ['cms.ResourceInput'],
  UEditor: ['RichText'],
};

const PATTERNS: Record<string, string> = {
  Number: '^-?\\d+(\\.\\d+)?$',
  Int: '^-?\\d+$',
  Date: '^\\d{4}-\\d{2}-\\d{2}$',
  Time: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
  DateTime: '^\\d{4}-\\d{2}-\\d{2} ([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
  Email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  PhoneNumber: '^1[3-9]\\d{9}$',
};

/** One property per extended-model field, keyed by its code; the server checks every value again. */
export function exmodelSchema(fields: XModelFieldData[], t: T): ISchema {
  const properties: Record<string, ISchema> = {};
  fields.forEach((f, i) => {
    const [component, props] = COMPONENTS[f.controlType] ?? ['Input'];
    const validator = f.validations
      .filter((v) => v.type !== 'NotEmpty')
      .map((v) => ({
        pattern: v.type === 'Regex' ? (v.regex ?? '') : PATTERNS[v.type],
        message: t(`cms:errors.xmodelValue.${v.type}`, { name: f.name }),
      }));
    properties[f.code] = {
      type: f.controlType === 'checkbox' ? 'array' : 'string',
      title: f.name,
      required: f.mandatoryFlag === 'Y' || f.validations.some((v) => v.type === 'NotEmpty'),
      'x-index': i,
      'x-decorator': 'FormItem',
      'x-component': component,
      'x-component-props': { ...props, 'data-code': f.code },
      'x-validator': validator,
      ...(f.options.length ? { enum: f.options.map((o) => ({ label: o.label, value: o.value })) } : {}),
    };
  });
  return { type: 'object', properties };
}

/** The form's initial values: the stored values, text inputs as strings. */
export function exmodelValues(fields: XModelFieldData[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [f.code, Array.isArray(f.value) || f.value == null ? (f.value ?? undefined) : String(f.value)]),
  );
}
