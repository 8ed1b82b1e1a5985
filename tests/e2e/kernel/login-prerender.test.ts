import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, newPage, shot, startServer, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const html = async (path: string, cookie?: string) => {
  const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  assert.equal(res.status, 200);
  return res.text();
};

test('the sign-in form comes with the HTML, in the language of the lang cookie, on the sign-in page only', async () => {
  const zh = await html('/admin/login?redirect=%2Findex');
  assert.match(zh, /<div id="root" data-prerendered="zh-CN">/);
  assert.match(zh, /<input id="login-password"[^>]* type="password"[^>]* placeholder="密码"/);
  assert.match(zh, /<form onsubmit="return false" /);
  // its stylesheets are plain stylesheets (the form shows styled before a script ran), after the entry's
  assert.match(
    zh,
    /<link rel="stylesheet" crossorigin href="\/admin\/assets\/index-[^"]+\.css">\s*<link rel="stylesheet" crossorigin href="\/admin\/assets\/login-[^"]+\.css"><style>body\{--arcoblue-6:[^}]+\}<\/style>\s*<\/head>/,
  );
  const en = await html('/admin/login', 'lang=en');
  assert.match(en, /<html lang="en">/);
  assert.match(en, /data-prerendered="en"/);
  assert.match(en, /placeholder="Password"/);
  // a session goes to the shell; other public pages render in the browser
  assert.doesNotMatch(await html('/admin/login', 'Admin-Token=x'), /data-prerendered|id="login-password"/);
  assert.doesNotMatch(await html('/admin/register'), /data-prerendered/);
  assert.doesNotMatch(await html('/admin/index'), /data-prerendered/);
});

test('the console takes the prerendered form over without a mismatch, with what was typed before its scripts ran', async () => {
  const page = await newPage(browser);
  // hold the console's entry script back: the page is what the server sent, and nothing more
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/admin\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/admin/login`, { waitUntil: 'commit' });
  await page.locator('#login-password').waitFor();
  assert.equal(await page.locator('#root[data-prerendered="zh-CN"]').count(), 1);
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill(ADMIN_PASSWORD);
  await page.locator('#login-remember').check();
  // Enter before the console runs neither reloads the page nor sends anything
  await page.locator('#login-password').press('Enter');
  await page.waitForTimeout(300);
  assert.match(page.url(), /\/admin\/login$/);
  assert.equal(await page.locator('#login-password').inputValue(), ADMIN_PASSWORD);
  await shot(page, 'kernel-login-prerendered');
  // the button has the console's colour already (the default theme's variables come with the page)
  const colour = () => page.locator('button[type=submit]').evaluate((b) => getComputedStyle(b).backgroundColor);
  const before = await colour();

  release();
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#login-username').inputValue(), 'admin');
  assert.equal(await page.locator('#login-password').inputValue(), ADMIN_PASSWORD);
  assert.ok(await page.locator('#login-remember').isChecked());
  assert.equal(await colour(), before);
  // the values are in the form's state too: the sign-in goes through with them
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
  await page.getByText('欢迎您，Administrator').waitFor();
  const cookies = await page.context().cookies();
  assert.equal(cookies.find((c) => c.name === 'rememberMe')?.value, 'true');
  // a hydration mismatch would show here (React reports it as a console error)
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a remembered user name fills the prerendered form; a browser in another language than the cookie renders afresh', async () => {
  const ctx = await browser.newContext({ locale: 'zh-CN' });
  const url = new URL(server.url);
  await ctx.addCookies([
    { name: 'rememberMe', value: 'true', domain: url.hostname, path: '/' },
    { name: 'username', value: 'editor1', domain: url.hostname, path: '/' },
  ]);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${server.url}/admin/login`);
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#login-username').inputValue(), 'editor1');
  assert.ok(await page.locator('#login-remember').isChecked());
  // the stored language is English, the server knew nothing of it (no cookie yet): the English form replaces it
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await ctx.clearCookies({ name: 'lang' });
  await page.reload();
  await page.locator('#login-password[placeholder="Password"]').waitFor();
  assert.equal(await page.locator('#login-password').count(), 1);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("an administrator's text override reaches the prerendered form once the console took it over, without a mismatch", async () => {
  const db = await server.db();
  await db.query("insert into sys_i18n_dict (lang_tag, lang_key, lang_value) values ('zh-CN', 'common:app.title', '筑协测试后台')");
  await db.query("select pg_notify('zx_cache', 'i18n')");
  try {
    const page = await newPage(browser);
    // the overrides arrive before the strings: a first render with them would not match the page
    const overrides = page.waitForResponse((r) => r.url().includes('/system/i18n/dict/overrides'));
    await page.route(/\/admin\/assets\/common-[^/]+\.js$/, async (route) => {
      await overrides;
      await route.continue();
    });
    await page.goto(`${server.url}/admin/login`);
    await page.locator('.zx-login-title').filter({ hasText: '筑协测试后台' }).waitFor();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await db.query("delete from sys_i18n_dict where lang_key = 'common:app.title'");
    await db.query("select pg_notify('zx_cache', 'i18n')");
    await db.end();
  }
});
