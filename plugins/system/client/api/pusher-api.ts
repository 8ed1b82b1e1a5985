import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  PushChannelAdd,
  PushChannelConfig,
  PushChannelEdit,
  PushChannelType,
  PushSubscriptionSave,
  PushTemplateSave,
} from '../../shared/pusher.ts';
import { systemObject } from './system-object.ts';

/** A channel as the list and detail send it: its secrets masked. */
export interface PushChannel {
  channelId: number;
  channelName: string;
  channelType: PushChannelType;
  config: PushChannelConfig;
  status: string;
  version: number;
  remark?: string;
  createTime?: string;
}
export type PushChannelQuery = { channelName?: string; channelType?: string; status?: string };
export interface PushEvent {
  code: string;
  name: string;
  /** whom the event names beside subscribed roles and users (the applicant…), when it names someone */
  subjects?: string;
}
export interface PushSubscription {
  subscriptionId: number;
  channelId: number;
  targetType: 'role' | 'user' | 'subject';
  targetId: number;
  targetName: string;
}
export interface PushTemplate {
  lang: 'zh-CN' | 'zh-TW' | 'en';
  subject: string;
  body: string;
  /** saved by an administrator (else the event's default) */
  custom: boolean;
}
export interface PushDelivery {
  deliveryId: number;
  occurrenceId: number;
  eventCode: string;
  eventName: string;
  channelId: number;
  channelName: string;
  channelType: PushChannelType;
  recipient: string;
  lang: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'dead';
  attempts: number;
  lastError?: string;
  createTime: string;
  sentTime?: string;
}
export type PushDeliveryQuery = { eventCode?: string; channelId?: number | ''; state?: string };

/** Calls of System → Message pusher (the v1.4.3 `/pusher/*` family; wire shapes in plugins/system/shared/pusher.ts). */
export const pusherApi = {
  types: () => http.get<{ type: PushChannelType; name: string }[]>('/pusher/types'),
  list: (q: PushChannelQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<PushChannel>>('/pusher/config/list', { params: q }),
  get: (id: number) => http.get<PushChannel>(`/pusher/config/${id}`),
  add: (c: PushChannelAdd) => http.post('/pusher/config', c),
  update: (c: PushChannelEdit) => http.put('/pusher/config', c),
  remove: (ids: number[]) => http.delete('/pusher/config', ids),
  test: (id: number, to?: string) => http.post(`/pusher/config/${id}/test`, to ? { to } : {}),
  events: () => http.get<PushEvent[]>('/pusher/events'),
  subscriptions: (eventCode: string) => http.get<PushSubscription[]>('/pusher/subscriptions', { params: { eventCode } }),
  saveSubscriptions: (b: PushSubscriptionSave) => http.put('/pusher/subscriptions', b),
  templates: (eventCode: string) => http.get<PushTemplate[]>('/pusher/templates', { params: { eventCode } }),
  saveTemplate: (b: PushTemplateSave) => http.put('/pusher/templates', b),
  resetTemplate: (eventCode: string, lang: string) => http.delete('/pusher/templates', { eventCode, lang }),
  deliveries: (q: PushDeliveryQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<PushDelivery>>('/pusher/deliveries', { params: q }),
  retry: (ids: number[]) => http.post<{ retried: number }>('/pusher/deliveries/retry', { ids }),
};

/** System → Message pusher's channels as one object (a row is named by its channel name). */
export const pushChannelObject = systemObject<PushChannel, PushChannelQuery>({
  name: 'PushChannel',
  rowKey: 'channelId',
  api: pusherApi,
  perms: crudPerms('system', 'pusher', ['add', 'edit', 'remove']),
  nameOf: (r) => r.channelName,
});

/** The delivery log as an object (no add or edit: a list, filtered, with retry by hand). */
export const pushDeliveryObject = systemObject<PushDelivery, PushDeliveryQuery>({
  name: 'PushDelivery',
  rowKey: 'deliveryId',
  api: { list: pusherApi.deliveries },
  perms: {},
});
