import type { RouteApp } from '#kernel/server';
import v8 from 'node:v8';
import type { FastifyRequest } from 'fastify';
import { AppError, fail, formatInstant, ok, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { RedisMonitor, RedisUnavailable } from '../services/redis-monitor.ts';
import { CacheEntryParam, CacheKeyParam, type CacheName, CacheNameParam, type CacheOverview, type CacheValue } from '../../shared/cache.ts';

/** Caches the kernel and plugins fill, each with a remark in the locale files. */
export const KNOWN_CACHES = ['identity', 'config', 'dict', 'count', 'i18n', 'sessions'] as const;

/**
 * The cache monitor (chestnut-api.md §1.3): with REDIS_URL it shows Redis; otherwise the in-process
 * cache, whose entries are listed as `<name>:<key>` like RuoYi's Redis keys. Clearing also drops the
 * in-process copy on every instance, since that is the cache the server really reads.
 */
export async function cacheRoutes(app: RouteApp, kernel: Kernel) {
  const redis = kernel.config.redisUrl ? new RedisMonitor(kernel.config.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  const tz = kernel.config.timeZone;

  const viaRedis = async <T>(fn: (r: RedisMonitor) => Promise<T>): Promise<T> => {
    try {
      return await fn(redis!);
    } catch (e) {
      if (e instanceof RedisUnavailable) throw fail('monitor:errors.redisUnavailable', { detail: e.message });
      throw e;
    }
  };
  // the in-process caches of every worker of this server (one process: its own)
  const snapshot = () => kernel.cacheSnapshot();
  // a full memory key `<name>:<key>` back to its parts; names may contain ':' so match known names
  const split = (names: string[], full: string): [string, string] | null => {
    const name = [...names].sort((a, b) => b.length - a.length).find((n) => full.startsWith(`${n}:`));
    return name ? [name, full.slice(name.length + 1)] : null;
  };

  app.get('/monitor/cache', { config: { access: 'monitor:cache:view' } }, async (req) => {
    if (redis)
      return ok<CacheOverview>({ type: 'redis', typeName: req.t('monitor:cache.redis'), ...(await viaRedis((r) => r.overview())) });
    const snap = await snapshot();
    const names = Object.keys(snap);
    const commandStats = names.map((n) => ({ name: n, value: String(Object.keys(snap[n]).length) }));
    const mem = process.memoryUsage();
    const uptime = Math.round(process.uptime());
    return ok<CacheOverview>({
      type: 'memory',
      typeName: req.t('monitor:cache.memory'),
      info: {
        redis_version: '-',
        mode: 'in-process',
        uptime_in_seconds: String(uptime),
        used_memory_human: `${(mem.heapUsed / 1048576).toFixed(1)}M`,
        cache_names: String(names.length),
        // the INFO keys a v1.4.3 cache view reads, with what the in-process cache has in their place
        redis_mode: 'in-process',
        tcp_port: '-',
        connected_clients: '0',
        uptime_in_days: String(Math.floor(uptime / 86400)),
        used_memory: String(mem.heapUsed),
        used_cpu_user_children: (process.cpuUsage().user / 1e6).toFixed(2),
        maxmemory_human: `${(v8.getHeapStatistics().heap_size_limit / 1048576).toFixed(1)}M`,
        aof_enabled: '0',
        rdb_last_bgsave_status: '-',
        instantaneous_input_kbps: '0.00',
        instantaneous_output_kbps: '0.00',
      },
      dbSize: commandStats.reduce((a, c) => a + Number(c.value), 0),
      commandStats,
    });
  });

  // v1.4.3's cache list shows a remark per cache: what the kernel keeps there (else the name itself)
  const remark = (req: FastifyRequest, name: string) => {
    const base = name.replace(/:$/, '').split(':').pop() ?? name;
    return (KNOWN_CACHES as readonly string[]).includes(base) ? req.t(`monitor:cache.remarks.${base}`) : name;
  };
  app.get('/monitor/cache/getNames', { config: { access: 'monitor:cache:view' } }, async (req) => {
    if (redis) return ok((await viaRedis((r) => r.names())).map((n): CacheName => ({ cacheName: n, cacheKey: n, remark: remark(req, n) })));
    return ok(Object.keys(await snapshot()).map((n): CacheName => ({ cacheName: n, cacheKey: `${n}:`, remark: remark(req, n) })));
  });

  app.get(
    '/monitor/cache/getKeys/:cacheName',
    { config: { access: 'monitor:cache:view' }, schema: { params: CacheNameParam } },
    async (req) => {
      if (redis) return ok(await viaRedis((r) => r.keys(req.params.cacheName)));
      return ok(Object.keys((await snapshot())[req.params.cacheName] ?? {}).map((k) => `${req.params.cacheName}:${k}`));
    },
  );

  app.get(
    '/monitor/cache/getValue/:cacheName/:cacheKey',
    { config: { access: 'monitor:cache:view' }, schema: { params: CacheEntryParam } },
    async (req) => {
      const { cacheName, cacheKey } = req.params;
      if (redis) {
        const v = await viaRedis((r) => r.value(cacheKey));
        if (!v) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.cacheKeyNotFound', { key: cacheKey });
        return ok<CacheValue>({ cacheName, cacheKey, cacheValue: v.value, expireTime: v.ttl });
      }
      const snap = await snapshot();
      const parts = split(Object.keys(snap), cacheKey) ?? [cacheName, cacheKey];
      const e = snap[parts[0]]?.[parts[1]];
      if (!e || (e.expires != null && e.expires < Date.now()))
        throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.cacheKeyNotFound', { key: cacheKey });
      const out: CacheValue = {
        cacheName: parts[0],
        cacheKey,
        cacheValue: e.value,
        expireTime: e.expires == null ? -1 : Math.max(0, Math.round((e.expires - Date.now()) / 1000)),
      };
      if (e.expires != null) out.expireAt = formatInstant(e.expires, tz);
      return ok(out);
    },
  );

  const clearCfg = { access: 'monitor:cache:clear', log: { title: 'monitor:log.cache', type: 'CLEAN' } };
  app.delete('/monitor/cache/clearCacheName/:cacheName', { config: clearCfg, schema: { params: CacheNameParam } }, async (req) => {
    if (redis) await viaRedis((r) => r.deleteName(req.params.cacheName));
    const name = req.params.cacheName.replace(/:$/, '');
    if (redis || name in (await snapshot())) await kernel.invalidate(name);
    return ok();
  });

  app.delete('/monitor/cache/clearCacheKey/:cacheKey', { config: clearCfg, schema: { params: CacheKeyParam } }, async (req) => {
    const full = req.params.cacheKey;
    if (redis) {
      await viaRedis((r) => r.deleteKey(full));
      // Redis names are the prefix up to the first ':'; every instance drops just that key
      const at = full.indexOf(':');
      if (at > 0) await kernel.invalidate(full.slice(0, at), full.slice(at + 1));
    } else {
      const parts = split(Object.keys(await snapshot()), full);
      if (!parts) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.cacheKeyNotFound', { key: full });
      await kernel.invalidate(parts[0], parts[1]);
    }
    return ok();
  });

  app.delete('/monitor/cache/clearCacheAll', { config: clearCfg }, async () => {
    if (redis) await viaRedis((r) => r.deleteAll());
    for (const n of Object.keys(await snapshot())) await kernel.invalidate(n);
    return ok();
  });
}
