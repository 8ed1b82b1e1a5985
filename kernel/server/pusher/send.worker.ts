import os from 'node:os';
import { workerData } from 'node:worker_threads';
import type { HookConfig } from './channel-config.ts';
import { closeTransports, sendMail } from './smtp.ts';
import type { ChannelType } from './tables.ts';
import { type MessageTemplate, renderMessage } from './templates.ts';
import { type HookContext, sendHook } from './webhook.ts';

/** What the send thread is started with (send-pool.ts). */
export interface SendWorkerData {
  /** private addresses webhooks may reach (PUSHER_ALLOWED_ADDRESSES) */
  allowedAddresses: string[];
}

/** The channel a task sends through, as sys_push_channel holds it. */
export interface SendChannel {
  channelId: number;
  channelType: ChannelType;
  version: number;
  config: Record<string, unknown>;
}

/** One message of a task: the values its template is rendered with, and where it goes. */
export interface SendItem {
  values: Record<string, unknown>;
  /** an e-mail's address */
  to?: string;
  /** what a robot or webhook receives beside the message */
  hook?: HookContext;
}

/** Messages of one template through one e-mail or webhook channel; or, at shutdown, closing the SMTP connections. */
export type SendTask = { channel: SendChannel; template: MessageTemplate; items: SendItem[] } | { close: true };

/** For each item of a task, in its order: null when it was sent, else why not. */
export type SendResult = (string | null)[];

/**
 * The send thread yields the CPU to the API's thread (as the CMS render threads do): on Linux a thread's nice
 * value is its own, so a request arriving while e-mails go out waits for no MIME build or template render.
 */
export const SEND_NICE = 10;
try {
  os.setPriority(SEND_NICE);
} catch {
  // not permitted here: the thread keeps the process's priority
}

const { allowedAddresses } = workerData as SendWorkerData;

/**
 * The send thread (send-pool.ts starts it): renders each message (liquid, escaped HTML for e-mail) and sends
 * it, over the channel's pooled SMTP transport (smtp.ts) or to the robot's URL under the remote fetcher's
 * address rules (webhook.ts). It reads and writes no database: the main thread claims deliveries and
 * records what this answers.
 */
export default async function sendTask(task: SendTask): Promise<SendResult> {
  if ('close' in task) {
    closeTransports();
    return [];
  }
  const { channel, template } = task;
  // rendered one after the other (each within the render time limit), then sent side by side
  const rendered = task.items.map((item) => {
    try {
      return renderMessage(template, item.values);
    } catch (e) {
      return e as Error;
    }
  });
  return Promise.all(
    task.items.map(async (item, i) => {
      try {
        const m = rendered[i];
        if (m instanceof Error) throw m;
        if (channel.channelType === 'email') await sendMail(channel, item.to ?? '', m);
        else await sendHook(channel.channelType, channel.config as unknown as HookConfig, m, item.hook!, allowedAddresses);
        return null;
      } catch (e) {
        return String((e as Error).message ?? e).slice(0, 1000);
      }
    }),
  );
}
