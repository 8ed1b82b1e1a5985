import { MEMBER_INBOX } from '../../shared/services.ts';
import { sql } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import { pushEvents } from './events.ts';
import { sendInThread } from './send-pool.ts';
import type { SendChannel, SendItem } from './send.worker.ts';
import { type MessageTemplate, renderMessage, templateFor } from './templates.ts';

/** Which deliveries a claim takes: these ones (a retry job's), or up to `limit` waiting ones (the sender's). */
export type ClaimOf = { ids: number[] } | { limit: number };

/**
 * Takes deliveries for sending in one statement: only one worker of all instances gets each. A retry job
 * takes its own ones when pending or failed (or a send that has hung for five minutes); the sender takes
 * waiting ones nobody holds (`skip locked`: instances claiming side by side get different rows). A sent or
 * dead one is left alone. Counts the attempt.
 */
export async function claim(kernel: Kernel, of: ClaimOf) {
  const hung = sql<boolean>`d.state = 'sending' and d.claim_time < now() - interval '5 minutes'`;
  return kernel.db
    .updateTable('sysPushDelivery as d')
    .set({ state: 'sending', claimTime: sql<string>`now()`, attempts: sql<number>`d.attempts + 1` })
    .from('sysPushOccurrence as o')
    .whereRef('o.occurrenceId', '=', 'd.occurrenceId')
    .where((w) =>
      'ids' in of
        ? w.and([w('d.deliveryId', 'in', of.ids), w.or([w('d.state', 'in', ['pending', 'failed']), hung])])
        : w(
            'd.deliveryId',
            'in',
            w
              .selectFrom('sysPushDelivery as p')
              .select('p.deliveryId')
              .where((q) =>
                q.or([
                  q('p.state', '=', 'pending'),
                  q.and([q('p.state', '=', 'sending'), q('p.claimTime', '<', sql<string>`now() - interval '5 minutes'`)]),
                ]),
              )
              .limit(of.limit)
              .forUpdate()
              .skipLocked(),
          ),
    )
    .returning([
      'd.deliveryId',
      'd.channelId',
      'd.recipient',
      'd.recipientName',
      'd.userId',
      'd.lang',
      'd.attempts',
      'd.occurrenceId',
      'o.eventCode',
      'o.payload',
    ])
    .execute();
}

export type Claimed = Awaited<ReturnType<typeof claim>>[number];
type Channel = SendChannel & { status: string };

/** The values a delivery's template renders with: the occurrence's payload and the recipient. */
function valuesOf(d: Claimed): Record<string, unknown> {
  const email = d.recipient.startsWith('mail:') ? d.recipient.slice('mail:'.length) : undefined;
  return { ...(d.payload as Record<string, unknown>), recipient: { name: d.recipientName ?? email ?? '', email } };
}

/** Puts an in-site message in a console user's bell or a member's account centre. */
async function deliverInSite(kernel: Kernel, d: Claimed, template: MessageTemplate): Promise<void> {
  const m = renderMessage(template, valuesOf(d));
  if (d.recipient.startsWith('member:')) {
    const inbox = kernel.services.get(MEMBER_INBOX);
    if (!inbox) throw new Error('members are not enabled (PLUGINS has no member plugin)');
    const memberId = Number(d.recipient.slice('member:'.length));
    const message = { memberId, occurrenceId: d.occurrenceId, eventCode: d.eventCode, title: m.subject, body: m.text };
    if (!(await inbox.deliver(message))) throw new Error(`member ${memberId} does not exist`);
    return;
  }
  await kernel.db
    .insertInto('sysPushMessage')
    .values({ userId: d.userId!, occurrenceId: d.occurrenceId, eventCode: d.eventCode, title: m.subject, body: m.text })
    .onConflict((c) => c.columns(['occurrenceId', 'userId']).doNothing())
    .execute();
}

/** What the send thread gets for one delivery on an e-mail or webhook channel. */
const itemOf = (d: Claimed): SendItem =>
  d.recipient.startsWith('mail:')
    ? { values: valuesOf(d), to: d.recipient.slice('mail:'.length) }
    : {
        values: valuesOf(d),
        hook: { eventCode: d.eventCode, occurrenceId: d.occurrenceId, payload: d.payload as Record<string, unknown> },
      };

