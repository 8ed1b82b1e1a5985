import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A live session; `tokenId` is the stored hash of its token, never the token. */
export interface OnlineSession {
  tokenId: string;
  userId: number;
  userName: string;
  deptName?: string;
  ipaddr?: string;
  loginLocation?: string;
  browser?: string;
  os?: string;
  loginTime?: string;
  lastAccessTime?: string;
  expireTime?: string;
  /** the session of the person looking at the list */
  current?: boolean;
}

export interface OnlineQuery {
  ipaddr?: string;
  userName?: string;
}

/** Calls of Monitor → Online users. */
export const onlineApi = {
  list: (q: OnlineQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<OnlineSession>>('/monitor/online/list', { params: q }),
  forceLogout: (tokenId: string) => http.delete(`/monitor/online/${tokenId}`),
  batchLogout: (ids: string[]) => http.delete<{ count: number }>('/monitor/online', ids),
};
