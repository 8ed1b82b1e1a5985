import {
  type Context,
  type Emitter,
  Hash,
  type Liquid,
  type Parser,
  Tag,
  type TagToken,
  type Template,
  type TopLevelToken,
} from 'liquidjs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '#kernel/shared';
import { pipeDir } from '../storage/site-layout.ts';
import { isOnline, widgetByCode, widgetData, widgetFile, widgetScope } from './page-widget-data.ts';
import { widgetTypeOf } from './widget-types.ts';
import { CONTENT_PAGE_TAGS } from './content-tags.ts';
import { includeOutput, type TagPurity } from './include-cache.ts';
import { type Maybe, andThen, pendingOf } from './maybe.ts';
import type { RenderData } from './render-data.ts';
import { MAX_LIST_SIZE } from './views.ts';

/** The render's data, kept in the context's registers where a template cannot reach it. */
export const DATA = 'cms';
export const dataOf = (ctx: Context) => ctx.getRegister(DATA) as RenderData;

/**
 * A tag's or function's maybe-value in a render. A synchronous render (engine.ts) cannot wait: a lookup still
 * loading is collected and `stand` written in its place — that render's output is thrown away, and the page
 * rendered again once every lookup it collected has loaded.
 */
export function settle<T>(ctx: Context, v: Maybe<T>, stand: () => T): Maybe<T> {
  if (!(v instanceof Promise) || !ctx.sync) return v;
  const pending = pendingOf(ctx);
  if (!pending) throw new Error('a synchronous render without its lookup collector (engine.ts)');
  pending.push(v);
  return stand();
}

/** One attribute of a CMS tag, as the Directive screen lists it. */
export interface TagAttr {
  name: string;
  type: 'string' | 'number' | 'boolean' | 'enum';
  mandatory?: boolean;
  default?: string;
  options?: string[];
  /** the key of its usage text on the Directive screen (`cms:staticize.attr.<usage>`), when not its name */
  usage?: string;
}

/**
 * A CMS tag: its attributes and what it yields to its body (`item`, `index`, and `DataList`) or writes; `reads`
 * and `pure` (include-cache.ts) say whether an include made of it may be rendered once per run.
 */
export interface CmsTag extends TagPurity {
  name: string;
  block: boolean;
  attrs: TagAttr[];
  /** list tags: the rows the body repeats over (the body sees `item`, `index`, `DataList`) */
  rows?: (data: RenderData, args: Record<string, unknown>, ctx: Context) => Maybe<unknown[]>;
  /** block tags rendered once with these names in scope (e.g. `Data`) */
  scope?: (data: RenderData, args: Record<string, unknown>, ctx: Context) => Maybe<Record<string, unknown>>;
  /** inline tags: the HTML written (not escaped by the engine: a tag escapes what it interpolates itself) */
  html?: (data: RenderData, args: Record<string, unknown>, ctx: Context, liquid: Liquid) => Maybe<string>;
}

