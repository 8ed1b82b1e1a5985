import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { idsBody, likeValue, listRoute, notFound, ok, sql, type Kernel } from '#kernel/server';
import {
  CONTENT_ATTRIBUTES,
  CONTENT_SORTS,
  CONTENT_TYPES,
  ContentQuery,
  type ContentOp,
  type ContentRow,
  ContentSave,
  type ContentStatus,
  type ContentType,
  contentInternalUrl,
  maskToAttributes,
} from '../../shared/content.ts';
import { assertCatalog, catalogNames, viewableCatalogIds } from '../services/catalog-access.ts';
import { assertContent, assertUnlocked, badStatus, logContentOp } from '../services/content-access.ts';
import { nextContentId } from '../services/content-ids.ts';
import { checkContentSave, writeContentSave } from '../services/content-save.ts';
import { type ContentAction, contentActionAllowed } from '../../shared/content-workflow.ts';
import { newContentStatus, writeContentStatus, type ContentValues } from '../services/content-status.ts';
import { requiredSite, siteCountScope } from '../services/site-access.ts';
import { enqueuePublish, enqueueReindex } from '../publish/queue.ts';

const log = (type: string) => ({ title: 'cms:log.content', type });

const TYPE_QUERY = {
  type: 'object',
  required: ['contentType'],
  properties: { contentType: { type: 'string', enum: [...CONTENT_TYPES] } },
} as const;

/** The list columns of a content row. */
export const LIST_COLUMNS = [
  'contentId',
  'catalogId',
  'contentType',
  'title',
  'shortTitle',
  'subTitle',
  'titleStyle',
  'logo',
  'author',
  'editor',
  'status',
  'attributes',
  'topFlag',
  'topDate',
  'isLock',
  'lockUser',
  'copyType',
  'copyId',
  'publishDate',
  'offlineDate',
  'viewCount',
  'createBy',
  'createTime',
] as const;

/**
 * A list row on the wire: attribute names and its internal link, set on the row just read (a copy by spread
 * that then gains properties, here the link and the catalog name, takes V8's slow path: several µs a row).
 */
export const contentWire = (r: Record<string, unknown>) => {
  r.attributes = maskToAttributes(Number(r.attributes));
  r.internalUrl = contentInternalUrl(Number(r.contentId));
  return r as unknown as ContentRow;
};

