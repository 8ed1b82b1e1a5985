import type { PageData } from '../../shared/codes.ts';
import { http } from '../request/index.ts';

/** One in-site message of the signed-in user (`GET /pusher/inbox`). */
export interface InboxMessage {
  messageId: number;
  eventCode: string;
  title: string;
  body: string;
  read: boolean;
  readTime?: string;
  createTime: string;
}

/** Calls of the navbar bell: the caller's own in-site messages. */
export const inboxApi = {
  unread: () => http.get<{ count: number }>('/pusher/inbox/unread', { silent: true }),
  list: (q: { pageNum: number; pageSize: number; unread?: boolean }) => http.get<PageData<InboxMessage>>('/pusher/inbox', { params: q }),
  /** marks the messages read; all of them when no ids are given */
  read: (ids?: number[]) => http.put('/pusher/inbox/read', ids ? { ids } : {}),
};