/** the widgets a preview is rendering into one another (register) */
const WIDGETS_OPEN = 'cmsWidgetsOpen';
/** the path part of a URL prefix (`https://x/y/` → `/y/`), for a server-side include */
const urlPath = (prefix: string) => (/^https?:\/\//i.test(prefix) ? new URL(prefix).pathname : prefix);

const num = (v: unknown, d: number) => (v == null || v === '' ? d : Number.isFinite(Number(v)) ? Number(v) : d);
const scope = (ctx: Context, name: string) => ctx.getSync([name]) as Record<string, unknown> | undefined;

/** The tags this product's data supports (chestnut-api §4.4), in the order the Directive screen shows them. */
export const CMS_TAGS: CmsTag[] = [
  {
    name: 'cms_site',
    block: true,
    attrs: [],
    pure: true,
    rows: (d) => [{ siteId: d.site.siteId, name: d.site.name, path: d.site.path, link: d.siteUrl() }],
  },
  {
    name: 'cms_site_property',
    block: true,
    attrs: [{ name: 'code', type: 'string' }],
    pure: true,
    rows: (d, a) => d.siteProperties(a.code ? String(a.code) : undefined),
  },
  {
    name: 'cms_catalog',
    block: true,
    attrs: [
      { name: 'id', type: 'number' },
      { name: 'alias', type: 'string' },
      { name: 'level', type: 'enum', default: 'Root', options: ['Root', 'Current', 'Child', 'CurrentAndChild'] },
      { name: 'size', type: 'number', default: '20' },
    ],
    pure: true,
    reads: ['Catalog'],
    rows: (d, a, ctx) =>
      andThen(a.alias ? d.catalog(String(a.alias)) : undefined, (byAlias) => {
        const current = scope(ctx, 'Catalog');
        const of = byAlias?.catalogId ?? (a.id ? num(a.id, 0) : Number(current?.catalogId ?? 0));
        return d.catalogList({ level: String(a.level ?? 'Root'), of, size: num(a.size, 20) });
      }),
  },
  {
    name: 'cms_content',
    block: true,
    attrs: [
      { name: 'catalogid', type: 'number' },
      { name: 'catalogalias', type: 'string' },
      { name: 'level', type: 'enum', default: 'Current', options: ['Root', 'Current', 'Child', 'CurrentAndChild'] },
      { name: 'sort', type: 'enum', default: 'Default', options: ['Default', 'Recent', 'Views'] },
      { name: 'hasattribute', type: 'string' },
      { name: 'noattribute', type: 'string' },
      { name: 'size', type: 'number', default: '20' },
      { name: 'page', type: 'boolean', default: 'false' },
    ],
    // a paged list sets the page's PageTotal
    pure: (attrs) => !attrs.includes('page'),
    reads: ['Catalog', 'PageNo'],
    rows: (d, a, ctx) =>
      andThen(a.catalogalias ? d.catalog(String(a.catalogalias)) : undefined, (byAlias) => {
        const current = scope(ctx, 'Catalog');
        const catalogId = byAlias?.catalogId ?? (a.catalogid ? num(a.catalogid, 0) : Number(current?.catalogId ?? 0) || undefined);
        const paged = a.page === true || a.page === 'true';
        const pageNo = paged ? num(ctx.getSync(['PageNo']), 1) : 1;
        const size = num(a.size, 20);
        return andThen(
          d.contentList({
            catalogId,
            level: a.level ? String(a.level) : undefined,
            sort: a.sort ? String(a.sort) : undefined,
            has: a.hasattribute ? String(a.hasattribute) : undefined,
            no: a.noattribute ? String(a.noattribute) : undefined,
            size,
            page: pageNo,
            // a catalog's list pages are published one after the other
            ahead: paged ? 10 : 1,
            counted: paged,
          }),
          (r) => {
            if (paged) {
              // the page bar and the publisher read these
              const total = Math.max(1, Math.ceil(r.total / Math.max(1, Math.min(size, MAX_LIST_SIZE))));
              ctx.bottom()['PageTotal'] = total;
              ctx.bottom()['PageSize'] = size;
            }
            return r.rows;
          },
        );
      }),
  },
  {
    name: 'cms_article',
    block: false,
    attrs: [],
    html: (d, _a, ctx) => {
      const c = scope(ctx, 'Content');
      if (!c?.contentId) return '';
      return andThen(d.contentBody(Number(c.contentId)), (html) => {
        // internal links of the body point at this pipe's pages and files (attribute values of the sanitised
        // body: a URL escaped for them, whatever a redirect link holds)
        const links = [...new Set(html.match(/iurl:\/\/(?:content|catalog|resource)\?id=[0-9]+/g) ?? [])];
        if (!links.length) return html;
        return (async () => {
          let out = html;
          for (const l of links) out = out.split(l).join(escapeHtml(await d.internalUrl(l)));
          return out;
        })();
      });
    },
  },
  {
    name: 'cms_include',
    block: false,
    attrs: [{ name: 'file', type: 'string', mandatory: true }],
    html: (d, a, ctx, liquid) => {
      const file = String(a.file ?? '');
      if (!file) return '';
      // parsed once per file version, like the page templates; its output kept for the run when it may be
      const parsed = settle(ctx, d.parse(file) as Maybe<Template[] | null>, () => null);
      return andThen(parsed, (tpl) =>
        tpl ? includeOutput(d, ctx, liquid, tpl, tagPurity, () => (ctx.sync ? liquid.renderSync(tpl, ctx) : liquid.render(tpl, ctx))) : '',
      );
    },
  },
  {
    name: 'cms_search_content',
    block: true,
    attrs: [
      { name: 'query', type: 'string' },
      { name: 'contenttype', type: 'string' },
      { name: 'size', type: 'number', default: '10' },
      { name: 'page', type: 'boolean', default: 'false' },
    ],
    rows: (d, a, ctx) => {
      // the words: the attribute, else what the search page was asked for
      const query = String(a.query ?? ctx.getSync(['SearchWord']) ?? '');
      const paged = a.page === true || a.page === 'true';
      const size = num(a.size, 10);
      const found = d.searchContents({
        query,
        contentType: a.contenttype ? String(a.contenttype) : undefined,
        size,
        page: paged ? num(ctx.getSync(['PageNo']), 1) : 1,
      });
      return andThen(found, (r) => {
        ctx.bottom()['SearchTotal'] = r.total;
        if (paged) {
          ctx.bottom()['PageTotal'] = Math.max(1, Math.ceil(r.total / Math.max(1, Math.min(size, MAX_LIST_SIZE))));
          ctx.bottom()['PageSize'] = size;
        }
        return r.rows;
      });
    },
  },
  {
    name: 'cms_pagewidget',
    block: false,
    attrs: [
      { name: 'code', type: 'string', mandatory: true, usage: 'widgetCode' },
      { name: 'ssi', type: 'boolean', default: 'false' },
    ],
    html: (d, a, ctx, liquid) => {
      const code = String(a.code ?? '');
      if (d.preview) return previewWidget(d, code, ctx, liquid);
      // a publish run looks a widget and its published file up once (its pages render synchronously then)
      return andThen(
        d.run.now(`widget:${d.site.siteId}:${code.toLowerCase()}`, () => widgetByCode(d, code)),
        (w): Maybe<string> => {
          // a published widget has its file (a contributed type, the ad space, may publish without a template)
          if (!w || w.publishPipeCode !== d.pipeCode || !isOnline(w)) return '';
          const rel = widgetFile(w, d.suffix);
          if (a.ssi === true || a.ssi === 'true') return `<!--#include virtual="${escapeHtml(urlPath(d.prefix) + rel)}"-->`;
          const file = path.join(pipeDir(d.kernel, d.site.path, d.pipeCode), ...rel.split('/'));
          return d.run.now(`widgetFile:${file}`, () => fsp.readFile(file, 'utf8').catch(() => ''));
        },
      );
    },
  },
  {
    name: 'cms_pagewidget_data',
    block: true,
    attrs: [{ name: 'code', type: 'string', mandatory: true, usage: 'widgetCode' }],
    scope: async (d, a) => {
      const w = await widgetByCode(d, String(a.code ?? ''));
      // a page shows what is published; a preview shows the draft
      if (!w || (!d.preview && !isOnline(w))) return { Data: null };
      return { Data: await widgetData(d, w) };
    },
  },
  {
    name: 'page_bar',
    block: false,
    attrs: [{ name: 'max', type: 'number', default: '10' }],
    html: (d, a, ctx) => {
      const pageNo = num(ctx.getSync(['PageNo']), 1);
      const total = num(ctx.getSync(['PageTotal']), 1);
      const catalog = scope(ctx, 'Catalog') as
        | { catalogId: number; path: string; catalogType: string; redirectUrl: string | null }
        | undefined;
      if ((!catalog && !d.pageUrl) || total <= 1) return '';
      const max = Math.max(3, num(a.max, 10));
      const from = Math.max(1, Math.min(pageNo - Math.floor(max / 2), total - max + 1));
      const pages = Array.from({ length: Math.min(max, total) }, (_, i) => from + i);
      const link = (p: number) => (d.pageUrl ? d.pageUrl(p) : d.catalogUrl(catalog!, p));
      // the link is a URL of the pipe's settings: escaped for its attribute; the texts are this tag's own
      const item = (p: number, text: string, cls = '') => `<a class="page-item${cls}" href="${escapeHtml(link(p))}">${text}</a>`;
      return `<nav class="page-bar">${pageNo > 1 ? item(pageNo - 1, '&laquo;', ' prev') : ''}${pages
        .map((p) => (p === pageNo ? `<span class="page-item current">${p}</span>` : item(p, String(p))))
        .join('')}${pageNo < total ? item(pageNo + 1, '&raquo;', ' next') : ''}</nav>`;
    },
  },
  ...CONTENT_PAGE_TAGS,
];

/** A page widget's draft rendered into a previewed page (a widget never includes itself, however deep). */
async function previewWidget(d: RenderData, code: string, ctx: Context, liquid: Liquid): Promise<string> {
  const w = await widgetByCode(d, code);
  if (!w || w.publishPipeCode !== d.pipeCode) return '';
  // a contributed type without a template previews as it publishes (widget-types.ts)
  const contributed = widgetTypeOf(d.kernel, w.type);
  if (!w.template) return contributed?.fallback ? contributed.fallback(w, await widgetData(d, w)) : '';
  const reg: unknown = ctx.getRegister(WIDGETS_OPEN);
  const open = reg instanceof Set ? (reg as Set<number>) : new Set<number>();
  if (open.has(w.pageWidgetId)) return '';
  ctx.setRegister(WIDGETS_OPEN, new Set([...open, w.pageWidgetId]));
  const widgetScopeValues = await widgetScope(d, w);
  ctx.push(widgetScopeValues);
  try {
    const html = String(await liquid.render(await liquid.parseFile(w.template), ctx));
    // previewed as it publishes: a contributed type's wrapper (the ad space's rotation) around its template's HTML
    return contributed?.wrap ? contributed.wrap(html, w, widgetScopeValues.Data) : html;
  } finally {
    ctx.pop();
    ctx.setRegister(WIDGETS_OPEN, open);
  }
}

const byName = new Map<string, TagPurity>();
/** what a CMS tag tells the include cache (undefined: not a CMS tag) */
const tagPurity = (name: string): TagPurity | undefined => {
  if (!byName.size) for (const t of CMS_TAGS) byName.set(t.name, t);
  return byName.get(name);
};

/** what a contributed or an absent tag tells the include cache (extension-tags.ts); a CMS tag's own word stands */
export function knowTagPurity(name: string, purity: TagPurity): void {
  if (!byName.size) for (const t of CMS_TAGS) byName.set(t.name, t);
  if (!CMS_TAGS.some((t) => t.name === name)) byName.set(name, purity);
}

/**
 * A liquidjs tag class for a CMS tag: attributes as a `key: value` hash; list tags repeat their body. Its
 * arguments, body and the names the body gets are told to liquid's static analysis (include-cache.ts).
 */
export function tagClass(def: CmsTag) {
  return class extends Tag {
    private hash: Hash;
    private templates: Template[] = [];
    constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remain, liquid);
      this.hash = new Hash(token.args);
      if (!def.block) return;
      let closed = false;
      const stream = parser
        .parseStream(remain)
        .on(`tag:end${def.name}`, () => {
          closed = true;
          stream.stop();
        })
        .on('template', (t: Template) => this.templates.push(t))
        .on('end', () => {
          if (!closed) throw new Error(`tag ${token.getText()} not closed`);
        });
      stream.start();
    }
    *children(): Generator<unknown, Template[], unknown> {
      // liquid's analysis runs this as a generator: nothing to wait for, the body is parsed already
      yield* [];
      return this.templates;
    }
    *arguments() {
      for (const v of Object.values(this.hash.hash)) if (v) yield v;
    }
    blockScope(): string[] {
      return def.scope ? ['Data'] : ['item', 'index', 'DataList'];
    }
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      const args = (yield this.hash.render(ctx)) as Record<string, unknown>;
      const data = dataOf(ctx);
      // a value there already is used at once (a synchronous render; no promise made in an asynchronous one)
      const value = <T>(m: Maybe<T>, stand: () => T) => settle(ctx, m, stand);
      if (def.html) {
        const html = value(def.html(data, args, ctx, this.liquid), () => '');
        emitter.write(html instanceof Promise ? yield html : html);
        return;
      }
      if (def.scope) {
        const s = value(def.scope(data, args, ctx), () => ({}));
        ctx.push((s instanceof Promise ? yield s : s) as Record<string, unknown>);
        try {
          yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
        } finally {
          ctx.pop();
        }
        return;
      }
      const r = value(def.rows!(data, args, ctx), (): unknown[] => []);
      const rows = (r instanceof Promise ? yield r : r) as unknown[];
      ctx.push({ DataList: rows });
      try {
        for (const [index, item] of rows.entries()) {
          ctx.push({ item, index: index + 1 });
          try {
            yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
          } finally {
            ctx.pop();
          }
        }
      } finally {
        ctx.pop();
      }
    }
  };
}
