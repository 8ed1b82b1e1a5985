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

/** Calls of System → Parameters. */
export const configApi = {
  list: (q: ConfigQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<SysConfig>>('/system/config/list', { params: withDateRange(q) }),
  get: (id: number) => http.get<SysConfig>(`/system/config/${id}`),
  add: (c: Partial<SysConfig>) => http.post<{ configId: number }>('/system/config', c),
  update: (c: Partial<SysConfig>) => http.put('/system/config', c),
  remove: (ids: number[]) => http.delete('/system/config', ids),
  refreshCache: () => http.delete('/system/config/refreshCache'),
  exportQuery: (q: ConfigQuery) => withDateRange(q) as Record<string, unknown>,
};
