import { CompiledQuery, sql } from 'kysely';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/constants.ts';
import { declarePrepared, type Db } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import { pushEvents } from './events.ts';
import { wakeSender } from './sender.ts';
import { HOOK_TYPES } from './tables.ts';

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

const list = (values: readonly string[]) => `'{${values.join(',')}}'::text[]`;
const LANGS = list(LANGUAGES);
/** a user's message language: the one they last signed in with (`Language` preference), else the default */
const languageOf = (u: string) =>
  `case when ${u}.preferences->>'Language' = any(${LANGS}) then ${u}.preferences->>'Language' else '${DEFAULT_LANGUAGE}' end`;

/**
 * The whole emit in one prepared statement (the request that emits pays one round trip, whether anyone is
 * subscribed or not): the enabled subscriptions of the event ($1); the people each names — the event's
 * subjects ($3, at their own address and language), a role's or a user's active accounts —; one delivery
 * per channel and recipient key (a robot once: `hook`; in-site `user:<id>` or `member:<id>`; e-mail
 * `mail:<address>`), the first subscription and person naming it deciding its name and language; and,
 * when there is any, the occurrence with its payload ($2) and its deliveries. With the occurrence and
 * channel, the recipient key is the idempotency key.
 */
const EMIT = declarePrepared(`with sub as (
  select s.subscription_id, s.channel_id, c.channel_type, s.target_type, s.target_id
  from sys_push_subscription s join sys_push_channel c on c.channel_id = s.channel_id
  where s.event_code = $1 and c.status = '0'
),
person as (
  select sub.subscription_id, sub.channel_id, sub.channel_type, x.ord, x.user_id, x.member_id, x.email, x.name,
    case when x.lang = any(${LANGS}) then x.lang else ${languageOf('u')} end as lang
  from sub
  join jsonb_to_recordset($3::jsonb) as x(ord int, user_id bigint, member_id bigint, email text, name text, lang text)
    on sub.target_type = 'subject'
  left join sys_user u on u.user_id = x.user_id
  union all
  select sub.subscription_id, sub.channel_id, sub.channel_type, 0, u.user_id, null, u.email, u.nick_name, ${languageOf('u')}
  from sub
  join sys_user_role r on sub.target_type = 'role' and r.role_id = sub.target_id
  join sys_user u on u.user_id = r.user_id and u.status = '0'
  union all
  select sub.subscription_id, sub.channel_id, sub.channel_type, 0, u.user_id, null, u.email, u.nick_name, ${languageOf('u')}
  from sub join sys_user u on sub.target_type = 'user' and u.user_id = sub.target_id and u.status = '0'
),
keyed as (
  select p.*, case
      when p.channel_type = any(${list([...HOOK_TYPES])}) then 'hook'
      when p.channel_type = 'site' then coalesce('user:' || p.user_id, 'member:' || p.member_id)
      when lower(btrim(p.email, E' \\t\\r\\n')) ~ '^[^[:space:]@]+@[^[:space:]@]+$' then 'mail:' || lower(btrim(p.email, E' \\t\\r\\n'))
    end as recipient
  from person p
),
delivery as (
  select distinct on (k.channel_id, k.recipient) k.channel_id, k.recipient, k.user_id,
    case when k.recipient = 'hook' then null else left(k.name, 200) end as recipient_name,
    case when k.recipient = 'hook' then '${DEFAULT_LANGUAGE}' else k.lang end as lang
  from keyed k where k.recipient is not null
  order by k.channel_id, k.recipient, k.subscription_id, k.ord
),
occ as (
  insert into sys_push_occurrence (event_code, payload) select $1, $2::jsonb where exists (select 1 from delivery)
  returning occurrence_id
),
ins as (
  insert into sys_push_delivery (occurrence_id, channel_id, recipient, user_id, recipient_name, lang)
  select occ.occurrence_id, d.channel_id, d.recipient, d.user_id, d.recipient_name, d.lang from occ, delivery d
  on conflict (occurrence_id, channel_id, recipient) do nothing
  returning delivery_id
)
select (select occurrence_id from occ) as occurrence_id, (select count(*) from ins)::int as deliveries`);

/**
 * Whether anyone is subscribed to an event, as an expression a caller's own statement can select (a request that
 * writes in one statement learns with its first read whether it needs a transaction for `emitEvent` at all).
 */
export const eventSubscribed = (code: string) =>
  sql<boolean>`exists (select 1 from sys_push_subscription s join sys_push_channel c on c.channel_id = s.channel_id
    where s.event_code = ${code} and c.status = '0')`;

/**
 * Tells the subscribers of an event what happened: inside the emitter's own transaction `trx` it records the
 * occurrence and one delivery per channel and recipient the subscription matrix names (the event's `subjects`
 * at their own address; a robot once), in one statement. Nothing is sent in the request — a broken SMTP
 * server never slows it —, nor before the transaction commits: the sender (sender.ts) is woken and claims
 * the committed deliveries a moment later. Returns the occurrence id, or null when nobody is subscribed.
 */
export async function emitEvent(
  kernel: Kernel,
  trx: Db,
  code: string,
  payload: Record<string, unknown>,
  subjects: PushSubject[] = [],
): Promise<number | null> {
  if (!pushEvents(kernel).has(code)) throw new Error(`push event "${code}" is not declared by an enabled plugin`);
  const people = subjects.map((s, ord) => ({
    ord,
    user_id: s.userId ?? null,
    member_id: s.memberId ?? null,
    email: s.email ?? null,
    name: s.name ?? null,
    lang: s.lang ?? null,
  }));
  const r = await trx.executeQuery<{ occurrenceId: string | null; deliveries: number }>(
    CompiledQuery.raw(EMIT, [code, JSON.stringify(payload), JSON.stringify(people)]),
  );
  const row = r.rows[0];
  if (!row?.occurrenceId) return null;
  if (row.deliveries) wakeSender(kernel);
  return Number(row.occurrenceId);
}
