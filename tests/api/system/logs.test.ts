import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const count = async (table: 'sysOperLog' | 'sysLogininfor') =>
  Number(
    (
      await t.kernel.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('System → Operation log API', () => {
  it('lists translated titles, searches by the translated title, masks secrets and shows details', async () => {
    await t.api('POST', '/system/post', { token: admin, body: { postCode: 'lg1', postName: 'Logged', postSort: 1, status: '0' } });
    await t.api('PUT', '/system/user/profile/updatePwd', {
      token: admin,
      body: { oldPassword: 'wrong-old', newPassword: 'Whatever#1' },
      lang: 'en',
    });
    // log rows are written after the answer went out
    for (let i = 0; i < 40 && (await count('sysOperLog')) < 2; i++) await new Promise((r) => setTimeout(r, 50));

    const en = await t.api('GET', '/monitor/operlog/list?title=Posts&pageSize=50', { token: admin, lang: 'en' });
    expect(en.code).toBe(200);
    const row = en.data.rows.find((r: any) => r.businessType === 'INSERT');
    expect(row).toMatchObject({
      title: 'Posts',
      titleKey: 'system:log.post',
      operName: 'admin',
      requestMethod: 'POST',
      responseCode: 200,
      status: '0',
    });
    expect(row.operLocation).toBe('Intranet');
    const zh = await t.api('GET', '/monitor/operlog/list?title=岗位&pageSize=50', { token: admin, lang: 'zh-CN' });
    expect(zh.data.rows.some((r: any) => r.operId === row.operId && r.operLocation === '内网IP')).toBe(true);
    expect((await t.api('GET', '/monitor/operlog/list?title=nothing-like-this', { token: admin })).data.total).toBe(0);

    const pwd = (await t.api('GET', '/monitor/operlog/list?status=1&businessType=UPDATE&pageSize=50', { token: admin, lang: 'en' })).data
      .rows[0];
    expect(pwd.responseCode).toBe(500);
    const detail = await t.api('GET', `/monitor/operlog/${pwd.operId}`, { token: admin, lang: 'en' });
    expect(detail.data.requestArgs).toContain('******');
    expect(detail.data.requestArgs).not.toContain('wrong-old');
    expect(detail.data.requestArgs).not.toContain('Whatever#1');
    expect(detail.data.responseResult).toContain('The old password is wrong.');

    const range = await t.api('GET', '/monitor/operlog/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-02', { token: admin });
    expect(range.data.total).toBe(0);
    const bad = await t.api('GET', '/monitor/operlog/list?params[beginTime]=yesterday', { token: admin, lang: 'en' });
    expect(bad.code).toBe(500);
    const badSort = await t.api('GET', '/monitor/operlog/list?orderByColumn=oper_time;drop', { token: admin, lang: 'en' });
    expect(badSort.msg).toBe('Unsupported sort field: oper_time;drop');
  });

  it('deletes by id, exports xlsx, and cleans (the clean itself is logged as CLEAN)', async () => {
    const first = (await t.api('GET', '/monitor/operlog/list', { token: admin })).data.rows[0];
    expect((await t.api('DELETE', '/monitor/operlog', { token: admin, body: [first.operId] })).code).toBe(200);
    expect((await t.api('GET', `/monitor/operlog/${first.operId}`, { token: admin })).code).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/operlog/list',
      headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=',
    });
    expect(res.headers['download-filename']).toMatch(/^OperLog_\d{14}\.xlsx$/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await t.api('DELETE', '/monitor/operlog/clean', { token: admin })).code).toBe(200);
    // the log row of a request is written after its answer, so the CLEAN row (and a late row of the export) may lag
    let rows: any[] = [];
    for (let i = 0; i < 40 && !rows.some((r) => r.businessType === 'CLEAN'); i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      rows = (await t.api('GET', '/monitor/operlog/list', { token: admin, lang: 'en' })).data.rows;
    }
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.find((r: any) => r.businessType === 'CLEAN')).toMatchObject({ title: 'Operation log', operName: 'admin' });
    expect(rows.some((r: any) => r.businessType === 'INSERT')).toBe(false);
  });
});

