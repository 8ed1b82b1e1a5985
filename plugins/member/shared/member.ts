import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Bounds of a member's fields (chestnut-api §1.10, §4.10). */
export const MEMBER_LIMITS = { userName: 30, nickName: 30, phoneNumber: 20, email: 100, password: 128, remark: 500, text: 200 } as const;
/** A user name starts with a letter, then letters, digits and underscores (SPEC §5). */
export const MEMBER_USER_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{1,29}$';
export const MEMBER_PHONE_PATTERN = '^[0-9+][0-9-]{5,19}$';
export const MEMBER_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** dict MemberStatus: 0 normal, 1 disabled, 2 locked. */
export const MEMBER_STATUSES = ['0', '1', '2'] as const;
/** The config that masks phone numbers and e-mail addresses in the console's member list (`true` by default). */
export const MASK_CONFIG = 'EncryptMemberPhoneAndEmail';

const optional = (max: number, pattern: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max, pattern }), Type.Literal(''), Type.Null()]));

const fields = {
  userName: optional(MEMBER_LIMITS.userName, MEMBER_USER_NAME_PATTERN),
  nickName: Wire.optionalText(MEMBER_LIMITS.nickName),
  phoneNumber: optional(MEMBER_LIMITS.phoneNumber, MEMBER_PHONE_PATTERN),
  email: optional(MEMBER_LIMITS.email, MEMBER_EMAIL_PATTERN),
  birthday: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 19 }), Type.Literal(''), Type.Null()])),
  status: Type.Optional(Wire.codeOf(MEMBER_STATUSES)),
  memberEnterpriseId: Type.Optional(Type.Union([Wire.id(), Type.Null()])),
  remark: Wire.optionalText(MEMBER_LIMITS.remark),
};

/** `POST /member`: one of user name, phone or e-mail is required. */
export const MemberAdd = Type.Object({ ...fields, password: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.password }) });
export type MemberAdd = Static<typeof MemberAdd>;
/** `PUT /member` (the password is changed by the reset only). */
export const MemberEdit = Type.Object({ memberId: Wire.id(), version: Wire.version(), ...fields });
export type MemberEdit = Static<typeof MemberEdit>;
/** `PUT /member/resetPassword` */
export const MemberResetPassword = Type.Object({
  memberId: Wire.id(),
  password: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.password }),
});
export type MemberResetPassword = Static<typeof MemberResetPassword>;
/** `GET /member` filters */
export const MemberQuery = Type.Object({
  userName: Wire.filter(MEMBER_LIMITS.userName),
  nickName: Wire.filter(MEMBER_LIMITS.nickName),
  email: Wire.filter(MEMBER_LIMITS.email),
  phoneNumber: Wire.filter(MEMBER_LIMITS.phoneNumber),
  status: Wire.filterOf(MEMBER_STATUSES),
});
export type MemberQuery = Static<typeof MemberQuery>;

/** A member as the list and the detail send it (v1.4.3 MemberListVO plus exp, level and member enterprise). */
export interface MemberRow {
  memberId: number;
  userName?: string;
  nickName?: string;
  phoneNumber?: string;
  email?: string;
  birthday?: string;
  status: (typeof MEMBER_STATUSES)[number];
  sourceType?: string;
  sourceId?: string;
  exp: number;
  level: number;
  memberEnterpriseId?: number;
  memberEnterpriseName?: string;
  lastLoginIp?: string;
  lastLoginTime?: string;
  createTime: string;
  remark?: string;
  version: number;
}

/** One exp change of a member (`GET /member/expLog`). */
export interface MemberExpLogRow {
  logId: number;
  memberId: number;
  opType: string;
  exp: number;
  totalExp: number;
  level: number;
  logTime: string;
}

/** `GET /member/expLog` */
export const MemberExpLogQuery = Type.Object({ memberId: Wire.id(), opType: Wire.filter(40) });
export type MemberExpLogQuery = Static<typeof MemberExpLogQuery>;

/** A phone number as the masked list shows it: the first 3 and last 4 digits. */
export function maskPhone(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  if (v.length <= 4) return '*'.repeat(v.length);
  const head = v.length > 7 ? v.slice(0, 3) : '';
  return `${head}${'*'.repeat(v.length - head.length - 4)}${v.slice(-4)}`;
}

/** An e-mail address as the masked list shows it: the first character of the name and the domain. */
export function maskEmail(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  const at = v.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${v[0]}***${v.slice(at)}`;
}
