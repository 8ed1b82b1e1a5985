import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

const optionalText = () => Type.Optional(Type.String());

/** An operation log row (title translated by the server; `titleKey` is what is stored; `status` 0 = answered 200). */
export const OperLog = Type.Object({
  operId: Wire.id(),
  title: Type.String(),
  titleKey: optionalText(),
  businessType: Type.String(),
  method: optionalText(),
  requestMethod: optionalText(),
  operatorType: optionalText(),
  operName: optionalText(),
  deptName: optionalText(),
  operUrl: optionalText(),
  operIp: optionalText(),
  operLocation: optionalText(),
  /** the detail only */
  userAgent: optionalText(),
  requestArgs: optionalText(),
  responseResult: optionalText(),
  errorMsg: optionalText(),
  responseCode: Type.Optional(Type.Integer()),
  status: Wire.status(),
  operTime: Wire.time(),
  cost: Type.Integer(),
});
export type OperLog = Static<typeof OperLog>;

/** Filters of `GET /monitor/operlog/list` (besides the operation-time range) */
export const OperLogQuery = Type.Object({
  /** matches the title as the reader sees it */
  title: Wire.filter(100),
  operName: Wire.filter(64),
  operIp: Wire.filter(64),
  businessType: Wire.filter(16),
  status: Wire.filterOf(['0', '1']),
  responseCode: Type.Optional(Wire.int(0, 999)),
});
export type OperLogQuery = Static<typeof OperLogQuery>;

/** A login log row (`loginLocation` LAN shown as the intranet label). */
export const LoginLog = Type.Object({
  infoId: Wire.id(),
  userName: optionalText(),
  ipaddr: optionalText(),
  loginLocation: optionalText(),
  browser: optionalText(),
  os: optionalText(),
  /** LoginLogType dictionary */
  logType: Type.String(),
  /** SuccessOrFail dictionary */
  status: Type.String(),
  msg: optionalText(),
  loginTime: Wire.time(),
});
export type LoginLog = Static<typeof LoginLog>;

/** Filters of `GET /monitor/logininfor/list` (besides the login-time range) */
export const LoginLogQuery = Type.Object({
  ipaddr: Wire.filter(64),
  userName: Wire.filter(64),
  status: Wire.filterOf(['0', '1']),
  logType: Wire.filterOf(['0', '1', '2']),
});
export type LoginLogQuery = Static<typeof LoginLogQuery>;

/** `PUT /monitor/logininfor/unlock/:userName` */
export const UnlockParams = Type.Object({ userName: Type.String({ minLength: 1, maxLength: 64 }) });
