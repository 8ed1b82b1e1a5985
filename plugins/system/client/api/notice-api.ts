import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Notice, NoticeAdd, NoticeEdit, NoticeQuery } from '../../shared/notice.ts';

export type { Notice, NoticeQuery };

/** URLs of System → Notices, declared once. */
export const noticeUrls = {
  list: '/system/notice/list',
  one: (id: number) => `/system/notice/${id}`,
  base: '/system/notice',
  changeStatus: '/system/notice/changeStatus',
} as const;

/** Calls of System → Notices (wire shapes from plugins/system/shared/notice.ts). */
export const noticeApi = {
  list: (q: NoticeQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Notice>>(noticeUrls.list, { params: q }),
  get: (id: number) => http.get<Notice>(noticeUrls.one(id)),
  add: (n: NoticeAdd) => http.post<{ noticeId: number }>(noticeUrls.base, n),
  update: (n: NoticeEdit) => http.put(noticeUrls.base, n),
  changeStatus: (noticeId: number, status: string, version: number) => http.put(noticeUrls.changeStatus, { noticeId, status, version }),
  remove: (ids: number[]) => http.delete(noticeUrls.base, ids),
};
