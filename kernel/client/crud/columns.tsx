import { DictTag } from '../widgets/DictTag.tsx';
import type { DictOption } from '../widgets/dict.ts';
import type { CrudColumn } from './CrudPage.tsx';

/** A list column that shows a field's dictionary value as its tag (`width` in pixels, as other columns). */
export function dictColumn<Row>(
  key: keyof Row & string,
  title: string,
  options: DictOption[] | undefined,
  width?: number,
): CrudColumn<Row> {
  return { key, dataIndex: key, title, width, render: (v: string) => <DictTag options={options} value={v} /> };
}
