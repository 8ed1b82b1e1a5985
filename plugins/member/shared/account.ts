import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { MEMBER_EMAIL_PATTERN, MEMBER_LIMITS, MEMBER_PHONE_PATTERN, MEMBER_USER_NAME_PATTERN } from './member.ts';

/** The member session cookie of the published sites (HttpOnly, SameSite=Lax, scoped to the public API). */
export const MEMBER_COOKIE = 'zx_member';
/** How long a member session lives without use, in seconds (7 days). */
export const MEMBER_SESSION_TTL_SECONDS = 7 * 24 * 3600;

const captcha = { code: Type.Optional(Type.String({ maxLength: 16 })), uuid: Type.Optional(Type.String({ maxLength: 64 })) };
const optional = (max: number, pattern: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max, pattern }), Type.Literal(''), Type.Null()]));

/** `POST /api/member/register`: one of user name, phone or e-mail, a password held to the console's policy, the captcha. */
export const MemberRegister = Type.Object({
  userName: optional(MEMBER_LIMITS.userName, MEMBER_USER_NAME_PATTERN),
  phoneNumber: optional(MEMBER_LIMITS.phoneNumber, MEMBER_PHONE_PATTERN),
  email: optional(MEMBER_LIMITS.email, MEMBER_EMAIL_PATTERN),
  nickName: Wire.optionalText(MEMBER_LIMITS.nickName),
  password: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.password }),
  ...captcha,
});
export type MemberRegister = Static<typeof MemberRegister>;

/** `POST /api/member/login`: the account is a user name, a phone number or an e-mail address. */
export const MemberLogin = Type.Object({
  account: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.email }),
  password: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.password }),
  ...captcha,
});
export type MemberLogin = Static<typeof MemberLogin>;

/** `PUT /api/member/profile` */
export const MemberProfileEdit = Type.Object({
  nickName: Wire.optionalText(MEMBER_LIMITS.nickName),
  birthday: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Literal(''), Type.Null()])),
  slogan: Wire.optionalText(MEMBER_LIMITS.text),
  description: Wire.optionalText(MEMBER_LIMITS.remark),
});
export type MemberProfileEdit = Static<typeof MemberProfileEdit>;

/** `PUT /api/member/password` */
export const MemberPasswordChange = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.password }),
  newPassword: Type.String({ minLength: 1, maxLength: MEMBER_LIMITS.password }),
});
export type MemberPasswordChange = Static<typeof MemberPasswordChange>;

/** The signed-in member's own profile (`GET /api/member/profile`). */
export interface MemberProfile {
  memberId: number;
  userName?: string;
  nickName?: string;
  phoneNumber?: string;
  email?: string;
  birthday?: string;
  slogan?: string;
  description?: string;
  exp: number;
  level: number;
  levelName?: string;
  memberEnterpriseName?: string;
  createTime: string;
}
