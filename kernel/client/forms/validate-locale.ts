import { registerValidateFormats, registerValidateLocale, registerValidateRules, setValidateLanguage } from '@formily/core';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/constants.ts';
import { FIELD_RULES, isBlank, patterns } from '../../shared/validation.ts';

/** Formily's validator locale for each console language. */
export const VALIDATE_LANGUAGE: Record<Language, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en-US' };

/**
 * Formily message keys whose text comes from common `validation.*`, so a form says the same as the
 * server does (SPEC §5 general messages). `mobile` and `code` are our own rules and formats.
 */
const MESSAGE_KEYS: Record<string, string> = {
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  phone: 'validation.mobile',
  ...Object.fromEntries(Object.keys(FIELD_RULES).map((r) => [r, `validation.${r}`])),
};

let rulesRegistered = false;

/**
 * Registers the kernel's custom rules and formats once: every rule of FIELD_RULES (`{mobile: true}`, `{uscc: true}`
 * with its MOD-31 check digit, `{idcard: true}`, `{money: true}`, `{dateNotBefore: 'startDate'}`…) and
 * `format: 'mobile' | 'code' | 'httpUrl'`. The server checks the same functions (kernel/shared/validation.ts).
 */
export function registerKernelRules(): void {
  if (rulesRegistered) return;
  rulesRegistered = true;
  registerValidateFormats({ mobile: patterns.mobile, code: patterns.code, httpUrl: patterns.httpUrl });
  const today = () => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  registerValidateRules(
    Object.fromEntries(
      Object.entries(FIELD_RULES).map(([name, check]) => [
        name,
        (value: unknown, rule: { message?: string; [k: string]: unknown }, ctx: { field?: { query(p: string): { value(): unknown } } }) =>
          isBlank(value) || check(value, { arg: rule[name], today: today(), sibling: (n) => ctx.field?.query(`.${n}`).value() })
            ? ''
            : (rule.message ?? ''),
      ]),
    ) as any,
  );
}

/** Copies the common validation texts of one language into Formily's locale registry. */
export function registerLanguageMessages(i18n: I18n, lng: Language): void {
  const t = i18n.getFixedT(lng, 'common');
  const messages: Record<string, string> = {};
  for (const [key, i18nKey] of Object.entries(MESSAGE_KEYS)) {
    if (i18n.exists(i18nKey, { lng, ns: 'common' })) messages[key] = t(i18nKey);
  }
  registerValidateLocale({ [VALIDATE_LANGUAGE[lng]]: messages });
}

/** Points Formily's validator at i18next's current language, with our texts for that language. */
export function syncValidateLanguage(i18n: I18n): string {
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  registerKernelRules();
  registerLanguageMessages(i18n, lng);
  setValidateLanguage(VALIDATE_LANGUAGE[lng]);
  return VALIDATE_LANGUAGE[lng];
}

const bound = new WeakSet<I18n>();

/** Keeps the validator language in step with i18next from now on (idempotent per instance). */
export function bindValidateLanguage(i18n: I18n): void {
  if (bound.has(i18n)) return;
  bound.add(i18n);
  syncValidateLanguage(i18n);
  i18n.on('languageChanged', () => syncValidateLanguage(i18n));
  // `common` may be added after the switch (lazy bundles); its texts must reach Formily too
  i18n.store?.on('added', (_lng: string, ns: string) => ns === 'common' && syncValidateLanguage(i18n));
}
