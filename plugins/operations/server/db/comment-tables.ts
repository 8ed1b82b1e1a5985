import type { Generated } from 'kysely';

/** cms_comment (migration 0010-comment): comments and replies on a site's contents. */
export interface CmsCommentTable {
  commentId: Generated<number>;
  siteId: number;
  sourceType: Generated<string>;
  sourceId: number;
  parentId: number | null;
  replyUid: number | null;
  uid: number | null;
  nickName: string | null;
  content: string;
  url: string | null;
  ip: string | null;
  userAgent: string | null;
  clientType: string | null;
  auditStatus: Generated<number>;
  likeCount: Generated<number>;
  replyCount: Generated<number>;
  delFlag: Generated<boolean>;
  official: Generated<boolean>;
  officialBy: string | null;
  commentTime: Generated<string>;
  auditTime: string | null;
  auditBy: string | null;
  sensitiveHits: Generated<string[]>;
}

/** cms_comment_like: one like per member and comment. */
export interface CmsCommentLikeTable {
  logId: Generated<number>;
  commentId: number;
  siteId: number;
  uid: number;
  likeTime: Generated<string>;
}

/** cms_comment_mute: a member kept from commenting on a site until a time (null: until unmuted). */
export interface CmsCommentMuteTable {
  siteId: number;
  uid: number;
  until: string | null;
  reason: string | null;
  createBy: string | null;
  createTime: Generated<string>;
}

declare module '#kernel/server' {
  interface Database {
    cmsComment: CmsCommentTable;
    cmsCommentLike: CmsCommentLikeTable;
    cmsCommentMute: CmsCommentMuteTable;
  }
}
