import type { RouteApp } from '#kernel/server';
import fsp from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  fail,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  listRoute,
  objectRoute,
  ok,
  sql,
  type Kernel,
  type ObjectRouteContext,
} from '#kernel/server';
import {
  PAGE_WIDGET_ROUTES,
  PAGE_WIDGET_STATE,
  PAGE_WIDGET_TYPES,
  PageWidgetAdd,
  PageWidgetEdit,
  PageWidgetQuery,
  type PageWidgetDetail,
  type PageWidgetRow,
  type PageWidgetType,
  pageWidgetPath,
} from '../../shared/page-widget.ts';
import type { PageWidgetAction } from '../../shared/permissions.ts';
import { RenderError } from '../render/engine.ts';
import { PLACE_COLUMNS, parseContent, widgetFile } from '../render/page-widget-data.ts';
import { type DeployFailure, deployMessages } from '../publish/deploy.ts';
import { publishWidgetFile, removeWidgetFile } from '../publish/page-widget-publisher.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertPageWidget, dropWidgetGrants, grantCreator, refreshGrants, viewableWidgetIds } from '../services/page-widget-access.ts';
import { checkWidgetContent } from '../services/page-widget-content.ts';
import { assertSite, requiredSite } from '../services/site-access.ts';
import { templateFile, templateSuffix } from '../services/template-files.ts';

type Db = ObjectRouteContext['db'];
type PageWidget = Awaited<ReturnType<typeof assertPageWidget>>;
const log = (type: string) => ({ title: 'cms:log.pageWidget', type });
const TYPE_QUERY = { type: 'object', properties: { type: { type: 'string', enum: [...PAGE_WIDGET_TYPES] } } } as const;
const ROW_COLUMNS = [...PLACE_COLUMNS, 'remark', 'createBy', 'createTime', 'updateTime'] as const;

/**
 * CMS → Contents → Page Widget (chestnut-api §1.4 page widget calls, v1.4.3 forms; §4.6): widgets of the current
 * site. The content screen's buttons (`cms:content:add|edit|delete`) open the calls; each widget is then checked
 * against its `PageWidget:<action>:<id>` grant (adding: `Site:AddPageWidget:<siteId>`); a
 * published widget is its template rendered with its data under `include/` of its pipe's output.
 */
