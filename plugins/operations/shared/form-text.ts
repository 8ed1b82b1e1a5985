import { type FormText, parseFormText, pickFormText } from '#kernel/shared';

const I18N_KEY = /^\{\{\s*t\(\s*['"]([^'"]+)['"]\s*\)\s*\}\}$/;

/**
 * A text of a custom form's schema (a title, a description, an option's label) in one language, read as the
 * kernel reads the designer's texts (`{{tr({"zh-CN":…,"en":…})}}`, plain text, or a text per language as an
 * object). A `{{t('ns:key')}}` expression is an i18n key: `t` translates it (the key itself without one).
 */
export function formText(v: unknown, lang: string, t?: (key: string) => string): string {
  if (v && typeof v === 'object' && !Array.isArray(v)) return pickFormText(v as FormText, lang);
  if (typeof v !== 'string') return '';
  const s = v.trim();
  const key = I18N_KEY.exec(s);
  if (key) return t ? t(key[1]) : key[1];
  const parsed = parseFormText(s);
  return parsed.raw ?? pickFormText(parsed.text, lang);
}
