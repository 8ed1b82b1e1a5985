import type { FastifyRequest } from 'fastify';
import { AppError, checkCaptcha, fail, invalidField, type Kernel } from '#kernel/server';
import type { CommentedContent, SiteMember } from '#kernel/shared';
import { COMMENT_AUDIT, type CommentAdd } from '../../shared/comment.ts';
import { maskIp } from './ad-visitor.ts';
import { contentsOf } from './comment-host.ts';
import { isShown, mutedUntil } from './comment-rows.ts';

/** Distinct sensitive words that refuse a comment outright (fewer only send it to audit, with the hits shown). */
export const SENSITIVE_REFUSE_WORDS = 3;

/** Who writes: the signed-in member (of the cookie, or of a page's form token), or a visitor where the site allows it (with the captcha). */
export async function commentAuthor(kernel: Kernel, member: SiteMember | null, content: CommentedContent, b: CommentAdd) {
  if (member) {
    const until = await mutedUntil(kernel.db, content.siteId, member.memberId);
    if (until != null) throw fail(until ? 'operations:comment.errors.mutedUntil' : 'operations:comment.errors.muted', { until });
    return { member, nickName: member.nickName || member.userName || `#${member.memberId}` };
  }
  if (!content.visitors) throw new AppError(401, 'operations:comment.errors.signIn');
  // a visitor always answers the captcha (whatever the console's captcha switch says)
  const c = await checkCaptcha(kernel.db, b.uuid, b.code);
  if (c === 'expired') throw invalidField('code', 'server:login.captchaExpired');
  if (c === 'wrong') throw invalidField('code', 'server:login.captchaWrong');
  const nickName = b.nickName?.trim();
  if (!nickName) throw invalidField('nickName', 'server:schema.required');
  return { member: null as SiteMember | null, nickName };
}

/** The comment replied to: of the same content and shown; a reply to a reply goes under its top-level comment. */
export async function replyTarget(kernel: Kernel, contentId: number, parentId: number | undefined) {
  if (!parentId) return null;
  const p = await kernel.db
    .selectFrom('cmsComment')
    .select(['commentId', 'parentId', 'sourceId', 'uid', 'auditStatus', 'delFlag'])
    .where('commentId', '=', parentId)
    .executeTakeFirst();
  if (!p || Number(p.sourceId) !== contentId) throw invalidField('parentId', 'operations:comment.errors.otherContent');
  if (!isShown(p)) throw invalidField('parentId', 'operations:comment.errors.hiddenParent');
  if (p.parentId != null) {
    const top = await kernel.db
      .selectFrom('cmsComment')
      .select(['auditStatus', 'delFlag'])
      .where('commentId', '=', p.parentId)
      .executeTakeFirst();
    if (!top || !isShown(top)) throw invalidField('parentId', 'operations:comment.errors.hiddenParent');
  }
  return { parentId: Number(p.parentId ?? p.commentId), replyUid: p.uid == null ? null : Number(p.uid) };
}

/**
 * The sensitive-word check of a comment: a hit in the nick name or the URL refuses it naming the field; the text
 * is refused when it holds SENSITIVE_REFUSE_WORDS distinct words or they make half of it, else its hits are
 * kept and it waits for audit (the moderation desk shows them highlighted).
 */
export async function sensitiveCheck(kernel: Kernel, text: string, nickName: string | null, url: string | null): Promise<string[]> {
  const host = contentsOf(kernel);
  for (const [field, v] of [
    ['nickName', nickName],
    ['url', url],
  ] as const) {
    if (!v) continue;
    const w = await host.sensitiveWords(v);
    if (w.length) throw invalidField(field, 'operations:comment.errors.sensitive', { words: w.join('、') });
  }
  const hits = await host.sensitiveWords(text);
  const chars = hits.reduce((n, w) => n + (text.split(w).length - 1) * w.length, 0);
  if (hits.length >= SENSITIVE_REFUSE_WORDS || (hits.length && chars * 2 >= text.replace(/\s/g, '').length))
    throw invalidField('content', 'operations:comment.errors.sensitive', { words: hits.join('、') });
  return hits;
}

/** A visitor's URL: http(s) only. */
export function commentUrl(url: string | null | undefined): string | null {
  const u = url?.trim();
  if (!u) return null;
  if (!/^https?:\/\/[^\s<>"']+$/i.test(u)) throw invalidField('url', 'operations:comment.errors.badUrl');
  return u;
}

/** The row of a new comment (its state: waits when the site audits or the text has sensitive words). */
export function newCommentRow(
  req: FastifyRequest,
  content: CommentedContent,
  b: CommentAdd,
  who: { member: SiteMember | null; nickName: string },
  target: { parentId: number; replyUid: number | null } | null,
  hits: string[],
  url: string | null,
) {
  const ua = req.headers['user-agent'];
  return {
    siteId: content.siteId,
    sourceId: content.contentId,
    parentId: target?.parentId ?? null,
    replyUid: target?.replyUid ?? null,
    uid: who.member?.memberId ?? null,
    nickName: who.nickName,
    content: b.content.trim(),
    url,
    ip: maskIp(req.ip),
    userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
    clientType: b.clientType ?? 'pc',
    auditStatus: content.audit || hits.length ? COMMENT_AUDIT.WAIT : COMMENT_AUDIT.PASSED,
    sensitiveHits: hits,
  };
}
