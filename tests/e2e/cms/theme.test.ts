import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Template-save impact and republish, site theme export/import, sitemap props, dynamic pages and the search page (issue 11). */
let server: E2eServer;
let browser: Browser;

const api = (token: string | null, method: string, url: string, body?: unknown) => serverApi(server, token, method, url, body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // one published article for the search page and the detail template's impact
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const news = (await api(token, 'GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'news');
  const add = await api(token, 'POST', '/cms/content?contentType=article', {
    catalogId: news.id,
    title: '关于开展年度优质工程评选的通知',
    summary: '各会员单位：年度评选工作现已启动。',
    contentHtml: '<p>各会员单位：现将评选工作安排通知如下。</p>',
  });
  assert.equal(add.code, 200, add.msg);
  for (let i = 0; i < 100; i++) {
    if ((await api(token, 'GET', `/async/task/${add.data.taskId}`)).data?.status === 'SUCCESS') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // published through the console: the publish queue writes its page and indexes it for the search page
  const published = await api(token, 'POST', '/cms/content/publish', [add.data.contentId]);
  assert.equal(published.code, 200, published.msg);
  for (let i = 0; i < 200; i++) {
    if ((await api(token, 'GET', '/cms/publish/taskCount')).data === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function setEditorText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

test('edit a template, save: the pages it renders are counted and republished on request', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/template`);
    const screen = page.locator('[data-page="cms/contentcore/template"]');
    // the theme has more templates than a page shows: looked for by name
    const bar = screen.locator('.zx-search-bar');
    await bar.locator('.arco-form-item', { hasText: '文件名' }).locator('input').fill('list');
    await bar.getByRole('button', { name: '搜索' }).click();
    const row = screen.locator('.arco-table tbody tr', { hasText: 'list.template.html' }).filter({ hasText: 'pc' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: '修改' }).click();
    await page.waitForURL(/\/cms\/template\/editor\?id=\d+/);
    await page.locator('.cm-editor').waitFor();
    const file = path.join(server.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template', 'list.template.html');
    const text = fs.readFileSync(file, 'utf8').replace('<main class="wrap"', '<main class="wrap" data-edited="1"');
    await setEditorText(page, text);
    // the setup's publish wrote the home page and the other pipe's list: gone, so that the republish is seen to skip them
    for (const written of [
      ['zhuxie_pc', 'index.html'],
      ['zhuxie_h5', 'news', 'index.html'],
    ])
      fs.rmSync(path.join(server.dataDir, 'cms', 'sites', ...written), { force: true });
    await page.keyboard.press('Control+s');
    const dialog = page.locator('.zx-template-impact');
    await dialog.locator('.zx-impact-summary').waitFor();
    const summary = await dialog.locator('.zx-impact-summary').innerText();
    const m = /此模板在通道 pc 中渲染 (\d+) 个页面：首页 0 个，栏目页 (\d+) 个，内容页 0 个。/.exec(summary);
    assert.ok(m, summary);
    assert.ok(Number(m[1]) >= 5);
    assert.equal(m[1], m[2]);
    await shot(page, 'cms-template-impact');
    await dialog.locator('.zx-impact-republish', { hasText: `重新发布 ${m[1]} 个页面` }).click();
    await dialog.locator('.zx-async-progress[data-phase="success"]').waitFor({ timeout: 30_000 });
    await dialog.getByText(`已重新发布 ${m[1]} 个页面。`).waitFor();
    await shot(page, 'cms-template-republished');
    const listPage = fs.readFileSync(path.join(server.dataDir, 'cms', 'sites', 'zhuxie_pc', 'news', 'index.html'), 'utf8');
    assert.match(listPage, /data-edited="1"/);
    // only what uses the template: no home page, no other pipe
    assert.equal(fs.existsSync(path.join(server.dataDir, 'cms', 'sites', 'zhuxie_pc', 'index.html')), false);
    assert.equal(fs.existsSync(path.join(server.dataDir, 'cms', 'sites', 'zhuxie_h5', 'news', 'index.html')), false);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('dynamic pages: the search page opens from the Directives screen; a custom page is added', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/staticize`);
    await page.getByRole('tab', { name: '动态页面', exact: true }).click();
    // the CMS's Search comes first (the member pages follow when the member plugin runs)
    const link = page.locator('.zx-dynamic-types .zx-dynamic-link[data-pipe="pc"]').first();
    await link.waitFor();
    await shot(page, 'cms-dynamic-types');
    const href = await link.getAttribute('href');
    assert.match(String(href), /\/cms\/dynamic\/zhuxie_pc\/_search$/);

    await page.getByRole('tab', { name: '自定义动态页面' }).click();
    const custom = page.locator('[data-page="cms/staticize/customDynamic"]');
    await custom.getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '添加动态页面' });
    await dialog.locator('.arco-form-item', { hasText: '名称' }).first().locator('input').fill('活动报名');
    await dialog.locator('.arco-form-item', { hasText: '编码' }).locator('input').fill('signup');
    await dialog.locator('.arco-form-item', { hasText: '路径' }).locator('input').fill('../etc');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('小写字母、数字').first().waitFor();
    await dialog.locator('.arco-form-item', { hasText: '路径' }).locator('input').fill('activity/signup');
    await dialog.locator('.arco-form-item', { hasText: 'PC 模板' }).locator('input').fill('search');
    await shot(page, 'cms-dynamic-custom-dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = custom.locator('.arco-table tbody tr', { hasText: 'activity/signup' });
    await row.waitFor();
    await row.locator('.zx-dynamic-link[data-pipe="pc"]').waitFor();
    await shot(page, 'cms-dynamic-custom');

    // the public search page, as a visitor opens it
    const visitor = await newPage(browser);
    try {
      await visitor.goto(`${server.url}${href}?q=${encodeURIComponent('优质工程')}`);
      await visitor.getByText('关于开展年度优质工程评选的通知').waitFor();
      await visitor.getByText('共找到 1 条结果').waitFor();
      await shot(visitor, 'cms-search-page');
      // the header's search box submits to the same page
      await visitor.locator('.top form.search input').fill('会员');
      await visitor.locator('.top form.search button').click();
      await visitor.waitForURL(/_search\?q=/);
      await visitor.getByText('关于开展年度优质工程评选的通知').waitFor();
    } finally {
      await visitor.context().close();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('site theme export and import from the site screen; the sitemap props in the pipe form', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/site`);
    const row = page.locator('.arco-table tbody tr', { hasText: 'zhuxie' });
    await row.locator('[data-action="theme"]').hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '导出主题' }).click();
    const dialog = page.locator('.zx-site-theme');
    await dialog.locator('.zx-async-progress').waitFor();
    await shot(page, 'cms-theme-export-start');
    await dialog.locator('.zx-async-progress[data-phase="success"]').waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await dialog.locator('.zx-theme-download').click();
    const zip = path.join(server.dataDir, 'zhuxie-theme.zip');
    await (await download).saveAs(zip);
    assert.ok(fs.statSync(zip).size > 1000);
    await shot(page, 'cms-theme-export');
    await page.locator('.zx-site-theme .arco-modal-close-icon').click();
    await dialog.waitFor({ state: 'hidden' });

    // a hostile zip is refused with its reason; the exported one imports
    const evil = path.join(server.dataDir, 'evil.zip');
    fs.writeFileSync(evil, evilZip());
    await row.locator('[data-action="theme"]').hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '导入主题' }).click();
    await dialog.locator('.zx-theme-file').setInputFiles(evil);
    await dialog.locator('.zx-theme-submit').click();
    await dialog.locator('.zx-theme-error', { hasText: '会越出主题目录' }).waitFor();
    await shot(page, 'cms-theme-import-refused');
    await dialog.locator('.zx-theme-file').setInputFiles(zip);
    await dialog.locator('.zx-theme-submit').click();
    await dialog.locator('.zx-async-progress[data-phase="success"]').waitFor({ timeout: 30_000 });
    await shot(page, 'cms-theme-imported');
    await page.keyboard.press('Escape');

    // the pipe form shows the sitemap props
    await page.goto(`${server.url}/admin/cms/site/tabs?siteId=${await siteId()}`);
    await page.getByRole('tab', { name: '发布通道' }).click();
    await page.locator('.zx-site-pipes').getByText('生成站点地图').first().waitFor();
    await page.locator('.zx-site-pipes').getByText('站点地图链接上限').first().waitFor();
    const pc = page.locator('.zx-site-pipes .arco-card').first();
    await pc.locator('.zx-pipe-sitemap').click();
    await page.locator('.arco-select-option', { hasText: '是' }).first().click();
    await pc.locator('.arco-form-item', { hasText: '站点地图链接上限' }).locator('input').fill('1000');
    await shot(page, 'cms-site-pipes-sitemap');
    await page.locator('.zx-site-pipes').getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').first().waitFor();
    const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
    const props = (await api(token, 'GET', `/cms/site/${await siteId()}`)).data.publishPipeDatas.find(
      (p: any) => p.pipeCode === 'pc',
    ).props;
    assert.equal(props.enableSitemap, 'Y');
    assert.equal(props.sitemapUrlLimit, '1000');
    assert.deepEqual(
      page.errors.filter((e) => !/status of 500/.test(e)),
      [],
    );
  } finally {
    await page.context().close();
  }
});

async function siteId(): Promise<number> {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  return (await api(token, 'GET', '/cms/site/getCurrentSite')).data.siteId;
}

/** a stored zip with one entry named `../../evil.css` (built by hand: the test needs no zip library) */
function evilZip(): Buffer {
  const name = Buffer.from('../../evil.css');
  const data = Buffer.from('body{}');
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
