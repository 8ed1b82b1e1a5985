import { sql } from '../db/database.ts';
import { fail, invalidField, notFound } from '../http/errors.ts';
import type { Kernel } from '../kernel.ts';
import { pushEvents } from './events.ts';
import { sendInThread } from './send-pool.ts';
import { wakeSender } from './sender.ts';
import { HOOK_TYPES } from './tables.ts';
import { renderMessage } from './templates.ts';

/** Puts dead or failed deliveries back in the queue with their attempts reset (the delivery log's retry). */
export async function retryDeliveries(kernel: Kernel, ids: number[]): Promise<number> {
  const rows = await kernel.db
    .updateTable('sysPushDelivery')
    .set({ state: 'pending', attempts: 0, lastError: null, claimTime: null })
    .where('deliveryId', 'in', ids)
    .where('state', 'in', ['failed', 'dead'])
    .returning('deliveryId')
    .execute();
  if (rows.length) wakeSender(kernel);
  return rows.length;
}

/** Whether an event code is declared (subscriptions and templates name only declared events). */
export function assertPushEvent(kernel: Kernel, code: string, field = 'eventCode'): void {
  if (!pushEvents(kernel).has(code)) throw invalidField(field, 'server:schema.enum');
}

const TEST_TEXT = {
  'zh-CN': { subject: '筑协测试消息', body: '这是一条来自「{{ channel }}」的测试消息，发送于 {{ time }}。' },
  'zh-TW': { subject: '筑協測試訊息', body: '這是一則來自「{{ channel }}」的測試訊息，傳送於 {{ time }}。' },
  en: { subject: 'Zhuxie test message', body: 'This is a test message from "{{ channel }}", sent at {{ time }}.' },
} as const;

/**
 * Sends a test message through a channel now (the channel screen's button), in the caller's language: to
 * the e-mail address given, to the robot's URL, or to the caller's own in-site inbox. A failure answers the
 * channel's own error.
 */
export async function sendTestMessage(kernel: Kernel, channelId: number, user: { userId: number }, lang: string, to?: string) {
  const ch = await kernel.db
    .selectFrom('sysPushChannel')
    .select(['channelId', 'channelName', 'channelType', 'config', 'version'])
    .where('channelId', '=', channelId)
    .executeTakeFirst();
  if (!ch) throw notFound(String(channelId));
  const template = TEST_TEXT[lang as keyof typeof TEST_TEXT] ?? TEST_TEXT['zh-CN'];
  const values = { channel: ch.channelName, time: new Date().toISOString() };
  let error: string | null = null;
  if (ch.channelType === 'email') {
    const address = to?.trim() ?? '';
    if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address)) throw invalidField('to', 'server:schema.email');
    [error] = await sendInThread(kernel, { channel: ch, template, items: [{ values, to: address }] });
  } else if (HOOK_TYPES.has(ch.channelType))
    [error] = await sendInThread(kernel, {
      channel: ch,
      template,
      items: [{ values, hook: { eventCode: 'kernel.test', occurrenceId: 0, payload: {} } }],
    });
  else
    error = await Promise.resolve()
      .then(() => {
        const m = renderMessage(template, values);
        return kernel.db
          .insertInto('sysPushMessage')
          .values({
            userId: user.userId,
            occurrenceId: null,
            eventCode: 'kernel.test',
            title: m.subject,
            body: m.text,
            createTime: sql<string>`now()`,
          })
          .execute();
      })
      .then(
        () => null,
        (e) => String((e as Error).message ?? e),
      );
  if (error) throw fail('server:pusher.testFailed', { error: error.slice(0, 300) });
}
