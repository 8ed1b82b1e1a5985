import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { AppError, fail, idParam, idsBody, invalidField, ok, sql, type Kernel } from '#kernel/server';
import { ResultCode, SUPER_ROLE } from '#kernel/shared';
import { Type } from 'typebox';
import { CONTENT_ATTRIBUTE_NAMES, CONTENT_ATTRIBUTES, type ContentAttribute, type ContentOp } from '../../shared/content.ts';
import { enqueueReindex } from '../publish/queue.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertContent, assertUnlocked, logContentOp } from '../services/content-access.ts';
import { newContentStatus, writeContentStatus, type ContentValues } from '../services/content-status.ts';
import { LIST_COLUMNS, contentWire } from './content.ts';

const log = (type: string) => ({ title: 'cms:log.content', type });
const id = Type.Integer({ minimum: 1 });
const ids = Type.Array(id, { minItems: 1, maxItems: 500 });
const TopBody = Type.Object({
  contentIds: ids,
  topEndTime: Type.Optional(
    Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?$' }),
  ),
});
const SortBody = Type.Object({ contentId: id, targetContentId: id });
const MoveBody = Type.Object({ contentIds: ids, catalogId: id });
const CopyBody = Type.Object({ contentIds: ids, catalogIds: ids, copyType: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }) });
const AttrBody = Type.Object({
  contentIds: ids,
  attr: Type.Unsafe<ContentAttribute>({ type: 'string', enum: CONTENT_ATTRIBUTE_NAMES }),
});

const user = (req: FastifyRequest) => req.user!.userName;

/** contents the caller may edit and that no one else holds locked */
async function editable(kernel: Kernel, req: FastifyRequest, list: number[], right: 'EditContent' | 'Publish' = 'EditContent') {
  const out = [];
  for (const id of [...new Set(list)]) {
    const c = await assertContent(kernel, req, id, right);
    assertUnlocked(req, c);
    out.push(c);
  }
  return out;
}

/** Writes `values` to the contents and records the operation on each in their log. */
async function updateLogged(
  kernel: Kernel,
  req: FastifyRequest,
  rows: { contentId: number }[],
  values: ContentValues,
  op: ContentOp,
  detail?: string,
) {
  const { db } = kernel;
  const contentIds = rows.map((r) => r.contentId);
  await db.updateTable('cmsContent').set(values).where('contentId', 'in', contentIds).execute();
  await logContentOp(db, contentIds, op, user(req), detail);
}

