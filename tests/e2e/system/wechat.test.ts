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

const dialog = (page: Page) => page.locator('.arco-modal').filter({ has: page.locator('.arco-form') });
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
const confirm = (page: Page) => page.locator('.arco-modal').filter({ hasText: '系统提示' }).getByRole('button', { name: '确定' });
const SECRET = 'wxsecret0123456789ab';
const AES = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

test('WeChat config: add, the secret shows masked, edit keeps it, back-office flag, search, delete', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'system-wechat-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/wechat`);
  await page.locator('[data-page="system/wechat/index"]').waitFor();

  for (const [appId, secret] of [
    ['wx1234567890abcdef', SECRET],
    ['wxfedcba0987654321', 'othersecret-000099'],
  ]) {
    await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    await dialog(page).getByPlaceholder('请输入AppID').fill(appId);
    await dialog(page).getByPlaceholder('请输入AppSecret').fill(secret);
    await dialog(page).getByPlaceholder('3–32 位字母或数字').fill('tok123');
    if (appId.startsWith('wx12')) await dialog(page).getByPlaceholder('43 位字母或数字').fill(AES);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await rowOf(page, appId).waitFor();
  }
  const row = rowOf(page, 'wx1234567890abcdef');
  const text = await row.innerText();
  assert.ok(text.includes('wx****ab') && text.includes('ab****FG'), text);
  assert.ok(!(await page.content()).includes(SECRET));

  // a duplicate app id is refused by the server, naming the field
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入AppID').fill('wx1234567890abcdef');
  await dialog(page).getByPlaceholder('请输入AppSecret').fill('x1');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).getByText('AppID“wx1234567890abcdef”已存在。').waitFor();
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // edit: the dialog holds the masks; changing only the token keeps the stored secret
  await row.getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder="请输入AppSecret"]') as HTMLInputElement | null)?.value === 'wx****ab',
  );
  await dialog(page).getByPlaceholder('3–32 位字母或数字').fill('tok456');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await row.getByText('tok456').waitFor();
  const db = await server.db();
  try {
    const r = await db.query(`select app_secret, encoding_aes_key from sys_wechat_config where app_id = 'wx1234567890abcdef'`);
    assert.deepEqual(r.rows[0], { app_secret: SECRET, encoding_aes_key: AES });
  } finally {
    await db.end();
  }

  // back-office login: only one config holds it
  await row.locator('td').nth(6).locator('.arco-switch').click();
  await confirm(page).click();
  await row.locator('td').nth(6).locator('.arco-switch-checked').waitFor();
  await rowOf(page, 'wxfedcba0987654321').locator('td').nth(6).locator('.arco-switch').click();
  await confirm(page).click();
  await rowOf(page, 'wxfedcba0987654321').locator('td').nth(6).locator('.arco-switch-checked').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody td:nth-child(7) .arco-switch-checked').length === 1);
  await page.waitForTimeout(400);
  await shot(page, 'system-wechat-list');

  // search narrows the table
  await page.locator('.zx-search-bar').getByPlaceholder('请输入AppID').fill('fedcba');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => !document.body.innerText.includes('wx1234567890abcdef'));
  await rowOf(page, 'wxfedcba0987654321').waitFor();
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await row.waitFor();

  // delete
  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page).click();
  await page.waitForFunction(() => !document.body.innerText.includes('wx1234567890abcdef'));
  assert.deepEqual(page.errors, []);
}
