import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  // a menu whose component no plugin registers: the kernel must name it and keep the shell working
  const db = await server.db();
  await db.query(`insert into sys_menu (menu_name, parent_id, order_num, path, component, menu_type, plugin)
    select '试验页面', menu_id, 99, 'ghost', 'system/ghost/index', 'C', 'system' from sys_menu where menu_key = 'system.root'`);
  await db.end();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const sidebar = (p: Page) => p.locator('.zx-sidebar');
const tabs = (p: Page) => p.locator('.zx-tags .zx-tag');

async function openMenu(p: Page, dir: string, item: string) {
  const entry = sidebar(p).getByText(item, { exact: true });
  if (!(await entry.isVisible())) {
    await sidebar(p).getByText(dir, { exact: true }).click();
    await p.waitForTimeout(350); // let the submenu finish opening before clicking inside it
  }
  await entry.click();
  if (await p.locator('.zx-tags').count()) await tabs(p).filter({ hasText: item }).waitFor();
}

test('menus come from the server; an unregistered component names itself and the shell keeps working', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await openMenu(page, '系统管理', '试验页面');
  await page.waitForURL(/\/admin\/system\/ghost$/);
  await page.getByText('system/ghost/index').waitFor();
  await shot(page, 'kernel-unknown-component');
  await openMenu(page, '系统管理', '岗位管理');
  await page.waitForURL(/\/admin\/system\/post$/);
  await page.locator('.arco-table').waitFor();
  await page.locator('.zx-navbar').getByText('岗位管理').waitFor(); // breadcrumb
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tabs open per page and the context menu closes others, left, right and all; refresh reloads the view', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  for (const item of ['岗位管理', '试验页面', '菜单管理', '角色管理']) await openMenu(page, '系统管理', item);
  assert.deepEqual(await tabs(page).allInnerTexts(), ['首页', '岗位管理', '试验页面', '菜单管理', '角色管理']);
  const menu = page.locator('.zx-tags-menu');
  // close left of 菜单管理 keeps the affixed home
  await tabs(page).filter({ hasText: '菜单管理' }).click({ button: 'right' });
  await menu.getByText('关闭左侧').click();
  assert.deepEqual(await tabs(page).allInnerTexts(), ['首页', '菜单管理', '角色管理']);
  await tabs(page).filter({ hasText: '菜单管理' }).click({ button: 'right' });
  await menu.getByText('关闭右侧').click();
  assert.deepEqual(await tabs(page).allInnerTexts(), ['首页', '菜单管理']);
  await openMenu(page, '系统管理', '岗位管理');
  await tabs(page).filter({ hasText: '岗位管理' }).click({ button: 'right' });
  await menu.getByText('关闭其他').click();
  assert.deepEqual(await tabs(page).allInnerTexts(), ['首页', '岗位管理']);
  // refresh goes through /redirect and lands on the same page again
  const listCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/system/post/list') && listCalls.push(r.url()));
  await tabs(page).filter({ hasText: '岗位管理' }).click({ button: 'right' });
  await menu.getByText('刷新页面').click();
  await page.waitForURL(/\/admin\/system\/post$/);
  await page.waitForTimeout(800);
  assert.ok(listCalls.length >= 1, 'the view reloaded its data');
  // the home tab is affixed: no close icon, and "close all" keeps it
  assert.equal(await tabs(page).filter({ hasText: '首页' }).locator('.zx-tag-close').count(), 0);
  await tabs(page).filter({ hasText: '岗位管理' }).click({ button: 'right' });
  await menu.getByText('全部关闭').click();
  assert.deepEqual(await tabs(page).allInnerTexts(), ['首页']);
  await page.waitForURL(/\/admin\/(index)?$/);
  await shot(page, 'kernel-tabs');
  await page.context().close();
});

