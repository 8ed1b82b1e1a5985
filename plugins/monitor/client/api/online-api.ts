import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { OnlineQuery, OnlineSession } from '../../shared/online.ts';
import { monitorObject } from './monitor-object.ts';

export type { OnlineQuery, OnlineSession };

/** URLs of Monitor → Online users, declared once. */
export const onlineUrls = {
  list: '/monitor/online/list',
  base: '/monitor/online',
  one: (tokenId: string) => `/monitor/online/${tokenId}`,
} as const;

/** Calls of Monitor → Online users (wire shapes from plugins/monitor/shared/online.ts). */
export const onlineApi = {
  list: (q: OnlineQuery & { pageNum: number; pageSize: number }) => http.get<PageData<OnlineSession>>(onlineUrls.list, { params: q }),
  forceLogout: (tokenId: string) => http.delete(onlineUrls.one(tokenId)),
  batchLogout: (ids: string[]) => http.delete<{ count: number }>(onlineUrls.base, ids),
};

/** Monitor → Online users as one object: a session is logged out, never edited; one's own is not selectable. */
export const onlineObject = monitorObject<OnlineSession, OnlineQuery, string>({
  name: 'Online',
  rowKey: 'tokenId',
  api: onlineApi,
  perms: {},
  removable: (r) => !r.current,
});
