import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let server: E2eServer;
let browser: Browser;
const CLERK_PASSWORD = 'Clerk#12345';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // a plain user with no role yet; the test hands it one through the role's users page
  const db = await server.db();
  try {
    await db.query(`insert into sys_user (user_name, nick_name, password, dept_id) values ('clerk', 'Clerk', $1, 1)`, [
      await hashPassword(CLERK_PASSWORD),
    ]);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const dialog = (page: Page) => page.locator('.arco-modal:visible');
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
const treeNode = (page: Page, label: string) =>
  page.locator('[data-testid=role-menu-tree] .arco-tree-node').filter({ has: page.getByText(label, { exact: true }) });

/** Ticks (or unticks) menus in the role dialog's permission tree, expanded first. */
async function toggleMenus(page: Page, labels: string[]) {
  const tree = page.locator('[data-testid=role-menu-tree]');
  await treeNode(page, '系统管理').waitFor();
  if ((await treeNode(page, '岗位管理').count()) === 0) await tree.getByText('展开/折叠').click();
  for (const l of labels) await treeNode(page, l).locator('.arco-checkbox').click();
}

/** The page titles under the System directory of the sidebar, in order. */
async function systemSidebar(page: Page): Promise<string[]> {
  const sub = page
    .locator('.zx-sidebar .arco-menu-inline')
    .filter({ has: page.locator('.arco-menu-inline-header', { hasText: '系统管理' }) });
  await sub.waitFor();
  if (
    !(await sub
      .locator('.arco-menu-inline-content .zx-menu-title')
      .first()
      .isVisible()
      .catch(() => false))
  )
    await sub.locator('.arco-menu-inline-header').click();
  await sub.locator('.arco-menu-inline-content .zx-menu-title').first().waitFor();
  return sub.locator('.arco-menu-inline-content .zx-menu-title').allInnerTexts();
}

async function clerkSidebar(name: string): Promise<string[]> {
  const page = await newPage(browser);
  await loginUi(page, server, 'clerk', CLERK_PASSWORD);
  const titles = await systemSidebar(page);
  await shot(page, name);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return titles;
}

test('roles: add with some System menus, assign a user, that user sees exactly those menus; edit changes them', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/role`);
  await rowOf(page, 'admin').waitFor();

  // add a role granting Posts and Notices only
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入角色名称').fill('办事员');
  await dialog(page).getByPlaceholder('请输入权限字符').fill('clerk');
  await toggleMenus(page, ['岗位管理', '通知公告']);
  await shot(page, 'system-role-dialog');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, 'clerk').waitFor();

  // a second role to search for and delete
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByPlaceholder('请输入角色名称').fill('临时角色');
  await dialog(page).getByPlaceholder('请输入权限字符').fill('temp');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, 'temp').waitFor();
  await page.locator('.zx-search-bar').getByPlaceholder('请输入角色名称').fill('临时');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
  await rowOf(page, 'temp').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.locator('.arco-table .arco-empty').waitFor();
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await rowOf(page, 'clerk').waitFor();
  assert.equal(await rowOf(page, 'temp').count(), 0);
  await shot(page, 'system-role-list');

  // the role's users page: add the clerk through the picker
  await rowOf(page, 'clerk').getByRole('button', { name: '更多' }).hover();
  await page.locator('.arco-dropdown-menu-item', { hasText: '分配用户' }).click();
  await page.waitForURL(/\/admin\/system\/role-auth\/user\/\d+$/);
  await page.getByTestId('auth-role-name').getByText('办事员').waitFor();
  await page.locator('.zx-table-actions').getByRole('button', { name: '添加用户' }).click();
  await rowOf(page, 'clerk').first().waitFor();
  await dialog(page)
    .locator('.arco-table tbody tr', { has: page.getByText('clerk', { exact: true }) })
    .locator('.arco-checkbox')
    .click();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page.locator('.zx-page .arco-table tbody tr', { has: page.getByText('Clerk', { exact: true }) }).waitFor();
  await shot(page, 'system-role-auth-user');
  assert.match(await page.locator('.zx-sidebar .arco-menu-item.arco-menu-selected').innerText(), /角色管理/);

  assert.deepEqual(await clerkSidebar('system-role-clerk-sidebar-1'), ['岗位管理', '通知公告']);

  // change the role: Notices out, Dictionaries in; after a fresh login the sidebar follows
  await page.goto(`${server.url}/admin/system/role`);
  await rowOf(page, 'clerk').getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder="请输入角色名称"]') as HTMLInputElement | null)?.value === '办事员',
  );
  await treeNode(page, '系统管理').waitFor();
  await toggleMenus(page, ['通知公告', '字典管理']);
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page.getByText('保存成功').first().waitFor();

  assert.deepEqual(await clerkSidebar('system-role-clerk-sidebar-2'), ['岗位管理', '字典管理']);

  // data scope: custom departments with the department tree
  await rowOf(page, 'clerk').getByRole('button', { name: '更多' }).hover();
  await page.locator('.arco-dropdown-menu-item', { hasText: '数据权限' }).click();
  await dialog(page).locator('.arco-select').click();
  await page.locator('.arco-select-option', { hasText: '自定数据权限' }).click();
  await page
    .locator('[data-testid=role-dept-tree] .arco-tree-node')
    .filter({ has: page.getByText('筑协', { exact: true }) })
    .locator('.arco-checkbox')
    .click();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page.getByText('保存成功').first().waitFor();
  assert.deepEqual(page.errors, []);
});
