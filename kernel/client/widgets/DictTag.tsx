import { Fragment } from 'react';
import { Tag } from '@arco-design/web-react';
import type { DictOption } from './dict.ts';

/** Props of the dictionary tag. */
export interface DictTagProps {
  options: DictOption[] | undefined;
  /** one value, a comma-separated list, or an array */
  value: string | number | boolean | null | undefined | (string | number)[];
  separator?: string;
  /** show values that have no dictionary entry as plain text (default true) */
  showValue?: boolean;
}

/** RuoYi list classes (Element tag types) → Arco tag colours; default/empty means plain text. */
export const LIST_CLASS_COLORS: Record<string, string | undefined> = {
  primary: 'arcoblue',
  success: 'green',
  info: 'gray',
  warning: 'orange',
  danger: 'red',
  default: undefined,
};

/** Splits a tag value into its parts. */
export function dictValues(value: DictTagProps['value'], separator = ','): string[] {
  if (value == null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(separator)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The labels of `value` in `options`, in value order (unknown values are kept as they are). */
export function dictLabels(options: DictOption[] | undefined, value: DictTagProps['value'], separator = ','): string[] {
  return dictValues(value, separator).map((v) => options?.find((o) => o.value === v)?.label ?? v);
}

/** Shows the dictionary label(s) of a value, coloured by each entry's listClass. */
export function DictTag({ options, value, separator = ',', showValue = true }: DictTagProps) {
  const parts = dictValues(value, separator);
  return (
    <span className="zx-dict-tag">
      {parts.map((v, i) => {
        const item = options?.find((o) => o.value === v);
        if (!item) return showValue ? <span key={`${v}-${i}`}>{v} </span> : null;
        const color = item.listClass ? LIST_CLASS_COLORS[item.listClass] : undefined;
        if (!item.listClass || item.listClass === 'default' || !(item.listClass in LIST_CLASS_COLORS))
          return (
            <Fragment key={`${v}-${i}`}>
              <span className={item.cssClass}>{item.label}</span>{' '}
            </Fragment>
          );
        return (
          <Tag key={`${v}-${i}`} color={color} className={item.cssClass} style={{ marginRight: 4 }}>
            {item.label}
          </Tag>
        );
      })}
    </span>
  );
}
