import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

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

const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr');
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
const confirm = (page: Page) => page.locator('.arco-modal').filter({ hasText: '系统提示' }).getByRole('button', { name: '确定' });

test('logs: the login shows in the login log, an operation in the operation log with masked details; both clean', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'system-logs-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);

  // login log: this login, from the intranet, found by user name
  await page.goto(`${server.url}/admin/system/logininfor`);
  await page.locator('[data-page="system/logininfor/index"]').waitFor();
  await page.locator('.zx-search-bar').getByPlaceholder('请输入用户名称').fill('admin');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  const login = rows(page).first();
  await login.getByText('内网IP').waitFor();
  assert.ok((await login.innerText()).includes('127.0.0.1'));
  assert.ok((await login.innerText()).includes('成功'));
  await shot(page, 'system-logininfor-list');

  // an operation: a password change refused for a wrong old password, through the API as this session
  const token = decodeURIComponent(await page.evaluate(() => document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? ''));
  const r = await fetch(`${server.url}/prod-api/system/user/profile/updatePwd`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ oldPassword: 'not-my-password', newPassword: 'Secret#999' }),
  });
  assert.equal((await r.json()).code, 500);

  await page.goto(`${server.url}/admin/system/operlog`);
  await page.locator('[data-page="system/operlog/index"]').waitFor();
  await page.locator('.zx-search-bar').getByPlaceholder('请输入系统模块').fill('修改密码');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await rowOf(page, '修改密码').first().waitFor();
  const op = rowOf(page, '修改密码').first();
  assert.ok((await op.innerText()).includes('失败'));
  assert.ok((await op.innerText()).includes('内网IP'));

  // details: the parameters are masked, the response names the reason
  await op.getByRole('button', { name: '详细' }).click();
  const detail = page.locator('.zx-operlog-detail');
  await detail.locator('[data-field="requestArgs"]').waitFor();
  const args = await detail.locator('[data-field="requestArgs"]').innerText();
  assert.ok(args.includes('******'), args);
  assert.ok(!args.includes('not-my-password') && !args.includes('Secret#999'), args);
  assert.ok((await detail.locator('[data-field="responseResult"]').innerText()).includes('旧密码错误'));
  await shot(page, 'system-operlog-detail');
  await detail.locator('.arco-modal-close-icon').click();

  // clean the operation log: the password change row is gone
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await page.locator('[data-action="clean"]').click();
  await confirm(page).click();
  await page.waitForFunction(() => !document.body.innerText.includes('修改密码'));

  // clean the login log: empty afterwards
  await page.goto(`${server.url}/admin/system/logininfor`);
  await rows(page).first().waitFor();
  await page.locator('[data-action="clean"]').click();
  await confirm(page).click();
  await page.locator('.arco-table-no-data').waitFor();
  await shot(page, 'system-logininfor-cleaned');

  // the clean itself is in the operation log, translated
  await page.goto(`${server.url}/admin/system/operlog`);
  await rowOf(page, '登录日志').first().waitFor();
  assert.ok((await rowOf(page, '登录日志').first().innerText()).includes('清空'));
  await shot(page, 'system-operlog-list');
  assert.deepEqual(page.errors, []);
}
