import type { Db } from '../db/database.ts';
import {
  checkPassword,
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_RULES,
  type PasswordPolicy,
  type PasswordRule,
  type PasswordSubject,
} from '../../shared/validation.ts';
import { invalidField } from '../http/errors.ts';

/** The enabled security config row, or undefined when none is enabled (then defaults apply). */
export function activeSecurityConfig(db: Db) {
  return db.selectFrom('sysSecurityConfig').selectAll().where('status', '=', '0').orderBy('configId').executeTakeFirst();
}

/** The password policy in force. */
export async function passwordPolicy(db: Db): Promise<PasswordPolicy> {
  const c = await activeSecurityConfig(db);
  if (!c) return DEFAULT_PASSWORD_POLICY;
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
