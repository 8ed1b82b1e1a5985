import type { FastifyRequest } from 'fastify';
import { AppError, notFound, sql, type Kernel, type ObjectAccessSpec, type ObjectKind } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import type { CatalogAction, PageWidgetAction, SiteAction } from '../../shared/permissions.ts';
import { assertCatalog, catalogRow } from './catalog-access.ts';
import { assertNewContentIds } from './content-ids.ts';
import { pageWidgetPermission } from './page-widget-access.ts';
import { assertSite, cmsPermissions, currentSite } from './site-access.ts';

/**
 * The one by-id access check of the CMS (issue 28): every route whose params, query or body name a site, catalog,
 * content, page widget, resource, template, pipe… goes through these kinds (the kernel's `objectAccess` hook,
 * installed first in the plugin's routes). An object belongs to the current site (else 404, as if it did not
 * exist) and the caller holds the data permission the action needs on it: `Site:<action>` for a site,
 * `Catalog:<action>` for a catalog, the catalog's content rights for a content, `PageWidget:<action>` for a widget.
 * Objects without data permissions of their own (resources, templates, pipes, words…) need their site only.
 */

/** A content action as the catalog right it needs (chestnut-api §4.11: content rights are catalog bits). */
const CONTENT_RIGHT: Record<string, CatalogAction> = { View: 'View', Edit: 'EditContent', Delete: 'DeleteContent', Add: 'AddContent' };

/** id → site of rows of `table` (its site in column `site`); absent ids are left out. */
async function rowsOf(kernel: Kernel, table: string, idColumn: string, ids: number[], site = sql`site_id`) {
  const { rows } = await sql<{ id: string | number; siteId: string | number }>`
    select ${sql.ref(idColumn)} as id, ${site} as site_id from ${sql.table(table)} where ${sql.ref(idColumn)} = any(${ids}::bigint[])`.execute(
    kernel.db,
  );
  return new Map(rows.map((r) => [Number(r.id), { siteId: Number(r.siteId) }]));
}

/** The current site's id; a caller who may view no site is refused (403). */
async function currentSiteId(kernel: Kernel, req: FastifyRequest) {
  const site = await currentSite(kernel, req);
  if (!site) throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.noSite');
  return site.siteId;
}

/** Refuses (404, or `refusal`'s message) an id that is missing or of another site than the request's current one. */
async function inCurrentSite(kernel: Kernel, req: FastifyRequest, ids: number[], found: Map<number, { siteId: number }>, refusal?: string) {
  const siteId = await currentSiteId(kernel, req);
  for (const id of ids)
    if (found.get(id)?.siteId !== siteId) throw refusal ? new AppError(ResultCode.NOT_FOUND, refusal, { value: id }) : notFound(String(id));
}

/** A kind of rows that belong to a site and carry no data permission of their own. */
const siteRows = (
  kernel: Kernel,
  table: string,
  idColumn: string,
  o: { site?: ReturnType<typeof sql>; refusal?: string } = {},
): ObjectKind => ({
  async check(req, ids) {
    await inCurrentSite(kernel, req, ids, await rowsOf(kernel, table, idColumn, ids, o.site), o.refusal);
  },
});