/**
 * Sends claimed deliveries, grouped by channel and template: e-mails and webhooks in the send thread, one task
 * a group; in-site messages here. Answers each delivery's error (null when sent), by delivery id.
 */
async function sendClaimed(kernel: Kernel, claimed: Claimed[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  const channels = await kernel.db
    .selectFrom('sysPushChannel')
    .select(['channelId', 'channelType', 'config', 'status', 'version'])
    .where('channelId', 'in', [...new Set(claimed.map((d) => d.channelId))])
    .execute();
  const channelOf = new Map<number, Channel>(channels.map((c) => [c.channelId, c]));
  const groups = new Map<string, { channel: Channel; lang: string; eventCode: string; rows: Claimed[] }>();
  for (const d of claimed) {
    const channel = channelOf.get(d.channelId);
    if (channel?.status !== '0') out.set(d.deliveryId, 'channel is disabled or removed');
    else if (!pushEvents(kernel).has(d.eventCode)) out.set(d.deliveryId, `event ${d.eventCode} is not declared by an enabled plugin`);
    else {
      const key = `${d.channelId}|${d.eventCode}|${d.lang}`;
      const g = groups.get(key) ?? { channel, lang: d.lang, eventCode: d.eventCode, rows: [] };
      groups.set(key, g);
      g.rows.push(d);
    }
  }
  const failure = (e: unknown) => String((e as Error).message ?? e).slice(0, 1000);
  await Promise.all(
    [...groups.values()].map(async (g) => {
      try {
        const template = await templateFor(kernel.db, pushEvents(kernel).get(g.eventCode)!, g.lang);
        if (g.channel.channelType === 'site')
          await Promise.all(
            g.rows.map((d) =>
              deliverInSite(kernel, d, template).then(
                () => out.set(d.deliveryId, null),
                (e) => out.set(d.deliveryId, failure(e)),
              ),
            ),
          );
        else {
          const { status: _, ...channel } = g.channel;
          const result = await sendInThread(kernel, { channel, template, items: g.rows.map(itemOf) });
          for (const [i, d] of g.rows.entries()) out.set(d.deliveryId, result[i]);
        }
      } catch (e) {
        for (const d of g.rows) out.set(d.deliveryId, failure(e));
      }
    }),
  );
  return out;
}

/**
 * Delivers claimed deliveries side by side and records the outcome: the sent ones in one statement; a failure
 * on its row, `failed` while retries remain (it is returned, for the queue to retry with backoff), else `dead`.
 */
export async function deliverClaimed(kernel: Kernel, claimed: Claimed[]): Promise<{ deliveryId: number; error: string }[]> {
  if (!claimed.length) return [];
  const outcome = await sendClaimed(kernel, claimed);
  const sent: number[] = [];
  const retry: { deliveryId: number; error: string }[] = [];
  const failures: { deliveryId: number; error: string; dead: boolean }[] = [];
  for (const d of claimed) {
    const error = outcome.get(d.deliveryId) ?? null;
    if (error === null) sent.push(d.deliveryId);
    else {
      const dead = d.attempts > kernel.config.pusherRetryLimit;
      failures.push({ deliveryId: d.deliveryId, error, dead });
      if (!dead) retry.push({ deliveryId: d.deliveryId, error });
    }
  }
  if (sent.length)
    await kernel.db
      .updateTable('sysPushDelivery')
      .set({ state: 'sent', sentTime: sql<string>`now()`, lastError: null })
      .where('deliveryId', 'in', sent)
      .execute();
  await Promise.all(
    failures.map((f) =>
      kernel.db
        .updateTable('sysPushDelivery')
        .set({ state: f.dead ? 'dead' : 'failed', lastError: f.error })
        .where('deliveryId', '=', f.deliveryId)
        .execute(),
    ),
  );
  return retry;
}

/** A retry job's deliveries: claimed by id and delivered; answers the ones that failed again with retries left. */
export async function deliverBatch(kernel: Kernel, ids: number[]): Promise<string[]> {
  const retry = await deliverClaimed(kernel, await claim(kernel, { ids }));
  return retry.map((r) => `${r.deliveryId}: ${r.error}`);
}
