import { type Static, Type } from 'typebox';
import { PUSH_CHANNEL_TYPES, Wire } from '#kernel/shared';

export { PUSH_CHANNEL_TYPES, type PushChannelType } from '#kernel/shared';
export const PUSH_TARGET_TYPES = ['role', 'user', 'subject'] as const;
export const PUSH_DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;

/** A channel's settings; which fields count depends on its type (SMTP for e-mail, URL and secret for robots). */
export const PushChannelConfig = Type.Object(
  {
    host: Type.Optional(Type.String({ maxLength: 253 })),
    port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
    secure: Type.Optional(Type.Boolean()),
    requireTls: Type.Optional(Type.Boolean()),
    allowInvalidCert: Type.Optional(Type.Boolean()),
    maxConnections: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    user: Type.Optional(Type.String({ maxLength: 256 })),
    password: Type.Optional(Type.String({ maxLength: 256 })),
    from: Type.Optional(Type.String({ maxLength: 320 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    secret: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type PushChannelConfig = Static<typeof PushChannelConfig>;

const channelFields = {
  channelName: Wire.text(64),
  channelType: Wire.codeOf(PUSH_CHANNEL_TYPES),
  config: PushChannelConfig,
  status: Type.Optional(Wire.status()),
  remark: Wire.optionalText(500),
};

/** `POST /pusher/config` */
export const PushChannelAdd = Type.Object(channelFields, { additionalProperties: false });
export type PushChannelAdd = Static<typeof PushChannelAdd>;
/** `PUT /pusher/config`: a secret left out, empty or sent back masked keeps what is stored */
export const PushChannelEdit = Type.Object(
  { channelId: Wire.id(), version: Wire.version(), ...channelFields },
  { additionalProperties: false },
);
export type PushChannelEdit = Static<typeof PushChannelEdit>;
/** Filters of `GET /pusher/config/list` */
export const PushChannelQuery = Type.Object({
  ...Wire.paging(),
  channelName: Wire.filter(64),
  channelType: Wire.filterOf(PUSH_CHANNEL_TYPES),
  status: Wire.filterOf(['0', '1']),
});
/** `POST /pusher/config/:id/test`: the address an e-mail test goes to */
export const PushTestBody = Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) }, { additionalProperties: false });

/** One cell of the subscription matrix: a channel reaching a role, a user, or the event's own subjects. */
export const PushSubscriptionItem = Type.Object(
  { channelId: Wire.id(), targetType: Wire.codeOf(PUSH_TARGET_TYPES), targetId: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
/** `PUT /pusher/subscriptions`: the event's whole set, replacing the stored one */
export const PushSubscriptionSave = Type.Object(
  { eventCode: Type.String({ minLength: 1, maxLength: 64 }), items: Type.Array(PushSubscriptionItem, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type PushSubscriptionSave = Static<typeof PushSubscriptionSave>;
export const PushEventQuery = Type.Object({ eventCode: Type.String({ minLength: 1, maxLength: 64 }) });

/** `PUT /pusher/templates`: an event's message in one language (liquid) */
export const PushTemplateSave = Type.Object(
  {
    eventCode: Type.String({ minLength: 1, maxLength: 64 }),
    lang: Wire.codeOf(['zh-CN', 'zh-TW', 'en']),
    subject: Wire.text(500),
    body: Type.String({ minLength: 1, maxLength: 20000 }),
  },
  { additionalProperties: false },
);
export type PushTemplateSave = Static<typeof PushTemplateSave>;
/** `DELETE /pusher/templates`: back to the event's default */
export const PushTemplateReset = Type.Object(
  { eventCode: Type.String({ minLength: 1, maxLength: 64 }), lang: Wire.codeOf(['zh-CN', 'zh-TW', 'en']) },
  { additionalProperties: false },
);

/** Filters of `GET /pusher/deliveries` (the delivery log) */
export const PushDeliveryQuery = Type.Object({
  ...Wire.paging(),
  eventCode: Wire.filter(64),
  channelId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Literal('')])),
  state: Wire.filterOf(PUSH_DELIVERY_STATES),
});
/** `POST /pusher/deliveries/retry` */
export const PushRetryBody = Type.Object({ ids: Type.Array(Wire.id(), { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });
