import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import { withDateRange } from './date-range.ts';

/** A parameter as the API sends it (credential values come masked). */
export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  fixed: 'Y' | 'N';
  remark?: string;
  createTime?: string;
  version: number;
}

export interface ConfigQuery {
  configName?: string;
  configKey?: string;
  dateRange?: string[];
}

/** URLs of System → Parameters, declared once. */
export const configUrls = {
  list: '/system/config/list',
  one: (id: number) => `/system/config/${id}`,
  base: '/system/config',
  refreshCache: '/system/config/refreshCache',
} as const;

/** Calls of System → Parameters. */
export const configApi = {
  list: (q: ConfigQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<SysConfig>>(configUrls.list, { params: withDateRange(q) }),
  get: (id: number) => http.get<SysConfig>(configUrls.one(id)),
  add: (c: Partial<SysConfig>) => http.post<{ configId: number }>(configUrls.base, c),
  update: (c: Partial<SysConfig>) => http.put(configUrls.base, c),
  remove: (ids: number[]) => http.delete(configUrls.base, ids),
  refreshCache: () => http.delete(configUrls.refreshCache),
  exportQuery: (q: ConfigQuery) => withDateRange(q) as Record<string, unknown>,
};
