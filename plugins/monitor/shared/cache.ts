import { type Static, Type } from 'typebox';

/** The cache in use (`GET /monitor/cache`): in-process, or Redis with its INFO, key count and command stats. */
export const CacheOverview = Type.Object({
  type: Type.Enum(['memory', 'redis']),
  typeName: Type.String(),
  info: Type.Record(Type.String(), Type.String()),
  dbSize: Type.Number(),
  commandStats: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});
export type CacheOverview = Static<typeof CacheOverview>;

/** One cache of `GET /monitor/cache/getNames`, with what the kernel keeps there. */
export const CacheName = Type.Object({ cacheName: Type.String(), cacheKey: Type.String(), remark: Type.Optional(Type.String()) });
export type CacheName = Static<typeof CacheName>;

/** One entry (`GET /monitor/cache/getValue/:cacheName/:cacheKey`). */
export const CacheValue = Type.Object({
  cacheName: Type.String(),
  cacheKey: Type.String(),
  cacheValue: Type.String(),
  /** seconds left; -1 never expires */
  expireTime: Type.Integer(),
  expireAt: Type.Optional(Type.String()),
});
export type CacheValue = Static<typeof CacheValue>;

const cacheName = Type.String({ maxLength: 200 });
const cacheKey = Type.String({ maxLength: 1000 });

/** `/monitor/cache/{getKeys,clearCacheName}/:cacheName` */
export const CacheNameParam = Type.Object({ cacheName });
/** `/monitor/cache/getValue/:cacheName/:cacheKey` */
export const CacheEntryParam = Type.Object({ cacheName, cacheKey });
/** `/monitor/cache/clearCacheKey/:cacheKey` (the full key, name included) */
export const CacheKeyParam = Type.Object({ cacheKey });
