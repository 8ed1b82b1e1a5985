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
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
const bodyText = (page: Page) => page.locator('.arco-table tbody').innerText();

test('dictionary types: search, add, edit, open the data page, manage values with a list class, delete', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'system-dict-failure');
    throw e;
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

async function run(page: Page) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/dict`);
  await rowOf(page, 'YesOrNo').waitFor();
  // a fixed type: no delete button, no status switch
  assert.equal(await rowOf(page, 'YesOrNo').getByRole('button', { name: '删除' }).count(), 0);

  // search by the translated name
  await page.locator('.zx-search-bar').getByPlaceholder('请输入字典名称').fill('性别');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
  await rowOf(page, 'Gender').waitFor();
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await rowOf(page, 'YesOrNo').waitFor();

  // add a type
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入字典名称').fill('项目等级');
  await dialog(page).getByPlaceholder('请输入字典类型').fill('ZxE2eLevel');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  // the seeded types fill the first page: find the new one by its key
  await page.locator('.zx-search-bar').getByPlaceholder('请输入字典类型').fill('ZxE2e');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await rowOf(page, 'ZxE2eLevel').waitFor();
  assert.equal(await page.locator('.arco-table tbody tr').count(), 1);

  // edit its name
  await rowOf(page, 'ZxE2eLevel').getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder="请输入字典名称"]') as HTMLInputElement | null)?.value === '项目等级',
  );
  await dialog(page).getByPlaceholder('请输入字典名称').fill('工程等级');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '工程等级').waitFor();
  await shot(page, 'system-dict-types');

  // the type key opens its data page, with the Dictionaries menu still highlighted
  await rowOf(page, 'ZxE2eLevel').getByRole('link', { name: 'ZxE2eLevel' }).click();
  await page.waitForURL(/\/admin\/system\/dict-data\/index\/\d+$/);
  await page.locator('[data-page="system/dict/data"] .arco-table').waitFor();
  await page.locator('.zx-sidebar .arco-menu-selected').getByText('字典管理').waitFor();

  // add two values, one with a list class shown as a tag
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入字典标签').fill('特级');
  await dialog(page).getByPlaceholder('请输入字典键值').fill('S');
  await dialog(page).locator('.arco-select').click();
  await page.locator('.arco-select-popup .arco-select-option', { hasText: '危险' }).click();
  await dialog(page).locator('[data-list-class="danger"]', { hasText: '特级' }).waitFor(); // the preview
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, 'S').waitFor();
  await rowOf(page, 'S').locator('[data-list-class="danger"]', { hasText: '特级' }).waitFor();
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入字典标签').fill('一级');
  await dialog(page).getByPlaceholder('请输入字典键值').fill('A');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, 'A').waitFor();

  // a duplicate value is refused by the server, naming the field
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入字典标签').fill('重复');
  await dialog(page).getByPlaceholder('请输入字典键值').fill('A');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).locator('.arco-form-message', { hasText: '字典键值“A”在该类型中已存在。' }).waitFor();
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // search by label, edit a label
  await page.locator('.zx-search-bar').getByPlaceholder('请输入字典标签').fill('特');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await rowOf(page, 'A').waitFor();
  await rowOf(page, 'A').getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder="请输入字典标签"]') as HTMLInputElement | null)?.value === '一级',
  );
  await dialog(page).getByPlaceholder('请输入字典标签').fill('甲级');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '甲级').waitFor();
  await shot(page, 'system-dict-data');

  // delete a value
  await rowOf(page, 'A').getByRole('button', { name: '删除' }).click();
  await confirm(page).click();
  await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('甲级'));
  assert.ok((await bodyText(page)).includes('特级'));

  // a fixed type's data page: no adding, fixed rows cannot be deleted
  await page.goto(`${server.url}/admin/system/dict`);
  await rowOf(page, 'YesOrNo').getByRole('link', { name: 'YesOrNo' }).click();
  await rowOf(page, 'Y').waitFor();
  assert.equal(await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).isDisabled(), true);
  assert.equal(await rowOf(page, 'Y').getByRole('button', { name: '删除' }).count(), 0);
  // a non-numeric id is not a page
  await page.goto(`${server.url}/admin/system/dict-data/index/abc`);
  await page.waitForURL(/\/admin\/404$/);

  // back to types: delete the new type (its data goes with it)
  await page.goto(`${server.url}/admin/system/dict`);
  await page.locator('.zx-search-bar').getByPlaceholder('请输入字典类型').fill('ZxE2e');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await rowOf(page, 'ZxE2eLevel').getByRole('button', { name: '删除' }).click();
  await confirm(page).click();
  await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('ZxE2eLevel'));
}
