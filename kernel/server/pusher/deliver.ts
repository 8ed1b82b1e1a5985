import { MEMBER_INBOX } from '../../shared/services.ts';
import { sql } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import type { HookConfig } from './channel-config.ts';
import { pushEvents } from './events.ts';
import { sendMail } from './smtp.ts';
import type { SysPushChannelTable } from './tables.ts';
import { type MessageTemplate, renderMessage, templateFor } from './templates.ts';
import { sendHook } from './webhook.ts';

/**
 * Takes a batch's deliveries for sending in one statement: only one worker of all instances gets each (pending or
 * failed, or a send that has hung for five minutes); a sent or dead one is left alone. Counts the attempt.
 */
async function claim(kernel: Kernel, deliveryIds: number[]) {
  return kernel.db
    .updateTable('sysPushDelivery as d')
    .set({ state: 'sending', claimTime: sql<string>`now()`, attempts: sql<number>`d.attempts + 1` })
    .from('sysPushOccurrence as o')
    .whereRef('o.occurrenceId', '=', 'd.occurrenceId')
    .where('d.deliveryId', 'in', deliveryIds)
    .where((w) =>
      w.or([
        w('d.state', 'in', ['pending', 'failed']),
        w.and([w('d.state', '=', 'sending'), w('d.claimTime', '<', sql<string>`now() - interval '5 minutes'`)]),
      ]),
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

type Claimed = Awaited<ReturnType<typeof claim>>[number];
type Templates = Map<string, Promise<MessageTemplate>>;
type Channel = Pick<SysPushChannelTable, 'channelType' | 'config'> & { channelId: number; version: number; status: string };

/** Sends one claimed delivery through its channel. */
async function send(kernel: Kernel, d: Claimed, channel: Channel, templates: Templates): Promise<void> {
  const event = pushEvents(kernel).get(d.eventCode);
  if (!event) throw new Error(`event ${d.eventCode} is not declared by an enabled plugin`);
  const payload = d.payload as Record<string, unknown>;
  const email = d.recipient.startsWith('mail:') ? d.recipient.slice('mail:'.length) : undefined;
  const recipient = { name: d.recipientName ?? email ?? '', email };
  let t = templates.get(`${event.code}|${d.lang}`);
  if (!t) {
    t = templateFor(kernel.db, event, d.lang);
    templates.set(`${event.code}|${d.lang}`, t);
  }
  const m = await renderMessage(await t, { ...payload, recipient });
  if (channel.channelType === 'email') return sendMail(channel, d.recipient.slice('mail:'.length), m);
  if (channel.channelType === 'site' && d.recipient.startsWith('member:')) {
    const inbox = kernel.services.get(MEMBER_INBOX);
    if (!inbox) throw new Error('members are not enabled (PLUGINS has no member plugin)');
    const memberId = Number(d.recipient.slice('member:'.length));
    const message = { memberId, occurrenceId: d.occurrenceId, eventCode: d.eventCode, title: m.subject, body: m.text };
    if (!(await inbox.deliver(message))) throw new Error(`member ${memberId} does not exist`);
    return;
  }
  if (channel.channelType === 'site') {
    await kernel.db
      .insertInto('sysPushMessage')
      .values({ userId: d.userId!, occurrenceId: d.occurrenceId, eventCode: d.eventCode, title: m.subject, body: m.text })
      .onConflict((c) => c.columns(['occurrenceId', 'userId']).doNothing())
      .execute();
    return;
  }
  const ctx = { eventCode: d.eventCode, occurrenceId: d.occurrenceId, payload };
  await sendHook(channel.channelType, channel.config as unknown as HookConfig, m, ctx, kernel.config.pusherAllowedAddresses);
}

/**
 * Delivers a batch side by side. A failure is recorded on its row; while retries remain it is returned, to be
 * thrown back to the queue (pg-boss retries with backoff); with none left the delivery is dead.
 */
export async function deliverBatch(kernel: Kernel, ids: number[]): Promise<string[]> {
  const failed: string[] = [];
  const channels = new Map<number, Promise<Channel | undefined>>();
  // each template is read once a batch
  const templates: Templates = new Map();
  const channelOf = (id: number) => {
    let c = channels.get(id);
    if (!c) {
      c = kernel.db
        .selectFrom('sysPushChannel')
        .select(['channelId', 'channelType', 'config', 'status', 'version'])
        .where('channelId', '=', id)
        .executeTakeFirst();
      channels.set(id, c);
    }
    return c;
  };
  const sent: number[] = [];
  await Promise.all(
    (await claim(kernel, ids)).map(async (d) => {
      try {
        const channel = await channelOf(d.channelId);
        if (!channel || channel.status !== '0') throw new Error('channel is disabled or removed');
        await send(kernel, d, channel, templates);
        sent.push(d.deliveryId);
      } catch (e) {
        const dead = d.attempts > kernel.config.pusherRetryLimit;
        const error = String((e as Error).message ?? e).slice(0, 1000);
        await kernel.db
          .updateTable('sysPushDelivery')
          .set({ state: dead ? 'dead' : 'failed', lastError: error })
          .where('deliveryId', '=', d.deliveryId)
          .execute();
        if (!dead) failed.push(`${d.deliveryId}: ${error}`);
      }
    }),
  );
  // the batch's sent ones in one statement
  if (sent.length)
    await kernel.db
      .updateTable('sysPushDelivery')
      .set({ state: 'sent', sentTime: sql<string>`now()`, lastError: null })
      .where('deliveryId', 'in', sent)
      .execute();
  return failed;
}
