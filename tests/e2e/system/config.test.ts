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
const search = async (page: Page, placeholder: string, value: string) => {
  await page.locator('.zx-search-bar').getByPlaceholder(placeholder).fill(value);
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
};

test('parameters: search, add, edit, masked credential, fixed key protected, refresh cache, delete', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/system/config`);
    await rowOf(page, 'SysCaptchaEnable').waitFor();
    // fixed keys: no delete button
    assert.equal(await rowOf(page, 'SysCaptchaEnable').getByRole('button', { name: '删除' }).count(), 0);

    // add a plain parameter and a credential
    for (const [name, key, value] of [
      ['站点标题', 'SiteTitle', '筑协'],
      ['短信密钥', 'SmsSecret', 'top-secret-value'],
    ]) {
      await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
      await dialog(page).getByPlaceholder('请输入参数名称').fill(name);
      await dialog(page).getByPlaceholder('请输入参数键名').fill(key);
      await dialog(page).getByPlaceholder('请输入参数键值').fill(value);
      await dialog(page).getByRole('button', { name: '确定' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
    }
    await search(page, '请输入参数键名', 'S');
    await rowOf(page, 'SiteTitle').waitFor();
    assert.ok((await rowOf(page, 'SmsSecret').innerText()).includes('******'));
    assert.ok(!(await page.locator('.arco-table tbody').innerText()).includes('top-secret-value'));

    // search by name narrows to one row
    await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
    await search(page, '请输入参数名称', '站点');
    await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);
    await rowOf(page, 'SiteTitle').waitFor();

    // edit the value
    await rowOf(page, 'SiteTitle').getByRole('button', { name: '修改' }).click();
    await page.waitForFunction(
      () => (document.querySelector('.arco-modal input[placeholder="请输入参数键名"]') as HTMLInputElement | null)?.value === 'SiteTitle',
    );
    await dialog(page).getByPlaceholder('请输入参数键值').fill('筑协后台');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await rowOf(page, '筑协后台').waitFor();

    // a fixed key: the key field is locked
    await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
    await rowOf(page, 'SysRegistEnable').getByRole('button', { name: '修改' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('.arco-modal input[placeholder="请输入参数键名"]') as HTMLInputElement | null)?.value === 'SysRegistEnable',
    );
    assert.equal(await dialog(page).getByPlaceholder('请输入参数键名').isDisabled(), true);
    await dialog(page).getByText('系统内置参数：键名不能修改').waitFor();
    await shot(page, 'system-config-fixed');
    await dialog(page).getByRole('button', { name: '取消' }).click();

    // refresh cache
    await page.locator('.zx-table-actions').getByRole('button', { name: '刷新缓存' }).click();
    await confirm(page).click();
    await page.getByText('参数缓存已刷新').waitFor();

    // delete both new rows
    await search(page, '请输入参数键名', 'S');
    await rowOf(page, 'SmsSecret').waitFor();
    await shot(page, 'system-config');
    for (const key of ['SiteTitle', 'SmsSecret']) {
      await rowOf(page, key).getByRole('button', { name: '删除' }).click();
      await confirm(page).click();
      await page.waitForFunction((k) => !document.querySelector('.arco-table tbody')?.textContent?.includes(k), key);
    }
    const db = await server.db();
    try {
      const r = await db.query(`select count(*)::int as n from sys_config where config_key in ('SiteTitle', 'SmsSecret')`);
      assert.equal(r.rows[0].n, 0);
    } finally {
      await db.end();
    }
  } catch (e) {
    await shot(page, 'system-config-failure');
    throw e;
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
