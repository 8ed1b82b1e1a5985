import crypto from 'node:crypto';
import pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  PostgresQueryCompiler,
  sql,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { decodeDataRowsInOneRead } from './data-rows.ts';
import { PreparedShapes, runPrepared } from './prepared-read.ts';
import type { Database } from './types.ts';

/** The typed query handle used everywhere on the server. */
export type Db = Kysely<Database>;
export { sql };

const asDateTime = (v: string) => v.slice(0, 19);
pg.types.setTypeParser(20, (v) => Number(v)); // int8: ids and counts are JSON numbers (DESIGN §6)
pg.types.setTypeParser(1184, asDateTime); // timestamptz in the session time zone → yyyy-MM-dd HH:mm:ss
pg.types.setTypeParser(1114, asDateTime);
pg.types.setTypeParser(1082, (v) => v);

/** Connections the pool keeps open when idle. */
const IDLE_KEPT = 4;

/**
 * Opens a pool whose sessions use the configured display time zone. Prepared statements keep PostgreSQL's
 * default plan choice: after a few runs a statement whose plan does not depend on its values runs its
 * generic plan, skipping the planner (for a list page the planner cost several times the execution). Values
 * that decide the plan are written into the text instead of bound — the data scope's departments and a
 * page's LIMIT/OFFSET — so a scope or page gets a plan of its own (a generic plan over a bound, skewed
 * scope was 50× slower).
 */
export function openPool(url: string, timeZone: string, max = 20): pg.Pool {
  decodeDataRowsInOneRead();
  // a few connections stay open through quiet spells (beyond them an idle one closes after a minute, not
  // pg's 10 s): the first call after a pause neither waits for a new backend nor prepares its statements again
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: Math.min(IDLE_KEPT, max),
    idleTimeoutMillis: 60_000,
    options: `-c TimeZone=${timeZone}`,
  });
  pool.on('error', () => {
    /* a broken idle client is dropped by the pool; requests report their own errors */
  });
  // a client in use (a transaction between statements, the LISTEN connection, a query running) has no pool
  // listener: when PostgreSQL ends its backend (restart, failover, pg_terminate_backend) pg emits 'error' on
  // it, which without a listener is an uncaught exception that ends the process. The query in flight is
  // rejected anyway and the pool discards the client when it comes back, so the event itself needs nothing.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/** How many distinct statements are prepared at most (per process; each connection prepares what it runs). */
export const PREPARED_CAP = 400;
const SEEN_BEFORE_PREPARING = 2;

// statement texts the code declares prepared (declarePrepared), writes included
const declared = new Set<string>();

/**
 * Declares a constant statement text prepared from its first run, though it writes: one that a frequent
 * request runs every time, whose plan does not depend on its values (the pusher's emit: a read of the
 * subscriptions and the inserts of what they name, in one statement). Returns the text.
 */
export function declarePrepared(text: string): string {
  declared.add(text);
  return text;
}

/**
 * Names of the statements worth preparing: a read whose exact text has run before (the screens' lists and
 * lookups repeat the same few texts with other values), and the texts the code declares (declarePrepared).
 * A prepared statement skips PostgreSQL's parse and plan on every later run on that connection. Other
 * writes, `select *` (whose row type a migration may change) and one-off texts run unnamed; past the cap
 * everything new does.
 */
