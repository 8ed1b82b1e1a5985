import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../kernel/server/cache.ts';
import { RedisCache } from '../../../kernel/server/redis-cache.ts';

/** How a cache name is kept (`limit`): at most so many keys, oldest out first; process-only names never reach Redis. */
describe('MemoryCache.limit', () => {
  it('keeps at most maxKeys keys of the name, pushing out the oldest; other names are not limited', () => {
    const c = new MemoryCache();
    c.limit('answers', { maxKeys: 2 });
    c.set('answers', 'a', 1);
    c.set('answers', 'b', 2);
    // a key already kept is replaced in place
    c.set('answers', 'a', 11);
    c.set('answers', 'c', 3);
    expect([c.get('answers', 'a'), c.get('answers', 'b'), c.get('answers', 'c')]).toEqual([11, undefined, 3]);
    for (const k of ['x', 'y', 'z']) c.set('other', k, k);
    expect(Object.keys(c.snapshot().other)).toEqual(['x', 'y', 'z']);
  });

  it('after a clear, a load that began before it is not kept', async () => {
    const c = new MemoryCache();
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    const early = c.getOrLoad('n', 'k', async () => {
      await opened;
      return 'stale';
    });
    c.clear();
    open();
    expect(await early).toBe('stale');
    expect(c.get('n', 'k')).toBeUndefined();
  });
});

describe('RedisCache with a process-only name', () => {
  it('loads, keeps and drops it without a Redis call; other names go through Redis', async () => {
    const calls: string[] = [];
    const redis = new Proxy({} as Redis, {
      get:
        (_t, op: string) =>
        async (...args: unknown[]) => {
          calls.push(`${op} ${String(args[0])}`);
          return op === 'scan' ? ['0', []] : null;
        },
    });
    const c = new RedisCache(redis);
    c.limit('answers', { processOnly: true });
    expect(await c.getOrLoad('answers', '7', async () => 'text')).toBe('text');
    expect(c.get('answers', '7')).toBe('text');
    c.delete('answers', '7');
    await c.drop('answers');
    expect(calls).toEqual([]);
    await c.getOrLoad('shared', '1', async () => 'x');
    expect(calls).toEqual(['get shared:1', 'set shared:1']);
  });
});
