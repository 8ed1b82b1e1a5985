import type { Generated } from 'kysely';
import type { ContentStatus, ContentType } from '../../shared/content.ts';

/** cms_content (migration 0011-content): live contents and, with `deleted`, the recycle bin. */
export interface CmsContentTable {
  contentId: Generated<number>;
  siteId: number;
  catalogId: number;
  catalogAncestors: string;
  contentType: ContentType;
  title: string;
  subTitle: string | null;
  shortTitle: string | null;
  titleStyle: string | null;
  logo: string | null;
  source: string | null;
  sourceUrl: string | null;
  original: Generated<string>;
  author: string | null;
  editor: string | null;
  summary: string | null;
  staticPath: string | null;
  status: Generated<ContentStatus>;
  attributes: Generated<number>;
  linkFlag: Generated<string>;
  redirectUrl: string | null;
  topFlag: Generated<number>;
  topDate: string | null;
  sortFlag: number;
  keywords: Generated<string[]>;
  tags: Generated<string[]>;
  copyType: Generated<number>;
  copyId: Generated<number>;
  publishDate: string | null;
  offlineDate: string | null;
  viewCount: Generated<number>;
  likeCount: Generated<number>;
  favoriteCount: Generated<number>;
  commentCount: Generated<number>;
  isLock: Generated<string>;
  lockUser: string | null;
  seoTitle: string | null;
  seoKeywords: string | null;
  seoDescription: string | null;
  publishPipe: Generated<string[]>;
  publishPipeProps: Generated<Record<string, Record<string, string>>>;
  configProps: Generated<Record<string, unknown>>;
  version: Generated<number>;
  deleted: Generated<boolean>;
  deleteStatus: string | null;
  deleteBy: string | null;
  deleteTime: string | null;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

export interface CmsContentBodyTable {
  contentId: number;
  contentHtml: string | null;
  pageTitles: string | null;
  items: Generated<unknown[]>;
}

export interface CmsContentRelaTable {
  relaId: Generated<number>;
  siteId: number;
  contentId: number;
  relaContentId: number;
  createBy: string | null;
  createTime: Generated<string>;
}

export interface CmsContentOpLogTable {
  logId: Generated<number>;
  contentId: number;
  opType: string;
  operator: string | null;
  opTime: Generated<string>;
  detail: string | null;
}

export interface CmsContentRevisionTable {
  revisionId: Generated<number>;
  contentId: number;
  revisionNo: number;
  data: unknown;
  createBy: string | null;
  createTime: Generated<string>;
}

declare module '#kernel/server' {
  interface Database {
    cmsContent: CmsContentTable;
    cmsContentBody: CmsContentBodyTable;
    cmsContentRela: CmsContentRelaTable;
    cmsContentOpLog: CmsContentOpLogTable;
    cmsContentRevision: CmsContentRevisionTable;
  }
}
