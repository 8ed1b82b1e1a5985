import type { TFunction } from 'i18next';
import type { RuleResult } from '../../../shared/validation.ts';

/** Arco Form validator from a shared rule: translate its key or pass. */
export function ruleValidator(t: TFunction, check: (value: string) => RuleResult) {
  return (value: unknown, cb: (error?: string) => void) => {
    const r = check(value == null ? '' : String(value));
    cb(r ? t(`common:${r.key}`, r.params) : undefined);
  };
}
