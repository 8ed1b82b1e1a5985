import type { RouteApp } from '#kernel/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUDIT_COLUMNS,
  AppError,
  idParam,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  envRateLimit,
  RateLimiter,
  removeRoute,
  sql,
  objectRoute,
  type ObjectRouteContext,
  type Kernel,
} from '#kernel/server';
import {
  DYNAMIC_INIT_DATA_TYPES,
  DYNAMIC_PAGE_TYPES,
  DYNAMIC_QUERY_LIMITS,
  type DynamicPage,
  DynamicPageAdd,
  DynamicPageEdit,
  DynamicPageQuery,
  normalDynamicPath,
} from '../../shared/dynamic-page.ts';
import { dynamicPageRun, dynamicPageSite, keptPage } from '../render/dynamic-run.ts';
import { RenderError, type RenderMeta, renderTemplate } from '../render/engine.ts';
import type { RenderRun } from '../render/render-run.ts';
import { DYNAMIC_PREFIX } from '../render/render-data.ts';
import { contributedPageTypes } from '../render/tag-modules.ts';
import { recordSearch } from '../search/search-log.ts';
import { contributedPageScope } from './dynamic-contributed.ts';
import { assertSite, currentSite, editableSites, requiredSite } from '../services/site-access.ts';

const log = (type: string) => ({ title: 'cms:log.dynamicPage', type });

const COLUMNS = [
  'pageId',
  'siteId',
  'name',
  'code',
  'description',
  'path',
  'initDataTypes',
  'templates',
  'version',
  ...AUDIT_COLUMNS,
] as const;

/**
 * Dynamic pages (chestnut-api §1.4, §4.4): the built-in types (`GET /cms/dynamicPageTypes`, Search), the
 * custom pages of the current site (`/cms/dynamic_page`, v1.4.3 forms), and their rendering on request
 * through the same engine as published pages, public, at `{API_BASE}/cms/dynamic/{sitePath}_{pipeCode}/{path}`
 * (Search at `…/_search?q=&pi=`). Public requests are rate limited per client and their query is cut to size.
 */