/** CMS → Contents: top, sort, copy, move, lock, attributes, related contents and the operation log (v1.4.3). */
export async function contentOpsRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  app.post(
    '/cms/content/set_top',
    {
      config: { access: 'cms:content:edit', log: log('UPDATE') },
      schema: { body: TopBody },
    },
    async (req) => {
      const b = req.body;
      const end = b.topEndTime ? (b.topEndTime.length === 10 ? `${b.topEndTime} 23:59:59` : b.topEndTime) : null;
      if (end && end <= new Date().toISOString().slice(0, 19).replace('T', ' ')) throw invalidField('topEndTime', 'cms:errors.topEndPast');
      const rows = await editable(kernel, req, b.contentIds);
      await updateLogged(
        kernel,
        req,
        rows,
        { topFlag: Date.now(), topDate: end, updateBy: user(req), updateTime: sql`now()` },
        'TOP',
        end ?? undefined,
      );
      return ok();
    },
  );

  app.post(
    '/cms/content/cancel_top',
    { config: { objects: { fields: { body: 'content' } }, access: 'cms:content:edit', log: log('UPDATE') }, schema: { body: ids } },
    async (req) => {
      const rows = await editable(kernel, req, req.body);
      await updateLogged(kernel, req, rows, { topFlag: 0, topDate: null }, 'CANCEL_TOP');
      return ok();
    },
  );

  // sort before the target: the content takes its place and its top state (SPEC §4)
  app.post(
    '/cms/content/sort',
    {
      config: { objects: { fields: { targetContentId: ['content', 'View'] } }, access: 'cms:content:edit', log: log('UPDATE') },
      schema: { body: SortBody },
    },
    async (req) => {
      const b = req.body;
      const [c] = await editable(kernel, req, [b.contentId]);
      const target = await assertContent(kernel, req, b.targetContentId);
      if (target.catalogId !== c.catalogId) throw invalidField('targetContentId', 'cms:errors.sortOtherCatalog');
      if (target.contentId === c.contentId) return ok();
      await db.transaction().execute(async (trx) => {
        // everything from the target up moves one step up, the content takes the target's place
        await trx
          .updateTable('cmsContent')
          .set({ sortFlag: sql`sort_flag + 1` })
          .where('catalogId', '=', c.catalogId)
          .where('sortFlag', '>=', target.sortFlag)
          .where('contentId', '<>', c.contentId)
          .execute();
        await trx
          .updateTable('cmsContent')
          .set({ sortFlag: target.sortFlag + 1, topFlag: target.topFlag, topDate: target.topFlag ? target.topDate : null })
          .where('contentId', '=', c.contentId)
          .execute();
        await logContentOp(trx, [c.contentId], 'SORT', user(req), String(target.contentId));
      });
      return ok();
    },
  );

  // move: to another catalog of the site, back to draft, untopped, pipes cleared
  app.post(
    '/cms/content/move',
    {
      config: {
        objects: { fields: { contentIds: ['content', 'Delete'], catalogId: ['catalog', 'AddContent'] } },
        access: 'cms:content:edit',
        log: log('UPDATE'),
      },
      schema: { body: MoveBody },
    },
    async (req) => {
      const b = req.body;
      const rows = await editable(kernel, req, b.contentIds);
      const to = await assertCatalog(kernel, req, b.catalogId, 'AddContent');
      if (to.catalogType === 'link') throw invalidField('catalogId', 'cms:errors.linkCatalogContent', { name: to.name });
      if (rows.some((r) => r.siteId !== to.siteId)) throw invalidField('catalogId', 'cms:errors.catalogOtherSite');
      for (const r of rows) await assertContent(kernel, req, r.contentId, 'DeleteContent');
      const moved = rows.map((r) => r.contentId);
      await writeContentStatus(db, 'move', moved, {
        catalogId: to.catalogId,
        catalogAncestors: to.ancestors,
        topFlag: 0,
        topDate: null,
        publishPipe: sql`'{}'::text[]`,
        publishPipeProps: sql`'{}'::jsonb`,
        updateBy: user(req),
        updateTime: sql`now()`,
      });
      await logContentOp(db, moved, 'MOVE', user(req), to.name);
      await enqueueReindex(kernel, moved);
      return ok();
    },
  );

  // copy: 1 independent (a new draft with its own body), 2 mapping (a new draft pointing at the source)
  app.post(
    '/cms/content/copy',
    {
      config: {
        objects: { fields: { contentIds: ['content', 'View'], catalogIds: ['catalog', 'AddContent'] } },
        access: 'cms:content:add',
        log: log('INSERT'),
      },
      schema: { body: CopyBody },
    },
    async (req) => {
      const b = req.body;
      const sources: Awaited<ReturnType<typeof assertContent>>[] = [];
      for (const id of [...new Set(b.contentIds)]) {
        const c = await assertContent(kernel, req, id);
        assertUnlocked(req, c);
        sources.push(c);
      }
      const targets: Awaited<ReturnType<typeof assertCatalog>>[] = [];
      for (const id of [...new Set(b.catalogIds)]) {
        const t = await assertCatalog(kernel, req, id, 'AddContent');
        if (t.catalogType === 'link') throw invalidField('catalogIds', 'cms:errors.linkCatalogContent', { name: t.name });
        targets.push(t);
      }
      const added: number[] = [];
      await db.transaction().execute(async (trx) => {
        for (const t of targets)
          for (const s of sources) {
            if (t.siteId !== s.siteId) throw invalidField('catalogIds', 'cms:errors.catalogOtherSite');
            const { contentId: _id, createTime: _c, updateTime: _u, updateBy: _b, version: _v, ...rest } = s;
            const row = await trx
              .insertInto('cmsContent')
              .values({
                ...rest,
                catalogId: t.catalogId,
                catalogAncestors: t.ancestors,
                status: newContentStatus('copy'),
                topFlag: 0,
                topDate: null,
                isLock: 'N',
                lockUser: null,
                copyType: b.copyType,
                copyId: s.contentId,
                sortFlag: Date.now(),
                viewCount: 0,
                likeCount: 0,
                favoriteCount: 0,
                commentCount: 0,
                publishPipeProps: sql`${JSON.stringify(s.publishPipeProps)}::jsonb`,
                configProps: sql`${JSON.stringify(s.configProps)}::jsonb`,
                createBy: user(req),
              })
              .returning('contentId')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('cmsContentBody')
              .columns(['contentId', 'contentHtml', 'pageTitles', 'items'])
              .expression((eb) =>
                eb
                  .selectFrom('cmsContentBody')
                  .select((e) => [e.val(row.contentId).as('contentId'), 'contentHtml', 'pageTitles', 'items'])
                  .where('contentId', '=', s.contentId),
              )
              .execute();
            added.push(row.contentId);
          }
        await logContentOp(trx, added, 'ADD', user(req), b.copyType === 1 ? 'copy' : 'mapping');
      });
      return ok(added);
    },
  );

  for (const [url, locking] of [
    ['/cms/content/lock/:id', true],
    ['/cms/content/unlock/:id', false],
  ] as const)
    app.post(
      url,
      { config: { objects: { fields: { id: 'content' } }, access: 'cms:content:edit', log: log('UPDATE') }, schema: { params: idParam } },
      async (req) => {
        const c = await assertContent(kernel, req, req.params.id, 'EditContent');
        const admin = req.identity?.superAdmin || req.identity?.roles?.includes(SUPER_ROLE);
        if (locking) {
          assertUnlocked(req, c);
        } else if (c.isLock === 'Y' && c.lockUser !== user(req) && !admin) {
          // only the holder or an administrator unlocks
          throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.contentLocked', { title: c.title, user: c.lockUser });
        }
        await db
          .updateTable('cmsContent')
          .set({ isLock: locking ? 'Y' : 'N', lockUser: locking ? user(req) : null })
          .where('contentId', '=', c.contentId)
          .execute();
        await logContentOp(db, [c.contentId], locking ? 'LOCK' : 'UNLOCK', user(req));
        return ok(locking ? user(req) : null);
      },
    );

  for (const [method, adding] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/cms/content/attr',
      config: { objects: { action: 'Edit' }, access: 'cms:content:edit', log: log('UPDATE') },
      schema: { body: AttrBody },
      handler: async (req) => {
        const b = req.body;
        const rows = await editable(kernel, req, b.contentIds);
        const bit = CONTENT_ATTRIBUTES[b.attr];
        await db
          .updateTable('cmsContent')
          .set({ attributes: adding ? sql`attributes | ${bit}` : sql`attributes & ~(${bit}::int)` })
          .where(
            'contentId',
            'in',
            rows.map((r) => r.contentId),
          )
          .execute();
        return ok();
      },
    });

  contentRelaRoutes(app, kernel);
}

