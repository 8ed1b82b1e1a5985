import { sql } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import type { HookConfig } from './channel-config.ts';
import { pushEvents } from './events.ts';
import { sendMail } from './smtp.ts';
import type { SysPushChannelTable } from './tables.ts';
import { renderMessage, templateFor } from './templates.ts';
import { sendHook } from './webhook.ts';

/**
 * Takes a delivery for sending: only one worker of all instances gets it (pending or failed, or a send that
 * has hung for five minutes); a sent or dead one is left alone. Counts the attempt.
 */
async function claim(kernel: Kernel, deliveryId: number) {
  return kernel.db
    .updateTable('sysPushDelivery as d')
    .set({ state: 'sending', claimTime: sql<string>`now()`, attempts: sql<number>`d.attempts + 1` })
    .from('sysPushOccurrence as o')
    .whereRef('o.occurrenceId', '=', 'd.occurrenceId')
    .where('d.deliveryId', '=', deliveryId)
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
      'd.userId',
      'd.lang',
      'd.attempts',
      'd.occurrenceId',
      'o.eventCode',
      'o.payload',
    ])
    .executeTakeFirst();
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>;
type Channel = Pick<SysPushChannelTable, 'channelType' | 'config'> & { channelId: number; version: number; status: string };

/** Sends one claimed delivery through its channel. */
async function send(kernel: Kernel, d: Claimed, channel: Channel): Promise<void> {
  const event = pushEvents(kernel).get(d.eventCode);
  if (!event) throw new Error(`event ${d.eventCode} is not declared by an enabled plugin`);
  const payload = d.payload as Record<string, unknown>;
  const recipient = (payload.$recipients as Record<string, { name?: string; email?: string }> | undefined)?.[d.recipient] ?? {};
  const m = await renderMessage(await templateFor(kernel.db, event, d.lang), { ...payload, recipient });
  if (channel.channelType === 'email') return sendMail(channel, d.recipient.slice('mail:'.length), m);
  if (channel.channelType === 'site') {
    await kernel.db
      .insertInto('sysPushMessage')
      .values({ userId: d.userId!, occurrenceId: d.occurrenceId, eventCode: d.eventCode, title: m.subject, body: m.text })
      .onConflict((c) => c.columns(['occurrenceId', 'userId']).doNothing())
      .execute();
    return;
  }
  const ctx = { eventCode: d.eventCode, occurrenceId: d.occurrenceId, payload: publicPayload(payload) };
  await sendHook(channel.channelType, channel.config as unknown as HookConfig, m, ctx, kernel.config.pusherAllowedAddresses);
}

/** The payload a webhook receives: without the recipients' addresses, which are for the e-mail channel only. */
const publicPayload = (p: Record<string, unknown>) => {
  const { $recipients: _, ...rest } = p;
  return rest;
};

/**
 * Delivers a batch side by side. A failure is recorded on its row; while retries remain it is returned, to be
 * thrown back to the queue (pg-boss retries with backoff); with none left the delivery is dead.
 */
export async function deliverBatch(kernel: Kernel, ids: number[]): Promise<string[]> {
  const failed: string[] = [];
  const channels = new Map<number, Promise<Channel | undefined>>();
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
  await Promise.all(
    ids.map(async (id) => {
      const d = await claim(kernel, id);
      if (!d) return;
      try {
        const channel = await channelOf(d.channelId);
        if (!channel || channel.status !== '0') throw new Error('channel is disabled or removed');
        await send(kernel, d, channel);
        await kernel.db
          .updateTable('sysPushDelivery')
          .set({ state: 'sent', sentTime: sql<string>`now()`, lastError: null })
          .where('deliveryId', '=', id)
          .execute();
      } catch (e) {
        const dead = d.attempts > kernel.config.pusherRetryLimit;
        const error = String((e as Error).message ?? e).slice(0, 1000);
        await kernel.db
          .updateTable('sysPushDelivery')
          .set({ state: dead ? 'dead' : 'failed', lastError: error })
          .where('deliveryId', '=', id)
          .execute();
        if (!dead) failed.push(`${id}: ${error}`);
      }
    }),
  );
  return failed;
}
