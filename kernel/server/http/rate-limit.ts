import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { fail } from './errors.ts';
import { countInPrimary, inWorker } from '../cluster/messages.ts';
import { WindowCounter } from '../cluster/window-counter.ts';

/**
 * A per-minute limit read from the environment variable `name`: an integer in 0..1,000,000,000 (0 = no limit),
 * `fallback` when unset or empty; anything else stops the start with a message naming the variable.
 */
export function envRateLimit(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const v = env[name];
  if (v == null || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000_000) throw new Error(`${name} must be an integer in 0..1000000000, got "${v}"`);
  return n;
}

/**
 * Fixed-window counter per key (client IP plus route). With Redis (REDIS_URL) every instance counts in
 * one window (`rate_limit:<bucket>:<ip>`); without it the worker processes of one server count in their
 * primary's window (WORKERS > 1), and a lone process, or any while Redis is down, keeps its own.
 */
export class RateLimiter {
  private local = new WindowCounter();
  constructor(
    private limit: number,
    private windowMs: number,
    private redis: Redis | null = null,
  ) {}

  /**
   * Throws a localized refusal when `req` exceeded the limit for `bucket`. A lone process counts at once and
   * returns nothing (no promise per request on the public endpoints); shared windows answer through a promise.
   */
  check(req: FastifyRequest, bucket: string): Promise<void> | undefined {
    if (this.limit <= 0) return;
    if (this.redis?.status !== 'ready' && !inWorker()) return this.judge(this.local.hit(`${bucket}|${req.ip}`, this.windowMs));
    return this.checkShared(req.ip, bucket);
  }

  private async checkShared(ip: string, bucket: string): Promise<void> {
    const key = `${bucket}|${ip}`;
    const shared = this.redis?.status === 'ready' ? await this.countShared(bucket, ip) : await countInPrimary(key, this.windowMs);
    this.judge(shared ?? this.local.hit(key, this.windowMs));
  }

  private judge({ count, resetMs }: { count: number; resetMs: number }): undefined {
    if (count > this.limit) throw fail('server:errors.rateLimited', { seconds: Math.max(1, Math.ceil(resetMs / 1000)) });
    return undefined;
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
}
