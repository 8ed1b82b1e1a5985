import type { Generated } from 'kysely';

/** cms_template (migration 0009-templates). */
export interface CmsTemplateTable {
  templateId: Generated<number>;
  siteId: number;
  publishPipeCode: string;
  path: string;
  filesize: Generated<number>;
  contentHash: string | null;
  modifyTime: string | null;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

declare module '#kernel/server' {
  interface Database {
    cmsTemplate: CmsTemplateTable;
  }
}

/** cms_dynamic_page (migration 0015-dynamic-page). */
export interface CmsDynamicPageTable {
  pageId: Generated<number>;
  siteId: number;
  name: string;
  code: string;
  description: string | null;
  path: string;
  initDataTypes: Generated<string[]>;
  templates: Generated<Record<string, string>>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

declare module '#kernel/server' {
  interface Database {
    cmsDynamicPage: CmsDynamicPageTable;
  }
}
