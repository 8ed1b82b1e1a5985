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

test('async tasks: a demo task started from the page moves its bar to completion; the list follows it and removes it', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'monitor-async-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/monitor/async`);
  await page.locator('[data-page="monitor/async/index"]').waitFor();

  await page.locator('[data-action="demo"]').click();
  const bar = page.locator('.zx-async-demo .zx-async-progress');
  await bar.waitFor();

  // the percent is read from the component as it polls: it must pass through values between 0 and 100
  const seen = new Set<number>();
  const deadline = Date.now() + 20000;
  while (Date.now() < deadline) {
    const phase = await bar.getAttribute('data-phase');
    seen.add(Number(await bar.getAttribute('data-percent')));
    if (seen.size === 3) await shot(page, 'monitor-async-running');
    if (phase === 'success') break;
    await page.waitForTimeout(250);
  }
  assert.equal(await bar.getAttribute('data-phase'), 'success');
  assert.equal(await bar.getAttribute('data-percent'), '100');
  const between = [...seen].filter((p) => p > 0 && p < 100);
  assert.ok(between.length >= 2, `intermediate percents seen: ${[...seen].join(',')}`);
  await bar.getByText('演示任务已完成').waitFor();
  await bar.getByText('100 / 100').waitFor();

  // the list refreshed itself while the task ran and now shows it finished
  const row = page.locator('.arco-table tbody tr', { hasText: 'Demo' }).first();
  await row.getByText('成功').waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'monitor-async-done');

  // a running demo can be stopped (it is interruptible)
  await page.locator('[data-action="demo"]').click();
  const running = page.locator('.arco-table tbody tr', { hasText: '运行中' }).first();
  await running.locator('[data-action="stop"]').click();
  await confirm(page).click();
  await page.locator('.arco-table tbody tr', { hasText: '已中断' }).first().waitFor();

  // finished tasks can be removed
  await row.locator('[data-action="remove"]').click();
  await confirm(page).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr.arco-table-tr').length === 1);
  assert.deepEqual(page.errors, []);
}
