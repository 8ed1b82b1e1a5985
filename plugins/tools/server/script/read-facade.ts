import { AppError, type Db, type Kernel, sql } from '#kernel/server';
import { SCRIPT_LIMITS } from '../../shared/script.ts';
import { QueryRefused, checkedWhere, whereSqlOf } from './query-parts.ts';
import { WRITE_OPS, type WriteRun, answerWrite } from './write-facade.ts';

/** Tables a script never reads: sign-in secrets and the console's own keys. */
const HIDDEN_TABLES = new Set(['sys_session', 'sys_captcha', 'sys_oauth_state', 'sys_user_oauth', 'sys_secret', 'tool_console_key']);
/** Columns a script never reads, in any table (hashes, secrets, tokens). */
const HIDDEN_COLUMN = /pass(word)?|pwd|secret|token|salt|credential/i;
const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface QueryArgs {
  table?: unknown;
  options?: { columns?: unknown; where?: unknown; orderBy?: unknown; limit?: unknown };
  /** a write's new values (insert, update) */
  values?: unknown;
}

/** Translates a message key in the operator's language. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The readable columns of a table of the current schema (none when the table is hidden or does not exist). */
export async function readableColumns(kernel: Kernel, table: string): Promise<string[]> {
  if (!NAME.test(table) || HIDDEN_TABLES.has(table)) return [];
  const { rows } = await sql<{ col: string }>`select column_name as col from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(kernel.db);
  return rows.map((r) => r.col).filter((c) => !HIDDEN_COLUMN.test(c));
}

/**
 * The one way a script reaches the database (issue 36): `select` and `count` on a table of the current schema
 * but the hidden ones, by column names (snake_case, as in the database), equality filters and one order; at
 * most SCRIPT_LIMITS.rows rows; in a read-only transaction with a statement timeout. A run in write mode also
 * inserts, updates and deletes (write-facade.ts), everything in the run's own transaction.
 */
export async function answerQuery(kernel: Kernel, t: Translate, op: string, json: string, write?: WriteRun): Promise<string> {
  try {
    const args = JSON.parse(json) as QueryArgs;
    const table = typeof args.table === 'string' ? args.table : '';
    const columns = await readableColumns(kernel, table);
    if (columns.length === 0) throw new QueryRefused('noTable', { table });
    const o = args.options ?? {};
    const where = checkedWhere(o.where, columns);
    if ((WRITE_OPS as readonly string[]).includes(op)) {
      if (!write) throw new QueryRefused('readOnly', { op });
      return JSON.stringify({ value: await answerWrite(write, op, table, columns, where, args.values) });
    }
    const whereSql = whereSqlOf(where);
    const read = async (trx: Db) => {
      if (op === 'count') {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} ${whereSql}`.execute(trx);
        return rows[0].n;
      }
      if (op !== 'select') throw new QueryRefused('noOp', { op });
      const picked = o.columns == null ? columns : checkedColumns(o.columns, columns);
      const order = checkedOrder(o.orderBy, columns);
      const limit = Math.min(SCRIPT_LIMITS.rows, Math.max(1, Math.floor(Number(o.limit ?? SCRIPT_LIMITS.rows)) || 1));
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(picked.map((c) => sql.ref(c)))} from ${sql.table(table)}
        ${whereSql} ${order} limit ${sql.lit(limit)}`.execute(trx);
      return rows;
    };
    const value = write
      ? await read(write.trx)
      : await kernel.db.transaction().execute(async (trx) => {
          await sql`set transaction read only`.execute(trx);
          await sql`set local statement_timeout = ${sql.lit(SCRIPT_LIMITS.timeMs)}`.execute(trx);
          return read(trx);
        });
    return JSON.stringify({ value });
  } catch (e) {
    if (e instanceof QueryRefused) return JSON.stringify({ error: t(`tools:script.query.${e.key}`, e.params) });
    if (e instanceof AppError) throw e;
    return JSON.stringify({ error: (e as Error).message });
  }
}

function checkedColumns(list: unknown, columns: readonly string[]): string[] {
  if (!Array.isArray(list) || list.length === 0) throw new QueryRefused('columnsShape');
  for (const c of list)
    if (typeof c !== 'string' || !columns.includes(c)) throw new QueryRefused('noColumn', { field: 'columns', column: String(c) });
  return list as string[];
}

function checkedOrder(orderBy: unknown, columns: readonly string[]) {
  if (orderBy == null) return sql``;
  const m = typeof orderBy === 'string' ? /^([a-z_][a-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(orderBy.trim()) : null;
  if (!m || !columns.includes(m[1])) throw new QueryRefused('orderBy');
  return sql`order by ${sql.ref(m[1])} ${m[2]?.toLowerCase() === 'desc' ? sql`desc` : sql`asc`}`;
}
