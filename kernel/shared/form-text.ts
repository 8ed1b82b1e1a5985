import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

/** A label or description of a designed form in the three languages (any may be blank). */
export type FormText = Partial<Record<Language, string>>;

/** What a schema's `title`/`description` says: translations, or a text the designer keeps as it is (`{{t('ns:key')}}`). */
export interface ParsedFormText {
  text: FormText;
  /** an expression other than the designer's own (`{{t('award:f.name')}}`): shown, kept unless edited */
  raw?: string;
}

const TR = /^\{\{\s*tr\((\{[\s\S]*\})\)\s*\}\}$/;

/**
 * The schema string of a translated text: blank → undefined, one language (or all the same) → the plain text,
 * else `{{tr({"zh-CN":…,"zh-TW":…,"en":…})}}`, an expression the kernel's SchemaForm evaluates in the current
 * language (its scope's `tr`), so a designed form keeps its titles as strings like the award schemas do.
 */
export function formTextToSchema(text: FormText): string | undefined {
  const filled = LANGUAGES.filter((l) => text[l]?.trim());
  if (!filled.length) return undefined;
  const values = new Set(filled.map((l) => text[l]));
  if (values.size === 1 && (filled.length === 1 || filled.length === LANGUAGES.length)) return text[filled[0]];
  return `{{tr(${JSON.stringify(Object.fromEntries(filled.map((l) => [l, text[l]])))})}}`;
}

/** Reads a schema's `title`/`description` back into translations (the inverse of `formTextToSchema`). */
export function parseFormText(value: unknown): ParsedFormText {
  if (typeof value !== 'string' || value === '') return { text: {} };
  const m = TR.exec(value);
  if (m) {
    try {
      const parsed = JSON.parse(m[1]) as Record<string, unknown>;
      const text: FormText = {};
      for (const l of LANGUAGES) if (typeof parsed[l] === 'string') text[l] = parsed[l] as string;
      return { text };
    } catch {
      return { text: {}, raw: value };
    }
  }
  if (value.startsWith('{{')) return { text: {}, raw: value };
  return { text: { [DEFAULT_LANGUAGE]: value } };
}

/** The text of one language, falling back to the default language and then to any filled one. */
export function pickFormText(text: FormText | undefined, lang: string): string {
  if (!text) return '';
  return text[lang as Language] || text[DEFAULT_LANGUAGE] || LANGUAGES.map((l) => text[l]).find(Boolean) || '';
}
