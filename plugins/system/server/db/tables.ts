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

/** sys_post (migration 0003-posts). */
export interface SysPostTable {
  postId: Generated<number>;
  postCode: string;
  postName: string;
  postSort: Generated<number>;
  status: Generated<string>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

declare module '#kernel/server' {
  interface Database {
    sysNotice: SysNoticeTable;
    sysPost: SysPostTable;
    sysUserPost: { userId: number; postId: number };
  }
}
