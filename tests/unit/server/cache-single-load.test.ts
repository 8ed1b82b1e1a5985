import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../kernel/server/cache.ts';

/** A load the test finishes by hand, counting how often it started. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const g = {
    started: 0,
    load: async () => {
      g.started++;
      await opened;
      return value;
    },
    open: () => open(),
  };
  return g;
}

describe('MemoryCache.getOrLoad', () => {
  it('runs one load for the callers that miss the same entry meanwhile, then answers from the entry', async () => {
    const c = new MemoryCache();
    const g = gate(42);
    const waiting = Array.from({ length: 50 }, () => c.getOrLoad('count', 'k', g.load, 60));
    g.open();
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(42));
    expect(g.started).toBe(1);
    expect(await c.getOrLoad('count', 'k', g.load, 60)).toBe(42);
    expect(g.started).toBe(1);
  });

  it('loads other keys and names on their own', async () => {
    const c = new MemoryCache();
    let n = 0;
    const load = async () => ++n;
    const got = await Promise.all([c.getOrLoad('a', 'x', load), c.getOrLoad('a', 'y', load), c.getOrLoad('b', 'x', load)]);
    expect(got.sort()).toEqual([1, 2, 3]);
  });

  it('after a drop, a caller does not wait for the load that began before it', async () => {
    const c = new MemoryCache();
    const old = gate('before the write');
    const first = c.getOrLoad('read', 'k', old.load);
    await c.drop('read');
    const fresh = gate('after the write');
    const second = c.getOrLoad('read', 'k', fresh.load);
    fresh.open();
    expect(await second).toBe('after the write');
    old.open();
    expect(await first).toBe('before the write');
    expect(fresh.started).toBe(1);
    // what the older load read is not kept over the newer entry
    expect(c.get('read', 'k')).toBe('after the write');
  });

  it('a failed load fails its waiters and is not kept', async () => {
    const c = new MemoryCache();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('db down');
    };
    await expect(Promise.all([c.getOrLoad('n', 'k', failing), c.getOrLoad('n', 'k', failing)])).rejects.toThrow('db down');
    expect(calls).toBe(1);
    expect(await c.getOrLoad('n', 'k', async () => 'back')).toBe('back');
  });
});
