import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { fail } from './errors.ts';

/**
 * Fixed-window counter per key (client IP plus route). With Redis (REDIS_URL) every instance counts in
 * one window (`rate_limit:<bucket>:<ip>`); without it, or while Redis is down, each instance keeps its own.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private limit: number,
    private windowMs: number,
    private redis: Redis | null = null,
  ) {}

  /** Throws a localized refusal when `req` exceeded the limit for `bucket`. */
  async check(req: FastifyRequest, bucket: string): Promise<void> {
    if (this.limit <= 0) return;
    const shared = this.redis?.status === 'ready' ? await this.countShared(bucket, req.ip) : null;
    const { count, resetMs } = shared ?? this.countLocal(`${bucket}|${req.ip}`);
    if (count > this.limit) throw fail('server:errors.rateLimited', { seconds: Math.max(1, Math.ceil(resetMs / 1000)) });
  }

  private async countShared(bucket: string, ip: string): Promise<{ count: number; resetMs: number } | null> {
    const key = `rate_limit:${bucket}:${ip}`;
    try {
      const r = await this.redis!.multi().set(key, '0', 'PX', this.windowMs, 'NX').incr(key).pttl(key).exec();
      if (!r || r.some(([e]) => e)) return null;
      return { count: Number(r[1][1]), resetMs: Number(r[2][1]) };
    } catch {
      return null;
    }
  }

  private countLocal(key: string): { count: number; resetMs: number } {
    const now = Date.now();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      if (this.hits.size > 50000) this.hits.clear();
      e = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, e);
    }
    e.count++;
    return { count: e.count, resetMs: e.resetAt - now };
  }
}
