/**
 * The in-process cache used when no Redis is configured: named caches of keys with optional expiry.
 * Names and keys are listed by the cache monitor.
 */
export class MemoryCache {
  private store = new Map<string, Map<string, { value: unknown; expires: number | null }>>();

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
    m.set(key, { value, expires: ttlSeconds ? Date.now() + ttlSeconds * 1000 : null });
  }

  async getOrLoad<T>(name: string, key: string, load: () => Promise<T>, ttlSeconds?: number): Promise<T> {
    const hit = this.get<T>(name, key);
    if (hit !== undefined) return hit;
    const v = await load();
    this.set(name, key, v, ttlSeconds);
    return v;
  }

  delete(name: string, key?: string): void {
    this.local(name, key);
  }

  /** Drops a name (or one key of it) from this process only. */
  local(name: string, key?: string): void {
    if (key == null) this.store.delete(name);
    else this.store.get(name)?.delete(key);
  }

  /** Drops a name (or one key) wherever this cache keeps it, before returning (kernel.invalidate). */
  async drop(name: string, key?: string): Promise<void> {
    this.local(name, key);
  }

  clear(): void {
    this.store.clear();
  }

  names(): string[] {
    return [...this.store.keys()];
  }

  keys(name: string): string[] {
    return [...(this.store.get(name)?.keys() ?? [])];
  }

  entry(name: string, key: string): { value: unknown; expires: number | null } | undefined {
    return this.store.get(name)?.get(key);
  }
}
