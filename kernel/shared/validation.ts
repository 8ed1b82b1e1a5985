/**
 * Validation rules of SPEC §5. Each rule returns an i18n message key (namespace `common`, prefix
 * `validation.`) or null when the value passes; client and server translate the key.
 */

export type RuleResult = { key: string; params?: Record<string, unknown> } | null;

const fail = (key: string, params?: Record<string, unknown>): RuleResult => ({ key: `validation.${key}`, params });

export const isBlank = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim().length === 0);

export const patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  code: /^[A-Za-z0-9_]+$/,
  letterDigit: /^[A-Za-z0-9]+$/,
  mobile: /^1[3-9]\d{9}$/,
  httpUrl: /^https?:\/\/.+/i,
  url: /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i,
  memberName: /^[A-Za-z][A-Za-z0-9_]*$/,
  /** unified social credit code (GB 32100-2015) shape; the check digit is `isUscc` */
  uscc: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
  /** 18-digit resident ID (GB 11643-1999) shape; date and check digit are `isIdCard18` */
  idcard18: /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/,
} as const;

const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code with a valid MOD-31 check digit (GB 32100-2015); upper case only. */
export function isUscc(v: string): boolean {
  if (!patterns.uscc.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARSET.indexOf(v[i]) * USCC_WEIGHTS[i];
  return USCC_CHARSET[(31 - (sum % 31)) % 31] === v[17];
}

/** The check character a 17-character USCC body needs (test data, fixtures). */
export function usccCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARSET.indexOf(body17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARSET[(31 - (sum % 31)) % 31];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-digit resident ID: shape, a real calendar date not in the future, MOD 11-2 check character (GB 11643-1999). */
export function isIdCard18(v: string, today: Date = new Date()): boolean {
  if (!patterns.idcard18.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  if (date.getTime() > today.getTime()) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === v[17].toUpperCase();
}

export const rules = {
  required: (v: unknown): RuleResult => (isBlank(v) ? fail('required') : null),
  email: (v: string): RuleResult => (isBlank(v) || patterns.email.test(v) ? null : fail('email')),
  mobile: (v: string): RuleResult => (isBlank(v) || patterns.mobile.test(v) ? null : fail('mobile')),
  code: (v: string): RuleResult => (isBlank(v) || patterns.code.test(v) ? null : fail('code')),
  httpUrl: (v: string): RuleResult => (isBlank(v) || patterns.httpUrl.test(v) ? null : fail('httpUrl')),
  url: (v: string): RuleResult => (isBlank(v) || patterns.url.test(v) ? null : fail('url')),
  uscc: (v: string): RuleResult => (isBlank(v) || isUscc(v) ? null : fail('uscc')),
  idcard: (v: string): RuleResult => (isBlank(v) || isIdCard18(v) ? null : fail('idcard')),
  memberName: (v: string): RuleResult => (isBlank(v) || patterns.memberName.test(v) ? null : fail('memberName')),
  length: (v: string, min: number, max: number): RuleResult =>
    isBlank(v) || (v.length >= min && v.length <= max) ? null : fail('length', { min, max }),
};

/** Password composition rules (SecurityPasswordRule dict). */
export const PASSWORD_RULES = {
  NONE: null,
  // "contains" rules: a special character never makes a password fail a letters-and-digits rule
  LETTER_NUMBER: /^(?=.*[A-Za-z])(?=.*\d)/,
  UPPER_LOW_LETTER_NUMBER: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
  LETTER_NUMBER_SPECIAL: /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*?()[\]{}<>:;,.'"~·+=_-])[A-Za-z\d!@#$%^&*?()[\]{}<>:;,.'"~·+=_-]+$/,
  UPPER_LOW_LETTER_NUMBER_SPECIAL:
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*?()[\]{}<>:;,.'"~·+=_-])[A-Za-z\d!@#$%^&*?()[\]{}<>:;,.'"~·+=_-]+$/,
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

/** The password policy that applies when no security config is enabled. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  rule: PasswordRule;
  /** user fields the password may not contain: ACCOUNT, PHONE_NUMBER, EMAIL, NICK_NAME */
  sensitive: string[];
  weakPasswords: string[];
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: 20,
  rule: 'NONE',
  sensitive: [],
  weakPasswords: [],
};

export interface PasswordSubject {
  userName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  nickName?: string | null;
}

/** Parts of an account shorter than this never count as "contained" in a password (a 2-letter nick name is in many words). */
export const PERSONAL_PART_MIN = 3;

/**
 * The one rule every password is held to, whatever the policy: it may not equal or contain (case-insensitive) the
 * account's user name, nick name or phone number. Returns which of them it contains, or null.
 */
export function personalPart(pw: string, who: PasswordSubject): 'userName' | 'nickName' | 'phoneNumber' | null {
  const lower = pw.toLowerCase();
  for (const k of ['userName', 'nickName', 'phoneNumber'] as const) {
    const v = who[k]?.trim().toLowerCase();
    if (v && v.length >= PERSONAL_PART_MIN && lower.includes(v)) return k;
  }
  return null;
}

/** Checks a new password against a policy (SPEC §5 "New password"); the account's own names are always refused (`personalPart`). */
export function checkPassword(pw: string, policy: PasswordPolicy, who: PasswordSubject = {}): RuleResult {
  if (isBlank(pw)) return fail('required');
  if (personalPart(pw, who)) return fail('passwordPersonal');
  if (pw.length < policy.minLength || pw.length > policy.maxLength)
    return fail('passwordLength', { min: policy.minLength, max: policy.maxLength });
  const re = PASSWORD_RULES[policy.rule];
  if (re && !re.test(pw)) return fail(`passwordRule.${policy.rule}`);
  const lower = pw.toLowerCase();
  const fields: Record<string, string | null | undefined> = {
    ACCOUNT: who.userName,
    PHONE_NUMBER: who.phoneNumber,
    EMAIL: who.email,
    NICK_NAME: who.nickName,
  };
  for (const s of policy.sensitive) {
    const v = fields[s];
    if (v && v.length >= 2 && lower.includes(v.toLowerCase())) return fail('passwordSensitive');
  }
  if (policy.weakPasswords.some((w) => w && w.toLowerCase() === lower)) return fail('passwordWeak');
  return null;
}

/** Confirm-password rule. */
export const checkConfirm = (pw: string, confirm: string): RuleResult => (pw === confirm ? null : fail('passwordMismatch'));

/** The decimals of a number (0 for integers). */
const decimals = (n: number): number => {
  const s = String(n);
  const e = /e-(\d+)$/.exec(s);
  if (e) return Number(e[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const amount = (max: number, dp: number, allowZero: boolean) => (v: unknown) =>
  isNum(v) && (allowZero ? v >= 0 : v > 0) && v <= max && decimals(v) <= dp;

/** What a field rule sees beside the value: its argument in the schema, its sibling fields, today (yyyy-MM-dd). */
export interface FieldRuleContext {
  arg: unknown;
  sibling: (name: string) => unknown;
  today: string;
}

/**
 * Field rules a Formily schema names in `x-validator` (`[{uscc: true}, {dateNotBefore: 'startDate'}]`), registered
 * once with Formily by the console and checked by the server's schema walker with these same functions; a blank
 * value passes (`required` is its own rule). The message of rule `r` is common `validation.<r>`.
 */
export const FIELD_RULES: Record<string, (value: unknown, ctx: FieldRuleContext) => boolean> = {
  mobile: (v) => patterns.mobile.test(String(v)),
  code: (v) => patterns.code.test(String(v)),
  httpUrl: (v) => patterns.httpUrl.test(String(v)),
  memberName: (v) => patterns.memberName.test(String(v)),
  uscc: (v) => isUscc(String(v)),
  idcard: (v) => isIdCard18(String(v)),
  tel: (v) => /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(String(v)),
  postcode: (v) => /^\d{6}$/.test(String(v)),
  /** 万元: > 0, ≤ 100 000 000, at most 4 decimals */
  money: amount(100_000_000, 4, false),
  /** 万元 that may be zero (taxes, fees) */
  moneyOrZero: amount(100_000_000, 4, true),
  /** ㎡: > 0, ≤ 10 000 000, at most 2 decimals */
  area: amount(10_000_000, 2, false),
  /** 0–100, at most 2 decimals */
  percent: amount(100, 2, true),
  /** a yyyy-MM-dd date not later than today */
  notAfterToday: (v, c) => String(v) <= c.today,
  /** a date not earlier than the sibling date field the argument names (a blank sibling passes) */
  dateNotBefore: (v, c) => {
    const other = c.sibling(String(c.arg));
    return isBlank(other) || String(v) >= String(other);
  },
  /** a number not above the sibling number field the argument names */
  notAbove: (v, c) => {
    const other = c.sibling(String(c.arg));
    return !isNum(other) || !isNum(v) || v <= other;
  },
};
