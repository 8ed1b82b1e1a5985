import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Member pages of the published site (issue 34) in a real browser: the pages are sandboxed (an opaque origin),
 * so this is where the cookie and the form token must hold — sign up, land in the account centre, edit the
 * profile, sign out, sign in again.
 */
let server: E2eServer;
let browser: Browser;
let pages: Record<string, string>;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const token = (await serverApi(server, null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const types = (await serverApi(server, token, 'GET', '/cms/dynamicPageTypes')).data;
  pages = Object.fromEntries(types.map((x: any) => [x.type, `${server.url}${x.links.pc}`]));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a reader signs up on the published site, edits the profile, signs out and in again', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(pages.AccountRegister);
    await page.locator('input[name="userName"]').fill('reader01');
    await page.locator('input[name="nickName"]').fill('读者甲');
    await page.locator('input[name="password"]').fill('123456');
    await page.getByRole('button', { name: '注册' }).click();
    // the weak password comes back as a message on the page
    await page.locator('.form-error').waitFor();
    assert.match(await page.locator('.form-error').innerText(), /^密码长度必须在 \d+ 到 \d+ 个字符之间。$/);
    await shot(page, 'member-page-register-refused');
    await page.locator('input[name="userName"]').fill('reader01');
    await page.locator('input[name="nickName"]').fill('读者甲');
    await page.locator('input[name="password"]').fill('Zx#Reader2026');
    await page.getByRole('button', { name: '注册' }).click();
    await page.locator('.member-name').waitFor();
    assert.equal(await page.locator('.member-name').innerText(), 'reader01');
    assert.equal(await page.locator('.member-nick').innerText(), '读者甲');
    await shot(page, 'member-page-centre');

    await page.getByRole('link', { name: '修改资料' }).click();
    await page.locator('input[name="nickName"]').fill('读者乙');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.form-saved').waitFor();
    await shot(page, 'member-page-setting-saved');
    await page.getByRole('link', { name: '返回会员中心' }).click();
    assert.equal(await page.locator('.member-nick').innerText(), '读者乙');

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.locator('input[name="account"]').waitFor();
    await page.goto(pages.AccountCentre);
    await page.locator('input[name="account"]').waitFor();
    await page.locator('input[name="account"]').fill('reader01');
    await page.locator('input[name="password"]').fill('Zx#Reader2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.locator('.member-name').waitFor();
    assert.equal(await page.locator('.member-nick').innerText(), '读者乙');
    await shot(page, 'member-page-signed-in');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
