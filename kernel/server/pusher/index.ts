/** The message pusher (issue 31): events plugins declare, channels, subscriptions, templates, queued deliveries. */
import './tables.ts';
export { assertPushEvent, retryDeliveries, sendTestMessage } from './admin.ts';
export { SECRET_MASK, checkChannelConfig, maskChannelConfig, mergeChannelConfig } from './channel-config.ts';
export { emitEvent, eventSubscribed, type PushSubject } from './emit.ts';
export { KERNEL_EVENTS, pushEvents } from './events.ts';
export { resumePushQueue, stopPushQueue } from './sender.ts';
export { CHANNEL_TYPES, HOOK_TYPES, type ChannelType, type DeliveryState } from './tables.ts';
export { assertTemplate, renderMessage, templateFor } from './templates.ts';
