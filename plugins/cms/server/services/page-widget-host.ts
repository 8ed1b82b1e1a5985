import type { FastifyRequest } from 'fastify';
import { likeValue, notFound, type Kernel, type PageWidgetHost } from '#kernel/server';
import { PAGE_WIDGET_STATE, PAGE_WIDGET_TYPES } from '../../shared/page-widget.ts';
import type { PageWidgetAction } from '../../shared/permissions.ts';
import { PLACE_COLUMNS } from '../render/page-widget-data.ts';
import { registerWidgetType } from '../render/widget-types.ts';
import { deployFailuresOf } from '../publish/deploy.ts';
import { publishWidgetFile } from '../publish/page-widget-publisher.ts';
import { emptyReport } from '../publish/pages.ts';
import { cmsObjectKinds } from './object-kinds.ts';
import { assertPageWidget, viewableWidgetIds } from './page-widget-access.ts';
import { addWidget, editWidget, publishWidgets, removeWidgets } from './page-widget-writes.ts';
import { requiredSite, viewableSiteIds } from './site-access.ts';

const ROW_COLUMNS = [...PLACE_COLUMNS, 'remark', 'createBy', 'createTime', 'updateTime'] as const;

/**
 * The CMS's page widgets for plugins that contribute a widget type (the kernel's `PAGE_WIDGET_HOST`; the ad
 * space of the operations plugin): the same checks, writes and publishing as the CMS's own widget routes, for
 * widgets of the contributed type only, so a plugin never reads or writes `cms_page_widget` itself.
 */
export function pageWidgetHost(kernel: Kernel): PageWidgetHost {
  const { db } = kernel;
  const kinds = cmsObjectKinds(kernel).kinds;

  /** the widgets of the type, each checked for the action (another type is not found) */
  const heldOf = async (req: FastifyRequest, type: string, ids: number[], action: PageWidgetAction) => {
    const out = [];
    for (const id of [...new Set(ids)]) {
      const w = await assertPageWidget(kernel, req, id, action);
      if (w.type !== type) throw notFound(String(id));
      out.push(w);
    }
    return out;
  };

  return {
    registerType: (spec) => registerWidgetType(kernel, spec, PAGE_WIDGET_TYPES),
    currentSite: (req) => requiredSite(kernel, req),
    checkIds: (req, ids, action) => kinds.pageWidget.check(req, ids, action),

    async list(req, type, q) {
      const site = await requiredSite(kernel, req);
      let s = db.selectFrom('cmsPageWidget as w').where('w.siteId', '=', site.siteId).where('w.type', '=', type);
      const ids = await viewableWidgetIds(kernel, req);
      if (ids) s = s.where('w.pageWidgetId', 'in', ids.length ? ids : [0]);
      if (q.catalogId) s = s.where('w.catalogId', '=', q.catalogId);
      if (q.state) s = s.where('w.state', '=', q.state);
      if (q.name) s = s.where((eb) => eb.or([eb('w.name', 'ilike', likeValue(q.name!)), eb('w.code', 'ilike', likeValue(q.name!))]));
      const total = Number((await s.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await s
        .leftJoin('cmsCatalog as c', 'c.catalogId', 'w.catalogId')
        .select(ROW_COLUMNS.map((c) => `w.${c}` as const))
        .select('c.name as catalogName')
        .orderBy('w.pageWidgetId', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute();
      return { rows: rows.map((r) => ({ ...r, catalogName: r.catalogName ?? undefined })), total };
    },

    async get(req, type, id, action = 'View') {
      return (await heldOf(req, type, [id], action as PageWidgetAction))[0];
    },

    add: (req, ctx, type, fields) => addWidget(kernel, req, ctx.db, type, fields, '[]'),

    async edit(req, ctx, type, id, fields) {
      const [w] = await heldOf(req, type, [id], 'Edit');
      return editWidget(kernel, req, ctx, w, fields, w.content ?? '[]');
    },

    async remove(req, ctx, type, ids) {
      return removeWidgets(kernel, req, ctx.db, await heldOf(req, type, ids, 'Delete'));
    },

    async publish(req, ctx, type, ids) {
      return publishWidgets(kernel, req, ctx, await heldOf(req, type, ids, 'Publish'), false);
    },

    async describe(req, type, ids) {
      if (!ids.length) return [];
      let s = db
        .selectFrom('cmsPageWidget as w')
        .innerJoin('cmsSite as s', 's.siteId', 'w.siteId')
        .select(['w.pageWidgetId', 'w.name', 'w.siteId', 's.name as siteName'])
        .where('w.type', '=', type)
        .where('w.pageWidgetId', 'in', ids);
      const sites = await viewableSiteIds(kernel, req);
      if (sites) s = s.where('w.siteId', 'in', sites.length ? sites : [0]);
      return s.execute();
    },

    async republish(ids) {
      if (!ids.length) return 0;
      const ws = await db
        .selectFrom('cmsPageWidget')
        .selectAll()
        .where('pageWidgetId', 'in', ids)
        // a published widget being edited again keeps its file: a job's change (an ad's dates) reaches it too
        .where('state', 'in', [PAGE_WIDGET_STATE.PUBLISHED, PAGE_WIDGET_STATE.EDITING])
        .execute();
      const report = emptyReport();
      for (const w of ws) await publishWidgetFile(kernel, w, deployFailuresOf(report));
      return ws.length;
    },
  };
}
