import type { Generated } from 'kysely';

interface Audit {
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

/** cms_site (migration 0001-site). */
export interface CmsSiteTable extends Audit {
  siteId: Generated<number>;
  name: string;
  path: string;
  logo: string | null;
  resourceUrl: string | null;
  description: string | null;
  deptCode: string | null;
  seoTitle: string | null;
  seoKeywords: string | null;
  seoDescription: string | null;
  configProps: Generated<Record<string, unknown>>;
  publishPipeProps: Generated<Record<string, Record<string, unknown>>>;
  sortFlag: Generated<number>;
  version: Generated<number>;
}

export interface CmsPublishPipeTable extends Audit {
  pipeId: Generated<number>;
  siteId: number;
  name: string;
  code: string;
  state: Generated<string>;
  sort: Generated<number>;
}

export interface CmsSitePropertyTable extends Audit {
  propertyId: Generated<number>;
  siteId: number;
  propName: string;
  propCode: string;
  propValue: string | null;
}

export interface CmsPermissionTable {
  permId: Generated<number>;
  ownerType: 'Role' | 'User';
  owner: string;
  permType: 'Site' | 'Catalog' | 'PageWidget';
  perms: Generated<string[]>;
}

declare module '#kernel/server' {
  interface Database {
    cmsSite: CmsSiteTable;
    cmsPublishPipe: CmsPublishPipeTable;
    cmsSiteProperty: CmsSitePropertyTable;
    cmsPermission: CmsPermissionTable;
  }
}

/** cms_page_widget (migration 0010-page-widget). */
export interface CmsPageWidgetTable extends Audit {
  pageWidgetId: Generated<number>;
  siteId: number;
  catalogId: Generated<number>;
  catalogAncestors: Generated<string>;
  /** `manual`, or a type another plugin contributes (`ads`) */
  type: string;
  name: string;
  code: string;
  state: Generated<string>;
  publishPipeCode: string;
  template: string | null;
  path: string | null;
  content: string | null;
  version: Generated<number>;
}

declare module '#kernel/server' {
  interface Database {
    cmsPageWidget: CmsPageWidgetTable;
  }
}
