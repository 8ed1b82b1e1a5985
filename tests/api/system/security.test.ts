import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { sql } from '../../../kernel/server/db/database.ts';

let t: TestApp;
let admin: string;
let seededId: number;

const config = (over: Record<string, unknown> = {}) => ({
  passwordLenMin: 8,
  passwordLenMax: 20,
  passwordRule: 'UPPER_LOW_LETTER_NUMBER',
  passwordSensitive: ['ACCOUNT'],
  weakPasswords: 'Password1\nAbcd1234',
  passwordExpireSeconds: 0,
  passwordRetryLimit: 5,
  passwordRetryStrategy: 'LOCK',
  passwordRetryLockSeconds: 600,
  forceModifyPwdAfterAdd: 'N',
  forceModifyPwdAfterReset: 'Y',
  ...over,
});

const enabled = async () =>
  (await t.kernel.db.selectFrom('sysSecurityConfig').select('configId').where('status', '=', '0').execute()).map((r) => r.configId);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  seededId = (await enabled())[0];
});
afterAll(async () => {
  await t?.dispose();
});

describe('System → Security config API', () => {
  it('adds (disabled), lists, edits with a version check, and keeps exactly one enabled', async () => {
    const add = await t.api('POST', '/system/security/config', { token: admin, body: config() });
    expect(add.code).toBe(200);
    const id = add.data.configId;
    const got = await t.api('GET', `/system/security/config/${id}`, { token: admin });
    expect(got.data).toMatchObject({
      status: '1',
      passwordLenMin: 8,
      passwordRule: 'UPPER_LOW_LETTER_NUMBER',
      passwordSensitive: ['ACCOUNT'],
      weakPasswords: 'Password1\nAbcd1234',
      version: 0,
    });
    const list = await t.api('GET', '/system/security/config', { token: admin });
    expect(list.data.total).toBe(2);

    expect(
      (await t.api('PUT', '/system/security/config', { token: admin, body: { ...config({ remark: 'strict' }), configId: id, version: 0 } }))
        .code,
    ).toBe(200);
    const stale = await t.api('PUT', '/system/security/config', {
      token: admin,
      body: { ...config(), configId: id, version: 0 },
      lang: 'en',
    });
    expect(stale.code).toBe(409);

    expect((await t.api('PUT', `/system/security/config/changeStatus/${id}`, { token: admin })).code).toBe(200);
    expect(await enabled()).toEqual([id]);
    expect((await t.api('PUT', `/system/security/config/changeStatus/${seededId}`, { token: admin, body: { status: '0' } })).code).toBe(
      200,
    );
    expect(await enabled()).toEqual([seededId]);
    // concurrent enables still leave one
    await Promise.all(
      [id, seededId, id].map((x) => t.api('PUT', `/system/security/config/changeStatus/${x}`, { token: admin, body: { status: '0' } })),
    );
    expect((await enabled()).length).toBe(1);
    await t.api('PUT', `/system/security/config/changeStatus/${seededId}`, { token: admin, body: { status: '0' } });

    expect((await t.api('DELETE', '/system/security/config', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/security/config/${id}`, { token: admin })).code).toBe(404);
  });

  it('enforces the UI limits on the server, naming the field in three languages', async () => {
    const en = await t.api('POST', '/system/security/config', { token: admin, body: config({ passwordLenMin: 5 }), lang: 'en' });
    expect(en).toEqual({ code: 500, msg: 'Minimum password length: must be at least 6.', data: { field: 'passwordLenMin' } });
    const zh = await t.api('POST', '/system/security/config', { token: admin, body: config({ passwordLenMax: 31 }), lang: 'zh-CN' });
    expect(zh.msg).toContain('密码最大长度');
    const tw = await t.api('POST', '/system/security/config', {
      token: admin,
      body: config({ passwordExpireSeconds: 8640001 }),
      lang: 'zh-TW',
    });
    expect(tw.msg).toContain('密碼過期時長（秒）');
    const lock = await t.api('POST', '/system/security/config', {
      token: admin,
      body: config({ passwordRetryLockSeconds: 31536001 }),
      lang: 'en',
    });
    expect(lock.data).toEqual({ field: 'passwordRetryLockSeconds' });
    const rule = await t.api('POST', '/system/security/config', { token: admin, body: config({ passwordRule: 'ANYTHING' }), lang: 'en' });
    expect(rule.msg).toBe('Password rule: value not allowed.');
    const lock0 = await t.api('POST', '/system/security/config', {
      token: admin,
      body: config({ passwordRetryLockSeconds: 0 }),
      lang: 'en',
    });
    expect(lock0.msg).toBe('The LOCK strategy needs a lock duration above 0.');
    expect((await t.api('GET', '/system/security/config', { token: admin })).data.total).toBe(1);
  });

  it('the enabled config governs the profile password change, in the request language', async () => {
    const add = await t.api('POST', '/system/security/config', { token: admin, body: config() });
    await t.api('PUT', `/system/security/config/changeStatus/${add.data.configId}`, { token: admin });
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'pwuser', nickName: 'P', password: await hashPassword('Start#1234'), deptId: 1 })
      .execute();
    const token = await t.login('pwuser', 'Start#1234');
    const change = (newPassword: string, lang = 'en') =>
      t.api('PUT', '/system/user/profile/updatePwd', { token, body: { oldPassword: 'Start#1234', newPassword }, lang });

    const en = await change('abc12345');
    expect(en).toEqual({
      code: 500,
      msg: 'Password must contain upper-case letters, lower-case letters and digits.',
      data: { field: 'newPassword' },
    });
    expect((await change('abc12345', 'zh-CN')).msg).toBe('密码必须同时包含大写字母、小写字母和数字。');
    expect((await change('abc12345', 'zh-TW')).msg).toBe('密碼必須同時包含大寫字母、小寫字母和數字。');
    expect((await change('Ab1')).msg).toBe('Password length must be between 8 and 20 characters.');
    expect((await change('Abcd1234')).code).toBe(500); // weak list
    expect((await change('Pwuser12345')).code).toBe(500); // contains the account
    expect((await change('Abc12345x')).code).toBe(200);
    expect((await t.api('GET', '/system/security/config/current', { token: admin })).data).toMatchObject({
      passwordLenMin: 8,
      passwordRule: 'UPPER_LOW_LETTER_NUMBER',
    });
    await t.api('PUT', `/system/security/config/changeStatus/${seededId}`, { token: admin, body: { status: '0' } });
  });

  it('an expired password must be changed first: getInfo works, other calls answer 403 until updatePwd succeeds', async () => {
    const add = await t.api('POST', '/system/security/config', { token: admin, body: config({ passwordExpireSeconds: 86400 }) });
    await t.api('PUT', `/system/security/config/changeStatus/${add.data.configId}`, { token: admin });
    const u = await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'olduser', nickName: 'O', password: await hashPassword('Start#1234'), deptId: 1 })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await t.kernel.db
      .updateTable('sysUser')
      .set({ passwordModifyTime: sql<string>`now() - interval '2 days'` as unknown as string })
      .where('userId', '=', u.userId)
      .execute();
    const token = await t.login('olduser', 'Start#1234');
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(200);
    expect((await t.api('GET', '/system/security/config/check', { token })).data).toEqual({
      isPasswordExpired: true,
      forceModifyPassword: false,
    });
    expect(await t.api('GET', '/system/user/getPreferences', { token, lang: 'en' })).toEqual({
      code: 403,
      msg: 'Please change your password first.',
    });
    expect((await t.api('GET', '/system/user/profile/homeInfo', { token, lang: 'en' })).msg).toBe('Please change your password first.');

    expect(
      (await t.api('PUT', '/system/user/profile/updatePwd', { token, body: { oldPassword: 'Start#1234', newPassword: 'Fresh12345' } }))
        .code,
    ).toBe(200);
    expect((await t.api('GET', '/system/user/profile/homeInfo', { token })).code).toBe(200);
    expect((await t.api('GET', '/system/security/config/check', { token })).data).toEqual({
      isPasswordExpired: false,
      forceModifyPassword: false,
    });
    await t.api('PUT', `/system/security/config/changeStatus/${seededId}`, { token: admin, body: { status: '0' } });
  });

  it('refuses a user without the permission, changing nothing', async () => {
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nosec', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nosec', 'Secret#123');
    const before = await t.kernel.db.selectFrom('sysSecurityConfig').selectAll().orderBy('configId').execute();
    for (const [m, u, b] of [
      ['GET', '/system/security/config'],
      ['POST', '/system/security/config', config()],
      ['PUT', `/system/security/config/changeStatus/${before[before.length - 1].configId}`],
      ['DELETE', '/system/security/config', [seededId]],
    ] as const) {
      expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    }
    expect(await t.kernel.db.selectFrom('sysSecurityConfig').selectAll().orderBy('configId').execute()).toEqual(before);
    // the check is for everyone signed in
    expect((await t.api('GET', '/system/security/config/check', { token })).code).toBe(200);
  });
});
