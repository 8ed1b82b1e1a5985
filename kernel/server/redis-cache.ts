import type { Redis } from 'ioredis';
import { MemoryCache } from './cache.ts';

/** Longest a Redis entry lives when the caller gives no TTL: bounds what a load racing an invalidation can leave. */
const MAX_TTL_SECONDS = 300;

/**
 * The cache when REDIS_URL is set: entries live in Redis as `<name>:<key>` (JSON), shared by every
 * instance, with the in-process cache in front; invalidations delete them there and reach every
 * instance's front over LISTEN/NOTIFY. Redis unreachable: it behaves as the in-process cache. A name limited to
 * `processOnly` never reaches Redis (neither its loads nor its drops cost a round trip).
 */
export class RedisCache extends MemoryCache {
  constructor(private redis: Redis) {
    super();
  }

  protected override async fill<T>(name: string, key: string, load: () => Promise<T>, ttlSeconds?: number): Promise<T> {
    if (this.limits.get(name)?.processOnly) return super.fill(name, key, load, ttlSeconds);
    const rk = `${name}:${key}`;
    const gen = this.generation(name);
    try {
      const raw = await this.redis.get(rk);
      const v = raw == null ? undefined : (JSON.parse(raw) as { v?: T }).v;
      if (v !== undefined) {
        if (this.generation(name) === gen) this.set(name, key, v, ttlSeconds);
        return v;
      }
    } catch {
      /* Redis down: load from the database */
    }
    const v = await load();
    if (this.generation(name) !== gen) return v;
    this.set(name, key, v, ttlSeconds);
    if (v !== undefined)
      await this.redis.set(rk, JSON.stringify({ v }), 'EX', Math.min(ttlSeconds || MAX_TTL_SECONDS, MAX_TTL_SECONDS)).catch(() => {});
    return v;
  }

  /** Local delete; the Redis entry goes too (not awaited: callers of `delete` are synchronous). */
  override delete(name: string, key?: string): void {
    this.local(name, key);
    void this.dropShared(name, key).catch(() => {});
  }

  override async drop(name: string, key?: string): Promise<void> {
    this.local(name, key);
    await this.dropShared(name, key).catch(() => {});
  }

  private async dropShared(name: string, key?: string): Promise<void> {
    if (this.limits.get(name)?.processOnly) return;
    if (key != null) {
      await this.redis.del(`${name}:${key}`);
      return;
    }
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${name.replace(/[*?[\]\\]/g, (m) => `\\${m}`)}:*`, 'COUNT', 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}
