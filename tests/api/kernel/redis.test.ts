import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../../kernel/server/app.ts';
import { loadConfig } from '../../../kernel/server/config.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * With REDIS_URL, two instances share their cache and rate limits through Redis; clearing one cache key
 * clears only that key everywhere. Runs against TEST_REDIS_URL (a database of its own); skipped without it.
 */
const base = process.env.TEST_REDIS_URL;
let redisUrl = '';
let redis: Redis;
let a: TestApp;
let b: App;
let admin: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!base)('Redis when configured', () => {
  beforeAll(async () => {
    const u = new URL(base!);
    u.pathname = '/11';
    redisUrl = u.toString();
    redis = new Redis(redisUrl);
    await redis.flushdb();
    a = await createTestApp(inject('pgAdminUrl'), { REDIS_URL: redisUrl, LOGIN_RATE_LIMIT: '30' }, { scheduler: { enabled: false } });
    b = await buildApp(
      loadConfig({
        DATABASE_URL: a.databaseUrl,
        REDIS_URL: redisUrl,
        LOGIN_RATE_LIMIT: '30',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        CAPTCHA_ENABLED: 'false',
        DATA_DIR: '/tmp/zx-redis-b',
        LOG_LEVEL: 'silent',
      }),
      { print: () => {}, logger: false, scheduler: { enabled: false } },
    );
    admin = await a.login();
  });
  afterAll(async () => {
    await b?.close();
    await a?.dispose();
    await redis?.flushdb();
    redis?.disconnect();
  });

  it('keeps the cache in Redis, shared by both instances', async () => {
    expect((await a.api('GET', '/getInfo', { token: admin })).code).toBe(200);
    const keys = await redis.keys('identity:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(await a.kernel.configValue('SysCaptchaEnable')).toBe(await b.kernel.configValue('SysCaptchaEnable'));
    expect(await redis.exists('config:SysCaptchaEnable')).toBe(1);
  });

  it('counts login attempts across instances against one limit', async () => {
    const attempt = async (app: App) => {
      const res = await app.app.inject({
        method: 'POST',
        url: '/prod-api/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify({ username: 'nobody', password: 'Wrong#123' }),
      });
      return JSON.parse(res.body) as { msg: string };
    };
    const out = [];
    for (let i = 0; i < 25; i++) out.push(await attempt(a), await attempt(b));
    const limited = out.filter((r) => /Too many requests/.test(r.msg)).length;
    expect(limited).toBe(50 - 30 + 1); // one login (admin's, above) counted too
    expect((await redis.keys('rate_limit:*')).length).toBeGreaterThan(0);
  });

  it('clears one cache key on every instance and leaves the other keys', async () => {
    await b.kernel.configValue('SysCaptchaEnable');
    await b.kernel.configValue('SysUploadSizeLimit');
    expect(Object.keys(b.kernel.cache.snapshot().config)).toEqual(expect.arrayContaining(['SysCaptchaEnable', 'SysUploadSizeLimit']));
    const r = await a.api('DELETE', '/monitor/cache/clearCacheKey/config:SysCaptchaEnable', { token: admin });
    expect(r.code).toBe(200);
    await sleep(100);
    expect(await redis.exists('config:SysCaptchaEnable')).toBe(0);
    expect(await redis.exists('config:SysUploadSizeLimit')).toBe(1);
    const left = Object.keys(b.kernel.cache.snapshot().config ?? {});
    expect(left).toContain('SysUploadSizeLimit');
    expect(left).not.toContain('SysCaptchaEnable');
  });
});