test('language switch to English and traditional Chinese translates the shell and the server menus', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.locator('.arco-dropdown-menu-item').filter({ hasText: 'English' }).click();
  await page.getByText('切换语言成功').waitFor();
  await page.waitForLoadState('load');
  await sidebar(page).getByText('System', { exact: true }).waitFor();
  await sidebar(page).getByText('System', { exact: true }).click();
  await sidebar(page).getByText('Posts', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Language' }).waitFor();
  await shot(page, 'kernel-english');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.locator('.arco-dropdown-menu-item').filter({ hasText: '繁體中文' }).click();
  await page.waitForLoadState('load');
  await sidebar(page).getByText('系統管理', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'zh-TW');
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  await page.context().close();
});

test('layout settings apply at once and persist after reload', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.locator('.arco-dropdown-menu-item').filter({ hasText: '布局设置' }).click();
  const drawer = page.locator('.zx-settings');
  await drawer.waitFor();
  await drawer.locator('.zx-settings-row').filter({ hasText: '开启 Tags-Views' }).locator('.arco-switch').click();
  await page.locator('.zx-tags').waitFor({ state: 'detached' });
  await drawer.locator('.zx-settings-theme.theme-light').click();
  await drawer.getByRole('button', { name: '保存配置' }).click();
  await page.waitForTimeout(1300);
  await page.reload();
  await sidebar(page).waitFor();
  assert.equal(await page.locator('.zx-tags').count(), 0, 'tags view stays off after reload');
  assert.equal(await page.locator('.zx-sidebar-light').count(), 1, 'light sidebar persisted');
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting'))) ?? '{}');
  assert.equal(saved.tagsView, false);
  assert.equal(saved.sideTheme, 'theme-light');
  await shot(page, 'kernel-settings');
  await page.context().close();
});

test('header search finds a page by title; logout asks first and declining does nothing', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.getByRole('button', { name: '搜索菜单' }).click();
  // the search box takes focus a tick after it opens: type only once it has it
  await page.waitForFunction(() => document.activeElement?.closest('.zx-header-search-select') != null);
  await page.keyboard.type('岗位');
  await page.locator('.arco-select-option').filter({ hasText: '岗位管理' }).first().click();
  await page.waitForURL(/\/admin\/system\/post$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.locator('.arco-dropdown-menu-item').filter({ hasText: '退出登录' }).click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '确定注销并退出系统吗？' });
  await confirm.waitFor();
  await confirm
    .getByRole('button')
    .filter({ hasText: /否|取消|No/ })
    .click();
  await page.waitForTimeout(300);
  assert.match(page.url(), /\/admin\/system\/post$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.locator('.arco-dropdown-menu-item').filter({ hasText: '退出登录' }).click();
  await confirm
    .getByRole('button')
    .filter({ hasText: /是|确定|Yes/ })
    .click();
  // logout reloads at /admin/index, which without a session lands on the sign-in page
  await page.waitForURL(/\/admin\/login/);
  assert.equal(
    (await page.context().cookies()).some((c) => c.name === 'Admin-Token' && c.value),
    false,
  );
  await page.goto(`${server.url}/admin/system/post`);
  await page.waitForURL(/\/admin\/login/);
  await page.context().close();
});

test('under 992 px the sidebar closes and a route change closes it again', async () => {
  const page = await newPage(browser, { width: 800, height: 900 });
  await loginUi(page, server);
  const isOpen = () => {
    const el = document.querySelector('.zx-sidebar') as HTMLElement | null;
    return !!el && el.getBoundingClientRect().right > 10 && getComputedStyle(el).visibility !== 'hidden';
  };
  await page.waitForFunction((f) => !new Function(`return (${f})()`)(), isOpen.toString(), { timeout: 5000 });
  await page.getByRole('button', { name: '切换侧边栏' }).click();
  await page.waitForFunction((f) => new Function(`return (${f})()`)(), isOpen.toString(), { timeout: 5000 });
  await shot(page, 'kernel-mobile');
  await openMenu(page, '系统管理', '岗位管理');
  await page.waitForURL(/\/admin\/system\/post$/);
  await page.waitForFunction((f) => !new Function(`return (${f})()`)(), isOpen.toString(), { timeout: 5000 });
  await page.context().close();
});
