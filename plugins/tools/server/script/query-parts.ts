import { sql } from '#kernel/server';
import type { QueryRefusal } from '../../shared/script.ts';

/** A value a script's filter or write names: a column is compared with or set to it. */
export type Scalar = string | number | boolean | null;

/** A refusal the script sees as an Error (the run goes on if it catches it): a message key of `tools:script.query`. */
export class QueryRefused extends Error {
  constructor(
    readonly key: QueryRefusal,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

/** A script's equality filters (`{column: value}`), each column one it may read. */
export function checkedWhere(where: unknown, columns: readonly string[]): [string, Scalar][] {
  if (where == null) return [];
  if (typeof where !== 'object' || Array.isArray(where)) throw new QueryRefused('whereShape');
  return Object.entries(where as Record<string, unknown>).map(([k, v]) => {
    if (!columns.includes(k)) throw new QueryRefused('noColumn', { field: 'where', column: k });
    if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) throw new QueryRefused('whereValue', { column: k });
    return [k, v as Scalar];
  });
}

/** The SQL of equality filters (`where a = 1 and b is null`), or nothing. */
export const whereSqlOf = (where: [string, Scalar][]) =>
  where.length
    ? sql`where ${sql.join(
        where.map(([k, v]) => (v === null ? sql`${sql.ref(k)} is null` : sql`${sql.ref(k)} = ${v}`)),
        sql` and `,
      )}`
    : sql``;
