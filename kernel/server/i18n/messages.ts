import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../shared/constants.ts';

type Tree = { [k: string]: string | Tree };

/** Picks the request language: `?lang=` wins, then Accept-Language, then zh-CN. */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(query)) return query;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0].trim();
      if (isLanguage(tag)) return tag;
      const low = tag.toLowerCase();
      if (/^zh-(tw|hk|mo|hant)/.test(low)) return 'zh-TW';
      if (low.startsWith('zh')) return 'zh-CN';
      if (low.startsWith('en')) return 'en';
    }
  }
  return DEFAULT_LANGUAGE;
}

/** translated keys kept per language (the catalogue's keys, and dictionary keys asked for) */
const TEXTS_KEPT = 10_000;

/**
 * Server-side message catalogue: the JSON files of locales/<lng>/<ns>.json, overridden by entries an
 * administrator saved in sys_i18n_dict (loaded through `setOverrides`).
 */
export class Messages {
  private files = new Map<Language, Map<string, Tree>>();
  private overrides = new Map<Language, Map<string, string>>();
  /** texts of keys already translated, by language (every answer's "ok" looks one up); emptied with the overrides */
  private texts = new Map<Language, Map<string, string>>();

  constructor(localesDir: string) {
    for (const lng of LANGUAGES) {
      const m = new Map<string, Tree>();
      const dir = path.join(localesDir, lng);
      if (fs.existsSync(dir))
        for (const f of fs.readdirSync(dir))
          if (f.endsWith('.json')) m.set(f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      this.files.set(lng, m);
    }
  }

  setOverrides(rows: { langTag: string; langKey: string; langValue: string }[]): void {
    this.overrides.clear();
    this.texts.clear();
    for (const r of rows) {
      if (!isLanguage(r.langTag)) continue;
      let m = this.overrides.get(r.langTag);
      if (!m) this.overrides.set(r.langTag, (m = new Map()));
      m.set(r.langKey, r.langValue);
    }
  }

  /** Admin-saved entries of the `namespace:key` form for one language: they override the UI's locale files. */
  uiOverrides(lng: Language): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of this.overrides.get(lng) ?? []) if (/^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]+$/.test(k)) out[k] = v;
    return out;
  }

  /** Raw lookup of `ns:path.to.key` or a plain sys_i18n_dict key; undefined when missing. */
  lookup(lng: Language, key: string): string | undefined {
    const o = this.overrides.get(lng)?.get(key);
    if (o != null) return o;
    const i = key.indexOf(':');
    if (i < 0) return undefined;
    let node: string | Tree | undefined = this.files.get(lng)?.get(key.slice(0, i));
    for (const part of key.slice(i + 1).split('.')) {
      if (node == null || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  /**
   * Translates a key with `{{name}}` or `{0}` parameters; falls back to zh-CN, then to the key. A parameter given as
   * `{ $t: key }` is itself translated (a status or action named in a refusal, in the reader's language).
   */
  t(lng: Language, key: string, params?: Record<string, unknown> | unknown[]): string {
    let known = this.texts.get(lng);
    if (!known) this.texts.set(lng, (known = new Map()));
    let text = known.get(key);
    if (text === undefined) {
      text = this.lookup(lng, key) ?? this.lookup(DEFAULT_LANGUAGE, key) ?? key;
      if (known.size >= TEXTS_KEPT) known.clear();
      known.set(key, text);
    }
    if (!params) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}|\{(\d+)\}/g, (m, name, idx) => {
      const v = name != null ? (params as Record<string, unknown>)[name] : (params as unknown[])[Number(idx)];
      if (v && typeof v === 'object' && typeof (v as { $t?: unknown }).$t === 'string') return this.t(lng, (v as { $t: string }).$t);
      return v == null ? m : String(v);
    });
  }
}
