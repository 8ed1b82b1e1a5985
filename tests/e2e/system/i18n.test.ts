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
const confirm = (page: Page) =>
  page
    .locator('.arco-modal')
    .filter({ hasNot: page.locator('.arco-form') })
    .getByRole('button', { name: '确定' });
const rows = (page: Page) => page.locator('.arco-table tbody tr');
const search = async (page: Page, placeholder: string, value: string) => {
  await page.locator('.zx-search-bar').getByPlaceholder(placeholder).fill(value);
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
};

test('i18n: add, search, edit, delete, and a batch edit of a menu title shows in the English sidebar without a restart', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/system/i18n/dict`);
    await page.locator('[data-page="system/i18n/index"] .arco-table tbody tr').first().waitFor();

    // add an entry
    await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    await dialog(page).getByPlaceholder('请输入键').fill('CUSTOM.e2e.hello');
    await dialog(page).getByPlaceholder('请输入值').fill('你好');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await search(page, '请输入键', 'CUSTOM.e2e');
    await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
    await rows(page).first().getByText('你好', { exact: true }).waitFor();

    // edit it
    await rows(page).first().getByRole('button', { name: '修改' }).click();
    await page.waitForFunction(
      () => (document.querySelector('.arco-modal textarea[placeholder="请输入值"]') as HTMLTextAreaElement | null)?.value === '你好',
    );
    await dialog(page).getByPlaceholder('请输入值').fill('您好');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await rows(page).first().getByText('您好', { exact: true }).waitFor();

    // delete it
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirm(page).click();
    await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('CUSTOM.e2e.hello'));

    // batch edit the Users menu title across the languages
    await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
    await search(page, '请输入键', 'MENU.NAME.system.user');
    // the key search is a LIKE: the menu's button keys (…user.add) match too
    const usersRow = rows(page)
      .filter({ has: page.getByText('MENU.NAME.system.user', { exact: true }) })
      .filter({ has: page.getByText('Users', { exact: true }) });
    await usersRow.waitFor();
    await usersRow.getByRole('button', { name: '多语言编辑' }).click();
    const batch = page.locator('.arco-modal', { has: page.locator('.zx-i18n-batch') });
    const en = batch.locator('textarea[data-lang="en"]');
    await page.waitForFunction(
      () => (document.querySelector('.zx-i18n-batch textarea[data-lang="en"]') as HTMLTextAreaElement | null)?.value === 'Users',
    );
    await en.fill('Members & staff');
    await shot(page, 'system-i18n-batch');
    await batch.getByRole('button', { name: '确定' }).click();
    await batch.waitFor({ state: 'hidden' });
    await rows(page).filter({ hasText: 'Members & staff' }).waitFor();

    // refresh the cache, reload, switch to English: the sidebar shows the new title
    await page.locator('.zx-table-actions').getByRole('button', { name: '刷新缓存' }).click();
    await confirm(page).click();
    await page.getByText('国际化缓存已刷新').waitFor();
    await page.reload();
    await page.getByRole('button', { name: '语言', exact: true }).click();
    await page.locator('.arco-dropdown-menu-item').filter({ hasText: 'English' }).click();
    await page.waitForLoadState('load');
    const sidebar = page.locator('.zx-sidebar');
    await sidebar.getByText('System', { exact: true }).waitFor();
    if (!(await sidebar.getByText('Members & staff', { exact: true }).isVisible()))
      await sidebar.getByText('System', { exact: true }).click();
    await sidebar.getByText('Members & staff', { exact: true }).waitFor();
    await shot(page, 'system-i18n-english-sidebar');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  } catch (e) {
    await shot(page, 'system-i18n-failure');
    throw e;
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