export async function dynamicPageRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const apiBase = kernel.config.apiBase;
  const links = (sitePath: string, p: { path: string; templates: Record<string, string> }) =>
    Object.fromEntries(Object.keys(p.templates).map((pipe) => [pipe, `${apiBase}${DYNAMIC_PREFIX}/${sitePath}_${pipe}/${p.path}`]));

  // with, beyond ChestnutCMS, the public URL of each enabled pipe of the current site
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/dynamicPageTypes',
    access: ['cms:staticize:view', 'cms:template:view', 'cms:site:view'],
    load: (req) => currentSite(kernel, req),
    handle: async (req, site) => {
      const pipes = site
        ? await db
            .selectFrom('cmsPublishPipe')
            .select('code')
            .where('siteId', '=', site.siteId)
            .where('state', '=', '0')
            .orderBy('sort')
            .execute()
        : [];
      // the CMS's own types, then those the running plugins add (the member pages)
      const types = [
        ...DYNAMIC_PAGE_TYPES.map((t) => ({
          ...t,
          name: req.t(`cms:dynamic.type.${t.type}`),
          desc: req.t(`cms:dynamic.typeDesc.${t.type}`),
        })),
        ...(await contributedPageTypes(kernel)).map((t) => ({ ...t, name: req.t(t.title), desc: req.t(t.description) })),
      ];
      return ok(
        types.map((t) => ({
          type: t.type,
          name: t.name,
          desc: t.desc,
          requestPath: t.requestPath,
          publishPipeKey: t.publishPipeKey,
          links: Object.fromEntries(pipes.map((p) => [p.code, `${apiBase}${DYNAMIC_PREFIX}/${site!.path}_${p.code}/${t.requestPath}`])),
        })),
      );
    },
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/dynamic_page/init_data_types',
    access: ['cms:staticize:view', 'cms:template:view'],
    handle: (req) => ok(DYNAMIC_INIT_DATA_TYPES.map((type) => ({ type, name: req.t(`cms:dynamic.init.${type}`) }))),
  });

  // the site a list request was answered for: its rows' links are built from its path
  const listSites = new WeakMap<FastifyRequest, string>();
  listRoute<DynamicPage>(app, kernel, {
    url: '/cms/dynamic_page/list',
    access: 'cms:staticize:view',
    filters: DynamicPageQuery,
    sorts: { name: 'name', code: 'code', createTime: 'createTime' },
    tiebreak: ['pageId', 'asc'],
    query: async (req, query) => {
      const q = query as DynamicPageQuery;
      const site = await requiredSite(kernel, req);
      listSites.set(req, site.path);
      let s = db.selectFrom('cmsDynamicPage').where('siteId', '=', site.siteId);
      if (q.query) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(q.query!)), eb('code', 'ilike', likeValue(q.query!))]));
      return s;
    },
    columns: COLUMNS,
    wire: (req, r) => ({ ...r, links: links(listSites.get(req) ?? '', r) }),
    count: 'exact',
  });

  const load = async (req: FastifyRequest, id: number, action: 'View' | 'Edit') => {
    const row = await db.selectFrom('cmsDynamicPage').select(COLUMNS).where('pageId', '=', id).executeTakeFirst();
    if (!row) throw notFound(String(id));
    const site = await assertSite(kernel, req, row.siteId, action);
    return { row, site };
  };

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/dynamic_page/:id',
    access: ['cms:staticize:view', 'cms:template:view'],
    objects: { fields: { id: 'dynamicPage' } },
    schema: { params: idParam },
    load: (req) => load(req, req.params.id, 'View'),
    handle: (_req, { row, site }) => ok({ ...row, links: links(site.path, row) }),
  });

  /** the fields of a page the client sent, checked against the site: unique code and path, known pipes */
  const checked = async (db: ObjectRouteContext['db'], siteId: number, body: DynamicPageAdd | DynamicPageEdit, self?: number) => {
    const b = { ...body, path: normalDynamicPath(body.path) };
    const clash = async (column: 'code' | 'path', value: string) => {
      let q = db
        .selectFrom('cmsDynamicPage')
        .select('pageId')
        .where('siteId', '=', siteId)
        .where(column === 'code' ? sql`lower(code)` : sql`path`, '=', column === 'code' ? value.toLowerCase() : value);
      if (self) q = q.where('pageId', '<>', self);
      return !!(await q.executeTakeFirst());
    };
    if (await clash('code', b.code)) throw invalidField('code', 'cms:dynamic.errors.codeTaken', { value: b.code });
    if (await clash('path', b.path)) throw invalidField('path', 'cms:dynamic.errors.pathTaken', { value: b.path });
    const pipes = new Set((await db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', siteId).execute()).map((p) => p.code));
    const templates: Record<string, string> = {};
    for (const [pipe, tpl] of Object.entries(b.templates ?? {})) {
      if (!pipes.has(pipe)) throw invalidField('templates', 'cms:errors.unknownPipe', { value: pipe });
      if (tpl.trim()) templates[pipe] = tpl.trim();
    }
    return {
      name: b.name.trim(),
      code: b.code,
      description: b.description ?? null,
      path: b.path,
      initDataTypes: sql<string[]>`${JSON.stringify([...new Set(b.initDataTypes ?? [])])}::jsonb`,
      templates: sql<Record<string, string>>`${JSON.stringify(templates)}::jsonb`,
    };
  };

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/dynamic_page',
    access: 'cms:template:edit',
    log: log('INSERT'),
    schema: { body: DynamicPageAdd },
    load: async (req) => {
      const b = req.body;
      const site = b.siteId ? await assertSite(kernel, req, b.siteId, 'Edit') : await requiredSite(kernel, req);
      if (!b.siteId) await assertSite(kernel, req, site.siteId, 'Edit');
      return site;
    },
    handle: async (req, site, { db }) => {
      const values = await checked(db, site.siteId, req.body);
      const row = await db
        .insertInto('cmsDynamicPage')
        .values({ siteId: site.siteId, ...values, createBy: req.user!.userName })
        .returning('pageId')
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/dynamic_page',
    access: 'cms:template:edit',
    log: log('UPDATE'),
    schema: { body: DynamicPageEdit },
    load: (req) => load(req, req.body.pageId, 'Edit'),
    handle: async (req, { row }, { db, update }) => {
      const b = req.body;
      const values = await checked(db, row.siteId, b, b.pageId);
      await update('cmsDynamicPage', { column: 'pageId', id: b.pageId }, b.version, values);
      return ok();
    },
  });

  removeRoute(app, kernel, {
    url: '/cms/dynamic_page',
    objects: { fields: { body: 'dynamicPage' } },
    table: 'cmsDynamicPage',
    key: 'pageId',
    access: 'cms:template:edit',
    logTitle: 'cms:log.dynamicPage',
    // the caller edits the sites of all the rows
    before: async (trx, req, ids) => {
      const rows = await trx.selectFrom('cmsDynamicPage').select('siteId').where('pageId', 'in', ids).execute();
      await editableSites(kernel, req, rows);
    },
  });
  dynamicRenderRoute(app, kernel);
}

