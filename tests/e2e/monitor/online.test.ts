import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;
const OPERATOR_PASSWORD = 'Operator#123';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const db = await server.db();
  try {
    await db.query(`insert into sys_user (user_name, nick_name, password, dept_id) values ('operator', 'Operator', $1, 1)`, [
      await hashPassword(OPERATOR_PASSWORD),
    ]);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const confirm = (page: Page) => page.locator('.arco-modal').filter({ hasText: '系统提示' }).getByRole('button', { name: '确定' });
const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr');
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });

test('online users: both sessions listed and searchable; a forced logout ends the other browser at its next call', async () => {
  const admin = await newPage(browser);
  const other = await newPage(browser);
  try {
    await run(admin, other);
  } catch (e) {
    await shot(admin, 'monitor-online-failure');
    await shot(other, 'monitor-online-other-failure');
    throw e;
  }
});

async function run(admin: Page & { errors: string[] }, other: Page & { errors: string[] }) {
  await loginUi(other, server, 'operator', OPERATOR_PASSWORD);
  await other.locator('.zx-user-name').getByText('Operator').waitFor();
  await loginUi(admin, server);

  await admin.goto(`${server.url}/admin/monitor/online`);
  await admin.locator('[data-page="monitor/online/index"]').waitFor();
  await rowOf(admin, 'operator').waitFor();
  const mine = rows(admin).filter({ hasText: '当前' });
  assert.equal(await mine.count(), 1);
  assert.ok((await mine.innerText()).includes('admin'));
  const op = await rowOf(admin, 'operator').innerText();
  assert.ok(op.includes('127.0.0.1') && op.includes('内网IP') && /Chrom/.test(op), op);
  assert.equal(await rowOf(admin, 'admin').locator('[data-action="force"]').count(), 0, 'no force logout of oneself');
  await admin.waitForTimeout(300);
  await shot(admin, 'monitor-online');

  // search by user name, then by IP
  const search = admin.locator('.zx-search-bar');
  await search.getByPlaceholder('请输入用户名称').fill('oper');
  await search.getByRole('button', { name: '搜索' }).click();
  await admin.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr.arco-table-tr').length === 1);
  assert.ok((await rows(admin).first().innerText()).includes('operator'));
  await search.getByRole('button', { name: '重置' }).click();
  await search.getByPlaceholder('请输入登录地址').fill('10.9.9.9');
  await search.getByRole('button', { name: '搜索' }).click();
  await admin.locator('.arco-table-no-data').waitFor();
  await search.getByRole('button', { name: '重置' }).click();
  await rowOf(admin, 'operator').waitFor();

  // force logout (confirm): the row goes; the other browser's very next call gets the relogin prompt
  await rowOf(admin, 'operator').locator('[data-action="force"]').click();
  await confirm(admin).click();
  await admin.getByText('强退成功').first().waitFor();
  await admin.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('operator'));

  await other.locator('.zx-user').click();
  await other.getByText('个人中心').click();
  const relogin = other.locator('.arco-modal').filter({ hasText: '登录状态已过期' });
  await relogin.waitFor({ timeout: 4000 });
  await other.waitForTimeout(300);
  await shot(other, 'monitor-online-kicked');
  await relogin.getByRole('button', { name: '重新登录' }).click();
  await other.waitForURL(/\/admin\/login/);

  // batch logout: a second session of operator, selected by its checkbox
  await loginUi(other, server, 'operator', OPERATOR_PASSWORD);
  await admin.reload();
  await rowOf(admin, 'operator').waitFor();
  await rowOf(admin, 'operator').locator('.arco-checkbox').click();
  await admin.locator('[data-action="batch"]').click();
  await confirm(admin).click();
  await admin.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('operator'));
  assert.deepEqual(admin.errors, []);
}
