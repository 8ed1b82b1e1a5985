import { registerValidateFormats, registerValidateLocale, registerValidateRules, setValidateLanguage } from '@formily/core';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/constants.ts';
import { isBlank, isIdCard18, isUscc, patterns } from '../../shared/validation.ts';

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
  mobile: 'validation.mobile',
  phone: 'validation.mobile',
  code: 'validation.code',
  httpUrl: 'validation.httpUrl',
  uscc: 'validation.uscc',
  idcard: 'validation.idcard',
  memberName: 'validation.memberName',
};

let rulesRegistered = false;

/**
 * Registers the kernel's custom rules and formats once: `{mobile: true}`, `{code: true}`, `{uscc: true}` (credit
 * code with its MOD-31 check digit), `{idcard: true}` (18-digit ID with date and check digit), `{memberName: true}`,
 * and `format: 'mobile' | 'code' | 'httpUrl'`. The server checks the same functions (kernel/shared/validation.ts).
 */
export function registerKernelRules(): void {
  if (rulesRegistered) return;
  rulesRegistered = true;
  registerValidateFormats({ mobile: patterns.mobile, code: patterns.code, httpUrl: patterns.httpUrl });
  const byPattern = (re: RegExp) => (value: unknown, rule: { message?: string; [k: string]: unknown }) =>
    isBlank(value) || re.test(String(value)) ? '' : (rule.message ?? '');
  registerValidateRules({
    mobile: byPattern(patterns.mobile),
    code: byPattern(patterns.code),
    httpUrl: byPattern(patterns.httpUrl),
    memberName: byPattern(patterns.memberName),
    uscc: (value: unknown, rule: { message?: string }) => (isBlank(value) || isUscc(String(value)) ? '' : (rule.message ?? '')),
    idcard: (value: unknown, rule: { message?: string }) => (isBlank(value) || isIdCard18(String(value)) ? '' : (rule.message ?? '')),
  } as any);
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
