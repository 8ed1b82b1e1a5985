import { useEffect, useMemo, useState } from 'react';
import type { PageData } from '../../shared/codes.ts';
import { branchIds, toTree, type TreeRow } from '../../shared/tree.ts';
import { type TableList, useTableList } from './use-table-list.ts';

type Key = number | string;

/** How flat rows make a tree (see `useTreeList`). */
export interface TreeListOptions<Row> {
  /** the row's id and its parent's id (a parent not in the list makes the row a root) */
  key: keyof Row & string;
  parentKey: keyof Row & string;
  /** sorts each level (the server's order is kept without it) */
  order?: (a: Row, b: Row) => number;
  /** opens every branch after each load (else the tree starts closed and keeps what the person opened) */
  expandAll?: boolean;
}

/** The expand state of a tree table, set on a `TableList` by `useTreeList` (CrudPage then shows a tree). */
export interface TreeState {
  expandedKeys: Key[];
  setExpandedKeys(keys: Key[]): void;
  /** opens every branch, or closes all when any is open */
  toggleExpand(): void;
}

/** A searchable tree table: the roots in `rows` (with their `children`), the flat rows as loaded, the expand state. */
export interface TreeList<Row, Q> extends TableList<TreeRow<Row>, Q> {
  flat: Row[];
  tree: TreeState;
}

/**
 * Loads a non-paged list (`fetch(filters)`, e.g. departments or menus), builds it into a tree by id and
 * parent id, and keeps which branches are open; search, reset and reload work as in `useTableList`.
 */
export function useTreeList<Row extends object, Q extends object>(
  fetch: (q: Q) => Promise<PageData<Row>>,
  initial: Q,
  opts: TreeListOptions<Row>,
): TreeList<Row, Q> {
  const list = useTableList<Row, Q>(({ pageNum: _n, pageSize: _s, ...q }) => fetch(q as unknown as Q), initial);
  const rows = useMemo(() => toTree(list.rows, opts.key, opts.parentKey, opts.order), [list.rows]);
  const branches = useMemo(() => branchIds(rows, opts.key) as Key[], [rows]);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  useEffect(() => {
    if (opts.expandAll) setExpandedKeys(branches);
  }, [branches]);
  return {
    ...list,
    rows,
    flat: list.rows,
    total: list.rows.length,
    tree: { expandedKeys, setExpandedKeys, toggleExpand: () => setExpandedKeys(expandedKeys.length ? [] : branches) },
  };
}
