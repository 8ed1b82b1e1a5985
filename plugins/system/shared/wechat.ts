import { type Static, Type } from 'typebox';
import { NOT_BLANK, Wire } from '#kernel/shared';

/** A WeChat config as the list and the detail send it; `appSecret` and `encodingAesKey` arrive masked (`wx****ab`). */
export const WechatConfig = Type.Object({
  configId: Wire.id(),
  appId: Type.String(),
  appSecret: Type.Optional(Type.String()),
  token: Type.Optional(Type.String()),
  encodingAesKey: Type.Optional(Type.String()),
  /** Y: the config that serves the back-office login (one at a time) */
  backend: Wire.yesNo(),
  status: Wire.status(),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type WechatConfig = Static<typeof WechatConfig>;

/** 43 characters per the WeChat message-encryption rules; an edit may send back the mask it was shown. */
const aesKey = (maskAllowed: boolean) =>
  Type.Optional(
    Type.Union([
      Type.String({ maxLength: 43, pattern: `^$|^[A-Za-z0-9]{43}$${maskAllowed ? '|^[A-Za-z0-9]{2}\\*{4}[A-Za-z0-9]{2}$' : ''}` }),
      Type.Null(),
    ]),
  );

const fields = {
  appId: Wire.code(64),
  token: Type.Optional(Type.Union([Type.String({ maxLength: 32, pattern: '^$|^[A-Za-z0-9]{3,32}$' }), Type.Null()])),
  backend: Type.Optional(Wire.yesNo()),
  status: Type.Optional(Wire.status()),
  remark: Wire.optionalText(500),
};

/** `POST /system/wechat` */
export const WechatAdd = Type.Object({
  ...fields,
  appSecret: Type.String({ maxLength: 128, pattern: NOT_BLANK }),
  encodingAesKey: aesKey(false),
});
export type WechatAdd = Static<typeof WechatAdd>;

/** `PUT /system/wechat`: a secret or key left out, empty or sent back masked keeps what is stored */
export const WechatEdit = Type.Object({
  configId: Wire.id(),
  version: Wire.version(),
  ...fields,
  appSecret: Type.Optional(Type.String({ maxLength: 128 })),
  encodingAesKey: aesKey(true),
});
export type WechatEdit = Static<typeof WechatEdit>;

/** `PUT /system/wechat/change_status/:id`: empty toggles the back-office login flag; either field sets it explicitly */
export const WechatChange = Type.Union([
  Type.Object({ status: Type.Optional(Wire.status()), backend: Type.Optional(Wire.yesNo()) }),
  Type.Null(),
]);
export type WechatChange = Static<typeof WechatChange>;

/** Filters of `GET /system/wechat` */
export const WechatQuery = Type.Object({ appId: Wire.filter(64), status: Wire.filterOf(['0', '1']), backend: Wire.filterOf(['Y', 'N']) });
export type WechatQuery = Static<typeof WechatQuery>;
