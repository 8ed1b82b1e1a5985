import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGINATION } from '../../shared/constants.ts';
import type { PageData } from '../../shared/codes.ts';
import type { CrudObject } from './crud-object.ts';

/** Paging fields sent with every list query. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** State and actions of a searchable, paged table (RuoYi list screens). */
export interface TableList<Row, Q> {
  rows: Row[];
  total: number;
  loading: boolean;
  /** the filters as last searched */
  query: Q;
  pageNum: number;
  pageSize: number;
  /** searches with new filters from page 1 */
  search(filters?: Partial<Q>): void;
  /** back to the initial filters, page 1 */
  reset(): void;
  /** loads the current page again */
  reload(): Promise<void>;
  onPageChange(page: number, size: number): void;
  selectedKeys: (string | number)[];
  setSelectedKeys(keys: (string | number)[]): void;
}

/**
 * Loads `fetch(query & paging)` (an object's list call, given its descriptor) and keeps rows, total, loading and
 * selection; a later answer never overwrites a newer one.
 */
export function useTableList<Row, Q extends object>(
  source: ((q: Q & PageQuery) => Promise<PageData<Row>>) | CrudObject<Row, Q, any>,
  initial: NoInfer<Q>,
  opts: { pageSize?: number; auto?: boolean } = {},
): TableList<Row, Q> {
  const fetch = typeof source === 'function' ? source : source.api.list;
  const [query, setQuery] = useState<Q>(initial);
  const [pageNum, setPageNum] = useState<number>(PAGINATION.page);
  const [pageSize, setPageSize] = useState<number>(opts.pageSize ?? PAGINATION.pageSize);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selectedKeys, setSelectedKeys] = useState<(string | number)[]>([]);
  const seq = useRef(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const initialRef = useRef(initial);

  const load = useCallback(async (q: Q, page: number, size: number) => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const data = await fetchRef.current({ ...q, pageNum: page, pageSize: size });
      if (mine !== seq.current) return;
      setRows(data?.rows ?? []);
      setTotal(Number(data?.total ?? 0));
      setSelectedKeys([]);
    } catch {
      // the request layer already told the person
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (opts.auto !== false) void load(query, pageNum, pageSize);
    // only on mount: later loads are explicit
  }, []);

  return {
    rows,
    total,
    loading,
    query,
    pageNum,
    pageSize,
    search(filters) {
      const q = { ...query, ...filters } as Q;
      setQuery(q);
      setPageNum(1);
      void load(q, 1, pageSize);
    },
    reset() {
      setQuery(initialRef.current);
      setPageNum(1);
      void load(initialRef.current, 1, pageSize);
    },
    reload: () => load(query, pageNum, pageSize),
    onPageChange(page, size) {
      setPageNum(page);
      setPageSize(size);
      void load(query, page, size);
    },
    selectedKeys,
    setSelectedKeys,
  };
}