export async function pageWidgetRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const withCatalogNames = async (rows: PageWidgetRow[]) => {
    const ids = [...new Set(rows.map((r) => r.catalogId).filter(Boolean))];
    if (!ids.length) return;
    const names = new Map(
      (await db.selectFrom('cmsCatalog').select(['catalogId', 'name']).where('catalogId', 'in', ids).execute()).map((c) => [
        c.catalogId,
        c.name,
      ]),
    );
    for (const r of rows) r.catalogName = names.get(r.catalogId);
  };
  /** the rows as the lists send them: their catalog's name and the route v1.4.3's list opens their editor at */
  const complete = async (rows: PageWidgetRow[]) => {
    for (const r of rows) r.route = PAGE_WIDGET_ROUTES[r.type];
    await withCatalogNames(rows);
  };

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/pagewidget/types',
    access: 'cms:content:view',
    handle: (req) => {
      const rows = PAGE_WIDGET_TYPES.map((id) => ({ id, name: req.t(`cms:pageWidget.types.${id}`) }));
      return ok({ rows, total: rows.length });
    },
  });

  listRoute<PageWidgetRow>(app, kernel, {
    url: '/cms/pagewidget',
    access: 'cms:content:view',
    filters: PageWidgetQuery,
    sorts: { name: 'name', code: 'code', createTime: 'createTime', state: 'state' },
    tiebreak: ['pageWidgetId', 'desc'],
    query: async (req, query) => {
      const q = query as PageWidgetQuery;
      const site = await requiredSite(kernel, req);
      let s = db.selectFrom('cmsPageWidget').where('siteId', '=', site.siteId);
      if (q.catalogId) {
        await assertCatalog(kernel, req, q.catalogId);
        s = s.where('catalogId', '=', q.catalogId);
      }
      const ids = await viewableWidgetIds(kernel, req);
      if (ids) s = s.where('pageWidgetId', 'in', ids.length ? ids : [0]);
      if (q.name) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(q.name!)), eb('code', 'ilike', likeValue(q.name!))]));
      if (q.type) s = s.where('type', '=', q.type);
      if (q.state) s = s.where('state', '=', q.state);
      return s;
    },
    columns: [...ROW_COLUMNS],
    complete: (_req, rows) => complete(rows),
    count: 'exact',
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/pagewidget/:id',
    access: 'cms:content:view',
    objects: { fields: { id: 'pageWidget' } },
    schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
    load: (req) => assertPageWidget(kernel, req, req.params.id),
    handle: async (_req, w) => {
      const row = Object.fromEntries(ROW_COLUMNS.map((k) => [k, w[k]])) as unknown as PageWidgetRow;
      await complete([row]);
      const site = await db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', w.siteId).executeTakeFirstOrThrow();
      const suffix = String(site.publishPipeProps[w.publishPipeCode]?.staticSuffix || 'shtml');
      const detail: PageWidgetDetail = { ...row, content: parseContent(w.content) ?? [], file: widgetFile(w, suffix) };
      return ok(detail);
    },
  });

  /** the fields every save checks: a pipe of the site, a template file of that pipe, a code no other widget of the site has */
  const check = async (db: Db, siteId: number, sitePath: string, b: PageWidgetAdd | PageWidgetEdit, self?: number) => {
    const pipe = await db
      .selectFrom('cmsPublishPipe')
      .select('code')
      .where('siteId', '=', siteId)
      .where('code', '=', b.publishPipeCode)
      .executeTakeFirst();
    if (!pipe) throw invalidField('publishPipeCode', 'cms:errors.pageWidgetPipe', { value: b.publishPipeCode });
    let taken = db
      .selectFrom('cmsPageWidget')
      .select('pageWidgetId')
      .where('siteId', '=', siteId)
      .where(sql`lower(code)`, '=', b.code.toLowerCase());
    if (self) taken = taken.where('pageWidgetId', '<>', self);
    if (await taken.executeTakeFirst()) throw invalidField('code', 'cms:errors.pageWidgetCodeTaken', { value: b.code });
    // none yet (v1.4.3's add dialog asks for none): the widget is published once it has one
    if (!b.template) return;
    const suffix = await templateSuffix(kernel);
    const name = b.template.endsWith(suffix) ? b.template.slice(0, -suffix.length) : b.template;
    if (name.includes('.')) throw invalidField('template', 'cms:errors.pageWidgetTemplate', { value: b.template });
    const exists = await fsp.stat(templateFile(kernel, sitePath, b.publishPipeCode, name + suffix)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) throw invalidField('template', 'cms:errors.pageWidgetTemplate', { value: b.template });
  };

  const add = async (req: FastifyRequest, trx: Db) => {
    const b = req.body as PageWidgetAdd;
    const type = ((req.query as { type?: PageWidgetType }).type ?? b.type ?? 'manual') as PageWidgetType;
    const site = await requiredSite(kernel, req);
    await assertSite(kernel, req, site.siteId, 'AddPageWidget');
    let ancestors = '';
    if (b.catalogId) {
      const c = await assertCatalog(kernel, req, b.catalogId);
      if (c.siteId !== site.siteId) throw invalidField('catalogId', 'cms:errors.catalogOtherSite');
      ancestors = c.ancestors;
    }
    await check(trx, site.siteId, site.path, b);
    const content = checkWidgetContent(req, type, b.contentStr);
    const inserted = await trx
      .insertInto('cmsPageWidget')
      .values({
        siteId: site.siteId,
        catalogId: b.catalogId ?? 0,
        catalogAncestors: ancestors,
        type,
        name: b.name.trim(),
        code: b.code,
        state: PAGE_WIDGET_STATE.DRAFT,
        publishPipeCode: b.publishPipeCode,
        template: b.template || null,
        path: pageWidgetPath(b.path),
        content,
        remark: b.remark ?? null,
        createBy: req.user!.userName,
      })
      .returning('pageWidgetId')
      .executeTakeFirstOrThrow();
    await grantCreator(trx, req, inserted.pageWidgetId);
    return ok(inserted);
  };

  const edit = async (req: FastifyRequest, w: PageWidget, { db, update }: ObjectRouteContext) => {
    const b = req.body as PageWidgetEdit;
    const asked = (req.query as { type?: string }).type;
    if (asked && asked !== w.type) throw invalidField('type', 'cms:errors.pageWidgetType', { value: asked });
    // a type this screen does not edit (an ad space has its own)
    if (!(PAGE_WIDGET_TYPES as readonly string[]).includes(w.type))
      throw invalidField('type', 'cms:errors.pageWidgetType', { value: w.type });
    const site = await assertSite(kernel, req, w.siteId);
    await check(db, site.siteId, site.path, b, w.pageWidgetId);
    const content = checkWidgetContent(req, w.type as PageWidgetType, b.contentStr);
    const published = w.state === PAGE_WIDGET_STATE.PUBLISHED || w.state === PAGE_WIDGET_STATE.EDITING;
    const moved = w.code !== b.code || w.path !== pageWidgetPath(b.path) || w.publishPipeCode !== b.publishPipeCode;
    // v1.4.3 sends no version: the check is against the row the edit loaded
    await update('cmsPageWidget', { column: 'pageWidgetId', id: w.pageWidgetId }, w.version, {
      name: b.name.trim(),
      code: b.code,
      publishPipeCode: b.publishPipeCode,
      template: b.template || null,
      path: pageWidgetPath(b.path),
      content,
      remark: b.remark ?? null,
      // a published widget keeps its file until published again (chestnut-api §4.6: 60 editing)
      state: published ? PAGE_WIDGET_STATE.EDITING : w.state,
    });
    // its file would otherwise stay where no widget says it is
    const failures: DeployFailure[] = [];
    if (published && moved) await removeWidgetFile(kernel, w, failures);
    return told(req, failures);
  };

  const held = heldBy(kernel);

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/pagewidget',
    access: 'cms:content:add',
    log: log('INSERT'),
    schema: { body: PageWidgetAdd, querystring: TYPE_QUERY },
    handle: (req, _o, { db }) => add(req, db),
    after: () => refreshGrants(kernel),
  });
  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/pagewidget',
    access: 'cms:content:edit',
    log: log('UPDATE'),
    schema: { body: PageWidgetEdit, querystring: TYPE_QUERY },
    load: (req) => assertPageWidget(kernel, req, req.body.pageWidgetId, 'Edit'),
    handle: edit,
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/pagewidget',
    access: 'cms:content:delete',
    log: log('DELETE'),
    objects: { fields: { body: 'pageWidget' } },
    schema: { body: idsBody },
    load: (req) => held(req, req.body, 'Delete'),
    handle: async (req, ws, { db: trx }) => {
      const ids = ws.map((w) => w.pageWidgetId);
      await trx.deleteFrom('cmsPageWidget').where('pageWidgetId', 'in', ids).execute();
      await dropWidgetGrants(trx, ids);
      const failures: DeployFailure[] = [];
      for (const w of ws) await removeWidgetFile(kernel, w, failures);
      return told(req, failures);
    },
    after: () => refreshGrants(kernel),
  });

  pageWidgetStateRoutes(app, kernel);
}

