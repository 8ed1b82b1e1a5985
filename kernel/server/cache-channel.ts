/**
 * The kernel's cache invalidation channel (LISTEN/NOTIFY): every instance listens on it and drops what an
 * announcement names. A payload is `origin \u001e name` or `origin \u001e name \u001f key`; an instance skips
 * the echo of its own announcements by their origin (a random id per instance).
 */
export const CACHE_CHANNEL = 'zx_cache';
/** between a cache name and one key in an invalidation payload */
export const KEY_SEPARATOR = '\u001f';
/** between the announcing instance's id and the invalidation in a payload */
export const ORIGIN_SEPARATOR = '\u001e';
/** the origin the database's own announcements (`cacheDropTriggerSql`) carry: no instance has it */
export const DATABASE_ORIGIN = 'db';
/** above this many keys changed by one statement, the trigger drops the whole name */
const MAX_KEYS_NAMED = 100;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
const chr = (s: string) => `chr(${s.charCodeAt(0)})`;

export interface CacheDropTrigger {
  /** the table whose rows the cached answers read */
  table: string;
  /** the cache name the answers are kept under */
  cacheName: string;
  /** the table's column that holds the cache key of a row's answers (e.g. the content id) */
  keyColumn: string;
}

/**
 * The SQL (for a migration) of statement-level triggers that announce, on the kernel's cache channel, every key of
 * `cacheName` whose rows in `table` an INSERT, UPDATE or DELETE changed — the distinct `keyColumn` values of the
 * statement's transition tables, old and new, or the whole name when more than a hundred keys changed. The
 * announcement is sent at commit, whichever way the rows were written (any route, a job, SQL by hand), and every
 * instance drops those keys. Three triggers, one per event, since a trigger with transition tables has one event;
 * a fourth drops the whole name at a TRUNCATE.
 */
export function cacheDropTriggerSql(t: CacheDropTrigger): string {
  for (const id of [t.table, t.keyColumn])
    if (!IDENTIFIER.test(id)) throw new Error(`cacheDropTriggerSql: "${id}" is not a plain identifier`);
  const fn = `zx_cache_drop_${t.table}_${t.cacheName.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`;
  // PostgreSQL cuts names at 63 bytes: two long ones could meet
  if (`${fn}_truncate`.length > 63) throw new Error(`cacheDropTriggerSql: "${fn}" is too long for a trigger name`);
  const prefix = `${literal(DATABASE_ORIGIN)} || ${chr(ORIGIN_SEPARATOR)} || ${literal(t.cacheName)}`;
  const keysOf = (rows: string) => `select ${t.keyColumn} as k from ${rows} where ${t.keyColumn} is not null`;
  const events = [
    ['insert', 'new table as zx_new', `${keysOf('zx_new')}`],
    ['update', 'old table as zx_old new table as zx_new', `${keysOf('zx_new')} union ${keysOf('zx_old')}`],
    ['delete', 'old table as zx_old', `${keysOf('zx_old')}`],
  ] as const;
  const triggers = events.map(
    ([event, referencing]) => `
create trigger ${fn}_${event} after ${event} on ${t.table} referencing ${referencing}
  for each statement execute function ${fn}();`,
  );
  return `
create or replace function ${fn}() returns trigger language plpgsql as $zx$
declare
  keys text[];
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify(${literal(CACHE_CHANNEL)}, ${prefix});
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(k::text) into keys from (select distinct k from (${events[0][2]}) a limit ${MAX_KEYS_NAMED + 1}) s;
  elsif tg_op = 'UPDATE' then
    select array_agg(k::text) into keys from (select distinct k from (${events[1][2]}) a limit ${MAX_KEYS_NAMED + 1}) s;
  else
    select array_agg(k::text) into keys from (select distinct k from (${events[2][2]}) a limit ${MAX_KEYS_NAMED + 1}) s;
  end if;
  if keys is null then
    return null;
  elsif cardinality(keys) > ${MAX_KEYS_NAMED} then
    perform pg_notify(${literal(CACHE_CHANNEL)}, ${prefix});
  else
    perform pg_notify(${literal(CACHE_CHANNEL)}, ${prefix} || ${chr(KEY_SEPARATOR)} || k) from unnest(keys) as k;
  end if;
  return null;
end
$zx$;
${triggers.join('')}
create trigger ${fn}_truncate after truncate on ${t.table} for each statement execute function ${fn}();
`;
}