export function cmsObjectKinds(kernel: Kernel): ObjectAccessSpec {
  const site: ObjectKind = {
    async check(req, ids, action) {
      for (const id of ids) await assertSite(kernel, req, id, action as SiteAction);
    },
  };
  const catalog: ObjectKind = {
    async check(req, ids, action) {
      const siteId = await currentSiteId(kernel, req);
      for (const id of ids) {
        // the catalog's own check first would name a catalog of another site: that one is not found instead
        if ((await catalogRow(kernel, req, id))?.siteId !== siteId) throw notFound(String(id));
        await assertCatalog(kernel, req, id, action as CatalogAction);
      }
    },
  };
  const content: ObjectKind = {
    async check(req, ids, action) {
      const rows = await kernel.db
        .selectFrom('cmsContent')
        .select(['contentId', 'siteId', 'catalogId', 'title'])
        .where('contentId', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.contentId, r]));
      await inCurrentSite(kernel, req, ids, byId);
      const perms = await cmsPermissions(kernel, req);
      if (!perms) return;
      const right = CONTENT_RIGHT[action] ?? action;
      for (const id of ids) {
        const c = byId.get(id)!;
        if (!perms.has(`Catalog:${right}:${c.catalogId}`))
          throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.contentPermission', { title: c.title });
      }
    },
  };
  const pageWidget: ObjectKind = {
    async check(req, ids, action) {
      const rows = await kernel.db
        .selectFrom('cmsPageWidget')
        .select(['pageWidgetId', 'siteId', 'name'])
        .where('pageWidgetId', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.pageWidgetId, r]));
      // SPEC §8: 'Invalid page widget id: {0}'
      await inCurrentSite(kernel, req, ids, byId, 'cms:errors.invalidPageWidgetId');
      const perms = await cmsPermissions(kernel, req);
      if (!perms) return;
      for (const id of ids)
        if (!perms.has(pageWidgetPermission(action as PageWidgetAction, id)))
          throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.pageWidgetPermission', { name: byId.get(id)!.name });
    },
  };
  /** a revision is its content's */
  const revision: ObjectKind = {
    async check(req, ids, action) {
      const rows = await kernel.db.selectFrom('cmsContentRevision').select('contentId').where('revisionId', 'in', ids).execute();
      if (rows.length < ids.length) throw notFound(String(ids[0]));
      await content.check(req, [...new Set(rows.map((r) => r.contentId))], action);
    },
  };
  /** an object whose kind the request names (`site`, `catalog`, else a content): that kind's check */
  const byType = (typeOf: (req: FastifyRequest) => unknown): ObjectKind => ({
    async check(req, ids, action) {
      const type = typeOf(req);
      await (type === 'site' ? site : type === 'catalog' ? catalog : content).check(req, ids, action);
    },
  });
  return {
    kinds: {
      site,
      catalog,
      content,
      pageWidget,
      revision,
      // the id an add of a content takes (handed out by the editor's init): one no content of any site has
      newContent: { check: (_req, ids) => assertNewContentIds(kernel.db, ids) },
      // extended model data of a site, catalog or content (`dataType`)
      exmodelData: byType((req) => ((req.method === 'GET' ? req.query : req.body) as { dataType?: string } | undefined)?.dataType),
      // the preview of a site, catalog or content (`/cms/preview/:type/:id`): what the editor checks
      previewed: byType((req) => (req.params as { type?: string }).type),
      resource: siteRows(kernel, 'cms_resource', 'resource_id'),
      template: siteRows(kernel, 'cms_template', 'template_id'),
      pipe: siteRows(kernel, 'cms_publish_pipe', 'pipe_id'),
      // a site's properties are edited from the site screen, for any site the caller may edit: that site's check
      siteProperty: {
        async check(req, ids, action) {
          const found = await rowsOf(kernel, 'cms_site_property', 'property_id', ids);
          for (const id of ids) if (!found.has(id)) throw notFound(String(id));
          await site.check(req, [...new Set([...found.values()].map((r) => r.siteId))], action === 'View' ? 'View' : 'Edit');
        },
      },
      dynamicPage: siteRows(kernel, 'cms_dynamic_page', 'page_id'),
      xmodel: siteRows(kernel, 'cms_xmodel', 'model_id', { site: sql`owner_id::bigint`, refusal: 'cms:errors.xmodelSiteModel' }),
      xmodelField: {
        async check(req, ids) {
          const rows = await kernel.db
            .selectFrom('cmsXmodelField as f')
            .innerJoin('cmsXmodel as m', 'm.modelId', 'f.modelId')
            .select(['f.fieldId', 'm.ownerId'])
            .where('f.fieldId', 'in', ids)
            .execute();
          await inCurrentSite(kernel, req, ids, new Map(rows.map((r) => [r.fieldId, { siteId: Number(r.ownerId) }])));
        },
      },
      tagWordGroup: siteRows(kernel, 'cms_tag_word_group', 'group_id', { refusal: 'cms:errors.wordGroupNotFound' }),
      tagWord: siteRows(kernel, 'cms_tag_word', 'word_id'),
      hotWordGroup: siteRows(kernel, 'cms_hot_word_group', 'group_id', { refusal: 'cms:errors.wordGroupNotFound' }),
      hotWord: siteRows(kernel, 'cms_hot_word', 'word_id'),
    },
    fields: {
      siteId: 'site',
      catalogId: 'catalog',
      catalogIds: 'catalog',
      toCatalogIds: 'catalog',
      contentId: 'content',
      contentIds: 'content',
      relaContentIds: 'content',
      targetContentId: 'content',
      pageWidgetId: 'pageWidget',
      resourceId: 'resource',
      templateId: 'template',
      publishpipeId: 'pipe',
      propertyId: 'siteProperty',
      pageId: 'dynamicPage',
      modelId: 'xmodel',
      fieldId: 'xmodelField',
      dataId: 'exmodelData',
    },
  };
}
