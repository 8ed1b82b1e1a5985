import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Third-party sign-in (SPEC §2 /auth-redirect, /bind) with the System → WeChat config, against a local stand-in
 * for WeChat's API started here: the state is checked (one-time, this browser's), a bound account signs in, an
 * unbound one binds after a password sign-in, and the account centre unbinds it.
 */
let t: TestApp;
let admin: string;
let standIn: http.Server;
/** code → the answer of the stand-in's access_token call */
const CODES: Record<string, Record<string, unknown>> = {
  'code-a': { access_token: 'at-a', openid: 'openid-a', unionid: 'union-a' },
  'code-a2': { access_token: 'at-a', openid: 'openid-a' },
  'code-b': { access_token: 'at-b', openid: 'openid-b' },
  'code-bad': { errcode: 40029, errmsg: 'invalid code' },
};
const seen: string[] = [];

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    seen.push(`${u.pathname}?${u.searchParams}`);
    let body: unknown = { errcode: 404, errmsg: 'unknown' };
    if (u.pathname === '/sns/oauth2/access_token') {
      body =
        u.searchParams.get('appid') === 'wxapp123' && u.searchParams.get('secret') === 'wxsecret-value'
          ? (CODES[u.searchParams.get('code') ?? ''] ?? { errcode: 40029, errmsg: 'invalid code' })
          : { errcode: 40125, errmsg: 'invalid appsecret' };
    } else if (u.pathname === '/sns/userinfo') body = { openid: u.searchParams.get('openid'), nickname: '微信用户甲' };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  t = await createTestApp(
    inject('pgAdminUrl'),
    { WECHAT_API_URL: base, WECHAT_OPEN_URL: `${base}/open` },
    { scheduler: { enabled: false } },
  );
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
  standIn?.close();
});

/** Starts a sign-in as a browser does: the provider URL, and the state cookie the answer sets. */
async function start() {
  const res = await t.app.inject({ method: 'GET', url: '/prod-api/sys/wechat/login', headers: { host: 'console.example:8080' } });
  const env = JSON.parse(res.body);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  const url = env.data ? new URL(env.data.url) : null;
  return { env, cookie, url, state: url?.searchParams.get('state') ?? '' };
}
const post = async (url: string, body: unknown, cookie = '', lang = 'en') =>
  JSON.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: `/prod-api${url}`,
        headers: { 'content-type': 'application/json', cookie, 'accept-language': lang },
        payload: JSON.stringify(body),
      })
    ).body,
  );
const bindings = async () => (await t.kernel.db.selectFrom('sysUserOauth').selectAll().execute()).map((b) => `${b.userId}:${b.openId}`);