/** CMS → Contents of the current site (chestnut-api §1.4 content calls, v1.4.3 forms; statuses of §4.1). */
export async function contentRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  /** catalog names of wire rows (the site's names come from the read cache) */
  const withCatalogNames = async (req: FastifyRequest, rows: ContentRow[]) => {
    if (!rows.length) return;
    const names = await catalogNames(kernel, req, (await requiredSite(kernel, req)).siteId);
    for (const r of rows) r.catalogName = names.get(r.catalogId);
  };

  listRoute<ContentRow>(app, kernel, {
    url: '/cms/content/list',
    countScope: siteCountScope(kernel),
    access: 'cms:content:view',
    filters: ContentQuery,
    sorts: CONTENT_SORTS,
    defaultOrder: [
      ['topFlag', 'desc'],
      ['sortFlag', 'desc'],
    ],
    tiebreak: ['contentId', 'desc'],
    query: async (req, query) => {
      const q = query as ContentQuery;
      const site = await requiredSite(kernel, req);
      let s = db.selectFrom('cmsContent').where('deleted', '=', false);
      if (q.catalogId) {
        // a catalog holds contents of its own site only: no site filter, so totals come from the catalog's indexes alone
        const catalog = await assertCatalog(kernel, req, q.catalogId);
        if (catalog.siteId !== site.siteId) throw notFound(String(q.catalogId));
        s = s.where('catalogId', '=', q.catalogId);
      } else {
        s = s.where('siteId', '=', site.siteId);
        const ids = await viewableCatalogIds(kernel, req);
        if (ids) s = s.where('catalogId', 'in', ids.size ? [...ids] : [0]);
      }
      if (q.title) s = s.where('title', 'ilike', likeValue(q.title));
      if (q.contentType) s = s.where('contentType', '=', q.contentType);
      if (q.status) s = s.where('status', '=', q.status as ContentStatus);
      // `attributes <> 0` is implied by the bit test; it lets the partial index of contents with attributes serve
      if (q.attr) s = s.where('attributes', '<>', 0).where(sql<boolean>`attributes & ${CONTENT_ATTRIBUTES[q.attr]} <> 0`);
      return s;
    },
    columns: [...LIST_COLUMNS],
    wire: (_req, r) => contentWire(r),
    complete: withCatalogNames,
  });

  app.get('/cms/catalog/getContentTypes', { config: { access: 'cms:content:view' } }, async (req) =>
    ok(CONTENT_TYPES.map((id) => ({ id, name: req.t(`cms:content.types.${id}`) }))),
  );

  // the editor's initial data: a new content of a catalog and type (contentId 0) or an existing one
  app.get(
    '/cms/content/init/:catalogId/:contentType/:contentId',
    {
      config: { objects: { fields: { contentId: 'content', catalogId: 'catalog' } }, access: 'cms:content:view' },
      schema: {
        params: {
          type: 'object',
          required: ['catalogId', 'contentType', 'contentId'],
          properties: {
            catalogId: { type: 'integer', minimum: 1 },
            contentType: { type: 'string', enum: [...CONTENT_TYPES] },
            contentId: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req) => {
      const p = req.params as { catalogId: number; contentType: ContentType; contentId: number };
      const pipes = (c: { siteId: number }) =>
        db
          .selectFrom('cmsPublishPipe')
          .select(['code', 'name'])
          .where('siteId', '=', c.siteId)
          .where('state', '=', '0')
          .orderBy('sort')
          .execute();
      if (!p.contentId) {
        const catalog = await assertCatalog(kernel, req, p.catalogId);
        return ok({
          // v1.4.3 hands out the new content's id here; the add sends it back
          contentId: await nextContentId(db),
          catalogId: catalog.catalogId,
          catalogName: catalog.name,
          contentType: p.contentType,
          title: '',
          status: newContentStatus('add'),
          original: 'N',
          linkFlag: 'N',
          attributes: [],
          keywords: [],
          tags: [],
          author: req.user!.userName,
          editor: req.user!.userName,
          publishPipe: (await pipes(catalog)).map((x) => x.code),
          publishPipeProps: (await pipes(catalog)).map((x) => ({ pipeCode: x.code, pipeName: x.name, props: {} })),
          catalogConfigProps: catalog.configProps,
          imageList: [],
          audioList: [],
          videoList: [],
          contentHtml: '',
        });
      }
      const c = await assertContent(kernel, req, p.contentId);
      const catalog = await db
        .selectFrom('cmsCatalog')
        .select(['name', 'configProps'])
        .where('catalogId', '=', c.catalogId)
        .executeTakeFirst();
      const body = await db.selectFrom('cmsContentBody').selectAll().where('contentId', '=', c.contentId).executeTakeFirst();
      const rela = await db.selectFrom('cmsContentRela').select('relaContentId').where('contentId', '=', c.contentId).execute();
      const items = (body?.items ?? []) as unknown[];
      return ok({
        ...c,
        attributes: maskToAttributes(c.attributes),
        catalogName: catalog?.name,
        catalogConfigProps: catalog?.configProps ?? {},
        publishPipeProps: (await pipes(c)).map((x) => ({ pipeCode: x.code, pipeName: x.name, props: c.publishPipeProps[x.code] ?? {} })),
        contentHtml: body?.contentHtml ?? '',
        pageTitles: body?.pageTitles ?? null,
        imageList: c.contentType === 'image' ? items : [],
        audioList: c.contentType === 'audio' ? items : [],
        videoList: c.contentType === 'video' ? items : [],
        relaContentIds: rela.map((r) => r.relaContentId),
        internalUrl: contentInternalUrl(c.contentId),
      });
    },
  );

  /** add and update: checked now (refusals name the field), written by an async task; `{taskId, contentId}` */
  contentWriteRoutes(app, kernel);
}

/** Add, edit, delete and the publishing steps of contents (their status through services/content-status.ts). */
function contentWriteRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const save = (adding: boolean) => async (req: FastifyRequest) => {
    const { contentType } = req.query as { contentType: ContentType };
    const body = req.body as ContentSave;
    // an add keeps the id the init handed out (the hook checked it is one no content has), or gets one now
    const handedOut = adding ? body.contentId : undefined;
    if (adding) body.contentId = undefined;
    else if (!body.contentId) throw notFound('contentId');
    const checked = await checkContentSave(kernel, req, body, contentType);
    const newId = adding ? (handedOut ?? (await nextContentId(db))) : undefined;
    const operator = req.user!.userName;
    const taskId = await kernel.tasks.start('ContentSave', undefined, async (ctx) => {
      ctx.progress(20, req.t('cms:content.saving'));
      const id = await writeContentSave(kernel, checked, operator, newId);
      ctx.progress(100);
      return String(id);
    });
    return ok({ taskId, contentId: newId ?? body.contentId });
  };
  app.post(
    '/cms/content',
    {
      config: {
        objects: { fields: { catalogId: ['catalog', 'AddContent'], contentId: 'newContent', relaContentIds: ['content', 'View'] } },
        access: 'cms:content:add',
        log: log('INSERT'),
      },
      schema: { querystring: TYPE_QUERY, body: ContentSave },
    },
    save(true),
  );
  app.put(
    '/cms/content',
    {
      config: {
        objects: { fields: { catalogId: ['catalog', 'View'], relaContentIds: ['content', 'View'] } },
        access: 'cms:content:edit',
        log: log('UPDATE'),
      },
      schema: { querystring: TYPE_QUERY, body: ContentSave },
    },
    save(false),
  );

  /**
   * A status change of several contents: each is checked (right, lock, allowed from its status by the workflow
   * table) before any is changed (by the status writer, with `values`, logged as `opType`); the first refusal names
   * the content and its status.
   */
  const transition = async (
    req: FastifyRequest,
    ids: number[],
    right: 'Publish' | 'DeleteContent' | 'EditContent',
    action: ContentAction,
    values: ContentValues,
    opType: ContentOp,
    after?: (ids: number[]) => Promise<unknown>,
  ) => {
    const rows = [];
    for (const id of [...new Set(ids)]) {
      const c = await assertContent(kernel, req, id, right);
      assertUnlocked(req, c);
      if (!contentActionAllowed(action, c.status)) throw badStatus(req, c);
      rows.push(c);
    }
    const list = rows.map((r) => r.contentId);
    await db.transaction().execute(async (trx) => {
      await writeContentStatus(trx, action, list, values);
      await logContentOp(trx, list, opType, req.user!.userName);
    });
    await after?.(list);
    return ok();
  };

  const idsOf = (b: unknown) => (Array.isArray(b) ? (b as number[]) : ((b as { contentIds?: number[] }).contentIds ?? []));
  const contentIdsBody = {
    anyOf: [idsBody, { type: 'object', required: ['contentIds'], properties: { contentIds: idsBody } }],
  } as const;

  // delete: the statuses the workflow table allows; the contents go to the recycle bin with their status
  app.delete(
    '/cms/content',
    { config: { objects: { fields: { body: 'content' } }, access: 'cms:content:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) =>
      transition(
        req,
        req.body,
        'DeleteContent',
        'delete',
        { deleteBy: req.user!.userName, deleteTime: sql`now()`, topFlag: 0 },
        'DELETE',
        (ids) => enqueueReindex(kernel, ids),
      ),
  );

  /** Registers a publishing step (`POST url`, ids or `{contentIds}`): the contents the caller may publish take `action`. */
  const publishStep = (
    url: string,
    step: {
      action: 'publish' | 'toPublish' | 'offline' | 'archive';
      opType: ContentOp;
      /** further columns of the step */
      values?: ContentValues;
      /** runs after the commit with the changed ids */
      after?: (ids: number[]) => Promise<unknown>;
    },
  ) =>
    app.post(
      url,
      {
        config: { objects: { action: 'Publish', fields: { body: 'content' } }, access: 'cms:content:edit', log: log('UPDATE') },
        schema: { body: contentIdsBody },
      },
      async (req) =>
        transition(
          req,
          idsOf(req.body),
          'Publish',
          step.action,
          { ...step.values, updateBy: req.user!.userName, updateTime: sql`now()` },
          step.opType,
          step.after,
        ),
    );

  // which status allows which step: CONTENT_TRANSITIONS (shared/content-workflow.ts)
  publishStep('/cms/content/publish', {
    action: 'publish',
    opType: 'PUBLISH',
    values: { publishDate: sql`coalesce(publish_date, now())` },
    // the pages are written by the publish queue (its count is what the navbar tag shows)
    after: (ids) =>
      enqueuePublish(
        kernel,
        ids.map((id) => ({ type: 'content', id })),
      ),
  });
  publishStep('/cms/content/to_publish', { action: 'toPublish', opType: 'TO_PUBLISH' });
  /** Removes the contents' published pages from the site (and their catalogs' lists), as the queue does for offline. */
  const takeOffSite = (ids: number[]) =>
    enqueuePublish(
      kernel,
      ids.map((id) => ({ type: 'contentOffline', id })),
    );
  publishStep('/cms/content/offline', { action: 'offline', opType: 'OFFLINE', after: takeOffSite });
  publishStep('/cms/content/archive', { action: 'archive', opType: 'ARCHIVE', after: takeOffSite });
}
