import type { RawBuilder } from 'kysely';
import { type Kernel, sql } from '#kernel/server';
import type { SubmissionValues } from './day-limit.ts';

type Db = Kernel['db'];

/** A submission waiting for its batch: its values, its slot of the day limit (null: not counted) and the limit. */
interface Waiting {
  v: SubmissionValues;
  slot: number | null;
  limit: number;
  done: (row: { dataId: number; createTime: string } | null) => void;
}

/** the most submissions one statement stores */
const BATCH_MAX = 100;
/** statements of one form under way at once: submissions arriving meanwhile gather for the next */
const IN_FLIGHT_MAX = 2;

interface Queue {
  waiting: Waiting[];
  inFlight: number;
  scheduled: boolean;
}

/**
 * Public submissions to one form, stored many to a statement (group commit): a submission arriving while statements
 * of its form are under way waits for the next one, which stores every submission gathered meanwhile. Each is
 * answered from the row its own values made (or null: its guard failed, or its slot of the day was taken), and
 * only once the statement committed. A statement that fails answers null to each of its submissions, which then
 * go the full way one by one. Keyed by the database handle and the guard (the form as last read).
 */
const queues = new WeakMap<object, WeakMap<object, Queue>>();

export function insertBatched(
  db: Db,
  v: SubmissionValues & { guard: RawBuilder<boolean> },
  slot: number | null,
  limit: number,
  key: object,
) {
  let byKey = queues.get(db);
  if (!byKey) queues.set(db, (byKey = new WeakMap()));
  let q = byKey.get(key);
  if (!q) byKey.set(key, (q = { waiting: [], inFlight: 0, scheduled: false }));
  const queue = q;
  return new Promise<{ dataId: number; createTime: string } | null>((done) => {
    queue.waiting.push({ v, slot, limit, done });
    pump(db, queue);
  });
}

function pump(db: Db, q: Queue) {
  if (q.scheduled || q.inFlight >= IN_FLIGHT_MAX || !q.waiting.length) return;
  q.scheduled = true;
  // the submissions that arrive in the same turn of the event loop join this statement
  setImmediate(() => {
    q.scheduled = false;
    if (q.inFlight >= IN_FLIGHT_MAX || !q.waiting.length) return;
    const batch = q.waiting.splice(0, BATCH_MAX);
    q.inFlight++;
    storeBatch(db, batch)
      .then(
        (rows) => batch.forEach((w, i) => w.done(rows.get(i + 1) ?? null)),
        () => batch.forEach((w) => w.done(null)),
      )
      .finally(() => {
        q.inFlight--;
        pump(db, q);
      });
  });
}

/**
 * One statement for a batch of one form's submissions: ids drawn first, so that each row's id names the submission
 * (its ordinal) that made it; each row stored only while the guard holds and, under a day limit, in its slot
 * (a slot taken — by another statement or an earlier row of this one — stores nothing: the unique index decides).
 */
async function storeBatch(db: Db, batch: Waiting[]) {
  const { form, guard } = batch[0].v as SubmissionValues & { guard: RawBuilder<boolean> };
  const col = <T>(f: (w: Waiting) => T) => batch.map(f);
  const { rows } = await sql<{ ord: string; dataId: string; createTime: string }>`
    with v as (
      select * from unnest(${col((w) => w.v.versionNo)}::int[], ${col((w) => JSON.stringify(w.v.data))}::jsonb[],
        ${col((w) => w.v.clientIp)}::text[], ${col((w) => w.v.clientKey)}::text[], ${col((w) => w.v.uuid)}::text[],
        ${col((w) => w.v.memberId)}::bigint[], ${col((w) => w.v.day)}::date[], ${col((w) => w.slot)}::int[], ${col((w) => w.limit)}::int[])
        with ordinality as v(version_no, data, client_ip, client_key, uuid, member_id, submit_day, slot, lim, ord)
    ), ids as materialized (
      select nextval(pg_get_serial_sequence('cms_custom_form_data', 'data_id')) as id, ord from v
    ), ins as (
      insert into cms_custom_form_data
        (data_id, form_id, site_id, version_no, data, client_ip, client_key, uuid, member_id, submit_day, source, limit_slot)
      select ids.id, ${form.formId}, ${form.siteId}, v.version_no, v.data, v.client_ip, v.client_key, v.uuid, v.member_id,
        v.submit_day, 'site', v.slot
      from v join ids on ids.ord = v.ord
      where ${guard} and (v.slot is null or not exists (
        select 1 from cms_custom_form_data d where d.form_id = ${form.formId} and d.client_key = v.client_key
          and d.submit_day = v.submit_day and d.limit_slot > v.lim))
      order by v.ord
      on conflict (form_id, client_key, submit_day, limit_slot) where limit_slot is not null do nothing
      returning data_id, create_time
    )
    select ids.ord, ins.data_id, ins.create_time from ins join ids on ids.id = ins.data_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.ord), { dataId: Number(r.dataId), createTime: r.createTime }]));
}
