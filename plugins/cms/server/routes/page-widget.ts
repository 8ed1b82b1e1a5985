import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { idsBody, invalidField, likeValue, listRoute, objectRoute, ok, type Kernel, type ObjectRouteContext } from '#kernel/server';
import {
  PAGE_WIDGET_ROUTES,
  PAGE_WIDGET_TYPES,
  PageWidgetAdd,
  PageWidgetEdit,
  PageWidgetQuery,
  type PageWidgetDetail,
  type PageWidgetRow,
  type PageWidgetType,
} from '../../shared/page-widget.ts';
import type { PageWidgetAction } from '../../shared/permissions.ts';
import { PLACE_COLUMNS, parseContent, widgetFile } from '../render/page-widget-data.ts';
import { widgetTypeOf } from '../render/widget-types.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertPageWidget, refreshGrants, viewableWidgetIds } from '../services/page-widget-access.ts';
import { checkWidgetContent } from '../services/page-widget-content.ts';
import { addWidget, editWidget, offlineWidgets, publishWidgets, removeWidgets } from '../services/page-widget-writes.ts';
import { requiredSite } from '../services/site-access.ts';

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
    for (const r of rows) r.route = PAGE_WIDGET_ROUTES[r.type] ?? widgetTypeOf(kernel, r.type)?.editorRoute;
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

  const add = async (req: FastifyRequest, trx: Db) => {
    const b = req.body as PageWidgetAdd;
    const type = ((req.query as { type?: PageWidgetType }).type ?? b.type ?? 'manual') as PageWidgetType;
    const content = checkWidgetContent(req, type, b.contentStr);
    return ok({ pageWidgetId: await addWidget(kernel, req, trx, type, b, content) });
  };

  const edit = async (req: FastifyRequest, w: PageWidget, ctx: ObjectRouteContext) => {
    const b = req.body as PageWidgetEdit;
    const asked = (req.query as { type?: string }).type;
    if (asked && asked !== w.type) throw invalidField('type', 'cms:errors.pageWidgetType', { value: asked });
    // a type this screen does not edit (an ad space has its own)
    if (!(PAGE_WIDGET_TYPES as readonly string[]).includes(w.type))
      throw invalidField('type', 'cms:errors.pageWidgetType', { value: w.type });
    const content = checkWidgetContent(req, w.type as PageWidgetType, b.contentStr);
    return ok(await editWidget(kernel, req, ctx, w, b, content));
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
    handle: async (req, ws, { db: trx }) => ok(await removeWidgets(kernel, req, trx, ws)),
    after: () => refreshGrants(kernel),
  });

  pageWidgetStateRoutes(app, kernel);
}

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
    handle: async (req, ws, ctx) => ok(await publishWidgets(kernel, req, ctx, ws)),
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/pagewidget/offline',
    access: 'cms:content:edit',
    log: log('UPDATE'),
    objects: { fields: { body: ['pageWidget', 'Offline'] } },
    schema: { body: idsBody },
    load: (req) => held(req, req.body, 'Offline'),
    handle: async (req, ws, ctx) => ok(await offlineWidgets(kernel, req, ctx, ws)),
  });
}
