import type { Redis } from 'ioredis';

/**
 * The Redis named by REDIS_URL, shared by the cache and the rate limits. Commands fail fast while it is
 * down (no offline queue, short timeouts) and every caller falls back to in-process state: Redis makes
 * several instances agree, it never stops the product.
 */
export async function openRedis(url: string, warn: (m: string) => void): Promise<Redis> {
  // loaded only when REDIS_URL is set
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('error', () => {
    /* callers fall back; the client keeps reconnecting */
  });
  await client
    .connect()
    .catch((e) => warn(`Redis at REDIS_URL is not reachable (${(e as Error).message}); using in-process state until it is`));
  return client;
}
