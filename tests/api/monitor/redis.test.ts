import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * The cache monitor on Redis: with TEST_REDIS_URL it shows that server's figures; with a redis-server
 * this test starts on its own port and stops mid-run, the product keeps serving, the monitor fails
 * clearly, and it works again when Redis returns.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const apps: TestApp[] = [];
let redis: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const c = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10000);
    c.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/Ready to accept connections/i.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    c.on('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
  });
  return c;
}

async function stopRedis() {
  if (!redis || redis.exitCode != null) return;
  const gone = new Promise((r) => redis!.once('exit', r));
  redis.kill('SIGKILL');
  await gone;
}

afterAll(async () => {
  for (const a of apps) await a.dispose().catch(() => {});
  await stopRedis();
});

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await sleep(200);
  }
}

describe.skipIf(!process.env.TEST_REDIS_URL)('cache monitor on TEST_REDIS_URL', () => {
  it('shows Redis INFO, key count and command stats', async () => {
    const t = await createTestApp(inject('pgAdminUrl'), { REDIS_URL: process.env.TEST_REDIS_URL! }, { scheduler: { enabled: false } });
    apps.push(t);
    const token = await t.login();
    const r = await t.api('GET', '/monitor/cache', { token });
    expect(r.data.type).toBe('redis');
    expect(r.data.info.redis_version).toMatch(/^\d+\./);
    expect(typeof r.data.dbSize).toBe('number');
    expect(r.data.commandStats.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasRedisServer)('cache monitor when Redis goes away and returns', () => {
  if (!hasRedisServer) console.warn('monitor-redis: redis-server is not installed; the outage test is skipped');
  it('keeps serving, fails the Redis calls clearly, and recovers', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const t = await createTestApp(inject('pgAdminUrl'), { REDIS_URL: `redis://127.0.0.1:${port}/0` }, { scheduler: { enabled: false } });
    apps.push(t);
    const token = await t.login();
    await t.api('GET', '/monitor/cache', { token }); // the product's own entries are written now

    const { Redis } = await import('ioredis');
    const direct = new Redis(`redis://127.0.0.1:${port}/0`);
    await direct.set('sys_config:probe', 'hello', 'EX', 300);
    await direct.set('sys_config:other', 'x');
    await direct.hset('login_tokens:abc', { user: 'admin' });
    // the product keeps its own cache and rate limits there too
    const size = await direct.dbsize();
    expect(size).toBeGreaterThanOrEqual(3);
    direct.disconnect();

    const ov = await t.api('GET', '/monitor/cache', { token });
    expect(ov.code, ov.msg).toBe(200);
    expect(ov.data).toMatchObject({ type: 'redis', dbSize: size });
    expect(ov.data.info.tcp_port).toBe(String(port));
    expect(ov.data.commandStats.some((c: any) => c.name === 'set' && Number(c.value) >= 2)).toBe(true);
    expect((await t.api('GET', '/monitor/cache/getNames', { token })).data.map((n: any) => n.cacheName)).toEqual(
      expect.arrayContaining(['login_tokens:', 'sys_config:']),
    );
    expect((await t.api('GET', '/monitor/cache/getKeys/sys_config:', { token })).data).toEqual(['sys_config:other', 'sys_config:probe']);
    const v = await t.api('GET', '/monitor/cache/getValue/sys_config:/sys_config:probe', { token });
    expect(v.data).toMatchObject({ cacheValue: 'hello' });
    expect(v.data.expireTime).toBeGreaterThan(200);
    expect((await t.api('GET', '/monitor/cache/getValue/login_tokens:/login_tokens:abc', { token })).data.cacheValue).toBe(
      '{"user":"admin"}',
    );
    expect((await t.api('DELETE', '/monitor/cache/clearCacheKey/sys_config:probe', { token })).code).toBe(200);
    expect((await t.api('GET', '/monitor/cache', { token })).data.dbSize).toBe(size - 1);

    await stopRedis();
    const down = await t.api('GET', '/monitor/cache', { token, lang: 'en' });
    expect(down.code).toBe(500);
    expect(down.msg).toMatch(/^Redis is unavailable: /);
    expect((await t.api('GET', '/monitor/cache/getNames', { token, lang: 'zh-CN' })).msg).toMatch(/^Redis 不可用：/);
    // everything else keeps working, without waiting on Redis
    const started = Date.now();
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(200);
    expect((await t.api('GET', '/monitor/job/list', { token })).code).toBe(200);
    expect((await t.api('GET', '/monitor/server', { token })).code).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);

    redis = await startRedis(port); // empty again: no persistence
    const back = await until(
      () => t.api('GET', '/monitor/cache', { token }),
      (r) => r.code === 200,
    );
    expect(back.code, back.msg).toBe(200);
    expect(back.data.type).toBe('redis');
    expect((await t.api('GET', '/monitor/cache/getNames', { token })).data.map((n: any) => n.cacheName)).not.toContain('sys_config:');
    expect((await t.api('DELETE', '/monitor/cache/clearCacheAll', { token })).code).toBe(200);
  }, 60000);
});
