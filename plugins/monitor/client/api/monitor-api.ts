import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { CacheName, CacheOverview, CacheValue } from '../../shared/cache.ts';
import type { DbInfo } from '../../shared/db.ts';
import type { LogMenu } from '../../shared/logs.ts';
import type { DashboardServer, ServerInfo } from '../../shared/server.ts';

export type { CacheName, CacheOverview, CacheValue, DashboardServer, DbInfo, LogMenu, ServerInfo };

const part = encodeURIComponent;

/** URLs of the server, cache, database and log monitors, declared once. */
export const monitorUrls = {
  server: '/monitor/server',
  dashboard: '/monitor/server/dashboard',
  logMenus: '/monitor/logs',
  cache: '/monitor/cache',
  cacheNames: '/monitor/cache/getNames',
  cacheKeys: (name: string) => `/monitor/cache/getKeys/${part(name)}`,
  cacheValue: (name: string, key: string) => `/monitor/cache/getValue/${part(name)}/${part(key)}`,
  clearName: (name: string) => `/monitor/cache/clearCacheName/${part(name)}`,
  clearKey: (key: string) => `/monitor/cache/clearCacheKey/${part(key)}`,
  clearAll: '/monitor/cache/clearCacheAll',
  db: '/monitor/db',
} as const;

/** Calls of the server, cache, database and log monitors (wire shapes from plugins/monitor/shared/). */
export const monitorApi = {
  server: () => http.get<ServerInfo>(monitorUrls.server),
  cache: () => http.get<CacheOverview>(monitorUrls.cache),
  dashboard: () => http.get<DashboardServer>(monitorUrls.dashboard),
  logMenus: () => http.get<PageData<LogMenu>>(monitorUrls.logMenus),
  cacheNames: () => http.get<CacheName[]>(monitorUrls.cacheNames),
  cacheKeys: (name: string) => http.get<string[]>(monitorUrls.cacheKeys(name)),
  cacheValue: (name: string, key: string) => http.get<CacheValue>(monitorUrls.cacheValue(name, key)),
  clearName: (name: string) => http.delete(monitorUrls.clearName(name)),
  clearKey: (key: string) => http.delete(monitorUrls.clearKey(key)),
  clearAll: () => http.delete(monitorUrls.clearAll),
  db: () => http.get<DbInfo>(monitorUrls.db),
};
