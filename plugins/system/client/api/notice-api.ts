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
export const noticeApi = {
  list: (q: NoticeQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Notice>>('/system/notice/list', { params: q }),
  get: (id: number) => http.get<Notice>(`/system/notice/${id}`),
  add: (n: Partial<Notice>) => http.post<{ noticeId: number }>('/system/notice', n),
  update: (n: Partial<Notice>) => http.put('/system/notice', n),
  changeStatus: (noticeId: number, status: string, version: number) =>
    http.put('/system/notice/changeStatus', { noticeId, status, version }),
  remove: (ids: number[]) => http.delete('/system/notice', ids),
};
