import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, fakeDist, freePort, spawnServer, stopServer } from '../../support/server-process.ts';

/**
 * The embedded PostgreSQL's owner check tells "the owner is alive" from "some process has that PID now":
 * a dead owner whose PID was reused, or one left a zombie, never blocks a restart, and data stays.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-owner-'));
const distDir = fakeDist();
const others: ChildProcess[] = [];
let child: ChildProcess | null = null;

const start = async () => {
  const port = await freePort();
  child = await spawnServer({
    DATABASE_URL: '',
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    ADMIN_PASSWORD: 'Chief#12345',
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
  });
  return port;
};
const login = async (port: number) =>
  (await callApi(port, 'POST', '/login', { username: 'admin', password: 'Chief#12345' })).data as string;

/** A live process that has nothing to do with us (its PID stands for a reused one). */
function unrelated(): number {
  const c = spawn('sleep', ['120'], { stdio: 'ignore' });
  others.push(c);
  return c.pid!;
}

/**
 * A zombie: the background `sleep` exits once its parent has exec'd into `sleep 120`, which never reaps it (a child
 * that exited while its parent was still the shell could be reaped by the shell, leaving no zombie behind).
 */
async function zombie(): Promise<number> {
  const c = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 120'], { stdio: ['ignore', 'pipe', 'ignore'] });
  others.push(c);
  const pid = await new Promise<number>((r) => c.stdout!.once('data', (d) => r(Number(String(d).trim()))));
  for (let i = 0; i < 100; i++) {
    const state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    if (state === 'Z') return pid;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no zombie');
}

afterAll(async () => {
  if (child) await stopServer(child);
  for (const o of others) o.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe.skipIf(!fs.existsSync('/proc/self/stat'))('embedded PostgreSQL owner check', () => {
  it('starts when the recorded owner PID now belongs to an unrelated live process, and keeps the data', async () => {
    let port = await start();
    let token = await login(port);
    expect((await callApi(port, 'PUT', '/system/user/savePreferences', { ownerProbe: 'kept-7' }, token)).code).toBe(200);
    await stopServer(child!);

    const pid = unrelated();
    fs.writeFileSync(path.join(dataDir, 'pg.owner'), String(pid));
    // the postmaster's own lock file names a live PID too (a crashed postmaster's PID, reused)
    fs.writeFileSync(
      path.join(dataDir, 'pg', 'postmaster.pid'),
      `${pid}\n${path.join(dataDir, 'pg')}\n1700000000\n5432\n\n127.0.0.1\n  5432001    32768\nready\n`,
    );
    port = await start();
    token = await login(port);
    expect((await callApi(port, 'GET', '/system/user/getPreferences', undefined, token)).data.ownerProbe).toBe('kept-7');
    expect(others[0].exitCode).toBeNull(); // the unrelated process was left alone
    await stopServer(child!);
  }, 120000);

  it('starts when the recorded owner is a zombie', async () => {
    fs.writeFileSync(path.join(dataDir, 'pg.owner'), String(await zombie()));
    const port = await start();
    const token = await login(port);
    expect((await callApi(port, 'GET', '/system/user/getPreferences', undefined, token)).data.ownerProbe).toBe('kept-7');
    await stopServer(child!);
  }, 120000);

  it('starts when the recorded PID and start time name a process that has since been replaced', async () => {
    fs.writeFileSync(path.join(dataDir, 'pg.owner'), `${unrelated()} 1`);
    const port = await start();
    expect((await login(port)).length).toBeGreaterThan(10);
  }, 120000);
});
