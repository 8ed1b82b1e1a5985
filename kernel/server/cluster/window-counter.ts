/** Counts hits per key in fixed windows (the rate limiters' count when no Redis holds it). */
export class WindowCounter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  /** Counts one hit of `key`: the hits in its current window, and the time left until the window ends. */
  hit(key: string, windowMs: number): { count: number; resetMs: number } {
    const now = Date.now();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      if (this.hits.size > 50000) this.hits.clear();
      e = { count: 0, resetAt: now + windowMs };
      this.hits.set(key, e);
    }
    e.count++;
    return { count: e.count, resetMs: e.resetAt - now };
  }
}
