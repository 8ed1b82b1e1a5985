import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './types.ts';

/** The typed query handle used everywhere on the server. */
export type Db = Kysely<Database>;
export { sql };

const asDateTime = (v: string) => v.slice(0, 19);
pg.types.setTypeParser(20, (v) => Number(v)); // int8: ids and counts are JSON numbers (DESIGN §6)
pg.types.setTypeParser(1184, asDateTime); // timestamptz in the session time zone → yyyy-MM-dd HH:mm:ss
pg.types.setTypeParser(1114, asDateTime);
pg.types.setTypeParser(1082, (v) => v);

/** Opens a pool whose sessions use the configured display time zone. */
export function openPool(url: string, timeZone: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, options: `-c TimeZone=${timeZone}` });
  pool.on('error', () => {
    /* a broken idle client is dropped by the pool; requests report their own errors */
  });
  return pool;
}

export function openDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
