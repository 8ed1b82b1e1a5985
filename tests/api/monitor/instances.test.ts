import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, fakeDist, freePort, spawnServer, stopServer } from '../../support/server-process.ts';

/**
 * Two real server processes (`node --import tsx plugins/main.server.ts`) on ONE PostgreSQL database:
 * a job every 2 s for about 30 s must appear in the job log once per fire time. Then one process is
 * killed with SIGKILL in the middle of a run and the next start records that run as interrupted.
 */
const distDir = fakeDist();
const dbName = `zx_t_${crypto.randomBytes(6).toString('hex')}`;
let databaseUrl = '';
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(port: number): Promise<ChildProcess> {
  const c = await spawnServer({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'zx-data-')),
    ADMIN_PASSWORD: 'Chief#12345',
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    SCHEDULER_TICK_MS: '200',
    DB_POOL_MAX: '5',
  });
  children.push(c);
  return c;
}

const call = callApi;
const stop = stopServer;

async function query(text: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  const adminUrl = inject('pgAdminUrl');
  const a = new pg.Client({ connectionString: adminUrl });
  await a.connect();
  await a.query(`create database ${dbName}`);
  await a.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
});

afterAll(async () => {
  for (const c of children) await stop(c, 'SIGKILL').catch(() => {});
  const a = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await a.connect();
  await a.query(`drop database if exists ${dbName} with (force)`);
  await a.end();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL', () => {
  it('fire each scheduled time exactly once, and a killed instance’s run is interrupted at restart', async () => {
    // the first start migrates; the second starts against the migrated database
    const p1 = await freePort();
    const a = await start(p1);
    const p2 = await freePort();
    const b = await start(p2);
    const token = (await call(p1, 'POST', '/login', { username: 'admin', password: 'Chief#12345' })).data;
    const created = await call(
      p1,
      'POST',
      '/monitor/job',
      {
        jobName: 'two-instance',
        invokeTarget: 'monitor.noop',
        cronExpression: '*/2 * * * * ?',
        misfirePolicy: '1',
        concurrent: '0',
        status: '0',
      },
      token,
    );
    expect(created.code, created.msg).toBe(200);
    const jobId = created.data.jobId;
    const t0 = Date.now();
    await sleep(30_000);
    // pause through instance B: both stop firing it
    expect((await call(p2, 'PUT', '/monitor/job/changeStatus', { jobId, status: '1' }, token)).code).toBe(200);
    const t1 = Date.now();
    await sleep(1000);

    const rows = await query(
      `select (extract(epoch from fire_time) * 1000)::float8 as fire, instance_no, status from sys_job_log where job_id = $1 order by fire_time`,
      [jobId],
    );
    const fires = rows.map((r) => Number(r.fire));
    expect(new Set(fires).size).toBe(fires.length); // never twice
    // every even second between creation and pause is there, once
    const expected: number[] = [];
    for (let f = Math.ceil((t0 + 1) / 2000) * 2000; f <= t1 - 1500; f += 2000) expected.push(f);
    for (const f of expected) expect(fires, new Date(f).toISOString()).toContain(f);
    expect(fires.length).toBeGreaterThanOrEqual(14);
    expect(rows.every((r) => r.status === '0')).toBe(true);
    const byInstance = new Map<number, number>();
    for (const r of rows) byInstance.set(r.instance_no, (byInstance.get(r.instance_no) ?? 0) + 1);
    console.log(`fires: ${fires.length}; per instance: ${JSON.stringify([...byInstance])}`);

    // kill -9 instance A in the middle of a long run; B keeps serving; a restart interrupts the row
    const long = await call(
      p1,
      'POST',
      '/monitor/job',
      { jobName: 'long', invokeTarget: 'monitor.sleep(120)', cronExpression: '0 0 3 * * ?', status: '1' },
      token,
    );
    expect((await call(p1, 'PUT', '/monitor/job/run', { jobId: long.data.jobId }, token)).code).toBe(200);
    await sleep(500);
    expect((await query(`select status from sys_job_log where job_id = $1`, [long.data.jobId]))[0].status).toBe('2');
    await stop(a, 'SIGKILL');
    expect((await call(p2, 'GET', '/monitor/job/list', undefined, token)).code).toBe(200);
    const p3 = await freePort();
    const c = await start(p3);
    const after = await query(`select status, exception_info from sys_job_log where job_id = $1`, [long.data.jobId]);
    expect(after[0].status).toBe('3');
    expect(after[0].exception_info).toMatch(/interrupted/);
    await stop(b);
    await stop(c);
  }, 150_000);
});
