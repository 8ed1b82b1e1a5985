import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { sql } from '../../../kernel/server/db/database.ts';

let t: TestApp;
let token: string;

/**
 * Tables a refused request may still touch, and why: the operation log audits every mutating attempt,
 * refused ones included; sessions record their last access; the kernel's background machinery
 * (instances, jobs, tasks) runs on its own clock.
 */
const VOLATILE = new Set([
  'sys_oper_log',
  'sys_session',
  'sys_captcha',
  'sys_instance',
  'sys_job_log',
  'sys_task_log',
  'sys_async_task',
  'sys_job',
  'sys_task',
]);

/** Row count and a content checksum of every sys_* table, so an update that keeps the count is caught too. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name like 'sys\\_%' order by 1`.execute(
    t.kernel.db,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE.has(name)) continue;
    const r = await sql<{
      n: number;
      h: string | null;
    }>`select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as h from ${sql.table(name)} x`.execute(t.kernel.db);
    out[name] = `${r.rows[0].n}:${r.rows[0].h ?? ''}`;
  }
  return out;
}

const isPermission = (access: string | string[]) =>
  (Array.isArray(access) ? access : [access]).every((a) => a !== 'login' && a !== 'public');

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  // a user whose only role grants no menus: every system permission code is missing
  const role = await t.kernel.db
    .insertInto('sysRole')
    .values({ roleName: 'Nothing', roleKey: 'nothing', roleSort: 9 })
    .returning('roleId')
    .executeTakeFirstOrThrow();
  const user = await t.kernel.db
    .insertInto('sysUser')
    .values({ userName: 'matrix', nickName: 'Matrix', password: await hashPassword('Matrix#12345'), deptId: 1 })
    .returning('userId')
    .executeTakeFirstOrThrow();
  await t.kernel.db.insertInto('sysUserRole').values({ userId: user.userId, roleId: role.roleId }).execute();
  token = await t.login('matrix', 'Matrix#12345');
});
afterAll(async () => {
  await t?.dispose();
});

describe('System permission matrix', () => {
  it('every permission-guarded route of the system plugin answers 403 to a user without system permissions, and nothing changes', async () => {
    const routes = t.routes.filter((r) => r.plugin === 'system' && isPermission(r.access));
    // the table is the server's own: a new route is walked without touching this test
    expect(routes.length).toBeGreaterThan(20);
    for (const url of [
      '/sys/iprule',
      '/monitor/operlog/clean',
      '/monitor/logininfor/unlock/:userName',
      '/system/security/config/changeStatus/:id',
      '/system/wechat/change_status/:id',
    ])
      expect(
        routes.some((r) => r.url.endsWith(url)),
        url,
      ).toBe(true);

    const before = await snapshot();
    const failures: string[] = [];
    for (const r of routes) {
      const url = r.url
        .replace(t.kernel.config.apiBase, '')
        .replace(/:[A-Za-z_]+/g, '1')
        .replace(/\*$/, '1');
      const body = r.method === 'GET' ? undefined : r.method === 'DELETE' ? [1] : {};
      const res = await t.api(r.method, url, { token, body, lang: 'en' });
      if (res.code !== 403) failures.push(`${r.method} ${r.url} (${String(r.access)}) → ${res.code} ${res.msg}`);
      else if (!res.msg.startsWith('Access denied')) failures.push(`${r.method} ${r.url}: unexpected message "${res.msg}"`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('the same user still reaches the routes open to every signed-in user', async () => {
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(200);
    expect((await t.api('GET', '/system/security/config/check', { token })).code).toBe(200);
  });
});
