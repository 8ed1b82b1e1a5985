import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t?.dispose();
});

async function addUser(userName: string, password = 'Secret#123', status = '0') {
  const u = await t.kernel.db
    .insertInto('sysUser')
    .values({ userName, nickName: userName, password: await hashPassword(password), status, deptId: 1 })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return u.userId;
}

describe('login', () => {
  it('trims the user name, returns a token and getInfo without any password field', async () => {
    const r = await t.api('POST', '/login', { body: { username: '  admin ', password: TEST_ADMIN_PASSWORD } });
    expect(r.code).toBe(200);
    expect(typeof r.data).toBe('string');
    const info = await t.api('GET', '/getInfo', { token: r.data });
    expect(info.code).toBe(200);
    expect(info.data.user.userName).toBe('admin');
    expect(JSON.stringify(info.data)).not.toMatch(/"password"/i);
    expect(info.data.roles).toEqual(['admin']);
    expect(info.data.permissions).toEqual(['*']);
  });

  it('answers an unknown user and a wrong password with the same localized message', async () => {
    const a = await t.api('POST', '/login', { body: { username: 'nobody', password: 'x' }, lang: 'en' });
    const b = await t.api('POST', '/login', { body: { username: 'admin', password: 'wrong' }, lang: 'en' });
    expect(a).toEqual({ code: 500, msg: 'Wrong account or password.' });
    expect(b).toEqual(a);
    const zh = await t.api('POST', '/login', { body: { username: 'nobody', password: 'x' }, lang: 'zh-CN' });
    expect(zh.msg).toBe('账号或密码错误。');
    const tw = await t.api('POST', '/login', { body: { username: 'nobody', password: 'x' }, lang: 'zh-TW' });
    expect(tw.msg).toBe('帳號或密碼錯誤。');
  });

  it('names the missing field and refuses malformed JSON without side effects', async () => {
    const before = await t.kernel.db
      .selectFrom('sysLogininfor')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await t.api('POST', '/login', { body: { password: 'x' }, lang: 'en' });
    expect(r.code).toBe(500);
    expect(r.msg).toBe('Account: cannot be empty.');
    const bad = await t.api('POST', '/login', { body: '{bad json', lang: 'en' });
    expect(bad).toEqual({ code: 500, msg: 'The request body is not valid JSON.' });
    const after = await t.kernel.db
      .selectFrom('sysLogininfor')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('locks an account after the retry limit, refuses even the right password while locked, and logs every attempt', async () => {
    const id = await addUser('locky');
    for (let i = 0; i < 5; i++) expect((await t.api('POST', '/login', { body: { username: 'locky', password: 'bad' } })).code).toBe(500);
    const row = await t.kernel.db
      .selectFrom('sysUser')
      .select(['status', 'lockEndTime'])
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('2');
    expect(row.lockEndTime).toBeTruthy();
    const r = await t.api('POST', '/login', { body: { username: 'locky', password: 'Secret#123' }, lang: 'en' });
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(/^User is locked, lock expire at: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // after the lock has passed the right password works again
    await t.kernel.db.updateTable('sysUser').set({ lockEndTime: '2000-01-01 00:00:00' }).where('userId', '=', id).execute();
    expect((await t.api('POST', '/login', { body: { username: 'locky', password: 'Secret#123' } })).code).toBe(200);
    const logs = await t.kernel.db.selectFrom('sysLogininfor').select(['status']).where('userName', '=', 'locky').execute();
    expect(logs.filter((l) => l.status === '1')).toHaveLength(6);
    expect(logs.filter((l) => l.status === '0')).toHaveLength(1);
  });

  it('refuses a disabled account', async () => {
    await addUser('offy', 'Secret#123', '1');
    const r = await t.api('POST', '/login', { body: { username: 'offy', password: 'Secret#123' }, lang: 'en' });
    expect(r.msg).toBe('The account is disabled, contact the administrator.');
  });
});

describe('captcha', () => {
  it('is single use, checked on the server and expires', async () => {
    await t.kernel.db.updateTable('sysConfig').set({ configValue: 'true' }).where('configKey', '=', 'SysCaptchaEnable').execute();
    t.kernel.refreshConfigs();
    try {
      const c = await t.api('GET', '/captchaImage');
      expect(c.data.captchaEnabled).toBe(true);
      expect(Buffer.from(c.data.img, 'base64').subarray(1, 4).toString()).toBe('PNG');
      const answer = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c.data.uuid).executeTakeFirstOrThrow())
        .code;
      const missing = await t.api('POST', '/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD }, lang: 'en' });
      expect(missing.msg).toBe('The captcha has expired, refresh it and try again.');
      const wrong = await t.api('POST', '/login', {
        body: { username: 'admin', password: TEST_ADMIN_PASSWORD, uuid: c.data.uuid, code: String(Number(answer) + 1) },
        lang: 'en',
      });
      expect(wrong.msg).toBe('Wrong captcha.');
      // the wrong guess consumed it
      const replay = await t.api('POST', '/login', {
        body: { username: 'admin', password: TEST_ADMIN_PASSWORD, uuid: c.data.uuid, code: answer },
        lang: 'en',
      });
      expect(replay.msg).toBe('The captcha has expired, refresh it and try again.');
      const c2 = await t.api('GET', '/captchaImage');
      const a2 = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c2.data.uuid).executeTakeFirstOrThrow())
        .code;
      expect(
        (await t.api('POST', '/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD, uuid: c2.data.uuid, code: a2 } })).code,
      ).toBe(200);
      const c3 = await t.api('GET', '/captchaImage');
      await t.kernel.db.updateTable('sysCaptcha').set({ expireTime: '2000-01-01 00:00:00' }).where('uuid', '=', c3.data.uuid).execute();
      const a3 = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c3.data.uuid).executeTakeFirstOrThrow())
        .code;
      const late = await t.api('POST', '/login', {
        body: { username: 'admin', password: TEST_ADMIN_PASSWORD, uuid: c3.data.uuid, code: a3 },
        lang: 'en',
      });
      expect(late.msg).toBe('The captcha has expired, refresh it and try again.');
    } finally {
      await t.kernel.db.updateTable('sysConfig').set({ configValue: 'false' }).where('configKey', '=', 'SysCaptchaEnable').execute();
      t.kernel.refreshConfigs();
    }
  });
});

