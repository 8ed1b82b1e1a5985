import { DEFAULT_PASSWORD_POLICY, PASSWORD_RULES, type PasswordPolicy, type PasswordRule } from '../../../shared/validation.ts';
import type { SecurityConfigWire } from '../../api/system-api.ts';

const list = (v: string[] | string | undefined): string[] =>
  Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : [];

/** The enforced password policy from the security config; absent data means the default policy. */
export function toPasswordPolicy(wire: SecurityConfigWire | null | undefined): PasswordPolicy {
  if (!wire) return DEFAULT_PASSWORD_POLICY;
  const rule =
    wire.passwordRule && wire.passwordRule in PASSWORD_RULES ? (wire.passwordRule as PasswordRule) : DEFAULT_PASSWORD_POLICY.rule;
  return {
    minLength: wire.passwordLenMin ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: wire.passwordLenMax ?? DEFAULT_PASSWORD_POLICY.maxLength,
    rule,
    sensitive: list(wire.passwordSensitive),
    weakPasswords: list(wire.weakPasswords),
  };
}
