import { type Static, Type } from 'typebox';
import { PASSWORD_RULES, Wire } from '#kernel/shared';

/** The sensitive-data codes the kernel's password check knows (dict SecurityPasswordSensitive). */
export const SENSITIVE_CODES = ['ACCOUNT', 'PHONE_NUMBER', 'EMAIL', 'NICK_NAME'] as const;

const rule = () => Type.Enum(Object.keys(PASSWORD_RULES) as (keyof typeof PASSWORD_RULES)[]);
const strategy = () => Type.Enum(['NONE', 'DISABLE', 'LOCK']);

/** A security config (chestnut §5.1) as the list and the detail send it; status `0` = the one in force. */
export const SecurityConfig = Type.Object({
  configId: Wire.id(),
  status: Wire.status(),
  passwordLenMin: Type.Integer(),
  passwordLenMax: Type.Integer(),
  passwordRule: rule(),
  passwordSensitive: Type.Array(Type.Enum([...SENSITIVE_CODES])),
  weakPasswords: Type.String(),
  passwordExpireSeconds: Type.Integer(),
  passwordRetryLimit: Type.Integer(),
  passwordRetryStrategy: strategy(),
  passwordRetryLockSeconds: Type.Integer(),
  forceModifyPwdAfterAdd: Wire.yesNo(),
  forceModifyPwdAfterReset: Wire.yesNo(),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type SecurityConfig = Static<typeof SecurityConfig>;

// UI limits of chestnut §5.1, enforced on the server too: min 6..16, max 16..30, expiry ≤ 100 days, lock ≤ 365 days
const fields = {
  passwordLenMin: Wire.int(6, 16),
  passwordLenMax: Wire.int(16, 30),
  passwordRule: rule(),
  passwordSensitive: Type.Optional(Type.Array(Type.Enum([...SENSITIVE_CODES]), { maxItems: 10, uniqueItems: true })),
  weakPasswords: Wire.optionalText(20000),
  passwordExpireSeconds: Wire.int(0, 8640000),
  passwordRetryLimit: Wire.int(0, 1000),
  passwordRetryStrategy: strategy(),
  passwordRetryLockSeconds: Wire.int(0, 31536000),
  forceModifyPwdAfterAdd: Wire.yesNo(),
  forceModifyPwdAfterReset: Wire.yesNo(),
  remark: Wire.optionalText(500),
};

/** `POST /system/security/config` (a new config starts disabled) */
export const SecurityAdd = Type.Object(fields);
export type SecurityAdd = Static<typeof SecurityAdd>;

/** `PUT /system/security/config` */
export const SecurityEdit = Type.Object({ configId: Wire.id(), version: Wire.version(), ...fields });
export type SecurityEdit = Static<typeof SecurityEdit>;

/** `PUT /system/security/config/changeStatus/:id`: the status to set, or none to toggle */
export const SecurityStatus = Type.Union([Type.Object({ status: Type.Optional(Wire.status()) }), Type.Null()]);
export type SecurityStatus = Static<typeof SecurityStatus>;
