import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (lng: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lng}/common.json`, import.meta.url), 'utf8'));

describe('common namespace', () => {
  it('has the same keys in zh-CN, zh-TW and en, none empty', () => {
    const [cn, tw, en] = ['zh-CN', 'zh-TW', 'en'].map(load);
    expect(keys(tw).sort()).toEqual(keys(cn).sort());
    expect(keys(en).sort()).toEqual(keys(cn).sort());
    for (const l of [cn, tw, en])
      for (const k of keys(l))
        expect(
          k.split('.').reduce((o: any, p) => o[p], l),
          k,
        ).not.toBe('');
  });
  it('says what SPEC §8 says in English', () => {
    const en = load('en');
    expect(en.error.notFound).toBe('Page not found!');
    expect(en.navbar.languageChanged).toBe('Switch Language Success');
    expect(en.tip.title).toBe('System tip');
  });
});
