import { PAGINATION } from '../../shared/constants.ts';
import { invalidField } from './errors.ts';

/** Page and size from a query (pageNum from 1, pageSize capped at 500). */
export function paging(q: { pageNum?: unknown; pageSize?: unknown }): { limit: number; offset: number } {
  const num = Math.max(1, Math.floor(Number(q.pageNum) || PAGINATION.page));
  const size = Math.min(PAGINATION.maxPageSize, Math.max(1, Math.floor(Number(q.pageSize) || PAGINATION.pageSize)));
  return { limit: size, offset: (num - 1) * size };
}

/**
 * Whitelisted sort: `sorts=col#asc@col2#desc` (ChestnutCMS) or `orderByColumn`+`isAsc` (RuoYi). Only
 * names in `allowed` (wire name → column) pass; anything else is refused naming the field.
 */
export function sorting(
  q: { sorts?: unknown; orderByColumn?: unknown; isAsc?: unknown },
  allowed: Record<string, string>,
): [string, 'asc' | 'desc'][] {
  const out: [string, 'asc' | 'desc'][] = [];
  const push = (name: string, dir: string) => {
    const col = allowed[name];
    if (!col) throw invalidField('sorts', 'server:errors.badSort', { value: name });
    out.push([col, /^desc(ending)?$/i.test(dir) ? 'desc' : 'asc']);
  };
  if (typeof q.sorts === 'string' && q.sorts) for (const part of q.sorts.split('@')) push(part.split('#')[0], part.split('#')[1] ?? 'asc');
  else if (typeof q.orderByColumn === 'string' && q.orderByColumn) push(q.orderByColumn, String(q.isAsc ?? 'asc'));
  return out;
}

/** Escapes LIKE wildcards so a filter value matches literally. */
export const likeValue = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
