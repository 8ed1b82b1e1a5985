import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { fail, idParam, idsBody, likeValue, listRoute, notFound, ok, sql, type Kernel } from '#kernel/server';
import { type ContentSave, type ContentType, ContentQuery, type RecycleRow } from '../../shared/content.ts';
import { enqueueReindex } from '../publish/queue.ts';
import { viewableCatalogIds } from '../services/catalog-access.ts';
import { assertCatalogRight, assertContent, logContentOp } from '../services/content-access.ts';
import { checkContentSave, writeContentSave } from '../services/content-save.ts';
import { writeContentStatus } from '../services/content-status.ts';
import { requiredSite, siteCountScope } from '../services/site-access.ts';
import { LIST_COLUMNS, contentWire } from './content.ts';

const log = (type: string) => ({ title: 'cms:log.content', type });

/** CMS → Contents → Recycle bin (v1.4.3 logical delete) and the revisions every save keeps. */
export async function contentRecycleRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<RecycleRow>(app, kernel, {
    url: '/cms/content/recycle',
    countScope: siteCountScope(kernel),
    access: 'cms:content:view',
    filters: ContentQuery,
    sorts: { deleteTime: 'deleteTime' },
    defaultOrder: [['deleteTime', 'desc']],
    tiebreak: ['contentId', 'desc'],
    query: async (req, query) => {
      const q = query as ContentQuery;
      const site = await requiredSite(kernel, req);
      let s = db.selectFrom('cmsContent').where('siteId', '=', site.siteId).where('deleted', '=', true);
      const ids = await viewableCatalogIds(kernel, req);
      if (ids) s = s.where('catalogId', 'in', ids.size ? [...ids] : [0]);
      if (q.catalogId) s = s.where('catalogId', '=', q.catalogId);
      if (q.title) s = s.where('title', 'ilike', likeValue(q.title));
      if (q.contentType) s = s.where('contentType', '=', q.contentType);
      if (q.status) s = s.where('deleteStatus', '=', q.status);
      return s;
    },
    columns: [...LIST_COLUMNS, 'deleteStatus', 'deleteBy', 'deleteTime'],
    wire: (_req, r) => contentWire(r) as RecycleRow,
    count: 'exact',
  });

  /** deleted contents of the caller's site that they may delete in their catalog */
  const recycled = async (req: FastifyRequest, list: number[]) => {
    const site = await requiredSite(kernel, req);
    const rows = await db
      .selectFrom('cmsContent')
      .selectAll()
      .where('contentId', 'in', list.length ? list : [0])
      .where('deleted', '=', true)
      .where('siteId', '=', site.siteId)
      .execute();
    if (rows.length !== new Set(list).size) throw notFound(String(list.find((id) => !rows.some((r) => r.contentId === id))));
    for (const r of rows) await assertCatalogRight(kernel, req, r.catalogId, 'DeleteContent', r.title);
    return rows;
  };

  // restore: back to the status it had, unless its catalog is gone
  app.post(
    '/cms/content/recycle/recover',
    {
      config: { objects: { action: 'Delete', fields: { body: 'content' } }, access: 'cms:content:delete', log: log('UPDATE') },
      schema: { body: idsBody },
    },
    async (req) => {
      const rows = await recycled(req, req.body);
      const catalogs = new Set(
        (
          await db
            .selectFrom('cmsCatalog')
            .select('catalogId')
            .where(
              'catalogId',
              'in',
              rows.map((r) => r.catalogId),
            )
            .execute()
        ).map((c) => c.catalogId),
      );
      const orphan = rows.find((r) => !catalogs.has(r.catalogId));
      if (orphan) throw fail('cms:errors.recoverNoCatalog', { title: orphan.title });
      await db.transaction().execute(async (trx) => {
        await writeContentStatus(
          trx,
          'recover',
          rows.map((r) => r.contentId),
          { deleteBy: null, deleteTime: null },
        );
        await logContentOp(
          trx,
          rows.map((r) => r.contentId),
          'RECOVER',
          req.user!.userName,
        );
      });
      await enqueueReindex(
        kernel,
        rows.map((r) => r.contentId),
      );
      return ok();
    },
  );

  // purge: the rows go, with their bodies, relations, logs and revisions (foreign keys)
  app.delete(
    '/cms/content/recycle',
    { config: { objects: { fields: { body: 'content' } }, access: 'cms:content:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const rows = await recycled(req, req.body);
      await db
        .deleteFrom('cmsContent')
        .where(
          'contentId',
          'in',
          rows.map((r) => r.contentId),
        )
        .execute();
      return ok();
    },
  );

  const contentIdQuery = { type: 'object', required: ['contentId'], properties: { contentId: { type: 'integer', minimum: 1 } } } as const;
  app.get('/cms/content/revisions', { config: { access: 'cms:content:view' }, schema: { querystring: contentIdQuery } }, async (req) => {
    const c = await assertContent(kernel, req, (req.query as { contentId: number }).contentId);
    const rows = await db
      .selectFrom('cmsContentRevision')
      .select(['revisionId', 'revisionNo', 'createBy', 'createTime', sql<string>`data->>'title'`.as('title')])
      .where('contentId', '=', c.contentId)
      .orderBy('revisionNo', 'desc')
      .limit(200)
      .execute();
    return ok({ rows, total: rows.length });
  });

  const revision = async (req: FastifyRequest, id: number) => {
    const r = await db.selectFrom('cmsContentRevision').selectAll().where('revisionId', '=', id).executeTakeFirst();
    if (!r) throw notFound(String(id));
    const c = await assertContent(kernel, req, r.contentId);
    return { r, c };
  };
  app.get(
    '/cms/content/revision/:id',
    { config: { objects: { fields: { id: 'revision' } }, access: 'cms:content:view' }, schema: { params: idParam } },
    async (req) => {
      const { r } = await revision(req, req.params.id);
      return ok(r);
    },
  );

  // restoring a revision saves its DTO again (all checks apply) and so becomes the newest revision
  app.post(
    '/cms/content/revision/:id/restore',
    { config: { objects: { fields: { id: 'revision' } }, access: 'cms:content:edit', log: log('UPDATE') }, schema: { params: idParam } },
    async (req) => {
      const { r, c } = await revision(req, req.params.id);
      const dto = r.data as ContentSave & { contentType: ContentType };
      const checked = await checkContentSave(kernel, req, { ...dto, contentId: c.contentId, catalogId: c.catalogId }, c.contentType);
      await writeContentSave(kernel, checked, req.user!.userName);
      await logContentOp(db, [c.contentId], 'RESTORE', req.user!.userName, String(r.revisionNo));
      return ok();
    },
  );
}
