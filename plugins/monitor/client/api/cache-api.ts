import { http } from '#kernel/client';
import type { CacheName, CacheOverview, CacheValue } from '../../shared/cache.ts';

export type { CacheName, CacheOverview, CacheValue };

const part = encodeURIComponent;

/** URLs of the cache monitor, declared once. */
export const cacheUrls = {
  overview: '/monitor/cache',
  names: '/monitor/cache/getNames',
  keys: (name: string) => `/monitor/cache/getKeys/${part(name)}`,
  value: (name: string, key: string) => `/monitor/cache/getValue/${part(name)}/${part(key)}`,
  clearName: (name: string) => `/monitor/cache/clearCacheName/${part(name)}`,
  clearKey: (key: string) => `/monitor/cache/clearCacheKey/${part(key)}`,
  clearAll: '/monitor/cache/clearCacheAll',
} as const;

/** Calls of the cache monitor (wire shapes from plugins/monitor/shared/cache.ts). */
export const cacheApi = {
  overview: () => http.get<CacheOverview>(cacheUrls.overview),
  names: () => http.get<CacheName[]>(cacheUrls.names),
  keys: (name: string) => http.get<string[]>(cacheUrls.keys(name)),
  value: (name: string, key: string) => http.get<CacheValue>(cacheUrls.value(name, key)),
  clearName: (name: string) => http.delete(cacheUrls.clearName(name)),
  clearKey: (key: string) => http.delete(cacheUrls.clearKey(key)),
  clearAll: () => http.delete(cacheUrls.clearAll),
};
