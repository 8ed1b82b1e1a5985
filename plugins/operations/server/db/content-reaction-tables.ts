import type { Generated } from 'kysely';

/** cms_favorite_content (migration 0020-content-reaction): a member's favourite contents. */
export interface CmsFavoriteContentTable {
  favoriteId: Generated<number>;
  siteId: number;
  contentId: number;
  memberId: number;
  createTime: Generated<string>;
}

/** cms_content_like: one like per member and content. */
export interface CmsContentLikeTable {
  likeId: Generated<number>;
  siteId: number;
  contentId: number;
  memberId: number;
  likeTime: Generated<string>;
}

declare module '#kernel/server' {
  interface Database {
    cmsFavoriteContent: CmsFavoriteContentTable;
    cmsContentLike: CmsContentLikeTable;
  }
}
