import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';
import { buildApp } from '../../../kernel/server/app.ts';
import { loadConfig } from '../../../kernel/server/config.ts';

/** A new installation starts with a real password policy, and the first admin password obeys it. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('secure defaults', () => {
  it('seeds a policy of 8+ characters, letters and digits, and 1,000+ common passwords', async () => {
    const row = await t.kernel.db.selectFrom('sysSecurityConfig').selectAll().where('status', '=', '0').executeTakeFirstOrThrow();
    expect(row.passwordLenMin).toBe(8);
    expect(row.passwordRule).toBe('LETTER_NUMBER');
    const weak = row.weakPasswords.split('\n').filter(Boolean);
    expect(new Set(weak.map((w) => w.toLowerCase())).size).toBeGreaterThanOrEqual(1000);
    expect(weak).toEqual(expect.arrayContaining(['123456', 'password', 'qwerty', 'password1', 'abc123']));
    const dept = (await t.kernel.db.selectFrom('sysDept').select('deptId').executeTakeFirstOrThrow()).deptId;
    const add = (password: string) =>
      t.api('POST', '/system/user', {
        token: admin,
        lang: 'en',
        body: { userName: 'pwprobe', nickName: 'P', deptId: dept, password, status: '0' },
      });
    expect((await add('Ab1#')).data).toEqual({ field: 'password' });
    expect((await add('abcdefgh')).msg).toBe('Password must contain letters and digits.');
    const common = await add('PASSWORD1');
    expect(common.data).toEqual({ field: 'password' });
    expect(common.msg).toMatch(/common|weak/i);
    expect((await add('Tidal#River42')).code).toBe(200);
  });

  it('refuses a weak ADMIN_PASSWORD at first start, naming the variable', async () => {
    await expect(createTestApp(inject('pgAdminUrl'), { ADMIN_PASSWORD: 'password1' })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(createTestApp(inject('pgAdminUrl'), { ADMIN_PASSWORD: 'short1' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('generates a first admin password that meets the policy and must be changed', async () => {
    const printed: string[] = [];
    const g = await createTestApp(inject('pgAdminUrl'), { ADMIN_PASSWORD: '' }, { print: (m) => printed.push(m) });
    try {
      const pw = /password "([^"]+)"/.exec(printed.join('\n'))?.[1] ?? '';
      expect(pw.length).toBeGreaterThanOrEqual(8);
      expect(pw).toMatch(/[A-Za-z]/);
      expect(pw).toMatch(/\d/);
      const token = await g.login('admin', pw);
      expect((await g.api('GET', '/system/user/list', { token })).code).toBe(403);
    } finally {
      await g.dispose();
    }
  });

  it('lets an administrator relax the policy, and a restart keeps the change', async () => {
    const row = await t.kernel.db.selectFrom('sysSecurityConfig').selectAll().where('status', '=', '0').executeTakeFirstOrThrow();
    const relaxed = await t.api('PUT', '/system/security/config', {
      token: admin,
      body: {
        configId: row.configId,
        version: row.version,
        passwordLenMin: 6,
        passwordLenMax: 20,
        passwordRule: 'NONE',
        passwordSensitive: [],
        weakPasswords: '',
        passwordExpireSeconds: 0,
        passwordRetryLimit: 5,
        passwordRetryStrategy: 'LOCK',
        passwordRetryLockSeconds: 600,
        forceModifyPwdAfterAdd: 'N',
        forceModifyPwdAfterReset: 'N',
      },
    });
    expect(relaxed.code).toBe(200);
    const again = await buildApp(
      loadConfig({
        DATABASE_URL: t.databaseUrl,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        DATA_DIR: '/tmp/zx-secure-defaults',
        LOG_LEVEL: 'silent',
      }),
      { print: () => {}, logger: false, scheduler: { enabled: false } },
    );
    try {
      const kept = await again.kernel.db
        .selectFrom('sysSecurityConfig')
        .selectAll()
        .where('configId', '=', row.configId)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ passwordLenMin: 6, passwordRule: 'NONE', weakPasswords: '' });
    } finally {
      await again.close();
    }
  });
});
