import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOLEAN_PREFERENCES, LANGUAGES, SIZES } from '../../kernel/shared/constants.ts';
import { DATA_SCOPE } from '../../kernel/server/access/data-scope.ts';
import { LIST_CLASSES } from '../../plugins/system/shared/dict.ts';
import { PUSH_CHANNEL_TYPES } from '../../plugins/system/shared/pusher.ts';
import { COLUMNS as USER_IMPORT_COLUMNS } from '../../plugins/system/server/routes/user-import.ts';
import { COLUMNS as JOB_COLUMNS } from '../../plugins/monitor/server/routes/job.ts';
import { KNOWN_CACHES } from '../../plugins/monitor/server/routes/cache.ts';
import { LOG_MENUS } from '../../plugins/monitor/server/routes/logs.ts';
import { JobLogQuery } from '../../plugins/monitor/shared/job-log.ts';
import { AWARD_TYPES } from '../../plugins/award/shared/permissions.ts';
import { APPLICATION_STATUSES, PRECHECK_LEVELS, SlotFile } from '../../plugins/award/shared/application.ts';
import { INSPECTION_CONCLUSIONS, INSPECTION_TEXTS, REVIEW_ACTIONS, REVIEW_STAGES } from '../../plugins/award/shared/workflow.ts';
import { EXPERT_ROLES, SHEET_STATUSES } from '../../plugins/award/shared/expert.ts';
import { NOTICE_CHANNELS, OBJECTION_STATUSES, PUBLICITY_KINDS } from '../../plugins/award/shared/decision.ts';
import { PUBLIC_COLUMNS } from '../../plugins/award/server/routes/publicity.ts';
import { SCORE_TEMPLATES } from '../../plugins/award/shared/score-templates.ts';
import { CATALOG_PIPE_PROP_KEYS, CatalogAdd } from '../../plugins/cms/shared/catalog.ts';
import {
  CONTENT_ATTRIBUTE_NAMES,
  CONTENT_BATCH_KINDS,
  CONTENT_OPS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
} from '../../plugins/cms/shared/content.ts';
import { DYNAMIC_INIT_DATA_TYPES, DYNAMIC_PAGE_TYPES } from '../../plugins/cms/shared/dynamic-page.ts';
import { CONTROL_TYPES, FIELD_TYPE_IDS, VALIDATION_TYPES, XModelFieldOptions } from '../../plugins/cms/shared/exmodel.ts';
import { PAGE_WIDGET_TYPES } from '../../plugins/cms/shared/page-widget.ts';
import { CATALOG_ACTIONS, PAGE_WIDGET_ACTIONS, SITE_ACTIONS } from '../../plugins/cms/shared/permissions.ts';
import { FileStorageArgs, RESOURCE_STORAGES, RESOURCE_TYPE_IDS, RESOURCE_USAGE_TYPES } from '../../plugins/cms/shared/resource.ts';
import { SiteExtends } from '../../plugins/cms/shared/site-extends.ts';
import { SENSITIVE_TYPES, URL_TARGETS, WORD_KINDS } from '../../plugins/cms/shared/word.ts';
import { CMS_FUNCTIONS } from '../../plugins/cms/server/render/functions.ts';
import { CMS_TAGS } from '../../plugins/cms/server/render/tags.ts';
import { REASONS as DEPLOY_REASONS } from '../../plugins/cms/server/publish/deploy.ts';
import { ZIP_REFUSALS } from '../../plugins/cms/server/services/zip-read.ts';
import { SORT_OPTIONS } from '../../plugins/cms/client/pages/content/sort-options.ts';
import { DIFF_FIELDS } from '../../plugins/cms/client/pages/content/editor/revision-diff.ts';
import { PREVIEW_TYPES } from '../../plugins/cms/server/routes/preview.ts';
import { PIPE_PROP_KEYS } from '../../plugins/cms/shared/site.ts';
import { CMS_STAT_COUNTS } from '../../plugins/cms/shared/dashboard.ts';
import { exportColumnsOf } from '../../plugins/cms/server/routes/word.ts';
import { QUERY_REFUSALS, SCRIPT_STOPS } from '../../plugins/tools/shared/script.ts';

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
/** the values of a `Type.Enum` schema */
const enumOf = (schema: unknown) => (schema as { enum: string[] }).enum;
const triggerTypes = enumOf(JobLogQuery.properties.triggerType);

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
  'system:pusher.types.*': PUSH_CHANNEL_TYPES,
  'monitor:logs.types.*': LOG_MENUS.map((m) => m.id),
  'monitor:fields.*': JOB_COLUMNS,
  'monitor:cache.remarks.*': KNOWN_CACHES,
  'monitor:types.*': JOB_PARAM_TYPES,
  'monitor:jobLog.trigger.*': triggerTypes,
  'award:types.*': AWARD_TYPES,
  'award:status.*': APPLICATION_STATUSES,
  'award:action.*': REVIEW_ACTIONS,
  'award:stage.*': REVIEW_STAGES,
  'award:expert.role.*': EXPERT_ROLES,
  'award:score.grade.*': [...new Set(SCORE_TEMPLATES.flatMap((s) => [...s.grades.map((g) => g.grade), s.fail]))],
  'award:inspection.result.*': INSPECTION_CONCLUSIONS,
  'award:examine.fileKey.*': Object.keys(SlotFile.properties),
  'award:expert.panel.sheetStatus.*': SHEET_STATUSES,
  'award:decision.objStatus.*': OBJECTION_STATUSES,
  'award:publicity.kind.*': PUBLICITY_KINDS,
  'award:publicity.channel.*': NOTICE_CHANNELS,
  'award:publicity.col.*': PUBLIC_COLUMNS,
  'award:inspection.*': INSPECTION_TEXTS.map(([name]) => name),
  'award:app.*': PRECHECK_LEVELS,
  'cms:catalog.types.*': enumOf(CatalogAdd.properties.catalogType),
  'cms:catalogPipe.*': CATALOG_PIPE_PROP_KEYS,
  'cms:content.attrs.*': CONTENT_ATTRIBUTE_NAMES,
  'cms:content.types.*': CONTENT_TYPES,
  'cms:content.bodyTitles.*': CONTENT_TYPES,
  'cms:content.statuses.*': CONTENT_STATUSES,
  'cms:errors.xmodelValue.*': VALIDATION_TYPES.filter((v) => v !== 'NotEmpty'),
  'cms:exmodel.fieldTypes.*': FIELD_TYPE_IDS,
  'cms:exmodel.optionTypes.*': enumOf(XModelFieldOptions.properties.type),
  'cms:exmodel.validationTypes.*': VALIDATION_TYPES,
  'cms:exmodel.controls.*': CONTROL_TYPES,
  'cms:dynamic.type.*': DYNAMIC_PAGE_TYPES.map((p) => p.type),
  'cms:dynamic.typeDesc.*': DYNAMIC_PAGE_TYPES.map((p) => p.type),
  'cms:dynamic.init.*': DYNAMIC_INIT_DATA_TYPES,
  'cms:pageWidget.types.*': PAGE_WIDGET_TYPES,
  'cms:perm.items.*': [...new Set([...SITE_ACTIONS, ...CATALOG_ACTIONS, ...PAGE_WIDGET_ACTIONS])],
  'cms:resource.types.*': RESOURCE_TYPE_IDS,
  'cms:ext.repeat*': enumOf(SiteExtends.properties.RepeatTitleCheck),
  'cms:ext.pos.*': enumOf(SiteExtends.properties.ImageWatermarkArgs.properties.position),
  'cms:ext.storage.*': Object.keys(FileStorageArgs.properties),
  'cms:word.urlTargets.*': URL_TARGETS,
  'cms:word.sensitiveTypes.*': SENSITIVE_TYPES,
  'cms:staticize.tag.*': CMS_TAGS.map((t) => t.name),
  'cms:staticize.tagDesc.*': CMS_TAGS.map((t) => t.name),
  'cms:staticize.attr.*': [...new Set(CMS_TAGS.flatMap((t) => t.attrs.map((a) => a.usage ?? a.name)))],
  'cms:staticize.fn.*': CMS_FUNCTIONS.map((f) => f.name),
  'cms:staticize.arg.*': [...new Set(CMS_FUNCTIONS.flatMap((f) => f.args.map((a) => a.name)))],
  'cms:*': [...new Set(Object.values(DEPLOY_REASONS))],
  'cms:resource.storages.*': RESOURCE_STORAGES,
  'cms:resource.usageType.*': RESOURCE_USAGE_TYPES,
  'cms:theme.errors.*': ZIP_REFUSALS,
  'cms:content.ops.*': CONTENT_OPS,
  'cms:content.sorts.*': SORT_OPTIONS.map((x) => x.replace('#', '_')),
  'cms:content.batchTitles.*': CONTENT_BATCH_KINDS,
  // the album editor of every content type but the article
  'cms:content.albumAdd.*': CONTENT_TYPES.filter((c) => c !== 'article'),
  'cms:content.fieldNames.*': DIFF_FIELDS,
  'cms:preview.types.*': PREVIEW_TYPES,
  'cms:pipe.*': PIPE_PROP_KEYS,
  // the word columns (import ⊂ export); a page widget's field falls back to its own name
  'cms:fields.*': [...new Set(WORD_KINDS.flatMap(exportColumnsOf))],
  'cms:dashboard.*': CMS_STAT_COUNTS,
  'tools:script.query.*': QUERY_REFUSALS,
  'tools:script.stopped.*': SCRIPT_STOPS,
};

