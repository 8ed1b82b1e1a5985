import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** Tools → API docs (issue 36): swagger-ui on the caller's document; "try it out" calls with the current session. */
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

test('the API docs list the operations with their permission and try a call with the current session', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/tool/swagger`);
    await page.getByText('只列出您可以调用的接口').waitFor();
    const ui = page.locator('[data-testid="swagger-ui"]');
    // the document as swagger-ui shows it, operations filtered to getInfo
    await ui.locator('.opblock-tag', { hasText: 'kernel' }).first().waitFor({ timeout: 30000 });
    await ui.locator('input.operation-filter-input').fill('kernel');
    await ui.locator('.opblock-tag', { hasText: 'kernel' }).first().click();
    const op = ui.locator('.opblock', { hasText: '/prod-api/getInfo' }).first();
    await op.locator('.opblock-summary').click();
    await op.getByText('权限').first().waitFor();
    await op.locator('button.try-out__btn').click();
    await op.locator('button.execute').click();
    const status = op.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor({ timeout: 20000 });
    assert.equal((await status.innerText()).trim(), '200');
    const body = await op.locator('.live-responses-table .microlight, .live-responses-table pre').first().innerText();
    // the session's own account answered (a call without the token would get code 401)
    assert.match(body, /"userName":\s*"admin"/);
    await shot(page, 'tools-api-docs');
  } catch (e) {
    await shot(page, 'tools-api-docs-failure');
    throw e;
  }
});
