import type { Context } from 'liquidjs';
import { formatInstant, sql } from '#kernel/worker';
import { DYNAMIC_PAGE_TYPES } from '../../shared/dynamic-page.ts';
import { contributedPageTypes } from './tag-modules.ts';
import { escapeHtml } from '#kernel/shared';
import { replaceHotWords, replaceSensitive } from '../services/words.ts';
import { parseInternalUrl } from '../../shared/resource.ts';
import { DATA, settle } from './tags.ts';
import { andThen } from './maybe.ts';
import type { RenderData } from './render-data.ts';

/** One argument of a template function, as the Directive screen lists it. */
export interface FunctionArg {
  name: string;
  type: 'string' | 'number' | 'object';
  required?: boolean;
}

/** A template function, used as a liquid filter: `{{ value | name: arg1, arg2 }}` (the value is the first argument). */
export interface CmsFunction {
  name: string;
  args: FunctionArg[];
  fn: (data: RenderData, value: unknown, ...args: unknown[]) => unknown | Promise<unknown>;
}

const str = (v: unknown) => (v == null ? '' : String(v));
/** config keys a template may never read */
const SECRET_CONFIG = /(secret|password|passwd|token|accesskey|privatekey|apikey)/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** the text of HTML character references (named: the common ones; numeric: any valid code point) */
const decodeEntities = (s: string) =>
  s.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,6}));/gi, (m, dec: string, hex: string, name: string) => {
    if (name) return ENTITIES[name.toLowerCase()] ?? m;
    const cp = dec ? Number(dec) : Number.parseInt(hex, 16);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });

