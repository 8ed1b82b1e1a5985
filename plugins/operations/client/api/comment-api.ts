import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { CommentMute, CommentOfficialReply, CommentQuery, CommentRow } from '../../shared/comment.ts';
import { operationsObject } from './operations-object.ts';

export type { CommentRow };
export type CommentListQuery = Partial<CommentQuery>;

/** A like of a comment, as `GET /comment/like/{commentId}` lists it. */
export interface CommentLike {
  logId: number;
  commentId: number;
  uid: number;
  likeTime: string;
}

/** A member muted on the current site, as `GET /comment/mute` lists it. */
export interface CommentMuteRow {
  uid: number;
  memberName: string | null;
  until: string | null;
  reason: string | null;
  createBy: string | null;
  createTime: string;
}

/** URLs of comments (v1.4.3 routes and ours), declared once. */
export const commentUrls = {
  list: '/comment',
  audit: '/comment/audit',
  recover: '/comment/recover',
  official: '/comment/official',
  mute: '/comment/mute',
  replies: (id: number) => `/comment/reply/${id}`,
  likes: (id: number) => `/comment/like/${id}`,
} as const;

type Page = { pageNum: number; pageSize: number };

export const commentApi = {
  list: (q: CommentListQuery & Page) => http.get<PageData<CommentRow>>(commentUrls.list, { params: q }),
  audit: (commentIds: number[], pass: boolean) => http.put(commentUrls.audit, { commentIds, auditFlag: pass ? 'Y' : 'N' }),
  remove: (ids: number[]) => http.delete(commentUrls.list, ids),
  recover: (ids: number[]) => http.post(commentUrls.recover, ids),
  replies: (id: number, q: Page) => http.get<PageData<CommentRow>>(commentUrls.replies(id), { params: q }),
  likes: (id: number, q: Page) => http.get<PageData<CommentLike>>(commentUrls.likes(id), { params: q }),
  official: (b: CommentOfficialReply) => http.post<{ commentId: number }>(commentUrls.official, b),
  mute: (b: CommentMute) => http.post(commentUrls.mute, b),
  unmute: (uid: number) => http.delete(`${commentUrls.mute}/${uid}`),
  mutes: (q: Page) => http.get<PageData<CommentMuteRow>>(commentUrls.mute, { params: q }),
};

/** The comment descriptor: the list, batch delete behind `comment:delete`. */
export const commentObject = operationsObject<CommentRow, CommentListQuery>({
  name: 'Comment',
  rowKey: 'commentId',
  api: { list: commentApi.list, remove: commentApi.remove },
  perms: { remove: 'comment:delete' },
  nameOf: (r) => r.content.slice(0, 20),
});

/** A wait as the desk shows it: minutes, hours or days. */
export function waitedOf(seconds: number): { unit: 'm' | 'h' | 'd'; n: number } {
  if (seconds < 3600) return { unit: 'm', n: Math.max(0, Math.floor(seconds / 60)) };
  if (seconds < 86400) return { unit: 'h', n: Math.floor(seconds / 3600) };
  return { unit: 'd', n: Math.floor(seconds / 86400) };
}

/** A text cut into plain pieces and sensitive-word hits (the desk marks the hits; React escapes every piece). */
export function hitPieces(text: string, hits: readonly string[]): { text: string; hit: boolean }[] {
  const words = [...new Set(hits.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return [{ text, hit: false }];
  const out: { text: string; hit: boolean }[] = [];
  let i = 0;
  let plain = '';
  while (i < text.length) {
    const w = words.find((x) => text.startsWith(x, i));
    if (w) {
      if (plain) out.push({ text: plain, hit: false });
      plain = '';
      out.push({ text: w, hit: true });
      i += w.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) out.push({ text: plain, hit: false });
  return out;
}
