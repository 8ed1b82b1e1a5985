import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A notice (通知公告); the list leaves out the content. */
export interface Notice {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  noticeContent?: string;
  status: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  version: number;
}

export interface NoticeQuery {
  noticeTitle?: string;
  noticeType?: string;
  createBy?: string;
}

/** Calls of System → Notices. */
export const noticeUrls = {
  list: '/system/notice/list',
  one: (id: number) => `/system/notice/${id}`,
  base: '/system/notice',
  changeStatus: '/system/notice/changeStatus',
} as const;

export const noticeApi = {
  list: (q: NoticeQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Notice>>(noticeUrls.list, { params: q }),
  get: (id: number) => http.get<Notice>(noticeUrls.one(id)),
  add: (n: Partial<Notice>) => http.post<{ noticeId: number }>(noticeUrls.base, n),
  update: (n: Partial<Notice>) => http.put(noticeUrls.base, n),
  changeStatus: (noticeId: number, status: string, version: number) => http.put(noticeUrls.changeStatus, { noticeId, status, version }),
  remove: (ids: number[]) => http.delete(noticeUrls.base, ids),
};
