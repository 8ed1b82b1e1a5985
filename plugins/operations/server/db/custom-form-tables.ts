import type { Generated } from 'kysely';
import type { FormilySchema } from '#kernel/shared';

/** cms_custom_form (migration 0005-custom-form): a site's custom forms with their schema as edited. */
export interface CmsCustomFormTable {
  formId: Generated<number>;
  siteId: number;
  name: string;
  code: string;
  status: Generated<number>;
  needCaptcha: Generated<string>;
  needLogin: Generated<string>;
  ruleLimit: Generated<string>;
  dayLimit: Generated<number>;
  templates: Generated<Record<string, string>>;
  schema: Generated<FormilySchema>;
  publishedVersion: number | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

/** cms_custom_form_version: the schema a publish froze. */
export interface CmsCustomFormVersionTable {
  formId: number;
  versionNo: number;
  schema: FormilySchema;
  publishBy: string | null;
  publishTime: Generated<string>;
}

/** cms_custom_form_data: a submission with the version it was filled with and the desk's handling. */
export interface CmsCustomFormDataTable {
  dataId: Generated<number>;
  formId: number;
  siteId: number;
  versionNo: number;
  data: Record<string, unknown>;
  status: Generated<string>;
  assignee: string | null;
  notes: string | null;
  clientIp: string | null;
  clientKey: string | null;
  uuid: string | null;
  memberId: number | null;
  submitDay: Generated<string>;
  /** the slot of its key's day a counted submission holds (migration 0007; null when no limit counts it) */
  limitSlot: Generated<number | null>;
  source: Generated<string>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

/** cms_custom_form_upload: a visitor's private upload, tied to the submission naming its token. */
export interface CmsCustomFormUploadTable {
  token: string;
  formId: number;
  dataId: number | null;
  filePath: string;
  originalName: string;
  ext: string;
  size: number;
  clientIp: string | null;
  createTime: Generated<string>;
}

declare module '#kernel/server' {
  interface Database {
    cmsCustomForm: CmsCustomFormTable;
    cmsCustomFormVersion: CmsCustomFormVersionTable;
    cmsCustomFormData: CmsCustomFormDataTable;
    cmsCustomFormUpload: CmsCustomFormUploadTable;
  }
}
