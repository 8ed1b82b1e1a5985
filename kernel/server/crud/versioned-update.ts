import { sql, type Expression, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { assertUpdated } from './optimistic.ts';

type Table = keyof Database & string;
/** New column values: plain values or SQL expressions such as `sql\`now()\``. */
export type Values<T extends Table> = { [K in keyof Updateable<Database[T]>]?: Updateable<Database[T]>[K] | Expression<unknown> };

/**
 * The optimistic update every edit of a versioned row makes: writes `values` plus who and when, and bumps
 * `version`, only if the row still has the version the editor loaded. A missing row answers not-found, a
 * newer version 409 (nothing is written; the caller's transaction, if any, rolls back).
 */
export async function updateVersioned<T extends Table>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  key: { column: keyof Database[T] & string; id: number },
  version: number,
  values: Values<T>,
  by: string,
): Promise<void> {
  // kysely cannot follow a generic table name through its builders: the column names are checked by the signature
  const q = db as unknown as Kysely<any>;
  const name: string = table;
  const column: string = key.column;
  const result = await q
    .updateTable(name)
    .set({ ...(values as Record<string, unknown>), updateBy: by, updateTime: sql`now()`, version: sql`version + 1` })
    .where(column, '=', key.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const exists = await q.selectFrom(name).select(column).where(column, '=', key.id).executeTakeFirst();
  if (!exists) throw notFound(String(key.id));
  assertUpdated(result);
}