/** A content's related contents and its operation log. */
function contentRelaRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  app.get(
    '/cms/content/log',
    {
      config: { access: 'cms:content:view' },
      schema: { querystring: { type: 'object', required: ['contentId'], properties: { contentId: { type: 'integer', minimum: 1 } } } },
    },
    async (req) => {
      const c = await assertContent(kernel, req, (req.query as { contentId: number }).contentId);
      const rows = await db
        .selectFrom('cmsContentOpLog')
        .select(['logId', 'opType', 'operator', 'opTime', 'detail'])
        .where('contentId', '=', c.contentId)
        .orderBy('opTime', 'desc')
        .orderBy('logId', 'desc')
        .limit(200)
        .execute();
      return ok({ rows: rows.map((r) => ({ ...r, opTypeName: req.t(`cms:content.ops.${r.opType}`) })), total: rows.length });
    },
  );

  const contentIdQuery = {
    type: 'object',
    required: ['contentId'],
    properties: { contentId: { type: 'integer', minimum: 1 }, title: { type: 'string', maxLength: 100 } },
  } as const;
  app.get('/cms/content/rela', { config: { access: 'cms:content:view' }, schema: { querystring: contentIdQuery } }, async (req) => {
    const q = req.query as { contentId: number; title?: string };
    const c = await assertContent(kernel, req, q.contentId);
    let s = db
      .selectFrom('cmsContentRela as r')
      .innerJoin('cmsContent as c', 'c.contentId', 'r.relaContentId')
      .select(LIST_COLUMNS.map((k) => `c.${k}` as const))
      .where('r.contentId', '=', c.contentId)
      .where('c.deleted', '=', false);
    if (q.title) s = s.where('c.title', 'ilike', `%${q.title.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const rows = (await s.orderBy('r.relaId').execute()).map((r) => contentWire(r));
    return ok({ rows, total: rows.length });
  });
  for (const [method, adding] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/cms/content/rela',
      config: { objects: { action: 'Edit', fields: { body: ['content', 'View'] } }, access: 'cms:content:edit', log: log('UPDATE') },
      schema: { querystring: contentIdQuery, body: idsBody },
      handler: async (req) => {
        const [c] = await editable(kernel, req, [(req.query as { contentId: number }).contentId]);
        const list = req.body.filter((id) => id !== c.contentId);
        if (!list.length) return ok();
        if (adding) {
          const found = await db
            .selectFrom('cmsContent')
            .select('contentId')
            .where('contentId', 'in', list)
            .where('siteId', '=', c.siteId)
            .execute();
          if (found.length !== new Set(list).size) throw fail('cms:errors.relaOtherSite');
          await db
            .insertInto('cmsContentRela')
            .values(found.map((f) => ({ siteId: c.siteId, contentId: c.contentId, relaContentId: f.contentId, createBy: user(req) })))
            .onConflict((oc) => oc.columns(['contentId', 'relaContentId']).doNothing())
            .execute();
        } else await db.deleteFrom('cmsContentRela').where('contentId', '=', c.contentId).where('relaContentId', 'in', list).execute();
        return ok();
      },
    });
}