/** families whose keys come from elsewhere, each with where they are checked */
const CHECKED_ELSEWHERE: Record<string, string> = {
  // fieldColumns(labels, fields): every call's field list is checked by the 'export columns' test below
  '*.*': 'kernel/server/crud/field-columns.ts and kernel/client/crud/ImportDialog.tsx (texts prefix + fixed keys)',
  // fieldColumns((f) => t(`group.${f}`), fields) in the console: checked by the 'console columns' test below
  'cms:publishPipe.*': 'plugins/cms/client/pages/publish-pipe/PublishPipePage.tsx (its column list)',
  'cms:site.*': 'plugins/cms/client/pages/site/SitePage.tsx (its column list)',
  // Redis INFO fields: an unknown one shows its own name (defaultValue)
  'monitor:cache.info.*': 'open set with a default value',
};

/** families filled from data (rows, form schemas) that no constant lists: pinned, each with why */
const PINNED: Record<string, string> = {
  'award:slot.*': "a round's attachment slots (award_round rows, codes from schemas/award/*.json); the console falls back to their label",
};

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

  it('every family of keys built at run time is enumerated (or pinned)', () => {
    const unlisted = [...found].filter(([f]) => !(f in FAMILIES) && !(f in CHECKED_ELSEWHERE) && !(f in PINNED));
    expect(unlisted.map(([f, files]) => `${f}  (${[...new Set(files)].join(', ')})`)).toEqual([]);
    // the lists stay exact: a family the code no longer builds leaves them
    const gone = [...Object.keys(FAMILIES), ...Object.keys(CHECKED_ELSEWHERE), ...Object.keys(PINNED)].filter((f) => !found.has(f));
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

  it('console columns: every field a console fieldColumns() call with a label function lists has its label', () => {
    const missing: string[] = [];
    const call = /fieldColumns<[^>]*>\(\s*\(f\) => t\(`([A-Za-z.]+)\.\$\{f\}`\),\s*\[((?:[^[\]]|\[[^[\]]*\])*)\]/g;
    let calls = 0;
    for (const file of sources(path.join(root, 'plugins'))) {
      const text = fs.readFileSync(file, 'utf8');
      const ns = /useTranslation\(\s*'([a-z-]+)'/.exec(text)?.[1] ?? 'common';
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
    expect(calls).toBe(Object.values(CHECKED_ELSEWHERE).filter((v) => v.endsWith('(its column list)')).length);
    expect(missing).toEqual([]);
  });
});
