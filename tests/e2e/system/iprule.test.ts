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
  // a DENY rule for 127.0.0.1 would keep even the shutdown path honest: remove rules directly first
  if (server) {
    const db = await server.db().catch(() => null);
    await db?.query('delete from sys_ip_rule').catch(() => {});
    await db?.end();
  }
  await browser?.close();
  await server?.stop();
});

const dialog = (page: Page) => page.locator('.arco-modal').filter({ has: page.locator('.arco-form') });
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });

test('IP rules: add a DENY rule, search, edit, delete; a self-lockout asks first; a denied address is refused with the localized message', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'system-iprule-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/iprule`);
  await page.locator('[data-page="system/iprule/index"]').waitFor();

  // add a DENY rule for a documentation network (never 127.0.0.1); host bits are cleared by the server
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).locator('input[placeholder^="如 192.168"]').fill('203.0.113.9/24');
  await dialog(page).getByPlaceholder('请输入备注').fill('测试网段');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '203.0.113.0/24').waitFor();
  assert.ok((await rowOf(page, '203.0.113.0/24').innerText()).includes('黑名单'));
  assert.ok((await rowOf(page, '203.0.113.0/24').innerText()).includes('永不过期'));

  // a malformed CIDR is refused by the server, naming the field
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).locator('input[placeholder^="如 192.168"]').fill('10.0.0.0/99');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).getByText('“10.0.0.0/99”不是有效的IP地址或CIDR。').waitFor();
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // an ALLOW rule for another network would lock this browser out: the page asks, and declining saves nothing
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).getByText('白名单').click();
  await dialog(page).locator('input[placeholder^="如 192.168"]').fill('198.51.100.0/24');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  const warn = page.locator('.arco-modal').filter({ hasText: '可能锁定自己' });
  await warn.getByText('您当前的地址 127.0.0.1 将被拒绝访问').waitFor();
  await shot(page, 'system-iprule-lockout-confirm');
  await warn.getByRole('button', { name: '取消' }).click();
  await dialog(page).getByRole('button', { name: '取消' }).click();
  assert.equal(await rowOf(page, '198.51.100.0/24').count(), 0);

  // search by an address the rule covers
  await page.locator('.zx-search-bar').getByPlaceholder('查询命中某地址的规则').fill('203.0.113.200');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await rowOf(page, '203.0.113.0/24').waitFor();
  await page.locator('.zx-search-bar').getByPlaceholder('查询命中某地址的规则').fill('192.0.2.1');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => document.querySelector('.arco-table-no-data') != null);
  await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
  await rowOf(page, '203.0.113.0/24').waitFor();

  // edit: narrow the network
  await rowOf(page, '203.0.113.0/24').getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal input[placeholder^="如 192.168"]') as HTMLInputElement | null)?.value === '203.0.113.0/24',
  );
  await dialog(page).locator('input[placeholder^="如 192.168"]').fill('203.0.113.128/25');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '203.0.113.128/25').waitFor();
  await shot(page, 'system-iprule-list');

  // delete
  await rowOf(page, '203.0.113.128/25').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => !document.body.innerText.includes('203.0.113.128/25'));

  // through the API, as this browser's session: DENY 127.0.0.1 with the confirmation; the next page load is refused
  const token = await page.evaluate(() => document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '');
  const res = await fetch(`${server.url}/prod-api/sys/iprule`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${decodeURIComponent(token)}` },
    body: JSON.stringify({ type: 'DENY', cidr: '127.0.0.1', confirmLockout: true }),
  });
  assert.equal((await res.json()).code, 200);
  const refused = await page.goto(`${server.url}/admin/system/iprule`);
  assert.equal(refused?.status(), 403);
  await page.getByText('您的地址 127.0.0.1 不允许访问本系统。').waitFor();
  await shot(page, 'system-iprule-refused');
  const api = await fetch(`${server.url}/prod-api/getInfo`, { headers: { 'accept-language': 'en' } });
  assert.equal(api.status, 403);
  assert.deepEqual(await api.json(), { code: 403, msg: 'Access from your address 127.0.0.1 is not allowed.' });

  // the rule goes through the database (no address can reach the API now) and the server reloads on notify
  const db = await server.db();
  try {
    await db.query('delete from sys_ip_rule');
    await db.query(`select pg_notify('zx_cache', 'iprule')`);
  } finally {
    await db.end();
  }
  let status = 403;
  for (let i = 0; i < 40 && status === 403; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await fetch(`${server.url}/admin/`)).status;
  }
  assert.equal(status, 200);
  assert.deepEqual(
    page.errors.filter((e) => !/403|Forbidden/.test(e)),
    [],
  );
}
