import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, ADMIN_PASSWORD, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer({ captcha: true });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('an anonymous visit goes to /login with the path as redirect; the real captcha is solved and home shows the last login', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/admin/system/post?x=1`);
  await page.waitForURL(/\/admin\/login\?redirect=/);
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/system/post?x=1');
  await page.locator('#login-code').waitFor(); // the captcha field shows because SysCaptchaEnable is true
  await loginUi(page, server);
  await page.waitForURL(/\/admin\/system\/post\?x=1$/);
  await page.goto(`${server.url}/admin/index`);
  await page.getByText('欢迎您，Administrator').waitFor();
  await page.getByText('127.0.0.1').first().waitFor();
  await shot(page, 'kernel-home');
  // with a token, /login goes home
  await page.goto(`${server.url}/admin/login`);
  await page.waitForURL(/\/admin\/(index)?$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a wrong password or captcha is refused with the server message and a fresh captcha', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/admin/login`);
  const before = await page.locator('.zx-login-captcha-img').getAttribute('src');
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill('wrong-password');
  await page.locator('#login-code').fill('999');
  await page.locator('button[type=submit]').click();
  await page.getByText('验证码错误。').waitFor();
  await page.waitForFunction((old) => document.querySelector('.zx-login-captcha-img')?.getAttribute('src') !== old, before);
  // required fields are checked before anything is sent
  await page.locator('#login-password').fill('');
  await page.locator('button[type=submit]').click();
  assert.ok((await page.locator('.zx-login-error').count()) >= 1);
  assert.match(page.url(), /\/admin\/login/);
  await page.context().close();
});

test('an open redirect in the login query is ignored', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/admin/login?redirect=${encodeURIComponent('//evil.example/x')}`);
  await loginUi(page, server);
  assert.equal(new URL(page.url()).host, new URL(server.url).host);
  await page.context().close();
});

test('removing the token sends the next navigation to /login with a redirect', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.context().clearCookies();
  await page.goto(`${server.url}/admin/system/post`);
  await page.waitForURL(/\/admin\/login\?redirect=%2Fsystem%2Fpost/);
  await page.context().close();
});

test('a 401 shows the relogin prompt once; re-login goes back through the login page', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/index`);
  await page.getByText('欢迎您，Administrator').waitFor();
  // the home page's cards load in the background: a call of theirs still under way would meet the 401 first
  await page.waitForLoadState('networkidle');
  const db = await server.db();
  await db.query('delete from sys_session');
  // sessions are cached until an end is announced: announce "every session" as an instance ending them would
  await db.query("select pg_notify('zx_cache', 'session')");
  await db.end();
  // an in-app call (no reload): open a page from the sidebar
  await page.locator('.zx-sidebar').getByText('系统管理').click();
  await page.locator('.zx-sidebar').getByText('岗位管理').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '登录状态已过期' });
  await dialog.waitFor();
  assert.equal(await page.locator('.arco-modal').filter({ hasText: '登录状态已过期' }).count(), 1);
  await shot(page, 'kernel-relogin');
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await page.waitForURL(/\/admin\/login/);
  await page.context().close();
});

test('unknown paths show the 404 page; a forced-change user is kept on the profile page', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/no/such/page`);
  await page.getByText('找不到网页！').waitFor();
  const db = await server.db();
  await db.query("update sys_user set force_modify_password = 'Y' where user_name = 'admin'");
  await db.end();
  const second = await newPage(browser);
  await loginUi(second, server, 'admin', ADMIN_PASSWORD);
  await second.waitForURL(/\/admin\/user\/profile/);
  await shot(second, 'kernel-forced-password');
  const db2 = await server.db();
  await db2.query("update sys_user set force_modify_password = 'N' where user_name = 'admin'");
  await db2.end();
  await page.context().close();
  await second.context().close();
});

test('a UI text saved in System → I18n replaces the locale file text without a restart', async () => {
  const db = await server.db();
  await db.query("insert into sys_i18n_dict (lang_tag, lang_key, lang_value) values ('zh-CN', 'common:app.title', '筑协测试后台')");
  await db.query("select pg_notify('zx_cache', 'i18n')");
  await db.end();
  const page = await newPage(browser);
  await page.goto(`${server.url}/admin/login`);
  await page.locator('.zx-login-title').filter({ hasText: '筑协测试后台' }).waitFor();
  const db2 = await server.db();
  await db2.query("delete from sys_i18n_dict where lang_key = 'common:app.title'");
  await db2.query("select pg_notify('zx_cache', 'i18n')");
  await db2.end();
  await page.context().close();
});
