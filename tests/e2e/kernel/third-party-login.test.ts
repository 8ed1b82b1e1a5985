import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * WeChat sign-in in the browser (SPEC §2 /auth-redirect, /bind) against a local stand-in for WeChat started here:
 * its sign-in page sends the browser straight back with a code, as WeChat does once the QR code is scanned.
 */
let server: E2eServer;
let browser: Browser;
let standIn: http.Server;

before(async () => {
  standIn = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/open/connect/qrconnect') {
      const back = new URL(u.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'scanned-code');
      back.searchParams.set('state', u.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (u.pathname === '/sns/oauth2/access_token' && u.searchParams.get('code') === 'scanned-code')
      res.end(JSON.stringify({ access_token: 'at', openid: 'openid-e2e' }));
    else if (u.pathname === '/sns/userinfo') res.end(JSON.stringify({ nickname: '扫码的管理员' }));
    else res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  server = await startServer({ env: { WECHAT_OPEN_URL: `${base}/open`, WECHAT_API_URL: base } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  standIn?.close();
});

async function api(token: string | null, method: string, path: string, body?: unknown) {
  const r = await fetch(`${server.url}/prod-api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await r.json()) as { code: number; msg: string; data: any };
}

test('WeChat sign-in: bind once with the password, then sign in by WeChat alone; unbind in the account centre', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const add = await api(token, 'POST', '/system/wechat', { appId: 'wxe2e', appSecret: 'secret-e2e', backend: 'Y', status: '0' });
  assert.equal(add.code, 200, add.msg);

  const page = await newPage(browser);
  try {
    await page.goto(`${server.url}/admin/login`);
    await page.locator('.zx-login-wechat', { hasText: '微信登录' }).waitFor();
    await shot(page, 'wechat-login-button');
    await page.locator('.zx-login-wechat', { hasText: '微信登录' }).click();
    // back from "WeChat" with a code: not bound yet, so the bind page asks for the password once
    await page.waitForURL(/\/admin\/bind\?/);
    await page.locator('[data-page="kernel/bind"]', { hasText: '扫码的管理员' }).waitFor();
    await shot(page, 'wechat-bind');
    await page.locator('#bind-username').fill('admin');
    await page.locator('#bind-password').fill('wrong-password');
    await page.locator('button[type=submit]').click();
    await page.locator('.arco-message', { hasText: '账号或密码错误' }).waitFor();
    await page.locator('#bind-password').fill(ADMIN_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\/index$/);

    await page.goto(`${server.url}/admin/user/profile`);
    await page.locator('.arco-tabs-header-title', { hasText: '第三方账号' }).click();
    const item = page.locator('.zx-profile-bindings [data-provider="wechat"]');
    await item.locator('text=微信 · 扫码的管理员').waitFor();
    await page.waitForTimeout(400); // the tab's switch animation
    await shot(page, 'wechat-bindings');

    // signed out, WeChat alone signs the administrator in
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/admin/login`);
    await page.locator('.zx-login-wechat').click();
    await page.waitForURL(/\/admin\/index$/);
    await page.locator('.zx-navbar, [class*="navbar"]').first().waitFor();

    await page.goto(`${server.url}/admin/user/profile`);
    await page.locator('.arco-tabs-header-title', { hasText: '第三方账号' }).click();
    await page.locator('.zx-profile-bindings [data-action="unbind"]').click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await page.locator('.arco-empty', { hasText: '尚未绑定第三方账号' }).waitFor();
    const db = await server.db();
    try {
      assert.equal((await db.query('select count(*)::int as n from sys_user_oauth')).rows[0].n, 0);
    } finally {
      await db.end();
    }
  } catch (e) {
    await shot(page, 'wechat-failure');
    throw e;
  } finally {
    await page.close();
  }
});

test('a forged callback is refused on the page, and the way back to sign-in works', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(`${server.url}/admin/auth-redirect?code=scanned-code&state=forged`);
    await page.locator('[data-page="kernel/auth-redirect"] [role=alert]', { hasText: '本次登录已过期' }).waitFor();
    await shot(page, 'wechat-forged');
    await page.locator('[data-page="kernel/auth-redirect"] a').click();
    await page.waitForURL(/\/admin\/login$/);
    await loginUi(page, server);
  } finally {
    await page.close();
  }
});
