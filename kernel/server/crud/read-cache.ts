import type { FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';

/**
 * Cache name of lookups that reads serve from memory: rows a screen's GET requests read on every call (a
 * plugin's current site, a catalog, the names of referenced rows). Like list totals it is dropped by every
 * write through the API on every instance, before the write's answer leaves, and entries expire after a
 * few seconds for changes made outside the API.
 */
export const READ_CACHE = 'read';
const TTL_SECONDS = 10;

/**
 * How many times the read cache was dropped in this process (by any write through the API, here or on another
 * instance): something derived from reads (a render's lookups) is as good as a cached read while this stays.
 */
export const readCacheDrops = (kernel: Pick<Kernel, 'cache'>): number => kernel.cache.generation(READ_CACHE);

/**
 * `load()` through the read cache under `key` for GET and HEAD requests; a write (or no request: a job, a
 * seed) always reads the database, so what it checks and writes is never a cached copy.
 */
export function readCached<T>(kernel: Kernel, req: FastifyRequest | undefined, key: string, load: () => Promise<T>): Promise<T> {
  if (!req || (req.method !== 'GET' && req.method !== 'HEAD')) return load();
  return kernel.cache.getOrLoad(READ_CACHE, key, load, TTL_SECONDS);
}
