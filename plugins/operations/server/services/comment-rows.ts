import { type Db, sql } from '#kernel/server';
import { COMMENT_AUDIT, type PublicComment } from '../../shared/comment.ts';

/**
 * Queries the comment routes share: what a reader may see (passed and not deleted; a reply only under a visible
 * comment), the reply counters, and a member's mute on a site.
 */

/** Whether a comment row is shown to readers (by itself; a reply also needs its parent shown). */
export const isShown = (c: { auditStatus: number; delFlag: boolean }) => c.auditStatus === COMMENT_AUDIT.PASSED && !c.delFlag;

/** The shown comments of a content: `parent` null for the top level, else the replies of those comments. */
export const shownComments = (db: Db) =>
  db.selectFrom('cmsComment').where('auditStatus', '=', COMMENT_AUDIT.PASSED).where('delFlag', '=', false);

/** Recounts the shown replies of these top-level comments (one statement; after a reply is added, audited, deleted or recovered). */
export async function refreshReplyCounts(db: Db, parentIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(parentIds.filter((p): p is number => p != null).map(Number))];
  if (!ids.length) return;
  await sql`update cms_comment p set reply_count = (
      select count(*) from cms_comment r where r.parent_id = p.comment_id and r.audit_status = ${COMMENT_AUDIT.PASSED} and not r.del_flag)
    where p.comment_id = any(${ids}::bigint[])`.execute(db);
}

/** The end of a member's mute on a site ('' for a mute until unmuted), or null when they are not muted. */
export async function mutedUntil(db: Db, siteId: number, uid: number): Promise<string | null> {
  const m = await db
    .selectFrom('cmsCommentMute')
    .select(sql<string | null>`to_char(until, 'YYYY-MM-DD HH24:MI')`.as('until'))
    .where('siteId', '=', siteId)
    .where('uid', '=', uid)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', sql<string>`now()`)]))
    .executeTakeFirst();
  return m ? (m.until ?? '') : null;
}

/** The public columns of a comment (no address, no user agent). */
export const PUBLIC_COLUMNS = [
  'commentId',
  'parentId',
  'uid',
  'nickName',
  'content',
  'likeCount',
  'replyCount',
  'official',
  'commentTime',
] as const;

export type PublicRow = { [K in (typeof PUBLIC_COLUMNS)[number]]: unknown };

/** A row as the published site shows it. */
export const publicComment = (r: PublicRow): PublicComment => ({
  commentId: Number(r.commentId),
  parentId: r.parentId == null ? null : Number(r.parentId),
  uid: r.uid == null ? null : Number(r.uid),
  nickName: String(r.nickName ?? ''),
  content: String(r.content),
  likeCount: Number(r.likeCount),
  replyCount: Number(r.replyCount),
  official: Boolean(r.official),
  commentTime: String(r.commentTime),
});
