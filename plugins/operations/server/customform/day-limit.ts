import crypto from 'node:crypto';
import type { RawBuilder } from 'kysely';
import { fail, sql, type Kernel, type ObjectRouteContext } from '#kernel/server';
import { insertBatched } from './submission-batch.ts';

type Db = ObjectRouteContext['db'] | Kernel['db'];

/** What a public submission stores (the submission row's columns). */
export interface SubmissionValues {
  form: { formId: number; siteId: number };
  versionNo: number;
  data: Record<string, unknown>;
  clientIp: string | null;
  clientKey: string | null;
  uuid: string | null;
  memberId: number | null;
  day: string;
  /** a condition the insert also requires (the form as the caller last read it, `insertGuarded`) */
  guard?: RawBuilder<boolean>;
}

/** the rows of the submission's key and day (of table alias `t`) */
const sameDay = (v: SubmissionValues, t: string) =>
  sql`${sql.ref(`${t}.form_id`)} = ${v.form.formId} and ${sql.ref(`${t}.client_key`)} = ${v.clientKey} and ${sql.ref(`${t}.submit_day`)} = ${v.day}::date`;

/** slots a submission tries (the next of its key's run, `nextSlot`) before the exact way (a day far from its limit has most slots free) */
const RANDOM_ATTEMPTS = 3;
/** how often the exact path looks again after another submission took the free slot it found */
const EXACT_ATTEMPTS = 20;

/**
 * The insert of a submission in slot `slot` of its key's day (null: not counted); with `limit`, only while no
 * slot above the limit is taken (null: the caller counted under the lock) (rows of a day the limit was lowered in go the exact way). A slot another
 * submission holds inserts nothing (the unique index `cms_custom_form_data_slot_uq` decides).
 */
async function insertInSlot(db: Db, v: SubmissionValues, slot: number | null, limit: number | null) {
  const { rows } = await sql<{ dataId: string; createTime: string }>`
    insert into cms_custom_form_data
      (form_id, site_id, version_no, data, client_ip, client_key, uuid, member_id, submit_day, source, limit_slot)
    select ${v.form.formId}, ${v.form.siteId}, ${v.versionNo}, ${JSON.stringify(v.data)}::jsonb, ${v.clientIp}, ${v.clientKey},
      ${v.uuid}, ${v.memberId}, ${v.day}::date, 'site', ${slot}::int
    where ${v.guard ?? sql`true`} and (${slot}::int is null or ${limit}::int is null or not exists (
      select 1 from cms_custom_form_data where form_id = ${v.form.formId} and client_key = ${v.clientKey}
        and submit_day = ${v.day}::date and limit_slot > ${limit}))
    on conflict (form_id, client_key, submit_day, limit_slot) where limit_slot is not null do nothing
    returning data_id, create_time`.execute(db);
  return rows[0] ? { dataId: Number(rows[0].dataId), createTime: rows[0].createTime } : null;
}

/**
 * The exact way, in a transaction: under a lock of the form and key, that day's count decides (refused at the
 * limit) and the submission takes the first free slot — looked for again when a concurrent one took it first.
 */
async function insertCounted(trx: Db, v: SubmissionValues, limit: number) {
  await sql`select pg_advisory_xact_lock(${v.form.formId}::int, hashtext(${v.clientKey}))`.execute(trx);
  for (let attempt = 0; attempt < EXACT_ATTEMPTS; attempt++) {
    // the first free slot: 1, else the first taken one whose next is free (the index walked in order, up to the gap)
    const { rows } = await sql<{ n: number; free: number | null }>`
      select (select count(*)::int from cms_custom_form_data c where ${sameDay(v, 'c')}) as n,
        coalesce(
          (select 1 where not exists (select 1 from cms_custom_form_data o where ${sameDay(v, 'o')} and o.limit_slot = 1)),
          (select t.limit_slot + 1 from cms_custom_form_data t where ${sameDay(v, 't')} and t.limit_slot < ${limit}::int
             and not exists (select 1 from cms_custom_form_data u where ${sameDay(v, 'u')} and u.limit_slot = t.limit_slot + 1)
           order by t.limit_slot limit 1)) as free`.execute(trx);
    const { n, free } = rows[0]!;
    if (n >= limit || free == null) throw fail('operations:customform.errors.dayLimit', { limit });
    const row = await insertInSlot(trx, v, free, null);
    if (row) return row;
  }
  throw new Error(`custom form ${v.form.formId}: no free slot of the day limit after ${EXACT_ATTEMPTS} attempts`);
}

/**
 * Stores a public submission within its form's day limit (`limit` 0 or no key: not counted). It first tries a
 * few random slots of the day, one statement each — submissions of one key never wait for each other; slots
 * taken, or rows above a lowered limit, send it the exact way (`insertCounted`). Runs in `db`, a transaction or not.
 */
export async function insertWithinDayLimit(db: Db, v: SubmissionValues, limit: number) {
  if (!v.clientKey || limit <= 0) return (await insertInSlot(db, v, null, 0))!;
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
    const fast = await insertInSlot(db, v, nextSlot(slotKey(v), limit), limit);
    if (fast) return fast;
    restartRun(slotKey(v), limit);
  }
  return db.isTransaction ? insertCounted(db, v, limit) : db.transaction().execute((trx) => insertCounted(trx, v, limit));
}

/**
 * One try, in a statement shared with the submissions to the same form (`batch`, the form as last read) that arrive
 * meanwhile (submission-batch.ts): the submission stored when its guard holds and, under a day limit, in one random
 * slot of its key's day; null when either failed (the caller goes the full way: reads the form again and calls
 * `insertWithinDayLimit`).
 */
export async function insertGuarded(db: Kernel['db'], v: SubmissionValues & { guard: RawBuilder<boolean> }, limit: number, batch: object) {
  if (!v.clientKey || limit <= 0) return insertBatched(db, v, null, limit, batch);
  const row = await insertBatched(db, v, nextSlot(slotKey(v), limit), limit, batch);
  if (!row) restartRun(slotKey(v), limit);
  return row;
}

const slotKey = (v: SubmissionValues) => `${v.form.formId}\u0000${v.clientKey}\u0000${v.day}`;

/** a slot held already (another instance's run, or rows from before this process): the key's run starts again elsewhere */
const restartRun = (key: string, limit: number) => slotRuns.set(key, 1 + crypto.randomInt(limit));

/** per key and day: the next slot this process gives out (at most SLOT_RUNS keys; a full map starts again) */
const slotRuns = new Map<string, number>();
const SLOT_RUNS = 10_000;

/**
 * The slot a trusted submission tries: a key's submissions in this process take a run of slots from a random start,
 * one after the other around the limit — so a key submitting often does not meet the slots it took itself, as random
 * slots would once the day fills up (a third full: one try in three taken, and the exact way, one at a time).
 */
function nextSlot(key: string, limit: number): number {
  let slot = slotRuns.get(key) ?? 1 + crypto.randomInt(limit);
  if (slot > limit) slot = 1;
  if (!slotRuns.has(key) && slotRuns.size >= SLOT_RUNS) slotRuns.clear();
  slotRuns.set(key, slot + 1);
  return slot;
}
