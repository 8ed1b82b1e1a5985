import crypto from 'node:crypto';
import { type Db, sql } from '#kernel/server';
import { SCRIPT_LIMITS, type ScriptChange } from '../../shared/script.ts';
import { QueryRefused, type Scalar, whereSqlOf } from './query-parts.ts';

/** The writes a script may make in write mode: `db.insert(table, values)`, `db.update(table, values, where)`, `db.delete(table, where)`. */
export const WRITE_OPS = ['insert', 'update', 'delete'] as const;

/** A run in write mode: its transaction (rolled back unless confirmed) and what it has changed so far. */
export interface WriteRun {
  trx: Db;
  changes: ScriptChange[];
  /** rows changed so far (at most SCRIPT_LIMITS.writeRows) */
  rows: number;
  /**
   * what the fingerprint is made of: per write, the values it was given (an insert), its filter and new values
   * once per row changed (an update), the rows it removed (a delete) — not what the database generates (ids,
   * times), which differ from one run to the next
   */
  stable: ScriptChange[];
}

/** New column values: an object of readable column → scalar. */
function checkedValues(values: unknown, columns: readonly string[]): [string, Scalar][] {
  if (values == null || typeof values !== 'object' || Array.isArray(values) || Object.keys(values).length === 0)
    throw new QueryRefused('valuesShape');
  return Object.entries(values as Record<string, unknown>).map(([k, v]) => {
    if (!columns.includes(k)) throw new QueryRefused('noColumn', { field: 'values', column: k });
    if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) throw new QueryRefused('whereValue', { column: k });
    return [k, v as Scalar];
  });
}

/**
 * One write of a script, in the run's transaction: an update or delete names at least one filter (no whole-table
 * writes by accident), and a run changes at most SCRIPT_LIMITS.writeRows rows. Answers the rows it changed (the
 * readable columns only).
 */
export async function answerWrite(
  run: WriteRun,
  op: string,
  table: string,
  columns: readonly string[],
  where: [string, Scalar][],
  values: unknown,
): Promise<Record<string, unknown>[]> {
  if (op !== 'insert' && where.length === 0) throw new QueryRefused('whereRequired', { op });
  // a write that fails (a constraint, the row limit) is undone alone: the script may catch it and go on
  await sql`savepoint script_write`.execute(run.trx);
  try {
    const changed = await writeRows(run, op as ScriptChange['op'], table, columns, where, values);
    await sql`release savepoint script_write`.execute(run.trx);
    return changed;
  } catch (e) {
    await sql`rollback to savepoint script_write`.execute(run.trx);
    throw e;
  }
}

async function writeRows(
  run: WriteRun,
  op: ScriptChange['op'],
  table: string,
  columns: readonly string[],
  where: [string, Scalar][],
  values: unknown,
): Promise<Record<string, unknown>[]> {
  const readable = sql.join(columns.map((c) => sql.ref(c)));
  let rows: Record<string, unknown>[];
  if (op === 'insert') {
    // one row, or several of the same columns in one statement
    const list = Array.isArray(values) ? values : [values];
    if (list.length === 0 || list.length > SCRIPT_LIMITS.writeRows)
      throw new QueryRefused(list.length ? 'tooMany' : 'valuesShape', { max: SCRIPT_LIMITS.writeRows });
    const each = list.map((one) => checkedValues(one, columns));
    const names = each[0].map(([k]) => k);
    if (each.some((v) => v.length !== names.length || v.some(([k], i) => k !== names[i]))) throw new QueryRefused('valuesShape');
    const r = await sql<Record<string, unknown>>`insert into ${sql.table(table)} (${sql.join(names.map((k) => sql.ref(k)))})
      values ${sql.join(each.map((v) => sql`(${sql.join(v.map(([, x]) => sql`${x}`))})`))} returning ${readable}`.execute(run.trx);
    rows = r.rows;
    run.stable.push({ op, table, rows: each.map((v) => Object.fromEntries(v)) });
  } else if (op === 'update') {
    const v = checkedValues(values, columns);
    const r = await sql<Record<string, unknown>>`update ${sql.table(table)} set ${sql.join(v.map(([k, x]) => sql`${sql.ref(k)} = ${x}`))}
      ${whereSqlOf(where)} returning ${readable}`.execute(run.trx);
    rows = r.rows;
    run.stable.push({ op, table, rows: rows.map(() => Object.fromEntries([...where, ...v])) });
  } else {
    const r = await sql<Record<string, unknown>>`delete from ${sql.table(table)} ${whereSqlOf(where)} returning ${readable}`.execute(
      run.trx,
    );
    rows = r.rows;
    run.stable.push({ op, table, rows });
  }
  run.rows += rows.length;
  if (run.rows > SCRIPT_LIMITS.writeRows) throw new QueryRefused('tooMany', { max: SCRIPT_LIMITS.writeRows });
  if (rows.length) run.changes.push({ op, table, rows });
  return rows;
}

/** The fingerprint of what a run changed, with its text: a confirmed run commits only when its own is the same. */
export const fingerprintOf = (code: string, run: WriteRun) => crypto.hash('sha256', JSON.stringify([code, run.stable]), 'hex');
