import { crudApi, crudPerms, crudUrls, http } from '#kernel/client';
import type { Notice, NoticeAdd, NoticeEdit, NoticeQuery } from '../../shared/notice.ts';
import { systemObject } from './system-object.ts';

export type { Notice, NoticeQuery };

/** URLs of System → Notices, declared once. */
export const noticeUrls = { ...crudUrls('/system/notice'), changeStatus: '/system/notice/changeStatus' } as const;

/** Calls of System → Notices (wire shapes from plugins/system/shared/notice.ts). */
export const noticeApi = {
  ...crudApi<Notice, NoticeQuery, NoticeAdd, NoticeEdit>(noticeUrls),
  changeStatus: (noticeId: number, status: string, version: number) => http.put(noticeUrls.changeStatus, { noticeId, status, version }),
};

/** System → Notices as one object. */
export const noticeObject = systemObject<Notice, NoticeQuery>({
  name: 'Notice',
  rowKey: 'noticeId',
  api: noticeApi,
  perms: crudPerms('system', 'notice', ['add', 'edit', 'remove']),
  nameOf: (r) => r.noticeTitle,
});