/** a deploying pipe's bucket refusals, told in the reply (the local files are written or removed all the same) */
const told = (req: FastifyRequest, failures: DeployFailure[]) =>
  ok(failures.length ? { deployErrors: deployMessages(req.t, failures) } : undefined);

/** the named widgets, every one held with the action (all refused when one is not) */
const heldBy = (kernel: Kernel) => async (req: FastifyRequest, ids: number[], action: PageWidgetAction) => {
  const out = [];
  for (const id of [...new Set(ids)]) out.push(await assertPageWidget(kernel, req, id, action));
  return out;
};

/** A widget's publish (its file written under its pipe's output) and offline (its file removed). */
function pageWidgetStateRoutes(app: RouteApp, kernel: Kernel) {
  const held = heldBy(kernel);
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/pagewidget/publish',
    access: 'cms:content:edit',
    log: log('UPDATE'),
    objects: { fields: { body: ['pageWidget', 'Publish'] } },
    schema: { body: idsBody },
    load: (req) => held(req, req.body, 'Publish'),
    handle: async (req, ws, { update }) => {
      const untemplated = ws.find((w) => !w.template);
      if (untemplated) throw fail('cms:errors.pageWidgetNoTemplate', { name: untemplated.name });
      const failures: DeployFailure[] = [];
      for (const w of ws) {
        try {
          await publishWidgetFile(kernel, w, failures);
        } catch (e) {
          if (e instanceof RenderError) throw fail('cms:errors.renderFailed', { template: e.template, reason: e.reason });
          throw e;
        }
        await update('cmsPageWidget', { column: 'pageWidgetId', id: w.pageWidgetId }, w.version, { state: PAGE_WIDGET_STATE.PUBLISHED });
      }
      return told(req, failures);
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/pagewidget/offline',
    access: 'cms:content:edit',
    log: log('UPDATE'),
    objects: { fields: { body: ['pageWidget', 'Offline'] } },
    schema: { body: idsBody },
    load: (req) => held(req, req.body, 'Offline'),
    handle: async (req, ws, { update }) => {
      const failures: DeployFailure[] = [];
      for (const w of ws) {
        await removeWidgetFile(kernel, w, failures);
        await update('cmsPageWidget', { column: 'pageWidgetId', id: w.pageWidgetId }, w.version, { state: PAGE_WIDGET_STATE.OFFLINE });
      }
      return told(req, failures);
    },
  });
}
