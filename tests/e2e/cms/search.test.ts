import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Site search (issue 35): the public page in both scripts and pinyin, the content index, the dictionary's analysis, logs and trend. */
let server: E2eServer;
let browser: Browser;
let searchUrl: string;

const api = (token: string | null, method: string, url: string, body?: unknown) => serverApi(server, token, method, url, body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const news = (await api(token, 'GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'news');
  const ids: number[] = [];
  for (const [title, body] of [
    ['全市建筑业安全生产工作会议召开', '<p>会议部署了安全生产大检查。</p>'],
    ['建築業綠色施工指南發布', '<p>綠色施工，節能減排。</p>'],
    ['筑协年会召开', '<p>年会在市会展中心举行。</p>'],
  ]) {
    const add = await api(token, 'POST', '/cms/content?contentType=article', { catalogId: news.id, title, contentHtml: body });
    assert.equal(add.code, 200, add.msg);
    for (let i = 0; i < 100; i++) {
      if ((await api(token, 'GET', `/async/task/${add.data.taskId}`)).data?.status === 'SUCCESS') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    ids.push(add.data.contentId);
  }
  assert.equal((await api(token, 'POST', '/cms/content/publish', ids)).code, 200);
  for (let i = 0; i < 200; i++) {
    if ((await api(token, 'GET', '/cms/publish/taskCount')).data === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const types = (await api(token, 'GET', '/cms/dynamicPageTypes')).data;
  searchUrl = `${server.url}${types.find((x: any) => x.type === 'Search').links.pc}`;
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a visitor searches the published site in simplified and traditional script and in pinyin', async () => {
  const visitor = await newPage(browser);
  try {
    const titles = async (q: string) => {
      await visitor.goto(`${searchUrl}?q=${encodeURIComponent(q)}`);
      await visitor.locator('.search-total').waitFor();
      return visitor.locator('ul.list li > a').allTextContents();
    };
    assert.deepEqual((await titles('建筑业')).sort(), ['全市建筑业安全生产工作会议召开', '建築業綠色施工指南發布'].sort());
    await shot(visitor, 'cms-search-simplified');
    assert.deepEqual(await titles('綠色施工'), ['建築業綠色施工指南發布']);
    assert.deepEqual((await titles('jzy')).sort(), ['全市建筑业安全生产工作会议召开', '建築業綠色施工指南發布'].sort());
    await shot(visitor, 'cms-search-pinyin');
    // the body's words, highlighted in the fragment
    await titles('安全生产');
    assert.ok((await visitor.locator('p.fragment em').allTextContents()).includes('安全生产'));
    await titles('查无此词');
    await visitor.getByText('共找到 0 条结果').waitFor();
  } finally {
    await visitor.context().close();
  }
});

test('staff read the index, add a dictionary word and see the analysis change, read the log and the trend, and pin a first result', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/search/index`);
    const index = page.locator('[data-page="cms/search/indexList"]');
    const row = index.locator('.arco-table tbody tr', { hasText: '建築業綠色施工指南發布' });
    await row.waitFor();
    await row.locator('[data-action="detail"]').click();
    const detail = page.locator('.zx-index-detail');
    await detail.locator('.zx-index-words .arco-tag', { hasText: /^jzy$/ }).waitFor();
    await shot(page, 'cms-search-index-detail');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/admin/configs/dictWord`);
    const dict = page.locator('[data-page="cms/search/dictWord"]');
    await dict.getByRole('tab', { name: '分词分析' }).click();
    const analyze = dict.locator('.zx-dict-analyze');
    await analyze.locator('textarea').fill('筑协年会召开');
    await analyze.locator('[data-action="analyze"]').click();
    await analyze.locator('.zx-dict-tokens .arco-tag', { hasText: /^筑协年$/ }).waitFor();
    await analyze.getByPlaceholder('试加一个词').fill('筑协');
    await analyze.locator('[data-action="compare"]').click();
    await analyze.locator('.zx-dict-compare .arco-tag', { hasText: /^筑协$/ }).waitFor();
    await shot(page, 'cms-search-dict-compare');
    await analyze.locator('[data-action="add-word"]').click();
    await analyze.locator('.zx-dict-tokens .arco-tag', { hasText: /^筑协$/ }).waitFor();
    assert.equal(await analyze.locator('.zx-dict-tokens .arco-tag', { hasText: /^筑协年$/ }).count(), 0);
    await dict.getByRole('tab', { name: '词库' }).click();
    await dict.locator('.arco-table tbody tr', { hasText: '筑协' }).waitFor();

    await page.goto(`${server.url}/admin/configs/searchWord`);
    const logs = page.locator('[data-page="cms/search/wordTab"]');
    await logs.locator('.arco-table tbody tr', { hasText: '查无此词' }).first().waitFor();
    await shot(page, 'cms-search-log');
    await logs.getByRole('tab', { name: '搜索词统计' }).click();
    const word = logs.locator('[data-page="cms/search/wordTab/words"] .arco-table tbody tr', { hasText: '建筑业' });
    await word.waitFor();
    await word.locator('[data-action="trend"]').click();
    await page.locator('.zx-word-trend canvas').waitFor();
    await shot(page, 'cms-search-trend');
    await page.keyboard.press('Escape');
    await logs.getByRole('tab', { name: '搜索质量' }).click();
    await logs.locator('.zx-quality-none tbody tr', { hasText: '查无此词' }).waitFor();
    // the visitor's searches for 建筑业 found results nobody opened: pin a content as the query's first result
    const unclicked = logs.locator('.zx-quality-unclicked tbody tr', { hasText: '建筑业' });
    await unclicked.waitFor();
    await shot(page, 'cms-search-quality');
    await unclicked.locator('[data-action="pin-content"]').click();
    const picker = page.locator('.arco-modal', { hasText: '建筑业' });
    await picker.locator('.zx-content-picker tbody tr', { hasText: '筑协年会召开' }).locator('.arco-radio').click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await logs.locator('.zx-quality-pins tbody tr', { hasText: '筑协年会召开' }).waitFor();
    await shot(page, 'cms-search-quality-pinned');
    assert.deepEqual(page.errors, []);
    const visitor = await newPage(browser);
    try {
      await visitor.goto(`${searchUrl}?q=${encodeURIComponent('建筑业')}`);
      await visitor.locator('.search-total').waitFor();
      assert.equal(await visitor.locator('ul.list li > a').first().textContent(), '筑协年会召开');
    } finally {
      await visitor.context().close();
    }
  } finally {
    await page.context().close();
  }
});
