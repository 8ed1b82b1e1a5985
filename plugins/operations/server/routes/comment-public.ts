import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AppError,
  createCaptcha,
  envRateLimit,
  JSON_TYPE,
  notFound,
  ok,
  okText,
  RateLimiter,
  sql,
  type Kernel,
  type RouteApp,
} from '#kernel/server';
import { Wire } from '#kernel/shared';
import { COMMENT_AUDIT, COMMENT_LIMITS, CommentAdd, CommentPublicQuery, CommentRepliesQuery } from '../../shared/comment.ts';
import { COMMENT_AWAITING_EVENT, likeComment, submitComment } from '../services/comment-actions.ts';
import { membersOf, shownContentOf } from '../services/comment-host.ts';
import { commentAnswersOf, contentOfComment, keepCommentAnswers } from '../services/comment-answers.ts';
import { isShown, PUBLIC_COLUMNS, type PublicRow, publicComment, shownComments } from '../services/comment-rows.ts';

export { COMMENT_AWAITING_EVENT };

/** Comments a client address may write a minute (COMMENT_RATE_LIMIT, 0 = no limit, default 10); reads and likes ten times that. */
export function commentRateLimits(env: NodeJS.ProcessEnv = process.env) {
  const n = envRateLimit('COMMENT_RATE_LIMIT', 10, env);
  return { write: n, read: n === 0 ? 0 : n * 30, like: n === 0 ? 0 : n * 3 };
}

// the ids these public routes take are contents and comments of any site: no console site check
const PUBLIC = { access: 'public', log: false, objects: { fields: { contentId: false, parentId: false, commentId: false } } } as const;
const REPLIES_SHOWN = 3;

/**
 * The public comment API of the published sites (chestnut-api §4.10; the member cookie's path `/api/` reaches
 * it): a content's shown comments with their first replies, their count and one comment's replies; writing a
 * comment or a reply (a signed-in member, or a visitor with the captcha where the site allows it; a muted member
 * is refused; the text, nick name and URL pass the sensitive-word check; the site's `EnableCommentAudit` decides
 * whether it waits, and a waiting one is announced as `operations.comment.awaiting`), and a like, one per member
 * (the unique index decides). Rate-limited per address; bodies of at most 8 KB. The reads answer from memory, kept
 * exact per content (services/comment-answers.ts).
 */
/** the reads a published page's script makes (its list, count, replies and the visitor's captcha): any origin may read them */
const READABLE = { ...PUBLIC, anyOrigin: true } as const;