export class StatementNames {
  private names = new Map<string, string>();
  private seen = new Map<string, number>();
  constructor(private cap = PREPARED_CAP) {}

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (declared.has(text)) return this.name(text);
    if (this.names.size >= this.cap || text.length > 8000 || !/^\s*select\s/i.test(text) || /(^|[\s,.])\*(\s|,|$)/.test(text)) return;
    const n = (this.seen.get(text) ?? 0) + 1;
    if (n < SEEN_BEFORE_PREPARING) {
      if (this.seen.size >= this.cap * 4) this.seen.clear();
      this.seen.set(text, n);
      return;
    }
    this.seen.delete(text);
    return this.name(text);
  }

  private name(text: string): string {
    const name = `zx${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }
}

/**
 * Makes every client of the pool run repeated reads as named (prepared) statements: `query(text, values)`
 * with a string text gets a name when `names` gives one; anything else (config objects, cursors) goes through.
 */
function prepareRepeatedReads(pool: pg.Pool, names: StatementNames): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' && Array.isArray(rest[0]) && rest.length === 1 ? names.nameOf(text) : undefined;
      return name ? query({ name, text, values: rest[0] }) : query(text, ...rest);
    };
  });
}

/** Keeps a computed mapping (forgetting all past a generous bound, so odd one-off aliases cannot grow it forever). */
function remember(m: Map<string, string>, key: string, value: string): string {
  if (m.size >= 10_000) m.clear();
  m.set(key, value);
  return value;
}

/**
 * kysely's camel-case mapping of column names, without its reduce per row (a list page maps a few hundred
 * columns per request). The contents of json/jsonb values are left as stored: their keys are data (pipe
 * props such as `detailTemplate_article`, extend keys), not column names. Identifiers are snake-cased by the
 * compiler as it writes them (SnakeCaseCompiler), not by a copy of the whole query tree per query.
 */
class CamelCase extends CamelCasePlugin {
  // both mappings are pure and their inputs are the code's identifiers and the database's column names (a
  // bounded set): remembered, instead of redone character by character for every column of every row
  private camelOf = new Map<string, string>();
  private snakeOf = new Map<string, string>();

  /** the column name of a camelCase identifier */
  toSnake(s: string): string {
    return this.snakeCase(s);
  }

  override camelCase(s: string): string {
    return this.camelOf.get(s) ?? remember(this.camelOf, s, super.camelCase(s));
  }

  override snakeCase(s: string): string {
    return this.snakeOf.get(s) ?? remember(this.snakeOf, s, super.snakeCase(s));
  }

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  override mapRow(row: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key in row) out[this.camelCase(key)] = row[key];
    return out;
  }

  /** row arrays already made camelCase objects by `objectsOf` (the results of kysely's own queries) */
  private mapped = new WeakSet<object>();

  /**
   * Rows read as arrays (pg's `rowMode: 'array'`) made camelCase objects in one step, by a function made once
   * per column list: pg builds no object of its own per row (a copy of a prebuilt one, then one keyed store per
   * column) for this mapping to copy again.
   */
  objectsOf(fields: readonly { name: string }[], rows: unknown[][]): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = new Array(rows.length);
    if (rows.length) {
      const map = this.positionalMapperOf(fields);
      for (let i = 0; i < rows.length; i++) out[i] = map(rows[i]);
    }
    this.mapped.add(out);
    return out;
  }

  /**
   * Every row of one result has the same columns: they are mapped by a function made once per column list,
   * whose object literal gives all rows one shape (later passes over them, e.g. `compact` and JSON, run faster).
   * Rows `objectsOf` made are mapped already; the rest (streamed rows) are mapped here.
   */
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!Array.isArray(rows) || rows.length === 0 || this.mapped.has(rows)) return args.result;
    const keys = Object.keys(rows[0] as object);
    const map = this.mapperOf(keys, false);
    const out = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = map(rows[i]);
    return { ...args.result, rows: out };
  }

  private mappers = new Map<string, (row: any) => Record<string, unknown>>();
  private positional = new Map<string, { names: string[]; map: (row: unknown[]) => Record<string, unknown> }[]>();

  /**
   * `mapperOf` for a result's fields, found by a short key (count, first and last name) and a check of every
   * name, instead of joining all names into a string to hash on every query (a one-row read spent more on that
   * than on its row).
   */
  private positionalMapperOf(fields: readonly { name: string }[]): (row: unknown[]) => Record<string, unknown> {
    const key = `${fields.length}\u0000${fields[0].name}\u0000${fields[fields.length - 1].name}`;
    const known = this.positional.get(key);
    if (known) for (const k of known) if (k.names.every((n, i) => n === fields[i].name)) return k.map;
    const names = fields.map((f) => f.name);
    const map = this.mapperOf(names, true);
    if (this.positional.size >= 1000) this.positional.clear();
    this.positional.set(key, [...(known ?? []).slice(-15), { names, map }]);
    return map;
  }

  /** the row mapper of a column list, reading a row object by column name or a row array by position */
  private mapperOf(keys: string[], byPosition: boolean): (row: any) => Record<string, unknown> {
    const id = `${byPosition ? '#' : '.'}${keys.join('\u0000')}`;
    let f = this.mappers.get(id);
    if (f) return f;
    if (keys.some((k) => k === '__proto__'))
      f = byPosition ? (row: unknown[]) => this.mapRow(Object.fromEntries(keys.map((k, i) => [k, row[i]]))) : (row) => this.mapRow(row);
    else {
      const fields = keys.map((k, i) => `${JSON.stringify(this.camelCase(k))}: r[${byPosition ? i : JSON.stringify(k)}]`).join(', ');
      f = new Function('r', `return { ${fields} };`) as (row: any) => Record<string, unknown>;
    }
    if (this.mappers.size >= 1000) this.mappers.clear();
    this.mappers.set(id, f);
    return f;
  }
}

/** Writes every identifier (tables, columns, aliases) in snake_case: what CamelCasePlugin's query transform did. */
class SnakeCaseCompiler extends PostgresQueryCompiler {
  constructor(private readonly snake: (s: string) => string) {
    super();
  }

  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(this.snake(identifier));
  }

  /**
   * Booleans are written into the text, never bound: `deleted = false` then matches a partial index `where not
   * deleted` in the statement's generic plan too (bound, the generic plan of the newest-first content list was
   * a 100 ms scan, so PostgreSQL planned it anew on every run). Two values cannot multiply the statements.
   */
  protected override appendValue(value: unknown): void {
    if (typeof value === 'boolean') this.append(value ? 'true' : 'false');
    else super.appendValue(value);
  }
}

class SnakeCaseDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly snake: (s: string) => string,
  ) {
    super(config);
  }

  override createQueryCompiler(): PostgresQueryCompiler {
    return new SnakeCaseCompiler(this.snake);
  }
}

export function openDb(pool: pg.Pool): Db {
  const names = new StatementNames();
  prepareRepeatedReads(pool, names);
  const camel = new CamelCase();
  return new Kysely<Database>({
    dialect: new SnakeCaseDialect({ pool: rowsAsArrays(pool, names, camel) }, (s) => camel.toSnake(s)),
    plugins: [camel],
  });
}

type Client = pg.PoolClient;

/**
 * The pool as kysely sees it: its queries (a text and its values) read their rows as arrays, which `camel`
 * turns into camelCase objects, and run prepared when `names` names them (`runPrepared`: described only where
 * a connection prepares them). Other calls (cursors) and every other user of the pool get pg's own rows.
 */
function rowsAsArrays(pool: pg.Pool, names: StatementNames, camel: CamelCase) {
  const seen = new WeakMap<Client, Client>();
  const shapes = new PreparedShapes();
  const facade = (client: Client): Client => {
    const query = async (text: unknown, values?: unknown) => {
      if (typeof text !== 'string' || !Array.isArray(values)) return client.query(text as never, values as never);
      const name = names.nameOf(text);
      const r = name ? await runPrepared(client, shapes, name, text, values) : await client.query({ text, values, rowMode: 'array' });
      if (Array.isArray(r)) return r; // several statements in one text: pg's results as they are, as before
      return { command: r.command, rowCount: r.rowCount, rows: camel.objectsOf(r.fields, r.rows) };
    };
    return Object.assign(Object.create(client) as Client, { query, release: (e?: Error | boolean) => client.release(e) });
  };
  return {
    Client: (pool as unknown as { Client: never }).Client, // what kysely connects a control client with (query cancels)
    options: pool.options,
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      let f = seen.get(client);
      if (!f) seen.set(client, (f = facade(client)));
      return f;
    },
  };
}
