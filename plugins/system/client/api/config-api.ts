import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import { withDateRange } from './date-range.ts';
import { systemObject } from './system-object.ts';
import type { ConfigAdd, ConfigEdit, ConfigQuery as ConfigFilters, SysConfig } from '../../shared/config.ts';

export type { SysConfig };

/** The list's filters, and the create-time range of its search form. */
export type ConfigQuery = ConfigFilters & { dateRange?: string[] };

/** URLs of System → Parameters, declared once. */
export const configUrls = {
  list: '/system/config/list',
  one: (id: number) => `/system/config/${id}`,
  base: '/system/config',
  refreshCache: '/system/config/refreshCache',
} as const;

/** Calls of System → Parameters (wire shapes from plugins/system/shared/config.ts). */
export const configApi = {
  list: (q: ConfigQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<SysConfig>>(configUrls.list, { params: withDateRange(q) }),
  get: (id: number) => http.get<SysConfig>(configUrls.one(id)),
  add: (c: ConfigAdd) => http.post<{ configId: number }>(configUrls.base, c),
  update: (c: ConfigEdit) => http.put(configUrls.base, c),
  remove: (ids: number[]) => http.delete(configUrls.base, ids),
  refreshCache: () => http.delete(configUrls.refreshCache),
  exportQuery: (q: ConfigQuery) => withDateRange(q) as Record<string, unknown>,
};

/** System → Parameters as one object: code-defined (fixed) parameters are not deleted; the server caches them. */
export const configObject = systemObject<SysConfig, ConfigQuery>({
  name: 'Config',
  rowKey: 'configId',
  api: configApi,
  perms: crudPerms('system', 'config', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.configName,
  removable: (r) => r.fixed !== 'Y',
  exportTo: { url: configUrls.list, query: configApi.exportQuery },
  cache: { refresh: configApi.refreshCache, confirm: 'system:config.refreshConfirm', done: 'system:config.refreshed' },
});
