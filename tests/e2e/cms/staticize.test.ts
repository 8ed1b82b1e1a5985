import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Directives (issue 11): the engine's tags and functions, listed from its registry. */
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

test('the Directive screen lists every template tag with its attributes and every function', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/staticize`);
    const screen = page.locator('[data-page="cms/staticize/index"]');
    const row = screen.locator('.arco-table tbody tr', { hasText: 'cms_content' }).first();
    await row.getByText('内容列表', { exact: true }).waitFor();
    await row.locator('.arco-table-expand-icon-cell button, .arco-table-expand-icon').first().click();
    // the attribute's own cell (the tag's example also names it)
    await screen.getByRole('cell', { name: 'catalogalias', exact: true }).waitFor();
    await row.getByText('{% cms_content catalogalias:"news"', { exact: false }).waitFor();
    await screen.getByRole('tab', { name: '函数' }).click();
    await screen.locator('.arco-table tbody tr', { hasText: 'imageSize' }).getByText('图片缩略图', { exact: true }).waitFor();
    await shot(page, 'cms-staticize');
  } catch (e) {
    await shot(page, 'cms-staticize-failure');
    throw e;
  }
});