describe('third-party sign-in with the WeChat config', () => {
  it('without a WeChat config marked for the back office, sign-in is refused in three languages', async () => {
    for (const [lang, text] of [
      ['en', 'Third-party sign-in is not configured.'],
      ['zh-CN', '未配置第三方登录。'],
      ['zh-TW', '未設定第三方登入。'],
    ])
      expect((await t.api('GET', '/sys/wechat/login', { lang })).msg).toBe(text);
    expect((await t.api('GET', '/sys/wechat/enabled')).data).toBe(false);
  });

  it('the login URL carries the app id, the console callback and a state; the callback checks the state', async () => {
    const add = await t.api('POST', '/system/wechat', {
      token: admin,
      body: { appId: 'wxapp123', appSecret: 'wxsecret-value', backend: 'Y', status: '0' },
    });
    expect(add.code, add.msg).toBe(200);
    expect((await t.api('GET', '/sys/wechat/enabled')).data).toBe(true);
    const s = await start();
    expect(s.env.code, s.env.msg).toBe(200);
    expect(s.env.data.origin).toBe('http://console.example:8080');
    expect(s.url!.pathname).toMatch(/\/open\/connect\/qrconnect$/);
    expect(s.url!.searchParams.get('appid')).toBe('wxapp123');
    expect(s.url!.searchParams.get('redirect_uri')).toBe('http://console.example:8080/admin/auth-redirect');
    expect(s.url!.searchParams.get('scope')).toBe('snsapi_login');
    expect(s.env.data.url).not.toContain('wxsecret-value');
    expect(s.state.length).toBeGreaterThanOrEqual(40);
    expect(s.cookie).toBe(`zx_oauth_state=${s.state}`);

    // a state this server never issued, a state without this browser's cookie, a used one: refused, no code spent
    const calls = seen.length;
    expect((await post('/sys/wechat/callback', { code: 'code-a', state: 'forged' }, 'zx_oauth_state=forged')).msg).toBe(
      'This sign-in has expired or was not started in this browser; please sign in again.',
    );
    expect((await post('/sys/wechat/callback', { code: 'code-a', state: s.state })).code).toBe(500);
    expect(seen.length).toBe(calls);
    const first = await post('/sys/wechat/callback', { code: 'code-a', state: s.state }, s.cookie);
    expect(first.code, first.msg).toBe(200);
    expect((await post('/sys/wechat/callback', { code: 'code-a', state: s.state }, s.cookie)).code).toBe(500);
    // an unbound account is handed a bind ticket, not a session
    expect(first.data.token).toBeUndefined();
    expect(first.data.bindTicket).toBeTruthy();
    expect(first.data.nickName).toBe('微信用户甲');
    expect(await bindings()).toEqual([]);
  });

  it('/bind: a wrong password binds nothing and keeps the ticket; the right one binds and signs in; the ticket is then spent', async () => {
    const s = await start();
    const { bindTicket } = (await post('/sys/wechat/callback', { code: 'code-a', state: s.state }, s.cookie)).data;
    const wrong = await post('/sys/wechat/bind', { ticket: bindTicket, username: 'admin', password: 'not-it' });
    expect(wrong.msg).toBe('Wrong account or password.');
    expect(await bindings()).toEqual([]);
    const bound = await post('/sys/wechat/bind', { ticket: bindTicket, username: 'admin', password: TEST_ADMIN_PASSWORD }, '', 'zh-CN');
    expect(bound.code, bound.msg).toBe(200);
    expect(bound.msg).toBe('账号已绑定并登录。');
    expect((await t.api('GET', '/getInfo', { token: bound.data.token })).data.user.userName).toBe('admin');
    const adminId = (await t.kernel.db.selectFrom('sysUser').select('userId').where('userName', '=', 'admin').executeTakeFirstOrThrow())
      .userId;
    expect(await bindings()).toEqual([`${adminId}:openid-a`]);
    expect((await post('/sys/wechat/bind', { ticket: bindTicket, username: 'admin', password: TEST_ADMIN_PASSWORD })).code).toBe(500);
    expect((await post('/sys/wechat/bind', { ticket: 'made-up', username: 'admin', password: TEST_ADMIN_PASSWORD })).code).toBe(500);
  });

  it('a bound account signs in at the callback; a second account for the same user is refused; a provider refusal is named', async () => {
    const s = await start();
    const signed = await post('/sys/wechat/callback', { code: 'code-a2', state: s.state }, s.cookie);
    expect(signed.code, signed.msg).toBe(200);
    expect((await t.api('GET', '/getInfo', { token: signed.data.token })).data.user.userName).toBe('admin');
    const logged = await t.kernel.db
      .selectFrom('sysLogininfor')
      .select('status')
      .where('userName', '=', 'admin')
      .orderBy('infoId', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.status).toBe('0');

    const s2 = await start();
    const other = (await post('/sys/wechat/callback', { code: 'code-b', state: s2.state }, s2.cookie)).data;
    const refused = await post('/sys/wechat/bind', { ticket: other.bindTicket, username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(refused.msg).toBe('This account is already bound to another WeChat account; unbind it in the account centre first.');
    expect(await bindings()).toHaveLength(1);

    const s3 = await start();
    expect((await post('/sys/wechat/callback', { code: 'code-bad', state: s3.state }, s3.cookie, 'zh-TW')).msg).toBe(
      '第三方平台拒絕了登入：40029 invalid code',
    );
  });

  it('the account centre lists the binding and unbinds it; the next WeChat sign-in asks to bind again', async () => {
    const list = await t.api('GET', '/system/user/profile/bindings', { token: admin });
    expect(list.data).toEqual([
      { provider: 'wechat', nickName: '微信用户甲', bindTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
    ]);
    const viewer = await t.asUser({ userName: 'nobinding', permissions: [] });
    expect((await viewer.api('GET', '/system/user/profile/bindings')).data).toEqual([]);
    expect((await viewer.api('DELETE', '/system/user/profile/bindings/wechat', { lang: 'en' })).msg).toBe('No such binding.');
    expect(await bindings()).toHaveLength(1);
    expect((await t.api('DELETE', '/system/user/profile/bindings/wechat', { token: admin })).code).toBe(200);
    expect(await bindings()).toEqual([]);
    const s = await start();
    expect((await post('/sys/wechat/callback', { code: 'code-a', state: s.state }, s.cookie)).data.bindTicket).toBeTruthy();
  });
});
