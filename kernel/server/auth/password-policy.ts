import fs from 'node:fs';
import path from 'node:path';
import { type Db, sql } from '../db/database.ts';
import {
  checkPassword,
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_RULES,
  type PasswordPolicy,
  type PasswordRule,
  type PasswordSubject,
} from '../../shared/validation.ts';
import { invalidField } from '../http/errors.ts';

let common: string[] | null = null;

/** The most common leaked passwords (lower case), from kernel/server/auth/common-passwords.txt. */
export function commonPasswords(): string[] {
  common ??= fs
    .readFileSync(path.resolve(process.cwd(), 'kernel/server/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  return common;
}

/**
 * The policy a new installation starts with, and the one in force when no config is enabled: at least
 * 8 characters, letters and digits, none of the common leaked passwords. An administrator may relax it.
 */
export function securePasswordPolicy(): PasswordPolicy {
  return { ...DEFAULT_PASSWORD_POLICY, minLength: 8, rule: 'LETTER_NUMBER', weakPasswords: commonPasswords() };
}

/** The enabled security config row, or undefined when none is enabled (then defaults apply). */
export function activeSecurityConfig(db: Db) {
  return db.selectFrom('sysSecurityConfig').selectAll().where('status', '=', '0').orderBy('configId').executeTakeFirst();
}

/** The password policy in force. */
export async function passwordPolicy(db: Db): Promise<PasswordPolicy> {
  const c = await activeSecurityConfig(db);
  if (!c) return securePasswordPolicy();
  return {
    minLength: c.passwordLenMin,
    maxLength: c.passwordLenMax,
    rule: (c.passwordRule in PASSWORD_RULES ? c.passwordRule : 'NONE') as PasswordRule,
    sensitive: c.passwordSensitive ?? [],
    weakPasswords: c.weakPasswords
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Refuses a new password that breaks the policy; the error names `field`. Every path that sets a password calls this. */
export async function assertPasswordAllowed(db: Db, pw: string, who: PasswordSubject, field = 'password'): Promise<void> {
  const r = checkPassword(pw, await passwordPolicy(db), who);
  if (r) throw invalidField(field, `common:${r.key}`, r.params);
}

/**
 * What a failed password changes on an account (a console user's or a member's, both with the columns
 * loginFailCount, loginFailDay, status, lockEndTime): today's count, and at the enabled security config's limit
 * (0 = unlimited) the lock for its seconds or the disabling, by its strategy.
 */
export async function failedPasswordUpdate(
  db: Db,
  account: { loginFailCount: number; loginFailDay: string | null; today: string },
): Promise<Record<string, unknown>> {
  const cfg = await activeSecurityConfig(db);
  const count = (account.loginFailDay === account.today ? account.loginFailCount : 0) + 1;
  const set: Record<string, unknown> = { loginFailCount: count, loginFailDay: account.today };
  if (cfg && cfg.passwordRetryLimit > 0 && count >= cfg.passwordRetryLimit) {
    if (cfg.passwordRetryStrategy === 'LOCK') {
      set.status = '2';
      set.lockEndTime = sql`now() + make_interval(secs => ${cfg.passwordRetryLockSeconds})`;
      set.loginFailCount = 0;
    } else if (cfg.passwordRetryStrategy === 'DISABLE') {
      set.status = '1';
      set.loginFailCount = 0;
    }
  }
  return set;
}
