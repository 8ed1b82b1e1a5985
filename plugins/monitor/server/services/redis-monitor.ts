import type { Redis } from 'ioredis';

/** Redis became unreachable (or answered an error); `detail` is the client's reason. */
export class RedisUnavailable extends Error {}

const MAX_KEYS = 10_000;

/**
 * Read-and-clear access to the Redis named by REDIS_URL for the cache monitor. Commands fail fast
 * while Redis is down (no offline queue, one retry), so the monitor reports it at once and the rest of
 * the product never waits on Redis; the client keeps reconnecting in the background and the monitor
 * works again as soon as Redis is back (security #62).
 */
export class RedisMonitor {
  // made on the first call (ioredis is loaded then, not when the server starts)
  private client: Promise<Redis> | null = null;

  constructor(private readonly url: string) {}

  private open(): Promise<Redis> {
    this.client ??= import('ioredis').then(({ Redis }) => {
      const c = new Redis(this.url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 3000,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      });
      c.on('error', () => {
        /* reported per call; reconnection goes on */
      });
      return c;
    });
    return this.client;
  }

  private async ready(): Promise<Redis> {
    const client = await this.open();
    const s = client.status;
    if (s === 'wait' || s === 'end') await client.connect().catch((e) => Promise.reject(new RedisUnavailable((e as Error).message)));
    if (client.status !== 'ready') throw new RedisUnavailable(client.status);
    return client;
  }

  private async call<T>(fn: (r: Redis) => Promise<T>): Promise<T> {
    try {
      return await fn(await this.ready());
    } catch (e) {
      if (e instanceof RedisUnavailable) throw e;
      throw new RedisUnavailable((e as Error).message);
    }
  }

  /** INFO as a map, DBSIZE and per-command call counts (the cache monitor's chart). */
  async overview(): Promise<{ info: Record<string, string>; dbSize: number; commandStats: { name: string; value: string }[] }> {
    return this.call(async (r) => {
      const info = parseInfo(await r.info());
      const dbSize = await r.dbsize();
      const stats = parseInfo(await r.info('commandstats'));
      const commandStats = Object.entries(stats).map(([k, v]) => ({
        name: k.replace(/^cmdstat_/, ''),
        value: /calls=(\d+)/.exec(v)?.[1] ?? '0',
      }));
      return { info, dbSize, commandStats };
    });
  }

  private async scan(match: string): Promise<string[]> {
    return this.call(async (r) => {
      const out: string[] = [];
      let cursor = '0';
      do {
        const [next, keys] = await r.scan(cursor, 'MATCH', match, 'COUNT', 500);
        out.push(...keys);
        cursor = next;
      } while (cursor !== '0' && out.length < MAX_KEYS);
      return out.slice(0, MAX_KEYS);
    });
  }

  /** Cache names are key prefixes up to the first ':' (RuoYi's `sys_config:` convention). */
  async names(): Promise<string[]> {
    const keys = await this.scan('*');
    return [...new Set(keys.map((k) => (k.includes(':') ? k.slice(0, k.indexOf(':') + 1) : '')))].sort();
  }

  async keys(name: string): Promise<string[]> {
    const keys = await this.scan(name ? `${escapeGlob(name)}*` : '*');
    return (name ? keys : keys.filter((k) => !k.includes(':'))).sort();
  }

  /** The value (strings as is, other types as JSON) and the TTL in seconds (-1 none, undefined missing). */
  async value(key: string): Promise<{ value: string; ttl: number } | undefined> {
    return this.call(async (r) => {
      const type = await r.type(key);
      if (type === 'none') return undefined;
      let value: unknown;
      if (type === 'string') value = await r.get(key);
      else if (type === 'hash') value = await r.hgetall(key);
      else if (type === 'list') value = await r.lrange(key, 0, 199);
      else if (type === 'set') value = await r.smembers(key);
      else if (type === 'zset') value = await r.zrange(key, '0', '199', 'WITHSCORES');
      else value = `(${type})`;
      return { value: typeof value === 'string' ? value : JSON.stringify(value), ttl: await r.ttl(key) };
    });
  }

  async deleteKey(key: string): Promise<number> {
    return this.call((r) => r.del(key));
  }

  async deleteName(name: string): Promise<number> {
    const keys = await this.keys(name);
    let n = 0;
    for (let i = 0; i < keys.length; i += 500) n += await this.call((r) => r.del(...keys.slice(i, i + 500)));
    return n;
  }

  /** Deletes every key of the database REDIS_URL selects (what RuoYi's "clear all" does). */
  async deleteAll(): Promise<void> {
    await this.call((r) => r.flushdb());
  }

  async close(): Promise<void> {
    (await this.client)?.disconnect();
  }
}

const escapeGlob = (s: string) => s.replace(/[*?[\]\\]/g, (m) => `\\${m}`);

function parseInfo(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i)] = line.slice(i + 1);
  }
  return out;
}
