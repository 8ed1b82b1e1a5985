import type { Generated } from 'kysely';

import { PUSH_CHANNEL_TYPES, type PushChannelType } from '../../shared/constants.ts';

/** A channel's kind: SMTP e-mail, a WeCom/DingTalk/Feishu robot, a generic signed webhook, in-site messages. */
export type ChannelType = PushChannelType;
export const CHANNEL_TYPES = PUSH_CHANNEL_TYPES;
/** Robots and webhooks post once per occurrence to their own URL, whoever is subscribed. */
export const HOOK_TYPES: ReadonlySet<ChannelType> = new Set(['wecom', 'dingtalk', 'feishu', 'webhook']);

/** A delivery's state: waiting, being sent, sent, failed (to be retried), dead (retries spent). */
export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'dead';

export interface SysPushChannelTable {
  channelId: Generated<number>;
  channelName: string;
  channelType: ChannelType;
  config: Record<string, unknown>;
  status: Generated<string>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}
export interface SysPushSubscriptionTable {
  subscriptionId: Generated<number>;
  eventCode: string;
  channelId: number;
  /** `role` (its users), `user`, or `subject` (whom the event names: an applicant at their contact e-mail) */
  targetType: 'role' | 'user' | 'subject';
  targetId: Generated<number>;
}
export interface SysPushTemplateTable {
  eventCode: string;
  lang: string;
  subject: string;
  body: string;
  updateBy: string | null;
  updateTime: Generated<string>;
}
export interface SysPushOccurrenceTable {
  occurrenceId: Generated<number>;
  eventCode: string;
  payload: Record<string, unknown>;
  createTime: Generated<string>;
}
export interface SysPushDeliveryTable {
  deliveryId: Generated<number>;
  occurrenceId: number;
  channelId: number;
  /** `mail:<address>`, `user:<id>` or `hook`: with the occurrence and channel, the idempotency key */
  recipient: string;
  userId: number | null;
  /** whom the message greets (`recipient.name`) */
  recipientName: string | null;
  lang: string;
  state: Generated<DeliveryState>;
  attempts: Generated<number>;
  lastError: string | null;
  claimTime: string | null;
  createTime: Generated<string>;
  sentTime: string | null;
}
export interface SysPushMessageTable {
  messageId: Generated<number>;
  userId: number;
  occurrenceId: number | null;
  eventCode: string;
  title: string;
  body: string;
  readTime: string | null;
  createTime: Generated<string>;
}

declare module '../db/types.ts' {
  interface Database {
    sysPushChannel: SysPushChannelTable;
    sysPushSubscription: SysPushSubscriptionTable;
    sysPushTemplate: SysPushTemplateTable;
    sysPushOccurrence: SysPushOccurrenceTable;
    sysPushDelivery: SysPushDeliveryTable;
    sysPushMessage: SysPushMessageTable;
  }
}
