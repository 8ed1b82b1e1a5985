import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/constants.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import { pushEvents } from './events.ts';
import { enqueueDeliveries } from './queue.ts';
import { HOOK_TYPES, type ChannelType } from './tables.ts';

/** Someone the emitter names as concerned by an occurrence (an applicant, a registrant): reached at their own address. */
export interface PushSubject {
  userId?: number;
  /** a member of the published sites (the member plugin's): their in-site messages are in the account centre */
  memberId?: number;
  email?: string | null;
  name?: string | null;
  /** the language they use (their messages come in it); for a user, the one they last signed in with when absent */
  lang?: string | null;
}

interface Person {
  userId?: number;
  memberId?: number;
  email?: string | null;
  name?: string | null;
  lang: string;
}

type Sub = { channelId: number; channelType: ChannelType; targetType: 'role' | 'user' | 'subject'; targetId: number };

/** A user's message language: the one they last signed in with (`Language` preference), else the default. */
const languageOf = (preferences: unknown) => {
  const l = (preferences as Record<string, unknown> | null)?.Language;
  return isLanguage(l) ? l : DEFAULT_LANGUAGE;
};

async function people(trx: Db, sub: Sub, subjects: PushSubject[]): Promise<Person[]> {
  if (sub.targetType === 'subject') {
    const ids = subjects.filter((s) => s.userId && !isLanguage(s.lang)).map((s) => s.userId!);
    const langs = new Map<number, string>();
    if (ids.length)
      for (const u of await trx.selectFrom('sysUser').select(['userId', 'preferences']).where('userId', 'in', ids).execute())
        langs.set(u.userId, languageOf(u.preferences));
    return subjects.map((s) => ({ ...s, lang: isLanguage(s.lang) ? s.lang : (langs.get(s.userId ?? 0) ?? DEFAULT_LANGUAGE) }));
  }
  let q = trx.selectFrom('sysUser as u').select(['u.userId', 'u.nickName as name', 'u.email', 'u.preferences']).where('u.status', '=', '0');
  q =
    sub.targetType === 'role'
      ? q.where('u.userId', 'in', trx.selectFrom('sysUserRole').select('userId').where('roleId', '=', sub.targetId))
      : q.where('u.userId', '=', sub.targetId);
  return (await q.execute()).map(({ preferences, ...u }) => ({ ...u, lang: languageOf(preferences) }));
}

/** A delivery row as the insert's JSON recordset names its columns. */
const toRecord = (r: { channelId: number; recipient: string; userId: number | null; recipientName: string | null; lang: string }) => ({
  channel_id: r.channelId,
  recipient: r.recipient,
  user_id: r.userId,
  recipient_name: r.recipientName,
  lang: r.lang,
});

/** The recipient key of a person on a channel (with the occurrence and channel, the idempotency key), or none. */
function recipientKey(type: ChannelType, p: Person): string | null {
  if (HOOK_TYPES.has(type)) return 'hook';
  if (type === 'site') return p.userId ? `user:${p.userId}` : p.memberId ? `member:${p.memberId}` : null;
  const email = p.email?.trim().toLowerCase();
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? `mail:${email}` : null;
}

/**
 * Whether anyone is subscribed to an event, as an expression a caller's own statement can select (a request that
 * writes in one statement learns with its first read whether it needs a transaction for `emitEvent` at all).
 */
export const eventSubscribed = (code: string) =>
  sql<boolean>`exists (select 1 from sys_push_subscription s join sys_push_channel c on c.channel_id = s.channel_id
    where s.event_code = ${code} and c.status = '0')`;

/**
 * Tells the subscribers of an event what happened: inside the emitter's own transaction `trx` it records the
 * occurrence, one delivery per channel and recipient the subscription matrix names (the event's `subjects`
 * at their own address; a robot once), and queues them; nothing is sent before the transaction commits, and
 * nothing is sent in the request — a broken SMTP server never slows it. Returns the occurrence id, or null
 * when nobody is subscribed.
 */
export async function emitEvent(
  kernel: Kernel,
  trx: Db,
  code: string,
  payload: Record<string, unknown>,
  subjects: PushSubject[] = [],
): Promise<number | null> {
  if (!pushEvents(kernel).has(code)) throw new Error(`push event "${code}" is not declared by an enabled plugin`);
  const subs = (await trx
    .selectFrom('sysPushSubscription as s')
    .innerJoin('sysPushChannel as c', 'c.channelId', 's.channelId')
    .select(['s.channelId', 'c.channelType', 's.targetType', 's.targetId'])
    .where('s.eventCode', '=', code)
    .where('c.status', '=', '0')
    .execute()) as Sub[];
  if (!subs.length) return null;
  const rows = new Map<
    string,
    { channelId: number; recipient: string; userId: number | null; recipientName: string | null; lang: string }
  >();
  for (const sub of subs)
    for (const p of await people(trx, sub, subjects)) {
      const recipient = recipientKey(sub.channelType, p);
      if (!recipient) continue;
      const key = `${sub.channelId}|${recipient}`;
      if (rows.has(key)) continue;
      rows.set(key, {
        channelId: sub.channelId,
        recipient,
        userId: p.userId ?? null,
        recipientName: recipient === 'hook' ? null : (p.name?.slice(0, 200) ?? null),
        lang: HOOK_TYPES.has(sub.channelType) ? DEFAULT_LANGUAGE : p.lang,
      });
    }
  if (!rows.size) return null;
  // the occurrence and its deliveries in one statement (the emitting request pays one round trip for both)
  const inserted = await sql<{ deliveryId: string; occurrenceId: string }>`
    with occ as (
      insert into sys_push_occurrence (event_code, payload) values (${code}, ${JSON.stringify(payload)}::jsonb) returning occurrence_id
    )
    insert into sys_push_delivery (occurrence_id, channel_id, recipient, user_id, recipient_name, lang)
    select occ.occurrence_id, d.channel_id, d.recipient, d.user_id, d.recipient_name, d.lang
    from occ, jsonb_to_recordset(${JSON.stringify([...rows.values()].map(toRecord))}::jsonb)
      as d(channel_id bigint, recipient varchar, user_id bigint, recipient_name varchar, lang varchar)
    on conflict (occurrence_id, channel_id, recipient) do nothing
    returning delivery_id, occurrence_id`.execute(trx);
  const occurrenceId = Number(inserted.rows[0]?.occurrenceId);
  await enqueueDeliveries(
    kernel,
    trx,
    inserted.rows.map((r) => Number(r.deliveryId)),
  );
  return occurrenceId;
}
