import type { FastifyRequest } from 'fastify';
import { type Kernel, sql } from '#kernel/server';
import type { CommentRow } from '../../shared/comment.ts';
import { contentsOf, membersOf } from './comment-host.ts';

/** The console's columns of a comment (`c`), with how long it has waited and whether its writer is muted on its site. */
export const commentSelect = [
  'c.commentId',
  'c.uid',
  'c.parentId',
  'c.replyUid',
  'c.replyCount',
  'c.sourceType',
  'c.sourceId',
  'c.content',
  'c.nickName',
  'c.url',
  'c.likeCount',
  'c.auditStatus',
  'c.commentTime',
  'c.official',
  'c.ip',
  'c.clientType',
  'c.userAgent',
  'c.auditTime',
  'c.auditBy',
  'c.sensitiveHits',
  sql<string>`case when c.del_flag then 'Y' else 'N' end`.as('delFlag'),
  sql<number>`floor(extract(epoch from now() - c.comment_time))::int`.as('waitSeconds'),
  sql<boolean>`exists (select 1 from cms_comment_mute m where m.site_id = c.site_id and m.uid = c.uid and (m.until is null or m.until > now()))`.as(
    'muted',
  ),
] as const;

/** A database row on the wire: numbers as numbers, `location` (v1.4.3's, never kept: the address is masked) null. */
export const commentWire = (_req: FastifyRequest, r: Record<string, unknown>): CommentRow =>
  ({
    ...r,
    commentId: Number(r.commentId),
    uid: r.uid == null ? null : Number(r.uid),
    parentId: r.parentId == null ? null : Number(r.parentId),
    replyUid: r.replyUid == null ? null : Number(r.replyUid),
    sourceId: Number(r.sourceId),
    location: null,
  }) as CommentRow;

/** Completes a page of rows with their contents' titles and their members' names (one read each, no join per row). */
export const commentComplete = (kernel: Kernel) => async (_req: FastifyRequest, rows: CommentRow[]) => {
  if (!rows.length) return;
  const titles = await contentsOf(kernel).titles([...new Set(rows.map((r) => r.sourceId))]);
  const uids = [...new Set(rows.map((r) => r.uid).filter((u): u is number => u != null))];
  const members = uids.length ? ((await membersOf(kernel)?.membersByIds(uids)) ?? []) : [];
  const names = new Map(members.map((m) => [m.memberId, m.userName ?? m.nickName ?? '']));
  for (const r of rows) {
    r.sourceTitle = titles.get(r.sourceId);
    if (r.uid != null) r.memberName = names.get(r.uid) ?? null;
  }
};
