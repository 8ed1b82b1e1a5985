import i18next from 'i18next';
import { patterns, rules as shared, type RuleResult } from '../../shared/validation.ts';

type Validator = (value: any, cb: (error?: string) => void) => void;

const toArco = (check: (v: any) => RuleResult): { validator: Validator } => ({
  validator(value, cb) {
    const r = check(value);
    cb(r ? i18next.t(`common:${r.key}`, r.params) : undefined);
  },
});

/** SPEC §5 rules as Arco form rules, with messages in the current language (same rules the server runs). */
export const formRules = {
  required: () => ({ required: true, message: i18next.t('common:validation.required') }),
  blank: () => toArco(shared.required),
  email: () => toArco((v) => shared.email(v ?? '')),
  mobile: () => toArco((v) => shared.mobile(v ?? '')),
  /** letters, digits and underscore; `message`: a screen's own wording of that rule */
  code: (message?: string) => (message ? { match: patterns.code, message } : toArco((v) => shared.code(v ?? ''))),
  httpUrl: () => toArco((v) => shared.httpUrl(v ?? '')),
  url: () => toArco((v) => shared.url(v ?? '')),
  length: (min: number, max: number) => toArco((v) => shared.length(v ?? '', min, max)),
};
