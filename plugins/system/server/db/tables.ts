import type { Generated } from 'kysely';

/** sys_notice (migration 0001-notice). */
export interface SysNoticeTable {
  noticeId: Generated<number>;
  noticeTitle: string;
  noticeType: string;
  noticeContent: string | null;
  status: Generated<string>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

declare module '../../../../kernel/server/db/types.ts' {
  interface Database {
    sysNotice: SysNoticeTable;
  }
}

declare module '../../../../kernel/server/db/core-tables.ts' {
  /** added by the system plugin's migration 0001-i18n-version */
  interface SysI18nDictTable {
    version: Generated<number>;
  }
}
