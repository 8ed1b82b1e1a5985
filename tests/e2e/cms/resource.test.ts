import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Resources and the resource picker of the site's logo (issue 9). */
let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // the association site makes 120×120 thumbnails
  const db = await server.db();
  await db.query(
    `update cms_site set config_props = config_props || '{"ThumbnailWidth":120,"ThumbnailHeight":120}'::jsonb where path = 'zhuxie'`,
  );
  await db.end();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2f6fbf' } })
    .png()
    .toBuffer();

test('upload an image and see its thumbnail; a disguised file is refused; the site logo is picked from the library', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/resource`);
    const screen = page.locator('[data-page="cms/contentcore/resource"]');
    await screen.locator('.arco-table').waitFor();

    await screen.getByRole('button', { name: '上传' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '上传文件' });
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'banner.png', mimeType: 'image/png', buffer: await png(480, 240) },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)]) },
    ]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message').getByText('fake.png: 文件内容与扩展名不符。').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = screen.locator('.arco-table tbody tr', { hasText: 'banner' });
    await row.waitFor();
    assert.equal(await screen.locator('.arco-table tbody tr', { hasText: 'fake' }).count(), 0);
    const img = row.locator('img');
    assert.match((await img.getAttribute('src')) ?? '', /_120x120\.png$/);
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 120,
      await img.elementHandle(),
    );
    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('resource-detail');
    await detail.getByText('480 × 240').waitFor();
    await detail.getByText('暂无引用').waitFor();
    await shot(page, 'cms-resource');
    await page.keyboard.press('Escape');

    // the site's logo through the picker
    await page.goto(`${server.url}/admin/configs/site`);
    await page.locator('.arco-table tbody tr', { hasText: 'zhuxie' }).getByRole('button', { name: '修改' }).click();
    const tabs = page.locator('[data-page="cms/contentcore/siteTabs"]');
    const logo = tabs.locator('.arco-form-item', { hasText: 'Logo' });
    await logo.getByRole('button', { name: '选择' }).click();
    const picker = page.locator('.arco-modal').filter({ hasText: '选择资源' });
    await picker.locator('[data-resource]', { hasText: 'banner' }).dblclick();
    await picker.waitFor({ state: 'detached' });
    await logo.locator('img').waitFor();
    await tabs.getByRole('button', { name: '保存' }).first().click();
    await page.locator('.arco-message').getByText('保存成功').waitFor();
    await shot(page, 'cms-resource-logo');

    const db = await server.db();
    const { rows } = await db.query(`select logo from cms_site where path = 'zhuxie'`);
    await db.end();
    assert.match(rows[0].logo, /^iurl:\/\/resource\?id=\d+$/);

    // the library now says the site uses it
    await page.goto(`${server.url}/admin/configs/resource`);
    await screen.locator('.arco-table tbody tr', { hasText: 'banner' }).getByRole('button', { name: '详情' }).click();
    await page.getByTestId('resource-detail').getByText('站点: 筑协').waitFor();
  } catch (e) {
    await shot(page, 'cms-resource-failure');
    throw e;
  }
});
