import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../kernel/shared/constants.ts';

const root = path.resolve(__dirname, '../..');
const localesDir = path.join(root, 'locales');

type Tree = { [k: string]: string | Tree };
const flatten = (o: Tree, prefix = ''): Record<string, string> =>
  Object.entries(o).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') acc[key] = v;
    else Object.assign(acc, flatten(v, key));
    return acc;
  }, {});

const namespaces = fs
  .readdirSync(path.join(localesDir, 'zh-CN'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const bundles = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    Object.fromEntries(namespaces.map((ns) => [ns, flatten(JSON.parse(fs.readFileSync(path.join(localesDir, l, `${ns}.json`), 'utf8')))])),
  ]),
) as Record<string, Record<string, Record<string, string>>>;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
const code = [...sources(path.join(root, 'kernel')), ...sources(path.join(root, 'plugins'))];

describe('locales', () => {
  it('every namespace exists in zh-CN, zh-TW and en with the same keys, none empty', () => {
    for (const l of LANGUAGES)
      expect(
        fs
          .readdirSync(path.join(localesDir, l))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        l,
      ).toEqual(namespaces.map((n) => `${n}.json`).sort());
    for (const ns of namespaces) {
      const base = Object.keys(bundles['zh-CN'][ns]).sort();
      for (const l of LANGUAGES) {
        const keys = Object.keys(bundles[l][ns]).sort();
        expect(keys, `${l}/${ns}.json`).toEqual(base);
        for (const k of keys) expect(bundles[l][ns][k].trim(), `${l}/${ns}.json ${k}`).not.toBe('');
      }
    }
  });

  it('every literal `namespace:key` used in the code exists in all three languages', () => {
    const missing: string[] = [];
    const re = /['"`]((?:[a-z][a-z0-9-]*)):([A-Za-z0-9_.-]+)['"`]/g;
    for (const file of code) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(re)) {
        const [, ns, key] = m;
        if (!namespaces.includes(ns) || key.endsWith('.')) continue;
        for (const l of LANGUAGES) {
          const b = bundles[l][ns];
          // a key may also name a subtree (e.g. a group of messages picked at run time)
          if (!(key in b) && !Object.keys(b).some((k) => k.startsWith(`${key}.`)))
            missing.push(`${path.relative(root, file)}: ${l} ${ns}:${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('components hold no literal Chinese text (it belongs in the locale files)', () => {
    const offenders: string[] = [];
    for (const file of code.filter((f) => f.endsWith('.tsx'))) {
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      const lines = text.split('\n').filter((l) => /[\u4e00-\u9fff]/.test(l) && !l.includes('筑'));
      if (lines.length) offenders.push(`${path.relative(root, file)}: ${lines[0].trim()}`);
    }
    expect(offenders).toEqual([]);
  });
});