/** A custom or built-in dynamic page rendered on request (public), at `DYNAMIC_PREFIX/<site>_<pipe>/<path>`. */
function dynamicRenderRoute(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const apiBase = kernel.config.apiBase;
  // DYNAMIC_PAGE_RATE_LIMIT: the dynamic pages (search among them) one client address may open a minute
  const limiter = new RateLimiter(envRateLimit('DYNAMIC_PAGE_RATE_LIMIT', 120), 60_000);
  const page = (reply: FastifyReply, status: number, body: string | Buffer) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // an opaque origin, as for published pages: a template's scripts cannot act as the console
    reply.header('Content-Security-Policy', 'sandbox allow-scripts allow-forms allow-popups');
    reply.header('Cache-Control', 'no-store');
    return reply
      .status(status)
      .type(status === 200 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8')
      .send(body);
  };

  /** the query a template sees as `Request`: known-shaped keys only, values cut to size */
  const requestOf = (q: Record<string, unknown>) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(q ?? {})) {
      if (Object.keys(out).length >= DYNAMIC_QUERY_LIMITS.params) break;
      const s = Array.isArray(v) ? v[0] : v;
      if (/^[A-Za-z0-9_]{1,50}$/.test(k) && typeof s === 'string') out[k] = s.slice(0, DYNAMIC_QUERY_LIMITS.valueChars);
    }
    return out;
  };

  objectRoute(app, kernel, {
    method: 'GET',
    url: `${DYNAMIC_PREFIX}/:dir/*`,
    access: 'public',
    handle: async (raw, _o, { reply }) => {
      const req = raw as FastifyRequest<{ Params: { dir: string; '*': string }; Querystring: Record<string, unknown> }>;
      try {
        await limiter.check(req, 'cms-dynamic');
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        reply.header('Retry-After', String((e.params as { seconds?: number } | undefined)?.seconds ?? 60));
        return page(reply, 429, req.t(e.key, e.params as Record<string, unknown>));
      }
      const missing = () => page(reply, 404, req.t('cms:dynamic.notFound'));
      const m = /^([A-Za-z0-9]+)_([A-Za-z0-9_]{1,50})$/.exec(req.params.dir);
      const rel = (req.params['*'] ?? '').replace(/\/+$/, '');
      if (!m || rel.length > 255) return missing();
      const rs = await dynamicPageSite(kernel, m[1], m[2]);
      if (!rs) return missing();
      const pipeCode = m[2];
      const request = requestOf(req.query);
      const pageNo = Math.max(1, Math.min(1000, Math.floor(Number(request.pi ?? request.page ?? 1)) || 1));
      const self = `${apiBase}${DYNAMIC_PREFIX}/${req.params.dir}/${rel}`;
      let template: string | undefined;
      let scope: Record<string, unknown>;
      let pageUrl: ((p: number) => string) | undefined;
      // the pages whose scope is the request's query alone share a run (dynamic-run.ts); a contributed page's scope
      // holds its visitor (a member's account centre), so its lookups are its own
      let run: RenderRun | undefined;
      const builtIn = DYNAMIC_PAGE_TYPES.find((t) => t.requestPath === rel);
      const contributed = builtIn ? undefined : (await contributedPageTypes(kernel)).find((t) => t.requestPath === rel);
      if (contributed) {
        template = (rs.publishPipeProps[pipeCode]?.[contributed.publishPipeKey] as string) || contributed.defaultTemplate;
        const base = `${apiBase}${DYNAMIC_PREFIX}/${req.params.dir}/`;
        const answer = await contributedPageScope(kernel, rs, pipeCode, contributed, { req, query: request, base });
        if ('redirectTo' in answer) return reply.header('Cache-Control', 'no-store').redirect(answer.redirectTo, 303);
        scope = { Request: request, ...answer.scope };
      } else if (builtIn) {
        template = (rs.publishPipeProps[pipeCode]?.[builtIn.publishPipeKey] as string) || undefined;
        const words = (request.q ?? request.query ?? '').trim().slice(0, DYNAMIC_QUERY_LIMITS.searchChars);
        scope = { Request: request, SearchWord: words, PageNo: pageNo };
        run = await dynamicPageRun(kernel, rs, pipeCode);
        pageUrl = (p) => `${self}?q=${encodeURIComponent(words)}${p > 1 ? `&pi=${p}` : ''}`;
      } else {
        run = await dynamicPageRun(kernel, rs, pipeCode);
        const custom = await run.once(`dynamicPage:${rs.siteId}:${rel}`, () =>
          db
            .selectFrom('cmsDynamicPage')
            .select(['pageId', 'code', 'name', 'templates', 'initDataTypes'])
            .where('siteId', '=', rs.siteId)
            .where('path', '=', rel)
            .executeTakeFirst(),
        );
        if (!custom) return missing();
        template = custom.templates[pipeCode] || undefined;
        const paged = custom.initDataTypes.includes('Pagination');
        // its link: where a form on it sends its reader back to (the custom-form tag)
        scope = { Request: request, DynamicPage: { code: custom.code, name: custom.name, link: self }, PageNo: paged ? pageNo : 1 };
        if (paged) {
          const others = Object.entries(request).filter(([k]) => k !== 'pi' && k !== 'page');
          pageUrl = (p) => {
            const qs = new URLSearchParams([...others, ...(p > 1 ? [['pi', String(p)]] : [])]).toString();
            return qs ? `${self}?${qs}` : self;
          };
        }
      }
      if (!template) return missing();
      try {
        const render = (meta: RenderMeta) => renderTemplate(kernel, { site: rs, pipeCode, template, scope, pageUrl, meta, run });
        // a page of a shared run is written once per template and scope (the query) while the run serves
        const { body, meta } = run
          ? await keptPage(run, JSON.stringify([self, template, scope]), render)
          : await (async () => {
              const meta: RenderMeta = { pageTotal: 1 };
              return { body: await render(meta), meta };
            })();
        // a search is logged once (its first page), off the answer's path, with the results its page found
        const logged = builtIn?.type === 'Search' && pageNo === 1 && rs.configProps.EnableSearchLog !== 'N';
        const words = logged ? String(scope.SearchWord ?? '') : '';
        if (words)
          void recordSearch(kernel, req, { siteId: rs.siteId, sitePath: m[1], query: words, resultCount: meta.searchTotal }).catch(
            (e: Error) => req.log.warn({ err: e.message }, 'search not logged'),
          );
        return page(reply, 200, body);
      } catch (e) {
        if (!(e instanceof RenderError)) throw e;
        req.log.warn({ template: e.template, reason: e.reason }, 'dynamic page not rendered');
        return page(reply, 500, req.t('cms:dynamic.renderFailed'));
      }
    },
  });
}
