import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Page widgets (issue 11): a manual block added on the content screen, its rows reordered by drag, published. */
let server: E2eServer;
let browser: Browser;

const api = (token: string | null, method: string, url: string, body?: unknown) => serverApi(server, token, method, url, body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** the input of a dialog's form item by the start of its label */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item label', { hasText: new RegExp(`^\\s*${label}`) }) })
    .locator('input, textarea')
    .first();

/** adds an item to a row through the item dialog, its logo picked from the library when named */
async function addItem(page: Page, row: Locator, title: string, url: string, logo?: string) {
  await row.locator('[data-action="add-item"]').click();
  const dialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '添加内容' }) });
  await dialog.waitFor();
  await field(dialog, '标题').fill(title);
  await field(dialog, '链接').fill(url);
  if (logo) {
    await dialog.getByRole('button', { name: '选择' }).click();
    const picker = page.locator('.arco-modal').filter({ hasText: '选择资源' });
    await picker.locator('[data-resource]', { hasText: logo }).dblclick();
    await picker.waitFor({ state: 'detached' });
    await dialog.locator('[data-field="resource-input"] img').waitFor();
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** drags a handle onto a target with real pointer moves (dnd-kit's pointer sensor needs a few of them) */
async function drag(page: Page, handle: Locator, target: Locator) {
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 5, a.y + a.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 12, { steps: 12 });
  await page.mouse.up();
}

test('add a manual block with two rows on the content screen, reorder the rows by drag, save and publish', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  // a logo in the library for one item
  const form = new FormData();
  const image = await sharp({ create: { width: 96, height: 48, channels: 3, background: '#1f4e8c' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cabi_logo.png');
  const up = await fetch(`${server.url}/prod-api/cms/resource`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(((await up.json()) as { code: number }).code, 200);

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/content`);
    await page.locator('.arco-tabs-header-title', { hasText: '页面部件' }).click();
    const list = page.locator('[data-page="cms/contentcore/pageWidget"]');
    await list.waitFor();
    await list.getByRole('button', { name: /新增/ }).first().click();

    const dialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '添加页面部件' }) });
    await dialog.waitFor();
    await field(dialog, '名称').fill('合作单位');
    await field(dialog, '编码').fill('home_links');
    await field(dialog, '路径').fill('home');
    await dialog.locator('.arco-form-item', { hasText: '发布通道' }).locator('.arco-select').click();
    await page.locator('.arco-select-option', { hasText: 'PC' }).click();
    await dialog.getByPlaceholder('选择或输入模板名').fill('widget/links');

    await dialog.locator('[data-action="add-row"]').click();
    await dialog.locator('[data-action="add-row"]').click();
    const rows = dialog.locator('[data-row]');
    await addItem(page, rows.nth(0), '住房和城乡建设部', 'https://www.mohurd.gov.cn/');
    await addItem(page, rows.nth(1), '中国建筑业协会', 'https://www.zgjzy.org.cn/', 'cabi_logo');
    await rows.nth(1).locator('[data-item] img').waitFor();
    await addItem(page, rows.nth(1), '省建设工程质量协会', '/links/quality');
    assert.equal(await rows.nth(0).locator('[data-item]').count(), 1);
    await shot(page, 'cms-pagewidget-editor');

    // the second row dragged by its handle onto the first takes its place
    await drag(page, rows.nth(1).locator('[data-handle="drag"]').first(), rows.nth(0));
    await page.waitForFunction(() => document.querySelectorAll('[data-row="0"] [data-item]').length === 2);
    assert.match((await rows.nth(0).locator('[data-item]').first().textContent()) ?? '', /中国建筑业协会/);
    await shot(page, 'cms-pagewidget-dragged');

    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = list.locator('.arco-table tbody tr', { hasText: 'home_links' });
    await row.getByText('初稿').waitFor();

    await row.locator('[data-action="publish"]').click();
    await page
      .locator('.arco-modal', { hasText: '发布选中的 1 个页面部件' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await row.getByText('已发布').waitFor();
    await shot(page, 'cms-pagewidget-list');

    // Edit opens the block's editor page (SPEC §2 /cms/block/manual/editor, v1.4.3's row route) with the rows
    // back in their new order; a row added there is saved in place
    await row.getByRole('button', { name: /修改/ }).click();
    await page.waitForURL(/\/admin\/cms\/block\/manual\/editor\?id=\d+$/);
    const editor = page.locator('[data-page="cms/block/manualEditor"]');
    await editor.locator('[data-row="1"]').waitFor();
    assert.equal(await editor.locator('[data-row="0"] [data-item]').count(), 2);
    assert.match((await editor.locator('[data-row="1"] [data-item]').textContent()) ?? '', /住房和城乡建设部/);
    assert.equal(await field(editor, '编码').inputValue(), 'home_links');
    await editor.locator('[data-action="add-row"]').click();
    await addItem(page, editor.locator('[data-row="2"]'), '省住房和城乡建设厅', 'https://jst.example.gov.cn/');
    await editor.locator('[data-action="save"]').click();
    await page.locator('.arco-message', { hasText: '保存成功' }).first().waitFor();
    await shot(page, 'cms-manual-block-editor');
    assert.equal(await page.locator('.zx-tags .zx-tag.active').innerText(), '编辑手动控制块');

    // saved in the dragged order; the published block shows on the home page
    const found = (await api(token, 'GET', '/cms/pagewidget?name=home_links&pageNum=1&pageSize=10')).data.rows[0];
    const detail = (await api(token, 'GET', `/cms/pagewidget/${found.pageWidgetId}`)).data;
    assert.deepEqual(
      detail.content.map((r: any) => r.items.map((i: any) => i.title)),
      [['中国建筑业协会', '省建设工程质量协会'], ['住房和城乡建设部'], ['省住房和城乡建设厅']],
    );
    const site = (await api(token, 'GET', '/cms/site/getCurrentSite')).data;
    assert.equal((await api(token, 'POST', '/cms/site/publish', { siteId: site.siteId, publishIndex: true })).code, 200);
    await page.goto(`${server.url}/prod-api/cms/static/zhuxie_pc/`);
    const block = page.locator('.links-block', { hasText: '合作单位' });
    await block.waitFor();
    assert.equal(await block.locator('.links-row').first().locator('.link-item').count(), 2);
    await block.locator('.link-item', { hasText: '中国建筑业协会' }).locator('img').waitFor();
    await block.scrollIntoViewIfNeeded();
    await shot(page, 'cms-pagewidget-home');

    // the Directive screen lists the widget tags with their attributes
    await page.goto(`${server.url}/admin/configs/staticize`);
    const screen = page.locator('[data-page="cms/staticize/index"]');
    const tag = screen.locator('.arco-table tbody tr', { hasText: 'cms_pagewidget' }).first();
    await tag.getByText('页面部件', { exact: true }).waitFor();
    await tag.locator('.arco-table-expand-icon-cell button, .arco-table-expand-icon').first().click();
    await screen.getByText('页面部件编码').first().waitFor();
    await screen.locator('.arco-table tbody tr', { hasText: 'cms_pagewidget_data' }).getByText('页面部件数据', { exact: true }).waitFor();
    await shot(page, 'cms-pagewidget-directive');
  } catch (e) {
    await shot(page, 'cms-pagewidget-failure');
    throw e;
  }
});
