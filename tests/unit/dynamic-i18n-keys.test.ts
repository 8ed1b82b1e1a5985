import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOLEAN_PREFERENCES, LANGUAGES, SIZES } from '../../kernel/shared/constants.ts';
import { DATA_SCOPE } from '../../kernel/server/access/data-scope.ts';
import { LIST_CLASSES } from '../../plugins/system/shared/dict.ts';
import { COLUMNS as USER_IMPORT_COLUMNS } from '../../plugins/system/server/routes/user-import.ts';
import { COLUMNS as JOB_COLUMNS } from '../../plugins/monitor/server/routes/job.ts';
import { KNOWN_CACHES } from '../../plugins/monitor/server/routes/cache.ts';
import { LOG_MENUS } from '../../plugins/monitor/server/routes/logs.ts';
import { JobLogQuery } from '../../plugins/monitor/shared/job-log.ts';

/**
 * Keys built at run time (`t(\`ns:group.${value}\`)`) escape the literal-key check of locales.test.ts. Every such
 * family in kernel/ and plugins/ is listed here with what fills its `*`, taken from the code's own constants, and
 * each key it can build must exist in zh-CN, zh-TW and en. A new family fails this test until it is listed.
 */

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

/** The validation messages of kernel/shared/validation.ts: `common:validation.<what its fail() names>`. */
const validationKeys = [
  ...fs.readFileSync(path.join(root, 'kernel/shared/validation.ts'), 'utf8').matchAll(/\bfail\('([A-Za-z0-9_.]+)'/g),
].map((m) => `validation.${m[1]}`);

const JOB_PARAM_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
const triggerTypes = (JobLogQuery.properties.triggerType as unknown as { enum: string[] }).enum;

/** family (namespace:template, each `${…}` written `*`) → the values of its one `*` */
const FAMILIES: Record<string, readonly string[]> = {
  'common:request.errorCode.*': ['403', '404'],
  'common:size.*': SIZES,
  'common:language.*': LANGUAGES,
  'common:settings.*': ['saving', 'resetting', 'theme-dark', 'theme-light'],
  'common:*': validationKeys,
  'common:preference.*': BOOLEAN_PREFERENCES,
  'common:preference.*Hint': BOOLEAN_PREFERENCES,
  'system:fields.*': USER_IMPORT_COLUMNS,
  'system:dataScope.*': Object.values(DATA_SCOPE),
  'system:dictData.listClass.*': LIST_CLASSES,
  'monitor:logs.types.*': LOG_MENUS.map((m) => m.id),
  'monitor:fields.*': JOB_COLUMNS,
  'monitor:cache.remarks.*': KNOWN_CACHES,
  'monitor:types.*': JOB_PARAM_TYPES,
  'monitor:jobLog.trigger.*': triggerTypes,
};

/** families whose keys come from elsewhere, each with where they are checked */
const CHECKED_ELSEWHERE: Record<string, string> = {
  // fieldColumns(labels, fields): every call's field list is checked by the 'export columns' test below
  '*.*': 'kernel/server/crud/field-columns.ts and kernel/client/crud/ImportDialog.tsx (texts prefix + fixed keys)',
  // Redis INFO fields: an unknown one shows its own name (defaultValue)
  'monitor:cache.info.*': 'open set with a default value',
};

/** families of the cms and award plugins not yet enumerated: pinned, so that no new one joins them unchecked */
const PENDING = new Set<string>([
  'award:slot.*',
  'award:types.*',
  'award:status.*',
  'award:action.*',
  'award:decision.objStatus.*',
  'award:score.grade.*',
  'award:expert.role.*',
  'award:expert.panel.sheetStatus.*',
  'award:inspection.*',
  'award:inspection.result.*',
  'award:stage.*',
  'award:examine.fileKey.*',
  'award:publicity.kind.*',
  'award:publicity.channel.*',
  'award:publicity.col.*',
  'award:app.*',
  'cms:errors.xmodelValue.*',
  'cms:catalog.types.*',
  'cms:catalogPipe.*',
  'cms:content.batchTitles.*',
  'cms:content.attrs.*',
  'cms:content.types.*',
  'cms:content.statuses.*',
  'cms:content.sorts.*',
  'cms:content.albumAdd.*',
  'cms:content.bodyTitles.*',
  'cms:content.fieldNames.*',
  'cms:exmodel.fieldTypes.*',
  'cms:exmodel.optionTypes.*',
  'cms:exmodel.validationTypes.*',
  'cms:exmodel.controls.*',
  'cms:dashboard.*',
  'cms:preview.types.*',
  'cms:publishPipe.*',
  'cms:resource.storages.*',
  'cms:resource.usageType.*',
  'cms:pipe.*',
  'cms:ext.repeat*',
  'cms:ext.pos.*',
  'cms:ext.storage.*',
  'cms:site.*',
  'cms:word.urlTargets.*',
  'cms:word.sensitiveTypes.*',
  'cms:*',
  'cms:content.ops.*',
  'cms:dynamic.type.*',
  'cms:dynamic.typeDesc.*',
  'cms:dynamic.init.*',
  'cms:pageWidget.types.*',
  'cms:perm.items.*',
  'cms:staticize.tag.*',
  'cms:staticize.tagDesc.*',
  'cms:staticize.attr.*',
  'cms:staticize.fn.*',
  'cms:staticize.arg.*',
  'cms:resource.types.*',
  'cms:theme.errors.*',
  'cms:fields.*',
]);

/** Every dynamic key family in the code: its namespace (explicit, or the file's useTranslation) and template. */
function families(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of [...sources(path.join(root, 'kernel')), ...sources(path.join(root, 'plugins'))]) {
    const text = fs.readFileSync(file, 'utf8');
    const ns = /useTranslation\(\s*'([a-z-]+)'/.exec(text)?.[1] ?? 'common';
    for (const m of text.matchAll(/\b(?:t|req\.t|ui\.t|i18next\.t)\(\s*`([^`]*\$\{[^`]*)`/g)) {
      let template = m[1].replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '*');
      if (!/^[a-z][a-z0-9-]*:/.test(template) && !template.startsWith('*')) template = `${ns}:${template}`;
      const where = `${path.relative(root, file)}`;
      out.set(template, [...(out.get(template) ?? []), where]);
    }
  }
  return out;
}

describe('dynamic i18n keys', () => {
  const found = families();

  it('every family of keys built at run time is enumerated (or pinned as pending)', () => {
    const unlisted = [...found].filter(([f]) => !(f in FAMILIES) && !(f in CHECKED_ELSEWHERE) && !PENDING.has(f));
    expect(unlisted.map(([f, files]) => `${f}  (${[...new Set(files)].join(', ')})`)).toEqual([]);
    // the lists stay exact: a family the code no longer builds leaves them
    const gone = [...Object.keys(FAMILIES), ...Object.keys(CHECKED_ELSEWHERE), ...PENDING].filter((f) => !found.has(f));
    expect(gone).toEqual([]);
  });

  it('every key an enumerated family can build exists in zh-CN, zh-TW and en', () => {
    const missing: string[] = [];
    for (const [family, values] of Object.entries(FAMILIES)) {
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
    expect(missing).toEqual([]);
  });

  it('export columns: every field a fieldColumns() call names has its label, and its coded values a group', () => {
    const missing: string[] = [];
    const call = /fieldColumns(?:<[^>]*>)?\(\s*'([a-z-]+):([A-Za-z.]+)',\s*\[([^\]]*(?:\[[^\]]*\][^\]]*)*)\]/g;
    for (const file of sources(path.join(root, 'plugins'))) {
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
    expect(missing).toEqual([]);
  });
});
