import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { MEMBER_PAGES } from '../../../plugins/member/shared/pages.ts';

/**
 * The member pages of the published sites (issue 34): sign-up, sign-in, the account centre, settings and password
 * as dynamic pages rendered with the site's templates, their forms posted without JavaScript (form-encoded,
 * answered with redirects), a signed-in page's forms carrying the session's form token.
 */
let t: TestApp;
let admin: string;
let base: string;
const PW = 'Zx#Secure2026';

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (action: string, fields: Record<string, string>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/api/member/form/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  /zx_member=[^;]*/.exec([res.headers['set-cookie'] ?? []].flat().join('\n'))?.[0] ?? '';

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  const types = (await t.api('GET', '/cms/dynamicPageTypes', { token: admin })).data;
  const login = types.find((x: any) => x.type === 'AccountLogin');
  base = login.links.pc.replace(/account\/login$/, '');
});
afterAll(async () => {
  await t?.dispose();
});

describe('member pages', () => {
  it('lists the member page types beside Search, named in the console language', async () => {
    const types = (await t.api('GET', '/cms/dynamicPageTypes', { token: admin, lang: 'en' })).data;
    // other plugins may add page types of their own (the operations plugin's comment pages)
    const own = types.map((x: any) => x.type).filter((x: string) => x === 'Search' || Object.hasOwn(MEMBER_PAGES, x));
    expect(own).toEqual(['Search', 'AccountLogin', 'AccountRegister', 'AccountCentre', 'AccountSetting', 'AccountPassword', 'AccountMessages']);
    expect(types.find((x: any) => x.type === 'AccountLogin')).toMatchObject({
      name: 'Member sign-in',
      requestPath: 'account/login',
      publishPipeKey: 'memberLoginTemplate',
    });
  });

  it('signs a member up through the page with the captcha, and a wrong answer comes back as a message', async () => {
    await t.kernel.db.updateTable('sysConfig').set({ configValue: 'true' }).where('configKey', '=', 'SysCaptchaEnable').execute();
    t.kernel.refreshConfigs();
    try {
      const page = await get(`${base}account/register`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<img src="data:image/png;base64,');
      const fields = { base: hidden(page.body, 'base'), baseSig: hidden(page.body, 'baseSig'), uuid: hidden(page.body, 'uuid') };
      expect(fields.base).toBe(base);
      const wrong = await post('register', { ...fields, userName: 'pagemember', password: PW, code: '999' });
      expect(wrong.statusCode).toBe(303);
      expect(wrong.headers.location).toBe(`${base}account/register?error=${encodeURIComponent('server:login.captchaWrong')}`);
      const shown = await get(String(wrong.headers.location));
      expect(/<p class="form-error"[^>]*>[^<]*<\/p>/.exec(shown.body)?.[0]).toBe('<p class="form-error" role="alert">验证码错误。</p>');
      const again = await get(`${base}account/register`);
      const uuid = hidden(again.body, 'uuid');
      const code = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', uuid).executeTakeFirstOrThrow()).code;
      const up = await post('register', { ...fields, uuid, code, userName: 'pagemember', nickName: '<b>小筑</b>', password: PW });
      expect(up.statusCode).toBe(303);
      expect(up.headers.location).toBe(`${base}account/centre`);
      const cookie = cookieOf(up);
      const centre = await get(`${base}account/centre`, cookie);
      expect(centre.statusCode).toBe(200);
      expect(centre.body).toContain('<dd class="member-name">pagemember</dd>');
      // what a member wrote is data in the page, never markup
      expect(centre.body).toContain('<dd class="member-nick">&lt;b&gt;小筑&lt;/b&gt;</dd>');
      // signed in, the sign-in page sends the member on to the centre
      expect((await get(`${base}account/login`, cookie)).headers.location).toBe(`${base}account/centre`);
    } finally {
      await t.kernel.db.updateTable('sysConfig').set({ configValue: 'false' }).where('configKey', '=', 'SysCaptchaEnable').execute();
      t.kernel.refreshConfigs();
    }
  });

  it('signs in, edits the profile and the password with the page form token, signs out', async () => {
    expect((await get(`${base}account/centre`)).headers.location).toBe(`${base}account/login`);
    const login = await get(`${base}account/login`);
    expect(login.body).not.toContain('name="uuid"');
    const sig = { base: hidden(login.body, 'base'), baseSig: hidden(login.body, 'baseSig') };
    const bad = await post('login', { ...sig, account: 'pagemember', password: 'not-it-1A#' });
    expect(bad.headers.location).toBe(`${base}account/login?error=${encodeURIComponent('server:login.badCredentials')}`);
    const ok = await post('login', { ...sig, account: 'PageMember', password: PW });
    expect(ok.headers.location).toBe(`${base}account/centre`);
    const cookie = cookieOf(ok);
    const setting = await get(`${base}account/setting`, cookie);
    const formToken = hidden(setting.body, 'formToken');
    expect(formToken).toMatch(/^[0-9a-f]{64}\.\d+\./);
    // the sandboxed page's post comes without the cookie: the form token is the session
    const saved = await post('profile', { ...sig, formToken, nickName: '筑协会员', slogan: '质量第一' });
    expect(saved.headers.location).toBe(`${base}account/setting?saved=1`);
    expect((await get(`${base}account/setting?saved=1`, cookie)).body).toContain('value="筑协会员"');
    // no token and no cookie: refused, nothing changed
    const anon = await post('profile', { ...sig, nickName: '别人' });
    expect(anon.headers.location).toBe(`${base}account/setting?error=${encodeURIComponent('server:errors.unauthorized')}`);
    // a forged base is not this server's page: no redirect at all
    const forged = await post('profile', { base: 'https://evil.example/', baseSig: sig.baseSig, formToken, nickName: 'x' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
    const weak = await post('password', { ...sig, formToken, oldPassword: PW, newPassword: '123456' });
    expect(weak.headers.location).toMatch(/account\/password\?error=/);
    const changed = await post('password', { ...sig, formToken, oldPassword: PW, newPassword: 'Zx#Newer2027' });
    expect(changed.headers.location).toBe(`${base}account/password?saved=1`);
    const out = await post('logout', { ...sig, formToken });
    expect(out.headers.location).toBe(`${base}account/login`);
    expect((await get(`${base}account/centre`, cookie)).headers.location).toBe(`${base}account/login`);
    expect((await post('profile', { ...sig, formToken, nickName: 'y' })).headers.location).toMatch(/error=/);
  });
});
