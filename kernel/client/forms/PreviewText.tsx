import type { ReactNode } from 'react';
import { Space, Tag } from '@arco-design/web-react';
import { useField } from '@formily/react';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from '../widgets/ImagePreview.tsx';
import { valueToFiles } from '../widgets/upload-checks.ts';
import { dataSourceOf } from './field-status.ts';
import { useDictOptions } from './use-dict-options.ts';

const EMPTY = '—';

interface Option {
  label?: ReactNode;
  value?: unknown;
  children?: Option[];
  title?: ReactNode;
  key?: unknown;
}

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

function Text({ children }: { children: ReactNode }) {
  return (
    <div className="zx-preview-text" style={{ lineHeight: '32px', minHeight: 32, wordBreak: 'break-word' }}>
      {children}
    </div>
  );
}

function labelOf(options: Option[] | undefined, v: unknown): ReactNode {
  const hit = options?.find(
    (o) => (typeof o === 'object' ? o.value : o) === v || String(typeof o === 'object' ? o.value : o) === String(v),
  );
  if (hit == null) return String(v);
  return typeof hit === 'object' ? (hit.label ?? String(v)) : String(hit);
}

/** Read-pretty text input. */
function InputText(props: { value?: unknown; prefix?: ReactNode; suffix?: ReactNode }) {
  return (
    <Text>
      {props.prefix}
      {isEmpty(props.value) ? EMPTY : String(props.value)}
      {props.suffix}
    </Text>
  );
}

/** Read-pretty options (Select, Radio.Group, Checkbox.Group): the labels of the chosen values. */
function SelectText(props: { value?: unknown; options?: Option[]; dictType?: string }) {
  const field = useField();
  const dict = useDictOptions(props.dictType);
  const options = (props.options ?? dataSourceOf(field) ?? dict) as Option[] | undefined;
  if (isEmpty(props.value)) return <Text>{EMPTY}</Text>;
  const values = Array.isArray(props.value) ? props.value : [props.value];
  if (values.length === 1) return <Text>{labelOf(options, values[0])}</Text>;
  return (
    <Text>
      <Space wrap size={4}>
        {values.map((v, i) => (
          <Tag key={i}>{labelOf(options, v)}</Tag>
        ))}
      </Space>
    </Text>
  );
}

function pathLabels(options: Option[] | undefined, path: unknown[]): ReactNode[] {
  const out: ReactNode[] = [];
  let level = options;
  for (const v of path) {
    const hit = level?.find((o) => o.value === v);
    out.push(hit?.label ?? String(v));
    level = hit?.children;
  }
  return out;
}

/** Read-pretty Cascader: the label path. */
function CascaderText(props: { value?: unknown; options?: Option[] }) {
  const field = useField();
  const options = (props.options ?? dataSourceOf(field)) as Option[] | undefined;
  if (isEmpty(props.value)) return <Text>{EMPTY}</Text>;
  return <Text>{pathLabels(options, Array.isArray(props.value) ? props.value : [props.value]).join(' / ')}</Text>;
}

function findTitle(nodes: Option[] | undefined, v: unknown): ReactNode | undefined {
  for (const n of nodes ?? []) {
    if ((n.key ?? n.value) === v) return n.title ?? n.label;
    const hit = findTitle(n.children, v);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Read-pretty TreeSelect: the titles of the chosen nodes. */
function TreeSelectText(props: { value?: unknown; treeData?: Option[] }) {
  const field = useField();
  const tree = (props.treeData ?? dataSourceOf(field)) as Option[] | undefined;
  if (isEmpty(props.value)) return <Text>{EMPTY}</Text>;
  const values = Array.isArray(props.value) ? props.value : [props.value];
  return <Text>{values.map((v) => findTitle(tree, typeof v === 'object' && v ? (v as Option).value : v) ?? String(v)).join(', ')}</Text>;
}

/** Read-pretty date, time or range: the wire strings as they are. */
function DateText(props: { value?: unknown }) {
  if (isEmpty(props.value)) return <Text>{EMPTY}</Text>;
  return <Text>{Array.isArray(props.value) ? props.value.join(' ~ ') : String(props.value)}</Text>;
}

/** Read-pretty Switch or single Checkbox. */
function BooleanText(props: { value?: unknown }) {
  const { t } = useTranslation('widgets');
  return <Text>{props.value ? t('form.yes') : t('form.no')}</Text>;
}

/** Read-pretty file list: links. */
function FilesText(props: { value?: string | null }) {
  const files = valueToFiles(props.value);
  if (!files.length) return <Text>{EMPTY}</Text>;
  return (
    <Text>
      <Space direction="vertical" size={0}>
        {files.map((f) => (
          <a key={f.url} href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </a>
        ))}
      </Space>
    </Text>
  );
}

/** Read-pretty images: thumbnails with preview. */
function ImagesText(props: { value?: string | null }) {
  if (!props.value) return <Text>{EMPTY}</Text>;
  return (
    <Space wrap>
      {valueToFiles(props.value).map((f) => (
        <ImagePreview key={f.url} src={f.url} width={80} height={80} />
      ))}
    </Space>
  );
}

/** Read-pretty rich text: the HTML as the server stored (and sanitized) it. */
function HtmlText(props: { value?: string | null }) {
  if (!props.value) return <Text>{EMPTY}</Text>;
  return <div className="zx-preview-html" dangerouslySetInnerHTML={{ __html: props.value }} />;
}

/** Read-pretty renderers, one per field kind. */
export const PreviewText = Object.assign(InputText, {
  Input: InputText,
  Select: SelectText,
  Cascader: CascaderText,
  TreeSelect: TreeSelectText,
  DatePicker: DateText,
  TimePicker: DateText,
  Boolean: BooleanText,
  Files: FilesText,
  Images: ImagesText,
  Html: HtmlText,
  Placeholder: EMPTY,
});
