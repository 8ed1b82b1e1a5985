import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';

/** Arco's column sorter as the list's whitelisted `orderByColumn` / `isAsc` (none = the server's default order). */
export function sortQuery(sorter: SorterInfo | SorterInfo[]): { orderByColumn?: string; isAsc?: string } {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.direction || !s.field) return { orderByColumn: undefined, isAsc: undefined };
  return { orderByColumn: String(s.field), isAsc: s.direction === 'ascend' ? 'asc' : 'desc' };
}
