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
const rows = (page: Page) => page.locator('.arco-table tbody tr');
const rowOf = (page: Page, text: string) => rows(page).filter({ has: page.getByText(text, { exact: true }) });

async function addPost(page: Page, name: string, code: string, sort = '1') {
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入岗位名称').fill(name);
  await dialog(page).getByPlaceholder('请输入岗位编码').fill(code);
  await dialog(page).locator('.arco-input-number input').fill(sort);
  await dialog(page).getByRole('button', { name: '确定' }).click();
}

test('posts: add, refuse a duplicate code with the server message on the field, search, edit, delete', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/post`);
  await page.locator('.arco-table').waitFor();

  await addPost(page, '总工程师', 'chief_engineer', '1');
  await rowOf(page, 'chief_engineer').waitFor();
  await addPost(page, '安全员', 'safety_officer', '2');
  await rowOf(page, 'safety_officer').waitFor();
  assert.equal(await rows(page).count(), 2);

  // the same code again: the server refuses and the dialog marks the code field
  await addPost(page, '另一个', 'CHIEF_ENGINEER');
  await dialog(page).locator('.arco-form-message').filter({ hasText: '已存在' }).waitFor();
  await shot(page, 'system-post-duplicate');
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // search by name
  await page.locator('.zx-search-bar').getByPlaceholder('请输入岗位名称').fill('安全');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
  await rowOf(page, 'safety_officer').waitFor();
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 2);

  // edit the name
  await rowOf(page, 'safety_officer').getByRole('button', { name: '修改' }).click();
  await dialog(page).getByPlaceholder('请输入岗位名称').fill('专职安全员');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '专职安全员').waitFor();

  // delete with confirmation
  await rowOf(page, 'chief_engineer').getByRole('button', { name: '删除' }).click();
  await page
    .locator('.arco-modal')
    .filter({ hasText: 'chief_engineer' })
    .or(page.locator('.arco-modal').filter({ hasText: '总工程师' }))
    .getByRole('button', { name: '确定' })
    .click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
  assert.equal(await rowOf(page, 'chief_engineer').count(), 0);
  await shot(page, 'system-post');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
