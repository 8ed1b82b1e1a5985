import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, fakeDist, freePort, spawnServer, stopServer } from '../../support/server-process.ts';

/**
 * WORKERS=2 on the embedded PostgreSQL: a primary owning PostgreSQL and two server processes sharing the
 * port (kernel/server/cluster). Connections are dealt round-robin, so calls on fresh connections alternate
 * between the workers: what one worker holds alone (a rate-limit count, a cache entry) shows at once.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-cluster-'));
const distDir = fakeDist();
const PASSWORD = 'Chief#12345';
let child: ChildProcess | null = null;

const start = async (port: number) =>
  spawnServer(
    {
      DATABASE_URL: '',
      WORKERS: '2',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ADMIN_PASSWORD: PASSWORD,
      CAPTCHA_ENABLED: 'false',
      LOGIN_RATE_LIMIT: '3',
      LOG_LEVEL: 'silent',
    },
    120_000,
  );

/** One call on a connection of its own (no keep-alive), so the cluster deals it to the next worker. */
function fresh(port: number, method: string, url: string, body?: unknown, token?: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/prod-api${url}`,
        agent: false,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
};

/** The node processes the primary started (its PostgreSQL, and tsx's esbuild when run from sources, are not node). */
const workersOf = (primary: number) =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (
          Number(fields[1]) === primary &&
          fields[0] !== 'Z' &&
          path.basename(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]) === 'node'
        );
      } catch {
        return false;
      }
    });

async function until<T>(what: string, probe: () => T | Promise<T>, ms = 30_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  if (child) await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('WORKERS=2: one server in two processes', () => {
  let port = 0;
  let token = '';

  it('serves from both workers, which share rate limits, sessions and the cache monitor', async () => {
    port = await freePort();
    child = await start(port);
    const workers = workersOf(child.pid!);
    expect(workers).toHaveLength(2);

    // a limit of 3 logins a minute holds across the workers: the 4th and 5th attempt are refused
    const attempts = [];
    for (let i = 0; i < 5; i++) attempts.push(await fresh(port, 'POST', '/login', { username: 'admin', password: 'Wrong#12345' }));
    expect(attempts.slice(0, 3).every((r) => r.code === 500 && !/60/.test(r.msg))).toBe(true);
    expect(attempts[3].msg).toMatch(/60/);
    expect(attempts[4].msg).toMatch(/60/);
  }, 180_000);

  it('deals calls to both workers; a session ended on one is refused by the other', async () => {
    // the limit above is per client address: the login below comes from the primary's fresh window after it
    const stopped = child!;
    await stopServer(stopped);
    child = await start(port);
    token = (await fresh(port, 'POST', '/login', { username: 'admin', password: PASSWORD })).data;
    expect(token).toBeTruthy();
    const pids = new Set<number>();
    for (let i = 0; i < 4; i++) pids.add((await fresh(port, 'GET', '/monitor/server', undefined, token)).data.node.pid);
    expect([...pids].sort()).toEqual(workersOf(child.pid!).sort());

    const other = (await fresh(port, 'POST', '/login', { username: 'admin', password: PASSWORD })).data;
    expect((await fresh(port, 'POST', '/logout', undefined, other)).code).toBe(200);
    for (let i = 0; i < 2; i++) expect((await fresh(port, 'GET', '/getInfo', undefined, other)).code).toBe(401);
  }, 180_000);

  it('lists every worker’s cache entries in the cache monitor', async () => {
    // one worker reads the config value; both answers of the monitor (one per worker) list it
    await fresh(port, 'GET', '/system/config/configKey/SysUploadTypeLimit', undefined, token);
    for (let i = 0; i < 2; i++) {
      const keys = await fresh(port, 'GET', '/monitor/cache/getKeys/config', undefined, token);
      expect(keys.data).toContain('config:SysUploadTypeLimit');
      const value = await fresh(port, 'GET', '/monitor/cache/getValue/config/config:SysUploadTypeLimit', undefined, token);
      expect(value.data.cacheValue).toMatch(/jpg/);
    }
  }, 60_000);

  it('replaces a worker that dies, and the workers go when the primary is killed', async () => {
    const before = workersOf(child!.pid!);
    process.kill(before[0], 'SIGKILL');
    const after = await until('a replacement worker', (): number[] | null => {
      const now = workersOf(child!.pid!);
      return now.length === 2 && !now.includes(before[0]) ? now : null;
    });
    expect(after).toContain(before[1]);
    // the replacement serves once it has started: then four fresh calls reach both workers
    await until(
      'the replacement to serve',
      async () => {
        const pids = new Set<number>();
        for (let i = 0; i < 4; i++) pids.add((await fresh(port, 'GET', '/monitor/server', undefined, token)).data.node.pid);
        return pids.size === 2 && after.every((pid) => pids.has(pid));
      },
      60_000,
    );

    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    await until('the workers to exit', () => after.every((pid) => !running(pid)), 15_000);

    const port2 = await freePort();
    child = await start(port2);
    expect((await callApi(port2, 'GET', '/getInfo', undefined, token)).code).toBe(200);
  }, 180_000);

  it('stops the workers and PostgreSQL on SIGTERM', async () => {
    const workers = workersOf(child!.pid!);
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await stopServer(child!);
    child = null;
    expect(workers.every((pid) => !running(pid))).toBe(true);
    expect(running(postmaster)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});
