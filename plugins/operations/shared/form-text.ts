/**
 * A text of a custom form's schema (a title, a description, an option's label) in one language. The designer
 * writes translations as `{{tr({"zh-CN":…,"en":…})}}` (the kernel's SchemaForm evaluates it); a text per language
 * as an object and plain text are read too. A `{{t('ns:key')}}` expression is an i18n key: `t` translates it (the
 * key itself without one).
 */
export function formText(v: unknown, lang: string, t?: (key: string) => string): string {
  if (typeof v === 'string') {
    const s = v.trim();
    const tr = /^\{\{\s*tr\((\{[\s\S]*\})\)\s*\}\}$/.exec(s);
    if (tr) {
      try {
        return pick(JSON.parse(tr[1]) as Record<string, unknown>, lang);
      } catch {
        return v;
      }
    }
    const key = /^\{\{\s*t\(\s*['"]([^'"]+)['"]\s*\)\s*\}\}$/.exec(s);
    if (key) return t ? t(key[1]) : key[1];
    return v;
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) return pick(v as Record<string, unknown>, lang);
  return '';
}

function pick(r: Record<string, unknown>, lang: string): string {
  const hit = [r[lang], r['zh-CN'], r.en, r['zh-TW'], ...Object.values(r)].find((x) => typeof x === 'string' && x !== '');
  return typeof hit === 'string' ? hit : '';
}
