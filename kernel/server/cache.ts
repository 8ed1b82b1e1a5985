/** The live entries of an in-process cache by name and key, values as shown (JSON where they have one). */
export type CacheSnapshot = Record<string, Record<string, { value: string; expires: number | null }>>;

const shown = (v: unknown): string => {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

/** One view of several processes' snapshots (the workers of one server): every name and key any holds. */
export function mergeSnapshots(snapshots: (CacheSnapshot | null)[]): CacheSnapshot {
  const all: CacheSnapshot = {};
  for (const s of snapshots)
    for (const [name, keys] of Object.entries(s ?? {})) {
      const into = (all[name] ??= {});
      for (const [key, e] of Object.entries(keys))
        if (!into[key] || (into[key].expires ?? Infinity) < (e.expires ?? Infinity)) into[key] = e;
    }
  return all;
}

/** How a cache name is kept (`MemoryCache.limit`). */
export interface CacheLimits {
  /** the most keys kept under the name: a new key past it pushes out the oldest */
  maxKeys?: number;
  /**
   * kept in this process only, never in Redis: for answers whose exactness rests on invalidations sent by the
   * database (`cacheDropTriggerSql`), which drop the instances' memory but not a shared store
   */
  processOnly?: boolean;
}

/**
 * The in-process cache used when no Redis is configured: named caches of keys with optional expiry.
 * Its live entries are listed by the cache monitor (`snapshot`).
 */
export class MemoryCache {
  private store = new Map<string, Map<string, { value: unknown; expires: number | null }>>();
  /** loads under way by name and key: callers missing the same entry meanwhile share one load (see `getOrLoad`) */
  private loading = new Map<string, Map<string, Promise<unknown>>>();
  /** bumped per name by every drop: a load that raced with one does not keep what it read */
  private generations = new Map<string, number>();
  /** bumped by every `clear` (a lost invalidation listener): no load under way across one is kept */
  private clears = 0;
  protected limits = new Map<string, CacheLimits>();

  /**
   * how many times a name (or a key of it) was dropped, or the whole cache cleared, in this process: what was
   * derived from it holds while this stays (both counters only grow, so their sum changes whenever either does)
   */
  generation(name: string): number {
    return (this.generations.get(name) ?? 0) + this.clears;
  }

  /** Sets how a name is kept (at a plugin's start, before its first use). */
  limit(name: string, limits: CacheLimits): void {
    this.limits.set(name, limits);
  }

  get<T>(name: string, key: string): T | undefined {
    const e = this.store.get(name)?.get(key);
    if (!e) return undefined;
    if (e.expires != null && e.expires < Date.now()) {
      this.store.get(name)!.delete(key);
      return undefined;
    }
    return e.value as T;
  }

  set(name: string, key: string, value: unknown, ttlSeconds?: number): void {
    let m = this.store.get(name);
    if (!m) this.store.set(name, (m = new Map()));
    const max = this.limits.get(name)?.maxKeys;
    if (max != null) {
      // a Map iterates in insertion order: a key set again becomes the newest, the first key is the oldest
      m.delete(key);
      if (m.size >= max) m.delete(m.keys().next().value!);
    }
    m.set(key, { value, expires: ttlSeconds ? Date.now() + ttlSeconds * 1000 : null });
  }

  /**
   * The entry, loaded and kept when missing. Callers that miss while a load of the same entry is under way
   * wait for it instead of loading again: when a hot entry expires under load, one query refills it rather
   * than one per request in flight. A drop forgets the load under way, so later callers load afresh.
   */
  async getOrLoad<T>(name: string, key: string, load: () => Promise<T>, ttlSeconds?: number): Promise<T> {
    const hit = this.get<T>(name, key);
    if (hit !== undefined) return hit;
    let pending = this.loading.get(name);
    const shared = pending?.get(key);
    if (shared) return shared as Promise<T>;
    if (!pending) this.loading.set(name, (pending = new Map()));
    const mine = pending;
    const p = this.fill(name, key, load, ttlSeconds).finally(() => {
      if (mine.get(key) === p) mine.delete(key);
    });
    mine.set(key, p);
    return p;
  }

  /** Loads a missing entry and keeps it (getOrLoad runs one at a time per entry). */
  protected async fill<T>(name: string, key: string, load: () => Promise<T>, ttlSeconds?: number): Promise<T> {
    const gen = this.generation(name);
    const v = await load();
    if (this.generation(name) === gen) this.set(name, key, v, ttlSeconds);
    return v;
  }

  delete(name: string, key?: string): void {
    this.local(name, key);
  }

  /** Drops a name (or one key of it) from this process only. */
  local(name: string, key?: string): void {
    this.generations.set(name, this.generation(name) + 1);
    if (key == null) {
      this.store.delete(name);
      this.loading.delete(name);
    } else {
      this.store.get(name)?.delete(key);
      this.loading.get(name)?.delete(key);
    }
  }

  /** Drops a name (or one key) wherever this cache keeps it, before returning (kernel.invalidate). */
  async drop(name: string, key?: string): Promise<void> {
    this.local(name, key);
  }

  clear(): void {
    this.clears++;
    this.store.clear();
    this.loading.clear();
  }

  /** The live entries, values as shown: what the cache monitor lists (gathered from every worker). */
  snapshot(): CacheSnapshot {
    const now = Date.now();
    const out: CacheSnapshot = {};
    for (const [name, m] of this.store) {
      const keys: CacheSnapshot[string] = {};
      for (const [key, e] of m) if (e.expires == null || e.expires >= now) keys[key] = { value: shown(e.value), expires: e.expires };
      out[name] = keys;
    }
    return out;
  }
}