describe('System → Login log API', () => {
  it('lists logins with filters, shows LAN as intranet, deletes, exports and cleans', async () => {
    await t.api('POST', '/login', { body: { username: 'admin', password: 'bad-password' } });
    const list = await t.api('GET', '/monitor/logininfor/list?userName=adm&status=1', { token: admin, lang: 'en' });
    expect(list.code).toBe(200);
    expect(list.data.rows[0]).toMatchObject({ userName: 'admin', status: '1', ipaddr: '127.0.0.1', loginLocation: 'Intranet' });
    expect((await t.api('GET', '/monitor/logininfor/list?ipaddr=127.0&status=0', { token: admin })).data.total).toBeGreaterThan(0);
    expect(
      (await t.api('GET', '/monitor/logininfor/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-01', { token: admin })).data.total,
    ).toBe(0);

    const before = await count('sysLogininfor');
    expect((await t.api('DELETE', '/monitor/logininfor', { token: admin, body: [list.data.rows[0].infoId] })).code).toBe(200);
    expect(await count('sysLogininfor')).toBe(before - 1);

    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/logininfor/list',
      headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=admin',
    });
    expect(res.headers['download-filename']).toMatch(/^LoginLog_\d{14}\.xlsx$/);

    expect((await t.api('DELETE', '/monitor/logininfor/clean', { token: admin })).code).toBe(200);
    expect(await count('sysLogininfor')).toBe(0);
    // the log row is written after the answer went out: wait for it briefly
    let titles: string[] = [];
    for (let i = 0; i < 20 && !titles.includes('登录日志'); i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      titles = (await t.api('GET', '/monitor/operlog/list?businessType=CLEAN', { token: admin, lang: 'zh-CN' })).data.rows.map(
        (r: any) => r.title,
      );
    }
    expect(titles).toContain('登录日志');
  });

  it('unlocks a user the retry policy locked', async () => {
    const cfg = await t.kernel.db
      .insertInto('sysSecurityConfig')
      .values({ status: '1', passwordRetryLimit: 2, passwordRetryStrategy: 'LOCK', passwordRetryLockSeconds: 3600 })
      .returning('configId')
      .executeTakeFirstOrThrow();
    const seeded = await t.kernel.db.selectFrom('sysSecurityConfig').select('configId').where('status', '=', '0').executeTakeFirstOrThrow();
    expect((await t.api('PUT', `/system/security/config/changeStatus/${cfg.configId}`, { token: admin })).code).toBe(200);
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'lockme', nickName: 'L', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    for (let i = 0; i < 2; i++) await t.api('POST', '/login', { body: { username: 'lockme', password: 'nope' } });
    const locked = await t.api('POST', '/login', { body: { username: 'lockme', password: 'Secret#123' }, lang: 'en' });
    expect(locked.code).toBe(500);
    expect(locked.msg).toMatch(/lock/i);

    const r = await t.api('PUT', '/monitor/logininfor/unlock/lockme', { token: admin });
    expect(r.code).toBe(200);
    expect((await t.api('POST', '/login', { body: { username: 'lockme', password: 'Secret#123' } })).code).toBe(200);
    expect((await t.api('PUT', '/monitor/logininfor/unlock/nobody-here', { token: admin })).code).toBe(404);
    await t.api('PUT', `/system/security/config/changeStatus/${seeded.configId}`, { token: admin, body: { status: '0' } });
  });

  it('refuses a user without log permissions, changing nothing', async () => {
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nolog', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nolog', 'Secret#123');
    const logins = await count('sysLogininfor');
    for (const [m, u, b] of [
      ['GET', '/monitor/operlog/list'],
      ['GET', '/monitor/operlog/1'],
      ['DELETE', '/monitor/operlog/clean'],
      ['DELETE', '/monitor/operlog', [1]],
      ['GET', '/monitor/logininfor/list'],
      ['DELETE', '/monitor/logininfor/clean'],
      ['PUT', '/monitor/logininfor/unlock/admin'],
    ] as const) {
      const r = await t.api(m, u, { token, body: b, lang: 'en' });
      expect(r.code, `${m} ${u}`).toBe(403);
    }
    expect(await count('sysLogininfor')).toBe(logins);
  });
});
