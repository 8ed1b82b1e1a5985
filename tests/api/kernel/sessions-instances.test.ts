import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../../kernel/server/app.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { secondInstance } from './second-instance.ts';

/**
 * Two app instances on one database: a session ended on one (logout, kick, password change, disable) is
 * refused by the other within 100 ms, and a signed-in request answered from the caches queries nothing.
 */
let a: TestApp;
let b: App;
let admin: string;
let samId: number;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function onB(method: string, url: string, token: string) {
  const res = await b.app.inject({ method: method as 'GET', url: `/prod-api${url}`, headers: { authorization: `Bearer ${token}` } });
  return JSON.parse(res.body) as { code: number };
}

/** Waits (at most `ms`) for B to refuse the token; returns how long it took, or -1. */
async function refusedOnB(token: string, ms = 100): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 <= ms) {
    if ((await onB('GET', '/getInfo', token)).code === 401) return Date.now() - t0;
    await sleep(5);
  }
  return -1;
}

beforeAll(async () => {
  a = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  b = await secondInstance(a, '/tmp/zx-sessions-b');
  admin = await a.login();
  const dept = (await a.kernel.db.selectFrom('sysDept').select('deptId').executeTakeFirstOrThrow()).deptId;
  const r = await a.api('POST', '/system/user', {
    token: admin,
    body: { userName: 'sam', nickName: 'Sam', deptId: dept, password: 'Kite#Start42', status: '0' },
  });
  expect(r.code).toBe(200);
  samId = r.data.userId;
});
afterAll(async () => {
  await b?.close();
  await a?.dispose();
});

describe('sessions end on every instance at once', () => {
  it('logout', async () => {
    const tok = await a.login('sam', 'Kite#Start42');
    expect((await onB('GET', '/getInfo', tok)).code).toBe(200);
    expect((await a.api('POST', '/logout', { token: tok })).code).toBe(200);
    expect(await refusedOnB(tok)).toBeGreaterThanOrEqual(0);
  });

  it('force logout from the online list', async () => {
    const tok = await a.login('sam', 'Kite#Start42');
    expect((await onB('GET', '/getInfo', tok)).code).toBe(200);
    const hash = crypto.createHash('sha256').update(tok).digest('hex');
    expect((await a.api('DELETE', `/monitor/online/${hash}`, { token: admin })).code).toBe(200);
    expect(await refusedOnB(tok)).toBeGreaterThanOrEqual(0);
  });

  it('password change ends the other sessions, keeps the changing one', async () => {
    const keep = await a.login('sam', 'Kite#Start42');
    const other = await a.login('sam', 'Kite#Start42');
    expect((await onB('GET', '/getInfo', other)).code).toBe(200);
    expect((await onB('GET', '/getInfo', keep)).code).toBe(200);
    const r = await a.api('PUT', '/system/user/profile/updatePwd', {
      token: keep,
      body: { oldPassword: 'Kite#Start42', newPassword: 'Kite#Next42' },
    });
    expect(r.code).toBe(200);
    expect(await refusedOnB(other)).toBeGreaterThanOrEqual(0);
    expect((await onB('GET', '/getInfo', keep)).code).toBe(200);
  });

  it('disabling the user', async () => {
    const tok = await a.login('sam', 'Kite#Next42');
    expect((await onB('GET', '/getInfo', tok)).code).toBe(200);
    expect((await a.api('PUT', '/system/user/changeStatus', { token: admin, body: { userId: samId, status: '1' } })).code).toBe(200);
    expect(await refusedOnB(tok)).toBeGreaterThanOrEqual(0);
    expect((await a.api('PUT', '/system/user/changeStatus', { token: admin, body: { userId: samId, status: '0' } })).code).toBe(200);
  });

  it('keeps announcing after the listening connection is lost', async () => {
    await a.kernel.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
    );
    await sleep(600);
    const tok = await a.login('sam', 'Kite#Next42');
    expect((await onB('GET', '/getInfo', tok)).code).toBe(200);
    expect((await a.api('POST', '/logout', { token: tok })).code).toBe(200);
    expect(await refusedOnB(tok)).toBeGreaterThanOrEqual(0);
  });

  it('answers signed-in requests from the caches: no identity query, no write per request', async () => {
    const tok = await a.login('sam', 'Kite#Next42');
    expect((await onB('GET', '/openapi.json', tok)).code).toBeUndefined(); // warm: the spec itself, not an envelope
    const seen: string[] = [];
    const orig = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      const text = typeof q === 'string' ? q : (q?.text ?? '');
      if (/sys_session|sys_user|sys_role|sys_security_config|sys_menu/.test(text)) seen.push(text);
      return (orig as (...x: unknown[]) => unknown).apply(this, args);
    } as typeof orig;
    try {
      for (let i = 0; i < 13; i++) {
        const res = await b.app.inject({ method: 'GET', url: '/prod-api/openapi.json', headers: { authorization: `Bearer ${tok}` } });
        expect(res.statusCode).toBe(200);
        await sleep(500);
      }
    } finally {
      pg.Client.prototype.query = orig;
    }
    expect(seen).toEqual([]);
  }, 20000);

  it('withdrawing a role, then deleting the user', async () => {
    const role = await a.kernel.pool.query(
      `insert into sys_role (role_name, role_key, role_sort, data_scope, status) values ('Clerk', 'clerk_probe', 9, '5', '0') returning role_id`,
    );
    const roleId = Number(role.rows[0].role_id);
    await a.kernel.pool.query('insert into sys_user_role (user_id, role_id) values ($1, $2)', [samId, roleId]);
    let tok = await a.login('sam', 'Kite#Next42');
    expect((await onB('GET', '/getInfo', tok)).code).toBe(200);
    expect((await a.api('PUT', '/system/role/authUser/cancel', { token: admin, body: { userId: samId, roleId } })).code).toBe(200);
    expect(await refusedOnB(tok)).toBeGreaterThanOrEqual(0);

    tok = await a.login('sam', 'Kite#Next42');
    expect((await onB('GET', '/getInfo', tok)).code).toBe(200);
    expect((await a.api('DELETE', '/system/user', { token: admin, body: [samId] })).code).toBe(200);
    expect(await refusedOnB(tok)).toBeGreaterThanOrEqual(0);
  });
});
