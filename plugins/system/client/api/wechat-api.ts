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
export const wechatApi = {
  list: (q: { appId?: string; status?: string; pageNum: number; pageSize: number }) =>
    http.get<PageData<WechatConfig>>('/system/wechat', { params: q }),
  get: (id: number) => http.get<WechatConfig>(`/system/wechat/${id}`),
  add: (c: Partial<WechatConfig>) => http.post('/system/wechat', c),
  update: (c: Partial<WechatConfig>) => http.put('/system/wechat', c),
  remove: (ids: number[]) => http.delete('/system/wechat', ids),
  changeStatus: (id: number, change: { status?: string; backend?: string }) => http.put(`/system/wechat/change_status/${id}`, change),
};
