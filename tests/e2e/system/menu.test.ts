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

const dialog = (page: Page) => page.locator('.arco-modal:visible');
const rowOf = (page: Page, text: string) => page.locator('.zx-page .arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
const sidebarTitles = (page: Page) => page.locator('.zx-sidebar .zx-menu-title').allInnerTexts();

async function save(page: Page) {
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page.getByText('保存成功').last().waitFor();
}

test('menus: tree table, add a directory and a page with an icon, the sidebar follows; edit, refused and done deletes', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/menu`);
  await rowOf(page, '系统管理').waitFor();

  // search narrows the flat list to matching rows
  await page.locator('.zx-search-bar').getByPlaceholder('请输入菜单名称').fill('岗位');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await rowOf(page, '岗位管理').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.zx-page .arco-table tbody tr').length === 1);
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await rowOf(page, '系统管理').waitFor();

  // expand all shows the pages under System
  await page.locator('.zx-table-actions').getByRole('button', { name: '展开/折叠' }).click();
  await rowOf(page, '角色管理').waitFor();
  await shot(page, 'system-menu-tree');
  await page.locator('.zx-table-actions').getByRole('button', { name: '展开/折叠' }).click();

  // a top-level directory with an icon from the picker
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入菜单名称').fill('协会报表');
  await dialog(page).getByPlaceholder('请输入路由地址').fill('reports');
  await dialog(page).getByPlaceholder('点击选择图标').click();
  await page.getByTestId('icon-grid').locator('[data-icon=chart]').click();
  assert.equal(await dialog(page).getByPlaceholder('点击选择图标').inputValue(), 'chart');
  await shot(page, 'system-menu-dialog');
  await save(page);
  await rowOf(page, '协会报表').waitFor();

  // a page below it (the row's add button presets the parent and type C); a bad external link is refused first
  await rowOf(page, '协会报表').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入菜单名称').fill('年度报表');
  await dialog(page).locator('.arco-form-item', { hasText: '是否外链' }).getByText('是', { exact: true }).click();
  await dialog(page).getByPlaceholder('请输入路由地址').fill('annual');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).getByText('外链地址必须以 http:// 或 https:// 开头').waitFor();
  await dialog(page).locator('.arco-form-item', { hasText: '是否外链' }).getByText('否', { exact: true }).click();
  await dialog(page).getByPlaceholder('请输入组件名称').fill('system/post/index');
  await dialog(page).getByPlaceholder('请输入权限字符').fill('report:annual:view');
  await save(page);

  // the admin's sidebar shows both after a reload, and the page opens
  await page.reload();
  await page.locator('.zx-sidebar .zx-menu-title', { hasText: '协会报表' }).click();
  await page.locator('.zx-sidebar .zx-menu-title', { hasText: '年度报表' }).click();
  await page.waitForURL(/\/admin\/reports\/annual$/);
  await page.locator('[data-page="system/post/index"]').waitFor();
  await shot(page, 'system-menu-new-page');

  // rename the page: the sidebar shows the new title after a reload
  await page.goto(`${server.url}/admin/system/menu`);
  await page.locator('.zx-table-actions').getByRole('button', { name: '展开/折叠' }).click();
  await rowOf(page, '年度报表').getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder="请输入菜单名称"]') as HTMLInputElement | null)?.value === '年度报表',
  );
  await dialog(page).getByPlaceholder('请输入菜单名称').fill('年度统计');
  await save(page);
  await rowOf(page, '年度统计').waitFor();
  await page.reload();
  await page.locator('.zx-sidebar .zx-menu-title', { hasText: '协会报表' }).click();
  await page.locator('.zx-sidebar .zx-menu-title', { hasText: '年度统计' }).waitFor();
  assert.ok(!(await sidebarTitles(page)).includes('年度报表'));

  // the directory cannot go while it has a page; seeded menus offer no delete at all
  await page.goto(`${server.url}/admin/system/menu`);
  await rowOf(page, '协会报表').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.getByText('菜单“协会报表”存在子菜单，不能删除。').waitFor();
  assert.equal(await rowOf(page, '系统管理').getByRole('button', { name: '删除' }).count(), 0);

  await page.locator('.zx-table-actions').getByRole('button', { name: '展开/折叠' }).click();
  await rowOf(page, '年度统计').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.getByText('删除成功').last().waitFor();
  await rowOf(page, '协会报表').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => !document.querySelector('.zx-page')?.textContent?.includes('协会报表'));

  await page.reload();
  await page.locator('.zx-sidebar .zx-menu-title', { hasText: '系统管理' }).waitFor();
  const titles = await sidebarTitles(page);
  assert.ok(!titles.includes('协会报表') && !titles.includes('年度统计'), titles.join());
  await shot(page, 'system-menu-after-delete');
  assert.deepEqual(page.errors, []);
});
