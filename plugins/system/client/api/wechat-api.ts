import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { WechatAdd, WechatChange, WechatConfig, WechatEdit, WechatQuery } from '../../shared/wechat.ts';
import { systemObject } from './system-object.ts';

export type { WechatConfig, WechatQuery };

/** URLs of System → WeChat config (v1.4.3 `/system/wechat`), declared once. */
export const wechatUrls = {
  base: '/system/wechat',
  one: (id: number) => `/system/wechat/${id}`,
  changeStatus: (id: number) => `/system/wechat/change_status/${id}`,
} as const;

/** Calls of System → WeChat config (wire shapes from plugins/system/shared/wechat.ts). */
export const wechatApi = {
  list: (q: WechatQuery & { pageNum: number; pageSize: number }) => http.get<PageData<WechatConfig>>(wechatUrls.base, { params: q }),
  get: (id: number) => http.get<WechatConfig>(wechatUrls.one(id)),
  add: (c: WechatAdd) => http.post(wechatUrls.base, c),
  update: (c: WechatEdit) => http.put(wechatUrls.base, c),
  remove: (ids: number[]) => http.delete(wechatUrls.base, ids),
  changeStatus: (id: number, change: NonNullable<WechatChange>) => http.put(wechatUrls.changeStatus(id), change),
};

/** System → WeChat config as one object (a row is named by its app id). */
export const wechatObject = systemObject<WechatConfig, WechatQuery>({
  name: 'Wechat',
  rowKey: 'configId',
  api: wechatApi,
  perms: crudPerms('system', 'wechat', ['add', 'edit', 'remove']),
  nameOf: (r) => r.appId,
});
