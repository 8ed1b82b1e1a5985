import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_USER_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';
import { m0005AccountKeys } from '../../../kernel/server/migrations/0005-account-keys.ts';

/** The console shell's lookups and the account centre are the kernel's (issue 7 §5), at their v1.4.3 URLs. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
});
afterAll(async () => {
  await t?.dispose();
});

const KERNEL_ROUTES = [
  'GET /system/i18n/dict/langOptions',
  'GET /system/i18n/dict/overrides',
  'GET /system/config/configKey/:key',
  'GET /system/dict/data/type/:type',
  'GET /system/security/config/current',
  'GET /system/user/profile/homeInfo',
  'GET /system/user/profile/shortcuts',
  'GET /system/user/profile',
  'PUT /system/user/profile',
  'PUT /system/user/profile/updatePwd',
  'POST /system/user/profile/avatar',
  'GET /system/user/getPreferences',
  'GET /system/user/preference',
  'PUT /system/user/savePreferences',
];

describe('account centre and shell lookups', () => {
  it('are served by the kernel, not by a plugin', () => {
    const base = t.kernel.config.apiBase;
    const owner = new Map(t.routes.map((r) => [`${r.method} ${r.url.slice(base.length)}`, r.plugin]));
    for (const route of KERNEL_ROUTES) expect(owner.get(route), route).toBe('kernel');
  });

  it('GET /system/user/preference?id=… answers one preference of the caller (v1.4.3 getUserPreference), not a user by id', async () => {
    const u = await t.asUser({ userName: 'prefs', permissions: [] });
    expect((await t.api('PUT', '/system/user/savePreferences', { token: u.token, body: { StatCharts: ['a', 'b'] } })).code).toBe(200);
    expect(await t.api('GET', '/system/user/preference?id=StatCharts', { token: u.token })).toMatchObject({ code: 200, data: ['a', 'b'] });
    const unset = await t.api('GET', '/system/user/preference?id=Unset', { token: u.token });
    expect(unset.code).toBe(200);
    expect(unset.data ?? null).toBeNull();
    expect((await t.api('GET', '/system/user/preference', { token: u.token })).code).not.toBe(200);
    expect((await t.api('GET', '/system/user/preference?id=StatCharts')).code).toBe(401);
  });

  it('GET /system/user/profile names the roles and the posts the user holds (posts through the service of the plugin keeping them)', async () => {
    const u = await t.asUser({ userName: 'poster', permissions: [] });
    const { db } = t.kernel;
    const posts = await db
      .insertInto('sysPost')
      .values([
        { postCode: 'p_editor', postName: 'Editor', postSort: 1 },
        { postCode: 'p_reviewer', postName: 'Reviewer', postSort: 2 },
      ])
      .returning('postId')
      .execute();
    await db
      .insertInto('sysUserPost')
      .values(posts.map((p) => ({ userId: u.userId, postId: p.postId })))
      .execute();
    const r = await u.api('GET', '/system/user/profile');
    expect(r.code, r.msg).toBe(200);
    expect(r.data.user.userName).toBe('poster');
    expect(r.data.roleGroup).toBe('role-poster');
    expect(r.data.postGroup.split(',').sort()).toEqual(['Editor', 'Reviewer']);
  });

  it('refuses a new password that is or contains the user name, nick name or phone, and stores nothing', async () => {
    const u = await t.asUser({ userName: 'Marlowe', permissions: [] });
    const { db } = t.kernel;
    await db.updateTable('sysUser').set({ nickName: 'Kestrel', phoneNumber: '13912345678' }).where('userId', '=', u.userId).execute();
    const hashOf = async () =>
      (await db.selectFrom('sysUser').select('password').where('userId', '=', u.userId).executeTakeFirstOrThrow()).password;
    const before = await hashOf();
    const change = (newPassword: string, lang = 'en') =>
      u.api('PUT', '/system/user/profile/updatePwd', { body: { oldPassword: TEST_USER_PASSWORD, newPassword }, lang });
    for (const pw of ['marlowe', 'MARLOWE', 'Marlowe#2025', 'x9kestrel!', 'Pw13912345678']) {
      const r = await change(pw);
      expect(r, pw).toEqual({
        code: 500,
        msg: 'Password may not be or contain the account name, nickname or phone number.',
        data: { field: 'newPassword' },
      });
    }
    expect((await change('marlowe1', 'zh-CN')).msg).toBe('密码不能是或包含账号、昵称或手机号。');
    expect((await change('marlowe1', 'zh-TW')).msg).toBe('密碼不能是或包含帳號、暱稱或手機號。');
    expect(await hashOf()).toBe(before);
    // the weak list still applies
    expect((await change('Password1')).msg).toBe('Password is too weak, please choose another.');
    expect(await hashOf()).toBe(before);
  });

  it('refuses a wrong old password with the kernel message naming the field', async () => {
    const u = await t.asUser({ userName: 'pwdchanger', permissions: [] });
    const r = await u.api('PUT', '/system/user/profile/updatePwd', {
      body: { oldPassword: 'nope', newPassword: 'Other#1234' },
      lang: 'en',
    });
    expect(r.code).not.toBe(200);
    expect(r.msg).toContain('The old password is wrong.');
  });

  it('migration 0005 carries operation log titles and saved translations of the moved keys over', async () => {
    const q = (text: string, values: unknown[] = []) => t.kernel.pool.query(text, values);
    const ids = (
      await q(`insert into sys_oper_log (title) values ('system:log.password'), ('system:log.post') returning oper_id`)
    ).rows.map((r) => r.oper_id);
    await q(
      `insert into sys_i18n_dict (lang_tag, lang_key, lang_value) values
        ('en', 'system:errors.samePassword', 'old-only'),
        ('en', 'system:home.shortcuts', 'old-loses'), ('en', 'common:home.shortcuts', 'new-kept')`,
    );
    await q(m0005AccountKeys.up as string);
    const titles = (await q('select title from sys_oper_log where oper_id = any($1) order by oper_id', [ids])).rows;
    expect(titles.map((r) => r.title)).toEqual(['server:log.password', 'system:log.post']);
    const dict = (
      await q(
        `select lang_key, lang_value from sys_i18n_dict where lang_tag = 'en' and (lang_key like '%home.shortcuts' or lang_key like '%samePassword') order by lang_key`,
      )
    ).rows;
    expect(dict).toEqual([
      { lang_key: 'common:home.shortcuts', lang_value: 'new-kept' },
      { lang_key: 'server:errors.samePassword', lang_value: 'old-only' },
      { lang_key: 'system:home.shortcuts', lang_value: 'old-loses' },
    ]);
  });
});
