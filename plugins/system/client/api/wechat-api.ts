import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A WeChat config; `appSecret` and `encodingAesKey` arrive masked (`wx****ab`). */
export interface WechatConfig {
  configId: number;
  appId: string;
  appSecret?: string;
  token?: string;
  encodingAesKey?: string;
  backend: 'Y' | 'N';
  status: string;
  remark?: string;
  createTime?: string;
  version: number;
}

/** Calls of System → WeChat config (v1.4.3 `/system/wechat`). */
/** URLs of System → WeChat config, declared once. */
export const wechatUrls = {
  base: '/system/wechat',
  one: (id: number) => `/system/wechat/${id}`,
  changeStatus: (id: number) => `/system/wechat/change_status/${id}`,
} as const;

export const wechatApi = {
  list: (q: { appId?: string; status?: string; pageNum: number; pageSize: number }) =>
    http.get<PageData<WechatConfig>>(wechatUrls.base, { params: q }),
  get: (id: number) => http.get<WechatConfig>(wechatUrls.one(id)),
  add: (c: Partial<WechatConfig>) => http.post(wechatUrls.base, c),
  update: (c: Partial<WechatConfig>) => http.put(wechatUrls.base, c),
  remove: (ids: number[]) => http.delete(wechatUrls.base, ids),
  changeStatus: (id: number, change: { status?: string; backend?: string }) => http.put(wechatUrls.changeStatus(id), change),
};
