import type { ReactNode } from 'react';
import { Table, type TableColumnProps } from '@arco-design/web-react';
import type { ArrayField } from '@formily/core';
import { observer, RecursionField, useField, useFieldSchema, type Schema } from '@formily/react';
import { ArrayAdditions } from './ArrayItems.tsx';
import { Addition, ArrayItemScope, ArrayProvider, Index, isArrayPart, MoveDown, MoveUp, Remove } from './ArrayBase.tsx';

/** Props a column node carries in `x-component-props`. */
export interface ArrayTableColumnProps {
  title?: ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
}

function columnsOf(schema: Schema): { key: string; schema: Schema; props: ArrayTableColumnProps }[] {
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  if (!items) return [];
  return items.reduceProperties<
    { key: string; schema: Schema; props: ArrayTableColumnProps }[],
    { key: string; schema: Schema; props: ArrayTableColumnProps }[]
  >(
    (buf, s, key) =>
      isArrayPart(s, 'Column')
        ? buf.concat({ key: String(key), schema: s, props: { title: s.title, ...(s['x-component-props'] as object) } })
        : buf,
    [],
  );
}

/**
 * An editable table: each `ArrayTable.Column` (a void node under `items`) is a column whose child
 * fields render at `<array>.<row>.<name>`, the way @formily/antd's ArrayTable lays them out.
 */
const ArrayTableBase = observer(function ArrayTable(props: { className?: string; scroll?: { x?: number | string } }) {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const rows = Array.isArray(field.value) ? field.value : [];
  const columns: TableColumnProps[] = columnsOf(schema).map((c) => ({
    key: c.key,
    title: c.props.title,
    width: c.props.width,
    align: c.props.align,
    fixed: c.props.fixed,
    render: (_: unknown, __: unknown, index: number) => (
      <ArrayItemScope index={index}>
        <RecursionField schema={c.schema} name={index} onlyRenderProperties />
      </ArrayItemScope>
    ),
  }));
  return (
    <ArrayProvider>
      <div className={['zx-array-table', props.className].filter(Boolean).join(' ')} style={{ width: '100%' }}>
        <Table
          size="small"
          border
          pagination={false}
          columns={columns}
          data={rows.map((_, i) => ({ __index: i }))}
          rowKey="__index"
          scroll={props.scroll}
        />
        <ArrayAdditions schema={schema} />
      </div>
    </ArrayProvider>
  );
});

/** A table column marker; its children are rendered by the table. */
function Column() {
  return null;
}

/** The ArrayTable component with its parts (`ArrayTable.Column`, `.Addition`, `.Remove`...). */
export const ArrayTable = Object.assign(ArrayTableBase, { Column, Addition, Remove, MoveUp, MoveDown, Index });
