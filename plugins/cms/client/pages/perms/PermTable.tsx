import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Table, type TableColumnProps } from '@arco-design/web-react';
import type { PermItem } from '../../api/perms-api.ts';
import { type PermRowLike, flatRows, setGranted, tickState, ticked } from './perm-rows.ts';

const NAME_WIDTH = 200;
const ALL_WIDTH = 64;
/** the least an item column takes (its header a checkbox and a short label) before the table scrolls */
const ITEM_WIDTH = 100;

interface Props<R extends PermRowLike> {
  rows: R[];
  items: PermItem[];
  rowKey: keyof R & string;
  nameTitle: string;
  nameOf(r: R): string;
  onChange(rows: R[]): void;
  loading?: boolean;
  noData?: string;
  testId?: string;
}

/**
 * One row per site or catalog (a tree for catalogs), one checkbox column per item, a checkbox per row and
 * per column ticking all of them; items held through a role are shown ticked and locked.
 */
export function PermTable<R extends PermRowLike>({ rows, items, rowKey, nameTitle, nameOf, onChange, loading, noData, testId }: Props<R>) {
  const { t } = useTranslation('cms');
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const columns = useMemo<TableColumnProps<R>[]>(() => {
    const all = flatRows(rows);
    const keyOf = (r: R) => r[rowKey];
    const rowCells = (r: R) => ids.map((item) => ({ perms: r.perms, item }));
    return [
      { title: nameTitle, dataIndex: rowKey, render: (_: unknown, r: R) => nameOf(r), width: NAME_WIDTH, fixed: 'left' as const },
      {
        title: t('perm.all'),
        width: ALL_WIDTH,
        align: 'center' as const,
        render: (_: unknown, r: R) => {
          const s = tickState(rowCells(r));
          return (
            <Checkbox
              aria-label={`${nameOf(r)} ${t('perm.all')}`}
              checked={s.checked}
              indeterminate={s.indeterminate}
              disabled={!s.editable}
              onChange={(v: boolean) => onChange(setGranted(rows, (x) => keyOf(x) === keyOf(r), ids, v))}
            />
          );
        },
      },
      ...items.map((item) => {
        const s = tickState(all.map((r) => ({ perms: r.perms, item: item.id })));
        return {
          key: item.id,
          align: 'center' as const,
          title: (
            <Checkbox
              style={{ whiteSpace: 'nowrap' }}
              checked={s.checked}
              indeterminate={s.indeterminate}
              disabled={!s.editable}
              onChange={(v: boolean) => onChange(setGranted(rows, () => true, [item.id], v))}
            >
              {item.name}
            </Checkbox>
          ),
          render: (_: unknown, r: R) => (
            <Checkbox
              aria-label={`${nameOf(r)} ${item.name}`}
              data-item={item.id}
              checked={ticked(r.perms, item.id)}
              disabled={Boolean(r.perms[item.id]?.inherited)}
              onChange={(v: boolean) => onChange(setGranted(rows, (x) => keyOf(x) === keyOf(r), [item.id], v))}
            />
          ),
        };
      }),
    ];
  }, [rows, items, ids, rowKey, nameTitle, nameOf, onChange, t]);
  return (
    <div data-testid={testId}>
      <Table<R>
        rowKey={rowKey}
        data={rows}
        columns={columns}
        loading={loading}
        pagination={false}
        border={{ wrapper: true, cell: true }}
        size="small"
        scroll={{ x: NAME_WIDTH + ALL_WIDTH + items.length * ITEM_WIDTH }}
        defaultExpandAllRows
        noDataElement={noData}
      />
    </div>
  );
}
