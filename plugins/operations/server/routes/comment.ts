import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { likeValue, listRoute, notFound, sql, type Kernel, type RouteApp } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { CommentQuery, type CommentRow } from '../../shared/comment.ts';
import { cmsOf, siteOf } from '../services/cms.ts';
import { commentComplete, commentSelect, commentWire } from '../services/comment-list.ts';

const siteScope = (kernel: Kernel) => async (req: Parameters<typeof siteOf>[1]) =>
  String((await cmsOf(kernel).currentSite(req))?.siteId ?? 0);

/**
 * The console's comment lists (chestnut-api §1.8): the current site's comments (`GET /comment`, v1.4.3's filters
 * `sourceType`, `sourceId`, `uid`, `auditStatus`; ours `query` in the text or nick name, `delFlag`, `sensitive`),
 * the replies of a comment (`GET /comment/reply/{commentId}`) and its likes (`GET /comment/like/{commentId}`).
 * The moderation desk is this list by state, oldest first, each row with how long it has waited.
 */
export function commentRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  /** the current site and the comment the path names, which must be of it (else 404, as if it did not exist) */
  const siteComment = async (req: FastifyRequest) => {
    const site = await siteOf(kernel, req);
    const id = Number((req.params as { commentId: string }).commentId);
    const c =
      Number.isSafeInteger(id) && id > 0
        ? await db
            .selectFrom('cmsComment')
            .select('commentId')
            .where('commentId', '=', id)
            .where('siteId', '=', site.siteId)
            .executeTakeFirst()
        : undefined;
    if (!c) throw notFound(String(id));
    return { site, commentId: id };
  };
  listRoute<CommentRow>(app, kernel, {
    url: '/comment',
    access: 'comment:view',
    // a content filter of another site finds nothing (the list is the current site's)
    objects: { fields: { sourceId: false } },
    filters: CommentQuery,
    sorts: { commentTime: 'c.commentTime', likeCount: 'c.likeCount', replyCount: 'c.replyCount' },
    defaultOrder: [['c.commentTime', 'desc']],
    tiebreak: ['c.commentId', 'desc'],
    count: 'exact',
    countScope: siteScope(kernel),
    query: async (req, raw) => {
      const q = raw as CommentQuery;
      const site = await siteOf(kernel, req);
      let s = db.selectFrom('cmsComment as c').where('c.siteId', '=', site.siteId);
      if (q.sourceType) s = s.where('c.sourceType', '=', q.sourceType);
      if (q.sourceId) s = s.where('c.sourceId', '=', q.sourceId);
      if (q.uid) s = s.where('c.uid', '=', q.uid);
      if (q.auditStatus) s = s.where('c.auditStatus', '=', Number(q.auditStatus));
      if (q.delFlag) s = s.where('c.delFlag', '=', q.delFlag === 'Y');
      if (q.sensitive === 'Y') s = s.where(sql<boolean>`cardinality(c.sensitive_hits) > 0`);
      const text = q.query?.trim();
      if (text) s = s.where((eb) => eb.or([eb('c.content', 'ilike', likeValue(text)), eb('c.nickName', 'ilike', likeValue(text))]));
      return s;
    },
    select: (base) => base.select(commentSelect as never),
    wire: commentWire,
    complete: commentComplete(kernel),
  });

  listRoute<CommentRow>(app, kernel, {
    url: '/comment/reply/:commentId',
    access: 'comment:view',
    filters: Type.Object({}),
    sorts: { commentTime: 'c.commentTime' },
    defaultOrder: [['c.commentTime', 'asc']],
    tiebreak: ['c.commentId', 'asc'],
    count: 'exact',
    query: async (req) => {
      const { site, commentId } = await siteComment(req);
      return db.selectFrom('cmsComment as c').where('c.siteId', '=', site.siteId).where('c.parentId', '=', commentId);
    },
    select: (base) => base.select(commentSelect as never),
    wire: commentWire,
    complete: commentComplete(kernel),
  });

  listRoute(app, kernel, {
    url: '/comment/like/:commentId',
    access: 'comment:view',
    filters: Type.Object({ uid: Type.Optional(Wire.id()) }),
    sorts: { likeTime: 'l.likeTime' },
    defaultOrder: [['l.likeTime', 'desc']],
    tiebreak: ['l.logId', 'desc'],
    count: 'exact',
    query: async (req, q) => {
      const { site, commentId } = await siteComment(req);
      let s = db.selectFrom('cmsCommentLike as l').where('l.siteId', '=', site.siteId).where('l.commentId', '=', commentId);
      if ((q as { uid?: number }).uid) s = s.where('l.uid', '=', Number((q as { uid?: number }).uid));
      return s;
    },
    columns: ['l.logId', 'l.commentId', 'l.uid', 'l.likeTime'],
    wire: (_req, r) => ({ logId: Number(r.logId), commentId: Number(r.commentId), uid: Number(r.uid), likeTime: r.likeTime }),
  });
}
