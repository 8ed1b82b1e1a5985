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
const rowOf = (page: Page, name: string) => page.locator('.arco-table tbody tr', { has: page.getByText(name, { exact: true }) });

/** Opens the parent picker and chooses a department by name. */
async function pickParent(page: Page, name: string) {
  await dialog(page).locator('.arco-tree-select').click();
  await page.locator('.arco-tree-select-popup .arco-tree-node-title', { hasText: name }).first().click();
}

test('departments: the tree shows, add under a parent, search, edit, disable, delete', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/dept`);
  await rowOf(page, '筑协').waitFor();

  // add two levels
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await pickParent(page, '筑协');
  await dialog(page).getByPlaceholder('请输入部门名称').fill('华东分会');
  await dialog(page).getByPlaceholder('请输入联系电话').fill('13812345678');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '华东分会').waitFor();
  await rowOf(page, '华东分会').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入部门名称').fill('上海办事处');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '上海办事处').waitFor();

  // a bad phone is refused before sending
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await pickParent(page, '筑协');
  await dialog(page).getByPlaceholder('请输入部门名称').fill('坏电话');
  await dialog(page).getByPlaceholder('请输入联系电话').fill('123');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).locator('.arco-form-message').first().waitFor();
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // search narrows the table
  await page.locator('.zx-search-bar').getByPlaceholder('请输入部门名称').fill('上海');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(
    () => !document.body.innerText.includes('华东分会') || document.querySelectorAll('.arco-table tbody tr').length === 1,
  );
  assert.equal(await page.locator('.arco-table tbody tr').count(), 1);
  await rowOf(page, '上海办事处').waitFor();
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await rowOf(page, '华东分会').waitFor();

  // edit the name
  await rowOf(page, '上海办事处').getByRole('button', { name: '修改' }).click();
  const name = dialog(page).getByPlaceholder('请输入部门名称');
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder="请输入部门名称"]') as HTMLInputElement | null)?.value === '上海办事处',
  );
  await name.fill('上海分部');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '上海分部').waitFor();
  assert.equal(await rowOf(page, '上海办事处').count(), 0);
  await page.locator('.arco-modal').waitFor({ state: 'hidden' });
  await shot(page, 'system-dept');

  // a parent with an enabled child cannot be disabled: the server says why and the switch stays on
  await rowOf(page, '华东分会').locator('.arco-switch').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.getByText('下级部门“上海分部”未停用，请先停用下级部门。').waitFor();
  assert.equal(await rowOf(page, '华东分会').locator('.arco-switch-checked').count(), 1);

  // deleting the parent is refused while it has a child; the child goes, then the parent
  await rowOf(page, '华东分会').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.getByText('部门“华东分会”存在下级部门，不允许删除。').waitFor();
  await rowOf(page, '上海分部').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('上海分部'));
  await rowOf(page, '华东分会').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('华东分会'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
