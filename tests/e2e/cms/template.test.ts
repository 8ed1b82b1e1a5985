import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Templates (CodeMirror editor, syntax errors with line and column, Ctrl+S) and Files (issue 11). */
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

/** replaces the editor's whole text (as a paste would: no typing aids) */
async function setEditorText(page: Page, text: string) {
  const content = page.locator('.cm-content');
  await content.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

test('add a template, see a syntax error with its line and column, fix it and save with Ctrl+S', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/template`);
    const screen = page.locator('[data-page="cms/contentcore/template"]');
    await screen.locator('.arco-table').waitFor();
    await screen.getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '新建模板' });
    await dialog.locator('input').first().waitFor();
    // the client mirrors the name rule
    await dialog.locator('.arco-form-item', { hasText: '模板名称' }).locator('input').fill('bad-name');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('字母、数字和下划线，子目录用 / 分隔').first().waitFor();
    await dialog.locator('.arco-form-item', { hasText: '模板名称' }).locator('input').fill('home');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the theme has more templates than a page shows: looked for by name
    const bar = screen.locator('.zx-search-bar');
    await bar.locator('.arco-form-item', { hasText: '文件名' }).locator('input').fill('home');
    await bar.getByRole('button', { name: '搜索' }).click();
    const row = screen.locator('.arco-table tbody tr', { hasText: 'home.template.html' });
    await row.waitFor();
    await shot(page, 'cms-template-list');

    await row.getByRole('button', { name: '修改' }).click();
    await page.waitForURL(/\/cms\/template\/editor\?id=\d+/);
    await page.locator('.cm-editor').waitFor();
    await setEditorText(page, '<h1>{{ Site.name }}</h1>\n<ul>\n{% for c in Catalogs %}\n  <li>{{ c.name }}</li>\n</ul>\n');
    await page.locator('.zx-template-save').click();
    const error = page.locator('.zx-template-error');
    await error.waitFor();
    assert.match(await error.innerText(), /第 3 行第 1 列：tag \{% for c in Catalogs %\} not closed/);
    // the cursor went to the error, its line is marked
    await page.getByText('行 3，列 1').first().waitFor();
    assert.equal(await page.locator('.zx-cm-error-line').count(), 1);
    assert.match(await page.locator('.zx-cm-error-line').innerText(), /for c in Catalogs/);
    // template syntax is highlighted apart from the HTML
    assert.ok((await page.locator('.cm-content span').count()) > 5);
    await shot(page, 'cms-template-error');
    const file = path.join(server.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template', 'home.template.html');
    assert.equal(fs.readFileSync(file, 'utf8'), '');

    const fixed = '<h1>{{ Site.name }}</h1>\n<ul>\n{% for c in Catalogs %}\n  <li>{{ c.name }}</li>\n{% endfor %}\n</ul>\n';
    await setEditorText(page, fixed);
    await page.keyboard.press('Control+s');
    await page.locator('.arco-message').getByText('模板已保存。').waitFor();
    assert.equal(await error.count(), 0);
    assert.equal(fs.readFileSync(file, 'utf8'), fixed);
    await shot(page, 'cms-template-editor');
    assert.deepEqual(
      page.errors.filter((e) => !/status of 500/.test(e)),
      [],
    );
  } finally {
    await page.context().close();
  }
});

test('file manager: create a folder and a css file, edit it, see it listed', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/file`);
    const screen = page.locator('.zx-file-page');
    await screen.locator('.arco-tree-node', { hasText: 'zhuxie_pc' }).first().click();
    await screen.locator('.zx-file-current', { hasText: 'zhuxie_pc' }).waitFor();
    await screen.getByRole('button', { name: '新建目录' }).click();
    let dialog = page.locator('.arco-modal').filter({ hasText: '新建目录' });
    await dialog.locator('input').fill('css');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await screen.locator('.zx-file-dir', { hasText: 'css' }).click();
    await screen.locator('.zx-file-current', { hasText: 'zhuxie_pc/css' }).waitFor();
    await screen.getByRole('button', { name: '新建文件' }).click();
    dialog = page.locator('.arco-modal').filter({ hasText: '新建文件' });
    await dialog.locator('input').fill('site.css');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = screen.locator('.arco-table tbody tr', { hasText: 'site.css' });
    await row.waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(/\/cms\/file\/editor\?path=/);
    await page.locator('.cm-editor').waitFor();
    const css = 'body { color: #333; }\n';
    await setEditorText(page, css);
    await page.keyboard.press('Control+s');
    await page.locator('.arco-message').getByText('文件已保存。').waitFor();
    await shot(page, 'cms-file-editor');
    assert.equal(fs.readFileSync(path.join(server.dataDir, 'cms', 'sites', 'zhuxie_pc', 'css', 'site.css'), 'utf8'), css);

    await page.goto(`${server.url}/admin/configs/file`);
    await screen.locator('.arco-tree-node', { hasText: 'zhuxie_pc' }).first().click();
    await screen.locator('.zx-file-dir', { hasText: 'css' }).click();
    await screen.locator('.arco-table tbody tr', { hasText: 'site.css' }).getByText(`${css.length} B`).waitFor();
    await shot(page, 'cms-file-list');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