/** The functions this product's data supports (chestnut-api §4.4), in the Directive screen's order. */
export const CMS_FUNCTIONS: CmsFunction[] = [
  { name: 'siteUrl', args: [{ name: 'siteId', type: 'number' }], fn: (d) => d.siteUrl() },
  {
    name: 'catalogUrl',
    args: [{ name: 'catalog', type: 'object', required: true }],
    fn: (d, v) =>
      andThen(d.catalog(Number(typeof v === 'object' && v ? (v as { catalogId: unknown }).catalogId : v)), (c) =>
        c ? d.catalogUrl(c) : '',
      ),
  },
  {
    name: 'contentUrl',
    args: [{ name: 'content', type: 'object', required: true }],
    fn: async (d, v) =>
      d.internalUrl(`iurl://content?id=${typeof v === 'object' && v ? Number((v as { contentId: unknown }).contentId) : Number(v)}`),
  },
  {
    name: 'contentPageLink',
    args: [
      { name: 'link', type: 'string', required: true },
      { name: 'page', type: 'number', required: true },
    ],
    fn: (_d, v, page) => {
      const p = Number(page);
      const link = str(v);
      return p > 1 ? link.replace(/(\.[A-Za-z]+)$/, `_${p}$1`) : link;
    },
  },
  {
    name: 'dynamicPageLink',
    args: [{ name: 'type', type: 'string', required: true }],
    fn: (d, v) => {
      const builtIn = DYNAMIC_PAGE_TYPES.find((x) => x.type === str(v));
      if (builtIn) return d.dynamicUrl(builtIn.requestPath);
      return andThen(
        d.run.now('dynamicPageTypes', () => contributedPageTypes(d.kernel)),
        (types) => {
          const t = types.find((x) => x.type === str(v));
          return t ? d.dynamicUrl(t.requestPath) : '';
        },
      );
    },
  },
  {
    name: 'customDynamicPageLink',
    args: [{ name: 'code', type: 'string', required: true }],
    fn: (d, v) =>
      andThen(
        d.run.now(`dynamicPagePath:${d.site.siteId}:${str(v).toLowerCase()}`, () =>
          d.kernel.db
            .selectFrom('cmsDynamicPage')
            .select('path')
            .where('siteId', '=', d.site.siteId)
            .where(sql`lower(code)`, '=', str(v).toLowerCase())
            .executeTakeFirst(),
        ),
        (p) => (p ? d.dynamicUrl(p.path) : ''),
      ),
  },
  { name: 'internalUrl', args: [{ name: 'iurl', type: 'string', required: true }], fn: (d, v) => d.internalUrl(str(v)) },
  {
    name: 'htmlInternalUrl',
    args: [{ name: 'html', type: 'string', required: true }],
    fn: async (d, v) => {
      let html = str(v);
      for (const l of new Set(html.match(/iurl:\/\/(?:content|catalog|resource)\?id=[0-9]+/g) ?? []))
        html = html.split(l).join(escapeHtml(await d.internalUrl(l)));
      return html;
    },
  },
  {
    name: 'imageSize',
    args: [
      { name: 'src', type: 'string', required: true },
      { name: 'width', type: 'number', required: true },
      { name: 'height', type: 'number' },
    ],
    fn: async (d, v, w, h) => {
      const id = parseInternalUrl(str(v));
      if (!id) return str(v);
      const r = await d.kernel.db
        .selectFrom('cmsResource')
        .select(['path', 'storageType', 'sourceUrl', 'resourceType'])
        .where('resourceId', '=', id)
        .where('siteId', '=', d.site.siteId)
        .executeTakeFirst();
      if (!r) return '';
      if (r.storageType === 'Remote' || r.resourceType !== 'image') return d.resourceUrl(str(v));
      const width = Math.max(0, Math.min(4000, Number(w) || 0));
      const height = Math.max(0, Math.min(4000, Number(h) || 0));
      // sharp loads only when a template resizes an image
      const { imageSize } = await import('../services/resource-files.ts');
      return imageSize(d.kernel, d.site, r.path, width, height);
    },
  },
  {
    name: 'clearHtmlTag',
    args: [{ name: 'html', type: 'string', required: true }],
    // HTML to its text: the entities decoded too, as the output's escaping writes them again (no `&amp;amp;`)
    fn: (_d, v) =>
      decodeEntities(
        str(v)
          .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
          .replace(/<[^>]*>/g, ''),
      ).trim(),
  },
  {
    name: 'dateFormat',
    args: [
      { name: 'date', type: 'string', required: true },
      { name: 'format', type: 'string' },
    ],
    fn: (d, v, fmt) => {
      // stored times are already the app's local `yyyy-MM-dd HH:mm:ss`; numbers and dates are instants
      const local = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(str(v));
      const s =
        typeof v === 'number' || v instanceof Date
          ? formatInstant(v, d.kernel.config.timeZone)
          : local
            ? `${str(v)}${str(v).length === 10 ? ' 00:00:00' : str(v).length === 16 ? ':00' : ''}`
            : '';
      if (!s) return '';
      const f = str(fmt) || 'yyyy-MM-dd';
      return f
        .replace('yyyy', s.slice(0, 4))
        .replace('MM', s.slice(5, 7))
        .replace('dd', s.slice(8, 10))
        .replace('HH', s.slice(11, 13))
        .replace('mm', s.slice(14, 16))
        .replace('ss', s.slice(17, 19));
    },
  },
  {
    name: 'dict',
    args: [
      { name: 'value', type: 'string', required: true },
      { name: 'dictType', type: 'string', required: true },
    ],
    fn: async (d, v, type) => {
      const r = await d.kernel.db
        .selectFrom('sysDictData')
        .select('dictLabel')
        .where('dictType', '=', str(type))
        .where('dictValue', '=', str(v))
        .executeTakeFirst();
      return r?.dictLabel ?? '';
    },
  },
  {
    name: 'sysConfig',
    args: [{ name: 'key', type: 'string', required: true }],
    fn: async (d, v) => (SECRET_CONFIG.test(str(v)) ? '' : ((await d.kernel.configValue(str(v))) ?? '')),
  },
  {
    name: 'replaceHotWord',
    args: [
      { name: 'text', type: 'string', required: true },
      { name: 'groups', type: 'string' },
    ],
    fn: (d, v, groups) =>
      replaceHotWords(
        d.kernel,
        d.site.siteId,
        str(groups) ? str(groups).split(',') : [],
        str(v),
        Number(d.site.configProps.HotWordMaxReplaceCount ?? 1) || 1,
      ),
  },
  {
    name: 'replaceSensitiveWord',
    args: [
      { name: 'text', type: 'string', required: true },
      { name: 'replacement', type: 'string' },
    ],
    fn: (d, v, rep) => replaceSensitive(d.kernel, str(v), rep == null ? undefined : str(rep)),
  },
];

/** The liquid filter of a function: it reads the render's data from the context's registers. */
export const filterOf = (f: CmsFunction) =>
  function (this: { context: Context }, value: unknown, ...args: unknown[]) {
    return settle(this.context, f.fn(this.context.getRegister(DATA) as RenderData, value, ...args), () => undefined);
  };
