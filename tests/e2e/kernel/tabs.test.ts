import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  const db = await server.db();
  // 45 users named tabNN (a full second page of results), and Posts marked "don't cache" (isCache N)
  await db.query(`insert into sys_user (dept_id, user_name, nick_name, password)
    select dept_id, 'tab' || lpad(i::text, 2, '0'), '标签' || i, password from sys_user, generate_series(1, 45) i where user_name = 'admin'`);
  await db.query(`update sys_menu set is_cache = 'N' where menu_key = 'system.post'`);
  await db.end();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const sidebar = (p: Page) => p.locator('.zx-sidebar');
const tabs = (p: Page) => p.locator('.zx-tags .zx-tag');
const userPage = (p: Page) => p.locator('.zx-page[data-page="system/user/index"]');
const postPage = (p: Page) => p.locator('.zx-page[data-page="system/post/index"]');
const userFilter = (p: Page) => userPage(p).locator('.zx-search-bar').getByPlaceholder('请输入用户名称');
const activePage = (p: Page) => userPage(p).locator('.arco-pagination-item-active').innerText();
const userDialog = (p: Page) => p.locator('.arco-modal').filter({ has: p.locator('#user-nickName') });

async function openMenu(p: Page, dir: string, item: string) {
  const entry = sidebar(p).getByText(item, { exact: true });
  if (!(await entry.isVisible())) {
    await sidebar(p).getByText(dir, { exact: true }).click();
    await p.waitForTimeout(350); // let the submenu finish opening before clicking inside it
  }
  await entry.click();
  await tabs(p).filter({ hasText: item }).waitFor();
}

async function searchUsers(p: Page, text: string) {
  await userFilter(p).fill(text);
  await userPage(p).locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await userPage(p).locator('.arco-table tbody').getByText('tab01', { exact: true }).waitFor();
}

test('a cached tab keeps its page (filter, page number, scroll, open dialog); refresh and close start it afresh', async () => {
  const page = await newPage(browser, { height: 600 });
  await loginUi(page, server);
  await openMenu(page, '系统管理', '岗位管理');
  await openMenu(page, '系统管理', '用户管理');
  await userPage(page).locator('.arco-table tbody').getByText('admin', { exact: true }).waitFor();

  // filter, go to page 2, scroll down, open the add dialog and type in it
  await searchUsers(page, 'tab');
  const firstRow = async () => (await userPage(page).locator('.arco-table tbody tr').first().textContent()) ?? '';
  const page1Row = await firstRow();
  await userPage(page).locator('.arco-pagination-item').getByText('2', { exact: true }).click();
  await userPage(page).locator('.arco-pagination-item-active').getByText('2', { exact: true }).waitFor();
  await page.waitForFunction(
    (row) => document.querySelector('.zx-page[data-page="system/user/index"] .arco-table tbody tr')?.textContent !== row,
    page1Row,
  );
  const page2Row = await firstRow();
  // the pager scrolls the window back to the top after a page change; then scroll down a little
  await page.waitForFunction(() => window.scrollY === 0);
  await page.waitForTimeout(200);
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForFunction(() => window.scrollY === 150);
  await userPage(page).locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await userDialog(page).locator('#user-nickName').fill('未保存的草稿');

  // the dialog's mask covers the tabs: leave with the browser's back button, to the Posts tab
  await page.goBack();
  await page.waitForURL(/\/admin\/system\/post$/);
  await postPage(page).waitFor();
  // the users page (kept, but out of the document) and its dialog are gone from view
  assert.equal(await userPage(page).count(), 0);
  assert.equal(await userDialog(page).count(), 0);
  // the hidden dialog does not hold the focus: typing on the posts page works
  await postPage(page).getByPlaceholder('请输入岗位名称').fill('董事');
  assert.equal(await postPage(page).getByPlaceholder('请输入岗位名称').inputValue(), '董事');

  // back to Users: all as it was
  const userCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/system/user/list') && userCalls.push(r.url()));
  await tabs(page).filter({ hasText: '用户管理' }).click();
  await page.waitForURL(/\/admin\/system\/user$/);
  await userDialog(page).waitFor();
  assert.equal(await userDialog(page).locator('#user-nickName').inputValue(), '未保存的草稿');
  await page.screenshot({ path: '/tmp/tabs.png' });
  await shot(page, 'kernel-tabs-kept');
  await userDialog(page).getByRole('button', { name: '取消' }).click();
  await userDialog(page).waitFor({ state: 'hidden' });
  assert.equal(await userFilter(page).inputValue(), 'tab');
  assert.equal(await activePage(page), '2');
  assert.equal(await firstRow(), page2Row);
  assert.equal(await page.evaluate(() => window.scrollY), 150);
  await page.waitForTimeout(300);
  assert.deepEqual(userCalls, [], 'coming back does not reload the list');

  // refresh from the tab menu: mounted again, the list reloaded
  await tabs(page).filter({ hasText: '用户管理' }).click({ button: 'right' });
  await page.locator('.zx-tags-menu').getByText('刷新页面').click();
  await page.waitForURL(/\/admin\/system\/user$/);
  await userPage(page).locator('.arco-table tbody').getByText('admin', { exact: true }).waitFor();
  assert.equal(await userFilter(page).inputValue(), '');
  assert.equal(await activePage(page), '1');
  assert.ok(userCalls.length >= 1, 'refresh reloads the list');

  // close the tab: the page goes; reopened from the menu it is fresh
  await searchUsers(page, 'tab');
  await tabs(page).filter({ hasText: '用户管理' }).locator('.zx-tag-close').click();
  await page.waitForURL(/\/admin\/system\/post$/);
  await openMenu(page, '系统管理', '用户管理');
  await userPage(page).locator('.arco-table tbody').getByText('admin', { exact: true }).waitFor();
  assert.equal(await userFilter(page).inputValue(), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a route marked noCache (isCache N) loads afresh on every visit', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await openMenu(page, '系统管理', '用户管理');
  await openMenu(page, '系统管理', '岗位管理');
  const postFilter = postPage(page).locator('.zx-search-bar').getByPlaceholder('请输入岗位名称');
  await postFilter.fill('董事');
  await tabs(page).filter({ hasText: '用户管理' }).click();
  await page.waitForURL(/\/admin\/system\/user$/);
  await userPage(page).waitFor();
  await postPage(page).waitFor({ state: 'detached' }); // a noCache page is not kept while another tab is shown
  const postCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/system/post/list') && postCalls.push(r.url()));
  await tabs(page).filter({ hasText: '岗位管理' }).click();
  await page.waitForURL(/\/admin\/system\/post$/);
  await postPage(page).locator('.arco-table').waitFor();
  assert.equal(await postFilter.inputValue(), '');
  await page.waitForTimeout(300);
  assert.ok(postCalls.length >= 1, 'the list loaded again');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