export function commentPublicRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  keepCommentAnswers(kernel);
  const limits = commentRateLimits();
  const limiters = {
    write: new RateLimiter(limits.write, 60_000),
    read: new RateLimiter(limits.read, 60_000),
    like: new RateLimiter(limits.like, 60_000),
  };
  const page = (q: { pageNum?: number; pageSize?: number }) => {
    const size = q.pageSize ?? 10;
    return { size, offset: ((q.pageNum ?? 1) - 1) * size };
  };
  // the reads' content check (writes ask the CMS each time)
  const shownContent = async (contentId: number) => {
    const c = await shownContentOf(kernel, contentId);
    if (!c) throw notFound(String(contentId));
    return c;
  };

  // the answers' data as JSON text, kept per content (services/comment-answers.ts); null: not found
  const listText = async (contentId: number, size: number, offset: number) => {
    // one statement: the page with its total (a window count) and each comment's first replies as a JSON array
    const top = await sql<PublicRow & { total: string; replies: unknown[][] }>`
        select t.*, (
          select coalesce(json_agg(json_build_array(r.comment_id, r.uid, r.nick_name, r.content, r.like_count, r.reply_count,
              r.official, to_char(r.comment_time, 'YYYY-MM-DD HH24:MI:SS')) order by r.comment_time, r.comment_id), '[]'::json)
          from (select x.comment_id, x.uid, x.nick_name, x.content, x.like_count, x.reply_count, x.official, x.comment_time
            from cms_comment x where x.parent_id = t."commentId" and x.audit_status = ${COMMENT_AUDIT.PASSED} and not x.del_flag
            order by x.comment_time, x.comment_id limit ${REPLIES_SHOWN}) r) as replies
        from (
          select c.comment_id as "commentId", c.parent_id as "parentId", c.uid, c.nick_name as "nickName", c.content,
            c.like_count as "likeCount", c.reply_count as "replyCount", c.official, c.comment_time as "commentTime",
            count(*) over () as total
          from cms_comment c
          where c.source_id = ${contentId} and c.parent_id is null and c.audit_status = ${COMMENT_AUDIT.PASSED} and not c.del_flag
          order by c.comment_time desc, c.comment_id desc offset ${offset} limit ${size}) t
        order by t."commentTime" desc, t."commentId" desc`.execute(db);
    const list = top.rows.map(({ replies, total: _total, ...row }) => ({
      ...publicComment(row),
      replies: replies.map(([commentId, uid, nickName, content, likeCount, replyCount, official, commentTime]) =>
        publicComment({ commentId, parentId: row.commentId, uid, nickName, content, likeCount, replyCount, official, commentTime }),
      ),
    }));
    let total = Number(top.rows[0]?.total ?? 0);
    if (!list.length && offset > 0) {
      // a page past the end: the total counted alone
      const n = await shownComments(db)
        .where('sourceId', '=', contentId)
        .where('parentId', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      total = Number(n.n);
    }
    return JSON.stringify({ rows: list, total });
  };
  const countText = async (contentId: number) => {
    const { rows } = await sql<{ n: string }>`
        select count(*) as n from cms_comment c left join cms_comment p on p.comment_id = c.parent_id
        where c.source_id = ${contentId} and c.audit_status = ${COMMENT_AUDIT.PASSED} and not c.del_flag
          and (c.parent_id is null or (p.audit_status = ${COMMENT_AUDIT.PASSED} and not p.del_flag))`.execute(db);
    return JSON.stringify({ total: Number(rows[0]?.n ?? 0) });
  };
  const repliesText = async (commentId: number, size: number, offset: number) => {
    const parent = await db
      .selectFrom('cmsComment')
      .select(['auditStatus', 'delFlag', 'parentId'])
      .where('commentId', '=', commentId)
      .executeTakeFirst();
    // the replies of a hidden comment are hidden too
    if (!parent || !isShown(parent) || parent.parentId != null) return null;
    const base = shownComments(db).where('parentId', '=', commentId);
    const [rows, total] = await Promise.all([
      base.select(PUBLIC_COLUMNS).orderBy('commentTime').orderBy('commentId').offset(offset).limit(size).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return JSON.stringify({ rows: rows.map(publicComment), total: Number(total.n) });
  };
  // the kept answer as the envelope's text (cheaper than serializing the answer's objects at each read)
  const send = (req: FastifyRequest, reply: FastifyReply, dataText: string) =>
    reply.type(JSON_TYPE).send(okText(req.t('server:ok'), dataText));

  app.get('/api/comment/list', { config: READABLE, schema: { querystring: CommentPublicQuery } }, async (req, reply) => {
    await limiters.read.check(req, 'comment-read');
    const q = req.query;
    const { size, offset } = page(q);
    await shownContent(q.contentId);
    const text = await commentAnswersOf(kernel, q.contentId).answer(`list:${q.pageNum ?? 1}:${size}`, () =>
      listText(q.contentId, size, offset),
    );
    return send(req, reply, text!);
  });

  app.get(
    '/api/comment/count',
    { config: READABLE, schema: { querystring: Type.Object({ contentId: Wire.id() }) } },
    async (req, reply) => {
      await limiters.read.check(req, 'comment-read');
      const { contentId } = req.query;
      await shownContent(contentId);
      const text = await commentAnswersOf(kernel, contentId).answer('count', () => countText(contentId));
      return send(req, reply, text!);
    },
  );

  app.get('/api/comment/replies', { config: READABLE, schema: { querystring: CommentRepliesQuery } }, async (req, reply) => {
    await limiters.read.check(req, 'comment-read');
    const { commentId } = req.query;
    const contentId = await contentOfComment(kernel, commentId);
    const { size, offset } = page(req.query);
    const text =
      contentId == null
        ? null
        : await commentAnswersOf(kernel, contentId).answer(`replies:${commentId}:${req.query.pageNum ?? 1}:${size}`, () =>
            repliesText(commentId, size, offset),
          );
    if (text == null) throw notFound(String(commentId));
    return send(req, reply, text);
  });

  // a visitor's captcha (the console's /captchaImage answers nothing while the console's captcha is off)
  app.get('/api/comment/captcha', { config: READABLE }, async (req) => {
    await limiters.like.check(req, 'comment-captcha');
    return ok(await createCaptcha(db));
  });

  app.post('/api/comment', { config: PUBLIC, bodyLimit: COMMENT_LIMITS.bodyBytes, schema: { body: CommentAdd } }, async (req) => {
    await limiters.write.check(req, 'comment-write');
    const member = (await membersOf(kernel)?.memberOf(req)) ?? null;
    const saved = await submitComment(kernel, req, req.body, member);
    return ok({ commentId: saved.commentId, auditStatus: saved.auditStatus });
  });

  app.post(
    '/api/comment/like/:commentId',
    { config: PUBLIC, bodyLimit: 1024, schema: { params: Type.Object({ commentId: Wire.id() }) } },
    async (req: FastifyRequest<{ Params: { commentId: number } }>) => {
      await limiters.like.check(req, 'comment-like');
      const member = await membersOf(kernel)?.memberOf(req);
      if (!member) throw new AppError(401, 'operations:comment.errors.signIn');
      const liked = await likeComment(kernel, member, req.params.commentId);
      return ok({ likeCount: liked.likeCount });
    },
  );
}
