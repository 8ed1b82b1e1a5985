import type { FastifyRequest } from 'fastify';
import { emitEvent, fail, invalidField, type Kernel, notFound } from '#kernel/server';
import type { SiteMember } from '#kernel/shared';
import { COMMENT_AUDIT, type CommentAdd } from '../../shared/comment.ts';
import { dropCommentAnswers } from './comment-answers.ts';
import { contentsOf, countComment, membersOf } from './comment-host.ts';
import { isShown, refreshReplyCounts } from './comment-rows.ts';
import { commentAuthor, commentUrl, newCommentRow, replyTarget, sensitiveCheck } from './comment-write.ts';
import { countCommentLike } from './reaction-counts.ts';
import { noticeShownComments } from './comment-notices.ts';

/** the event staff subscribe to: a comment waits for audit */
export const COMMENT_AWAITING_EVENT = 'operations.comment.awaiting';

/**
 * Writes a comment or a reply (the JSON API's and the page forms' one way): the content published, the author the
 * member (not muted) or a visitor with the captcha where the site allows it, the reply on a shown comment of the
 * same content, the text, nick name and URL past the sensitive-word check; it waits for audit when the site's
 * `EnableCommentAudit` says so or it holds sensitive words (then announced as `operations.comment.awaiting`).
 * `siteId`, when given, is the site the content must be of (a page's form of that site).
 */
export async function submitComment(kernel: Kernel, req: FastifyRequest, b: CommentAdd, member: SiteMember | null, siteId?: number) {
  const { db } = kernel;
  const content = await contentsOf(kernel).content(b.contentId);
  // a page's form comments on the contents of its own site only
  if (!content || (siteId != null && content.siteId !== siteId)) throw invalidField('contentId', 'operations:comment.errors.noContent');
  const who = await commentAuthor(kernel, member, content, b);
  const target = await replyTarget(kernel, content.contentId, b.parentId);
  const url = commentUrl(b.url);
  const hits = await sensitiveCheck(kernel, b.content, who.member ? null : who.nickName, url);
  const row = newCommentRow(req, content, b, who, target, hits, url);
  const saved = await db.transaction().execute(async (trx) => {
    const r = await trx.insertInto('cmsComment').values(row).returning(['commentId', 'auditStatus']).executeTakeFirstOrThrow();
    if (r.auditStatus === COMMENT_AUDIT.WAIT)
      await emitEvent(kernel, trx, COMMENT_AWAITING_EVENT, {
        commentId: Number(r.commentId),
        contentTitle: content.title,
        nickName: who.nickName,
        content: row.content.slice(0, 200),
        sensitiveWords: hits.join('、'),
      });
    else if (target) {
      await refreshReplyCounts(trx, [target.parentId]);
      // published at once: the member replied to hears of it
      await noticeShownComments(kernel, trx, [Number(r.commentId)], false);
    }
    return r;
  });
  // read-your-writes here; the table's trigger tells the other processes
  dropCommentAnswers(kernel, [content.contentId]);
  if (saved.auditStatus === COMMENT_AUDIT.PASSED) countComment(kernel, { siteId: content.siteId, sourceId: content.contentId }, 1);
  if (who.member) await membersOf(kernel)?.recordOperation(who.member.memberId, 'Comment');
  return { commentId: Number(saved.commentId), auditStatus: saved.auditStatus, siteId: content.siteId, contentId: content.contentId };
}

/**
 * A member's like of a shown comment, once (the unique index decides, so concurrent likes count once); the
 * comment's counter follows in the next batch. Answers the comment's likes as stored in the like rows.
 * `siteId`, when given, is the site the like must be on (a page's form of that site).
 */
export async function likeComment(kernel: Kernel, member: SiteMember, commentId: number, siteId?: number) {
  const { db } = kernel;
  const c = await db
    .selectFrom('cmsComment')
    .select(['commentId', 'siteId', 'sourceId', 'auditStatus', 'delFlag'])
    .where('commentId', '=', commentId)
    .executeTakeFirst();
  if (!c || !isShown(c) || (siteId != null && Number(c.siteId) !== siteId)) throw notFound(String(commentId));
  const r = await db
    .insertInto('cmsCommentLike')
    .values({ commentId: c.commentId, siteId: c.siteId, uid: member.memberId })
    .onConflict((oc) => oc.columns(['commentId', 'uid']).doNothing())
    .returning('logId')
    .executeTakeFirst();
  if (!r) throw fail('operations:comment.errors.liked');
  countCommentLike(kernel, Number(c.commentId));
  await membersOf(kernel)?.recordOperation(member.memberId, 'CommentLike');
  const n = await db
    .selectFrom('cmsCommentLike')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('commentId', '=', c.commentId)
    .executeTakeFirstOrThrow();
  return { likeCount: Number(n.n), contentId: Number(c.sourceId) };
}
