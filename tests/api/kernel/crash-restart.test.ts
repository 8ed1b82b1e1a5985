import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, fakeDist, freePort, spawnServer } from '../../support/server-process.ts';

/**
 * `npm start` on the embedded PostgreSQL, killed with SIGKILL after an acknowledged write, then started
 * again: the orphaned postmaster must not block the start and the write must be there.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-crash-'));
const distDir = fakeDist();
let child: ChildProcess | null = null;

async function start(port: number): Promise<ChildProcess> {
  return spawnServer({
    DATABASE_URL: '',
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    ADMIN_PASSWORD: 'Chief#12345',
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
  });
}

const call = callApi;

afterAll(async () => {
  if (child && child.exitCode == null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('kill -9 and restart on the embedded database', () => {
  it('keeps every acknowledged write and starts despite the orphaned postmaster', async () => {
    const port = await freePort();
    child = await start(port);
    const token = (await call(port, 'POST', '/login', { username: 'admin', password: 'Chief#12345' })).data;
    const saved = await call(port, 'PUT', '/system/user/savePreferences', { crashProbe: 'kept-42' }, token);
    expect(saved.code).toBe(200);
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(() => process.kill(pid, 0)).not.toThrow(); // the postmaster outlived us

    const port2 = await freePort();
    child = await start(port2);
    const token2 = (await call(port2, 'POST', '/login', { username: 'admin', password: 'Chief#12345' })).data;
    const prefs = await call(port2, 'GET', '/system/user/getPreferences', undefined, token2);
    expect(prefs.data.crashProbe).toBe('kept-42');
    // the old session survived too: it was acknowledged before the crash
    expect((await call(port2, 'GET', '/getInfo', undefined, token)).code).toBe(200);
  }, 120000);
});

describe('one data directory, one server', () => {
  it('refuses to start a second server on a data directory a live server holds', async () => {
    if (child && child.exitCode == null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    const port = await freePort();
    child = await start(port);
    await expect(
      spawnServer({ DATABASE_URL: '', PORT: String(await freePort()), DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'silent' }),
    ).rejects.toThrow(/is in use by the running process \d+/);
    // the first one is unharmed
    expect((await call(port, 'POST', '/login', { username: 'admin', password: 'Chief#12345' })).code).toBe(200);
  }, 120000);
});
