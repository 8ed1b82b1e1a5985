import { DictTag } from '../widgets/DictTag.tsx';
import type { DictOption } from '../widgets/dict.ts';
import type { CrudColumn } from './CrudPage.tsx';
import { StatusSwitch } from './StatusSwitch.tsx';

/** A list column that shows a field's dictionary value as its tag (`width` in pixels, as other columns). */
export function dictColumn<Row>(
  key: keyof Row & string,
  title: string,
  options: DictOption[] | undefined,
  width?: number,
): CrudColumn<Row> {
  return { key, dataIndex: key, title, width, render: (v: string) => <DictTag options={options} value={v} /> };
}

/** A plain list column: its field, or its field with a width in pixels or more of Arco's column settings. */
export type FieldColumn<Row> = (keyof Row & string) | readonly [keyof Row & string, number | Partial<CrudColumn<Row>>];

/** Plain list columns, one per field in order: key and data index are the field, the title is its label. */
export function fieldColumns<Row>(label: (field: keyof Row & string) => string, fields: readonly FieldColumn<Row>[]): CrudColumn<Row>[] {
  return fields.map((f) => {
    const [key, more]: readonly [keyof Row & string, (number | Partial<CrudColumn<Row>>)?] = typeof f === 'string' ? [f] : f;
    return { key, dataIndex: key, title: label(key), ...(typeof more === 'number' ? { width: more } : more) };
  });
}

/** The `status` column of enable/disable rows: a switch that asks first and flips once `change` succeeded (e.g. saved, then reloaded). */
export function statusColumn<Row>(
  title: string,
  opts: { name(row: Row): string; change(row: Row, next: '0' | '1'): Promise<unknown>; disabled?: boolean; width?: number },
): CrudColumn<Row> {
  return {
    key: 'status',
    dataIndex: 'status',
    title,
    width: opts.width ?? 90,
    render: (v: string, r: Row) => (
      <StatusSwitch status={v} name={opts.name(r)} disabled={opts.disabled} onChange={(next) => opts.change(r, next)} />
    ),
  };
}
