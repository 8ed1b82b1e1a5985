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

const confirm = (page: Page) => page.locator('.arco-modal').filter({ hasText: '系统提示' }).getByRole('button', { name: '确定' });

test('server, cache, cache list and database monitors render their figures', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'monitor-screens-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);

  // server: CPU, memory, Node process and disks; refresh reads again
  await page.goto(`${server.url}/admin/monitor/server`);
  await page.locator('[data-page="monitor/server/index"]').waitFor();
  const version = await page.locator('[data-field="nodeVersion"]').innerText();
  assert.match(version, /^v\d+\.\d+\.\d+$/);
  assert.ok((await page.locator('.zx-server-cpu').innerText()).includes('核心数'));
  assert.ok((await page.locator('.zx-server-mem').innerText()).includes('总内存'));
  assert.ok((await page.locator('.zx-server-disks tbody tr').count()) >= 1);
  await page.locator('[data-action="refresh"]').click();
  await page.locator('.zx-server-node').getByText('堆使用率').waitFor();
  await shot(page, 'monitor-server');

  // cache monitor: the in-process cache with its key count and a keys-per-name chart
  await page.goto(`${server.url}/admin/monitor/cache`);
  await page.locator('[data-page="monitor/cache/index"]').waitFor();
  await page.locator('[data-cache-type="memory"]').waitFor();
  assert.ok((await page.locator('.zx-cache-basic').innerText()).includes('Key 数量'));
  await page.locator('.zx-cache-chart [data-bar]').first().waitFor();
  await shot(page, 'monitor-cache');

  // cache list: a name → its keys → a value; clear that key
  await page.goto(`${server.url}/admin/monitor/cacheList`);
  await page.locator('[data-page="monitor/cache/list"]').waitFor();
  const names = page.locator('.zx-cache-names tbody tr');
  await names.first().waitFor();
  const nameRow = page.locator('.zx-cache-names tbody tr', { hasText: 'identity' });
  await nameRow.first().click();
  const keyRow = page.locator('.zx-cache-keys tbody tr [data-key]').first();
  await keyRow.waitFor();
  const fullKey = await keyRow.getAttribute('data-key');
  await keyRow.click();
  await page.locator('.zx-cache-value [data-field="cacheKey"]').getByText(fullKey!).waitFor();
  const content = await page.locator('.zx-cache-content').inputValue();
  assert.ok(content.includes('admin'), content);
  await shot(page, 'monitor-cache-list');
  await page
    .locator('.zx-cache-keys tbody tr', { has: page.locator(`[data-key="${fullKey}"]`) })
    .locator('[data-action="clear-key"]')
    .click();
  await confirm(page).click();
  await page.getByText('清理成功').first().waitFor();

  // database: version, size, largest tables, locks table (read-only)
  await page.goto(`${server.url}/admin/monitor/db`);
  await page.locator('[data-page="monitor/db/index"]').waitFor();
  const dbVersion = await page.locator('.zx-db-version .arco-statistic-value').innerText();
  assert.match(dbVersion, /^\d+/);
  assert.match(await page.locator('.zx-db-size .arco-statistic-value').innerText(), /\d+\s*(kB|MB|GB|bytes)/);
  await page.locator('.zx-db-tables tbody tr', { hasText: 'sys_menu' }).waitFor();
  assert.ok((await page.locator('.zx-db-connections [data-bar]').count()) >= 1);
  await shot(page, 'monitor-db');

  assert.deepEqual(page.errors, []);
}
