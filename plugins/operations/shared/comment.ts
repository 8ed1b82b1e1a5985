import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/**
 * Bounds of comments (chestnut-api §1.8, §4.10): the text a reader writes (`content`, at most 1,000 characters,
 * a request body of at most 8 KB), the nick name and URL a visitor may leave, and the console's batches.
 */
export const COMMENT_LIMITS = { content: 1000, nickName: 30, url: 300, bodyBytes: 8192, batch: 500, reason: 200 } as const;

/** `CommentAuditStatus`: 0 waits for audit, 1 passed, 2 not passed. */
export const COMMENT_AUDIT = { WAIT: 0, PASSED: 1, NOT_PASSED: 2 } as const;
export const COMMENT_AUDIT_STATES = ['0', '1', '2'] as const;

const captcha = { code: Type.Optional(Type.String({ maxLength: 16 })), uuid: Type.Optional(Type.String({ maxLength: 64 })) };

/** `POST /api/comment`: a comment on a content, or (with `parentId`) a reply to one of its comments. */
export const CommentAdd = Type.Object({
  contentId: Wire.id(),
  parentId: Type.Optional(Wire.id()),
  content: Wire.text(COMMENT_LIMITS.content),
  nickName: Wire.optionalText(COMMENT_LIMITS.nickName),
  url: Wire.optionalText(COMMENT_LIMITS.url),
  clientType: Type.Optional(Type.Enum(['pc', 'h5', 'app', 'mini'])),
  ...captcha,
});
export type CommentAdd = Static<typeof CommentAdd>;

/** `GET /api/comment/list`: a content's passed comments, newest first, each with its first replies. */
export const CommentPublicQuery = Type.Object({
  contentId: Wire.id(),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type CommentPublicQuery = Static<typeof CommentPublicQuery>;

/** `GET /api/comment/replies`: the passed replies of one comment. */
export const CommentRepliesQuery = Type.Object({
  commentId: Wire.id(),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type CommentRepliesQuery = Static<typeof CommentRepliesQuery>;

/** `GET /comment`: the current site's comments (v1.4.3's `sourceId`, `uid`, `auditStatus`; ours `query` in the text, `parentId`). */
export const CommentQuery = Type.Object({
  sourceType: Wire.filter(20),
  sourceId: Type.Optional(Wire.id()),
  uid: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  auditStatus: Wire.filterOf(COMMENT_AUDIT_STATES),
  delFlag: Wire.filterOf(['Y', 'N']),
  query: Wire.filter(100),
  /** the moderation desk: only comments with sensitive-word hits */
  sensitive: Wire.filterOf(['Y']),
});
export type CommentQuery = Static<typeof CommentQuery>;

/** `PUT /comment/audit` (v1.4.3): pass (`Y`) or not pass (`N`) comments of the current site. */
export const CommentAudit = Type.Object({
  commentIds: Type.Array(Wire.id(), { minItems: 1, maxItems: COMMENT_LIMITS.batch }),
  auditFlag: Wire.codeOf(['Y', 'N']),
});
export type CommentAudit = Static<typeof CommentAudit>;

/** `DELETE /comment`, `POST /comment/recover`: ids of comments of the current site. */
export const CommentIds = Type.Array(Wire.id(), { minItems: 1, maxItems: COMMENT_LIMITS.batch });
export type CommentIds = Static<typeof CommentIds>;

/** `POST /comment/official`: staff's reply to a comment, shown as the association's (passed at once). */
export const CommentOfficialReply = Type.Object({ commentId: Wire.id(), content: Wire.text(COMMENT_LIMITS.content) });
export type CommentOfficialReply = Static<typeof CommentOfficialReply>;

/** `POST /comment/mute`: keeps a member from commenting on the current site for `days` (0: until unmuted). */
export const CommentMute = Type.Object({
  uid: Wire.id(),
  days: Type.Integer({ minimum: 0, maximum: 3650 }),
  reason: Wire.optionalText(COMMENT_LIMITS.reason),
});
export type CommentMute = Static<typeof CommentMute>;

/** A comment as the console lists it (v1.4.3's fields, with ours: nick name, official, the sensitive-word hits, waited seconds). */
export interface CommentRow {
  commentId: number;
  uid: number | null;
  parentId: number | null;
  replyUid: number | null;
  replyCount: number;
  sourceType: string;
  sourceId: number;
  sourceTitle?: string;
  content: string;
  nickName: string | null;
  memberName?: string | null;
  url: string | null;
  likeCount: number;
  auditStatus: number;
  commentTime: string;
  delFlag: 'Y' | 'N';
  official: boolean;
  ip: string | null;
  location: string | null;
  clientType: string | null;
  userAgent: string | null;
  auditTime: string | null;
  auditBy: string | null;
  sensitiveHits: string[];
  /** seconds since it was written (the desk's "waiting for") */
  waitSeconds: number;
  muted?: boolean;
}

/** A comment as the published site shows it: no address, no agent, the official flag. */
export interface PublicComment {
  commentId: number;
  parentId: number | null;
  uid: number | null;
  nickName: string;
  content: string;
  likeCount: number;
  replyCount: number;
  official: boolean;
  commentTime: string;
  replies?: PublicComment[];
}
