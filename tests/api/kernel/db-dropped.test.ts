import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../../kernel/server/app.ts';
import { InstanceRegistry } from '../../../kernel/server/scheduler/instance.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { secondInstance } from './second-instance.ts';

/**
 * The database drops every connection of the servers (a failover, a PostgreSQL restart): no process dies of
 * it (no uncaught exception, no unhandled rejection), a request meanwhile gets a clean envelope, and both
 * instances are back by themselves within seconds, listening again for each other's cache announcements
 * (issue 28 §5).
 */
let a: TestApp;
let b: App;
let admin: string;
const faults: unknown[] = [];
const onFault = (e: unknown) => faults.push(e);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const INTERNAL = 'Internal server error, please contact the administrator.';

async function onB(url: string, token: string) {
  const res = await b.app.inject({
    method: 'GET',
    url: `/prod-api${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return JSON.parse(res.body) as { code: number; msg: string };
}

/** How many instances hold their liveness lock, once both do or after 5 s. */
async function liveInstances(): Promise<number> {
  let alive = 0;
  for (const t0 = Date.now(); Date.now() - t0 < 5000 && alive < 2; await sleep(100))
    alive = (await a.kernel.db.selectFrom('sysInstance').select('instanceNo').where(InstanceRegistry.aliveSql('instance_no')).execute())
      .length;
  return alive;
}

/** Ends every backend of the test's database but the one asking. */
async function dropConnections(): Promise<number> {
  const c = new pg.Client({ connectionString: a.databaseUrl });
  await c.connect();
  try {
    const r = await c.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return r.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  process.on('uncaughtException', onFault);
  process.on('unhandledRejection', onFault);
  a = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  b = await secondInstance(a, '/tmp/zx-db-dropped-b');
  admin = await a.login();
});
afterAll(async () => {
  await b?.close();
  await a?.dispose();
  process.off('uncaughtException', onFault);
  process.off('unhandledRejection', onFault);
});

describe('the database drops the servers’ connections', () => {
  it('nobody dies, calls answer cleanly, and both instances come back and hear each other again', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await a.api('GET', '/system/user/list', { token: admin })).code).toBe(200);
      expect((await onB('/system/user/list', admin)).code).toBe(200);
    }
    // connections in use when it happens: a transaction between two statements, and a bare pool client
    const inTx = a.kernel.db.transaction().execute(async (trx) => {
      await trx.selectFrom('sysUser').select('userId').execute();
      await sleep(400);
      return trx.selectFrom('sysUser').select('userId').execute();
    });
    const held = await b.kernel.pool.connect();
    await held.query('select 1');
    await sleep(100);
    expect(await dropConnections()).toBeGreaterThan(2);
    await expect(inTx).rejects.toThrow();
    await expect(held.query('select 1')).rejects.toThrow();
    held.release(true);

    // every call answers an envelope; within seconds they succeed again, on both instances
    const answers: string[] = [];
    const t0 = Date.now();
    let back = false;
    while (Date.now() - t0 < 15_000) {
      const ra = await a.api('GET', '/system/user/list', { token: admin, lang: 'en' });
      const rb = await onB('/system/user/list', admin);
      for (const r of [ra, rb]) {
        expect(typeof r.code).toBe('number');
        if (r.code !== 200) answers.push(r.msg);
      }
      if (ra.code === 200 && rb.code === 200) {
        back = true;
        break;
      }
      await sleep(100);
    }
    expect(back).toBe(true);
    expect(answers.filter((m) => m === INTERNAL)).toEqual([]);
    // writes too
    expect(
      (await a.api('POST', '/system/post', { token: admin, body: { postCode: 'after', postName: 'After', postSort: 1, status: '0' } }))
        .code,
    ).toBe(200);

    // the listeners are subscribed again: a session B has cached ends on B when A ends it
    await sleep(1500);
    const tok = await a.login();
    expect((await onB('/getInfo', tok)).code).toBe(200);
    expect((await a.api('POST', '/logout', { token: tok })).code).toBe(200);
    let refused = false;
    for (const t1 = Date.now(); Date.now() - t1 < 5000 && !refused; await sleep(20)) refused = (await onB('/getInfo', tok)).code === 401;
    expect(refused).toBe(true);
    // and each instance holds its liveness lock again (else the other would reap its runs as dead)
    expect(await liveInstances()).toBe(2);
    await sleep(500);
    expect(faults).toEqual([]);
  }, 60_000);

  it('while the database refuses connections, calls get the localized "database unavailable" envelope', async () => {
    const dbName = new URL(a.databaseUrl).pathname.slice(1);
    const admin0 = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin0.connect();
    try {
      await admin0.query(`alter database "${dbName}" allow_connections false`);
      await admin0.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
      const en = await a.api('GET', '/system/user/list', { token: admin, lang: 'en' });
      expect(en).toEqual({ code: 500, msg: 'The database is unavailable at the moment, please try again shortly.' });
      expect((await a.api('GET', '/system/user/list', { token: admin, lang: 'zh-CN' })).msg).toBe('数据库暂时不可用，请稍后重试。');
      expect((await onB('/system/post/list', admin)).msg).toBe('The database is unavailable at the moment, please try again shortly.');
      // away for longer than one retry
      await sleep(2500);
    } finally {
      await admin0.query(`alter database "${dbName}" allow_connections true`);
      await admin0.end();
    }
    let ok = false;
    for (const t0 = Date.now(); Date.now() - t0 < 15_000 && !ok; await sleep(100))
      ok = (await a.api('GET', '/system/user/list', { token: admin })).code === 200 && (await onB('/system/post/list', admin)).code === 200;
    expect(ok).toBe(true);
    expect(await liveInstances()).toBe(2);
    expect(faults).toEqual([]);
  }, 30_000);

  it('a second drop is survived as well', async () => {
    expect(await dropConnections()).toBeGreaterThan(0);
    let ok = false;
    for (const t0 = Date.now(); Date.now() - t0 < 15_000 && !ok; await sleep(100))
      ok = (await a.api('GET', '/getInfo', { token: admin })).code === 200 && (await onB('/getInfo', admin)).code === 200;
    expect(ok).toBe(true);
    await sleep(500);
    expect(faults).toEqual([]);
  }, 30_000);
});