describe('sessions and access', () => {
  it('denies by default: no token gives 401, logout revokes the token', async () => {
    expect((await t.api('GET', '/getInfo')).code).toBe(401);
    const token = await t.login();
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(200);
    expect((await t.api('POST', '/logout', { token })).code).toBe(200);
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(401);
    const logout = await t.kernel.db.selectFrom('sysLogininfor').select('logType').where('logType', '=', '1').execute();
    expect(logout.length).toBeGreaterThan(0);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.kernel.db.selectFrom('sysSession').select('tokenHash').execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('every route declares an access rule and private ones refuse anonymous callers', async () => {
    expect(t.routes.length).toBeGreaterThan(5);
    for (const r of t.routes) {
      expect(r.access, `${r.method} ${r.url}`).toBeTruthy();
      if (r.access === 'public') continue;
      const url = r.url
        .replace(t.kernel.config.apiBase, '')
        .replace(/:(\w+)/g, '1')
        .replace('*', 'x');
      const res = await t.api(r.method, url, r.method === 'GET' ? {} : { body: {} });
      expect(res.code, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('a user without permissions gets 403 on permission routes and a router tree without them', async () => {
    await addUser('plain');
    const token = await t.login('plain', 'Secret#123');
    const routers = await t.api('GET', '/getRouters', { token });
    expect(routers.code).toBe(200);
    expect(routers.data).toEqual([]);
    const info = await t.api('GET', '/getInfo', { token });
    expect(info.data.permissions).toEqual([]);
  });
});

describe('getRouters', () => {
  it('builds the RuoYi tree with translated titles', async () => {
    const token = await t.login();
    const en = await t.api('GET', '/getRouters', { token, lang: 'en' });
    const system = en.data.find((n: any) => n.path === '/system');
    expect(system.component).toBe('Layout');
    expect(system.meta.title).toBe('System');
    const user = system.children.find((c: any) => c.component === 'system/user/index');
    expect(user).toMatchObject({ name: 'SystemUserIndex', path: 'user', meta: { title: 'Users' } });
    const tw = await t.api('GET', '/getRouters', { token, lang: 'zh-TW' });
    expect(tw.data.find((n: any) => n.path === '/system').meta.title).toBe('系統管理');
  });
});

describe('operation log', () => {
  it('records mutating calls with secrets masked', async () => {
    const token = await t.login();
    await t.api('PUT', '/system/user/profile/updatePwd', { token, body: { oldPassword: 'wrong-old', newPassword: 'Whatever#1' } });
    await new Promise((r) => setTimeout(r, 100));
    const row = await t.kernel.db
      .selectFrom('sysOperLog')
      .selectAll()
      .where('operUrl', 'like', '%updatePwd%')
      .orderBy('operId', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.operName).toBe('admin');
    expect(row.requestArgs).toContain('******');
    expect(row.requestArgs).not.toContain('wrong-old');
    expect(row.requestArgs).not.toContain('Whatever#1');
    expect(row.responseCode).toBe(500);
  });
});

describe('UI string overrides', () => {
  it('serves the namespace:key entries an administrator saved, per language, without a token', async () => {
    await t.kernel.db
      .insertInto('sysI18nDict')
      .values({ langTag: 'en', langKey: 'common:login.title', langValue: 'Association back office' })
      .execute();
    await t.kernel.reloadI18n();
    const en = await t.api('GET', '/system/i18n/dict/overrides?lang=en');
    expect(en.data['common:login.title']).toBe('Association back office');
    expect(Object.keys(en.data).every((k) => k.includes(':'))).toBe(true);
    const zh = await t.api('GET', '/system/i18n/dict/overrides?lang=zh-CN');
    expect(zh.data?.['common:login.title']).toBeUndefined();
  });
});
