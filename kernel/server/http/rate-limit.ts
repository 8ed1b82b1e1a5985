import type { FastifyRequest } from 'fastify';
import { fail } from './errors.ts';

/**
 * Fixed-window counter per key (client IP plus route). In-process: with several instances each keeps its
 * own window, which still bounds guessing per instance.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private limit: number,
    private windowMs: number,
  ) {}

  /** Throws a localized refusal when `req` exceeded the limit for `bucket`. */
  check(req: FastifyRequest, bucket: string): void {
    if (this.limit <= 0) return;
    const key = `${bucket}|${req.ip}`;
    const now = Date.now();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      if (this.hits.size > 50000) this.hits.clear();
      e = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, e);
    }
    e.count++;
    if (e.count > this.limit) throw fail('server:errors.rateLimited', { seconds: Math.ceil((e.resetAt - now) / 1000) });
  }
}
