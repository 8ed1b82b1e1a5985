import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../kernel/shared/constants.ts';

/**
 * Keys built at run time (`t(\`ns:group.${value}\`)`) escape the literal-key check of locales.test.ts. Each part of
 * the code (the kernel, each plugin) lists every such family its own folder builds, with what fills its `*`, taken
 * from its own constants, and each key a family can build must exist in zh-CN, zh-TW and en. A new family fails its
 * folder's test until it is listed there; a plugin's list goes with its folder (tests/unit/<plugin>/).
 */
export interface DynamicKeys {
  /** the folder whose sources are scanned, from the checkout root (`kernel`, `plugins/cms`) */
  folder: string;
  /** family (namespace:template, each `${…}` written `*`) → the values of its one `*` */
  families: Record<string, readonly string[]>;
  /** families whose keys come from elsewhere, each with where they are checked */
  checkedElsewhere?: Record<string, string>;
  /** families filled from data (rows, form schemas) that no constant lists: pinned, each with why */
  pinned?: Record<string, string>;
}

const root = path.resolve(__dirname, '../..');
type Tree = { [k: string]: string | Tree };
const flatten = (o: Tree, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`)));
const bundle = (lng: string, ns: string) =>
  new Set(flatten(JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8'))));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** the values of a `Type.Enum` schema */
export const enumOf = (schema: unknown) => (schema as { enum: string[] }).enum;

/** Every dynamic key family in a folder: its namespace (explicit, or the file's useTranslation) and template. */
function families(files: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const ns = /useTranslation\(\s*\[?\s*'([a-z-]+)'/.exec(text)?.[1] ?? 'common';
    for (const m of text.matchAll(/\b(?:t|req\.t|ui\.t|i18next\.t)\(\s*`([^`]*\$\{[^`]*)`/g)) {
      let template = m[1].replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '*');
      if (!/^[a-z][a-z0-9-]*:/.test(template) && !template.startsWith('*')) template = `${ns}:${template}`;
      out.set(template, [...(out.get(template) ?? []), path.relative(root, file)]);
    }
  }
  return out;
}

function missingFamilyKeys(list: Record<string, readonly string[]>): string[] {
  const missing: string[] = [];
  for (const [family, values] of Object.entries(list)) {
    const [ns, template] = [family.slice(0, family.indexOf(':')), family.slice(family.indexOf(':') + 1)];
    expect(values.length, family).toBeGreaterThan(0);
    for (const lng of LANGUAGES) {
      const keys = bundle(lng, ns);
      for (const v of values) {
        const key = template.replace('*', String(v));
        if (!keys.has(key)) missing.push(`${lng} ${ns}:${key}`);
      }
    }
  }
  return missing;
}

/** fieldColumns('ns:group', ['field', ['coded', 'ns:under']]) on the server: each label, and each coded value's group. */
function missingExportColumns(files: string[]): string[] {
  const missing: string[] = [];
  const call = /fieldColumns(?:<[^>]*>)?\(\s*'([a-z-]+):([A-Za-z.]+)',\s*\[([^\]]*(?:\[[^\]]*\][^\]]*)*)\]/g;
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(call)) {
      const [, ns, group, list] = m;
      const coded = [...list.matchAll(/\[\s*'([A-Za-z]+)',\s*'([a-z-]+):([A-Za-z.]+)'\s*\]/g)];
      const plain = [...list.replace(/\[[^\]]*\]/g, '').matchAll(/'([A-Za-z]+)'/g)].map((x) => x[1]);
      for (const lng of LANGUAGES) {
        const keys = bundle(lng, ns);
        for (const f of [...plain, ...coded.map((c) => c[1])])
          if (!keys.has(`${group}.${f}`)) missing.push(`${path.relative(root, file)}: ${lng} ${ns}:${group}.${f}`);
        for (const [, , uns, under] of coded)
          if (![...bundle(lng, uns)].some((k) => k.startsWith(`${under}.`)))
            missing.push(`${path.relative(root, file)}: ${lng} ${uns}:${under}.*`);
      }
    }
  }
  return missing;
}

/** fieldColumns<Row>((f) => t(`group.${f}`), ['field', …]) in the console: each field's label; returns the call count too. */
function missingConsoleColumns(files: string[]): { calls: number; missing: string[] } {
  const missing: string[] = [];
  const call = /fieldColumns<[^>]*>\(\s*\(f\) => t\(`([A-Za-z.]+)\.\$\{f\}`\),\s*\[((?:[^[\]]|\[[^[\]]*\])*)\]/g;
  let calls = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const ns = /useTranslation\(\s*\[?\s*'([a-z-]+)'/.exec(text)?.[1] ?? 'common';
    for (const [, group, list] of text.matchAll(call)) {
      calls++;
      // each element is 'field' or ['field', width | column props]
      const fields = [...list.matchAll(/(?:^|,)\s*\[?\s*'([A-Za-z]+)'/g)].map((x) => x[1]);
      expect(fields.length, `${file} ${group}`).toBeGreaterThan(0);
      for (const lng of LANGUAGES) {
        const keys = bundle(lng, ns);
        for (const f of fields) if (!keys.has(`${group}.${f}`)) missing.push(`${path.relative(root, file)}: ${lng} ${ns}:${group}.${f}`);
      }
    }
  }
  return { calls, missing };
}

/** The dynamic-key tests of one folder. */
export function describeDynamicKeys(spec: DynamicKeys): void {
  const checkedElsewhere = spec.checkedElsewhere ?? {};
  const pinned = spec.pinned ?? {};
  describe(`dynamic i18n keys of ${spec.folder}`, () => {
    const files = sources(path.join(root, spec.folder));
    const found = families(files);

    it('every family of keys built at run time is enumerated (or pinned)', () => {
      const unlisted = [...found].filter(([f]) => !(f in spec.families) && !(f in checkedElsewhere) && !(f in pinned));
      expect(unlisted.map(([f, where]) => `${f}  (${[...new Set(where)].join(', ')})`)).toEqual([]);
      // the lists stay exact: a family the code no longer builds leaves them
      const gone = [...Object.keys(spec.families), ...Object.keys(checkedElsewhere), ...Object.keys(pinned)].filter((f) => !found.has(f));
      expect(gone).toEqual([]);
    });

    it('every key an enumerated family can build exists in zh-CN, zh-TW and en', () => {
      expect(missingFamilyKeys(spec.families)).toEqual([]);
    });

    it('export columns: every field a fieldColumns() call names has its label, and its coded values a group', () => {
      expect(missingExportColumns(files)).toEqual([]);
    });

    it('console columns: every field a console fieldColumns() call with a label function lists has its label', () => {
      const { calls, missing } = missingConsoleColumns(files);
      expect(calls).toBe(Object.values(checkedElsewhere).filter((v) => v.endsWith('(its column list)')).length);
      expect(missing).toEqual([]);
    });
  });
}
