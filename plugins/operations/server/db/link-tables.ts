import type { Generated } from 'kysely';

interface Audit {
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

/** cms_link_group (migration 0001-link): a site's friend-link groups. */
export interface CmsLinkGroupTable extends Audit {
  linkGroupId: Generated<number>;
  siteId: number;
  name: string;
  code: string;
  sortFlag: Generated<number>;
}

/** cms_link: a group's links, with the latest outcome of the link check. */
export interface CmsLinkTable extends Audit {
  linkId: Generated<number>;
  siteId: number;
  groupId: number;
  name: string;
  url: string;
  logo: string | null;
  sortFlag: Generated<number>;
  checkState: string | null;
  checkTime: string | null;
}

/** cms_link_check: the link check's short history per link. */
export interface CmsLinkCheckTable {
  checkId: Generated<number>;
  linkId: number;
  siteId: number;
  checkTime: Generated<string>;
  state: string;
  httpStatus: number | null;
  finalUrl: string | null;
  message: string | null;
}

declare module '#kernel/server' {
  interface Database {
    cmsLinkGroup: CmsLinkGroupTable;
    cmsLink: CmsLinkTable;
    cmsLinkCheck: CmsLinkCheckTable;
  }
}
