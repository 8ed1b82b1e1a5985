import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, serverApi, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * Statistics (issue 32): real page views from the published default theme (its beacon), plus a phone reader coming
 * from Baidu, then every report of the left menu opened with that data.
 */
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

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const NOTICE = '关于开展2026年度优质工程评选的通知';

/** A notice written and published through the console's API, then the whole site published. */
async function publishSite(token: string) {
  const notice = (await serverApi(server, token, 'GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'notice');
  const add = await serverApi(server, token, 'POST', '/cms/content?contentType=article', {
    catalogId: notice.id,
    title: NOTICE,
    contentHtml: '<p>各会员单位：现将评选工作安排通知如下。</p>',
  });
  assert.equal(add.code, 200, add.msg);
  for (let i = 0; i < 100; i++) {
    if ((await serverApi(server, token, 'GET', `/async/task/${add.data.taskId}`)).data?.status === 'SUCCESS') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const pub = await serverApi(server, token, 'POST', '/cms/content/publish', { contentIds: [add.data.contentId] });
  assert.equal(pub.code, 200, pub.msg);
  const siteId = (await serverApi(server, token, 'GET', '/cms/site/getCurrentSite')).data.siteId;
  const task = await serverApi(server, token, 'POST', '/cms/site/publish', { siteId });
  assert.equal(task.code, 200, task.msg);
  for (let i = 0; i < 600; i++) {
    const s = (await serverApi(server, token, 'GET', `/async/task/${task.data}`)).data?.status;
    if (s === 'SUCCESS') return;
    assert.notEqual(s, 'FAILED');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the site publish did not finish');
}

/** A report of the left menu, opened by its label; resolves with its container once it shows `text`. */
async function openReport(page: Page, label: string, id: string, text: string | RegExp) {
  await page.locator('.zx-stat-menu .arco-tree-node', { hasText: label }).first().click();
  const report = page.locator(`[data-report="${id}"]`);
  await report.waitFor();
  await report.getByText(text).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // the chart draws after its chunk loads
  return report;
}

test('statistics: the published theme counts views; each report shows them', async () => {
  const token = (await serverApi(server, null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  await publishSite(token);
  const page = await newPage(browser);
  // a reader on the published site (headless Chromium's own agent would be counted as a bot): the home page, then the notice
  const reader = await (await browser.newContext({ userAgent: DESKTOP_UA, locale: 'zh-CN' })).newPage();
  try {
    const beacons: string[] = [];
    reader.on('request', (r) => {
      if (r.url().endsWith('/api/stat/visit')) beacons.push(r.postData() ?? '');
    });
    await reader.goto(`${server.url}/prod-api/cms/static/zhuxie_pc/`);
    await reader.locator('.brand', { hasText: '筑协' }).waitFor();
    await reader.getByText(NOTICE).first().click();
    await reader.locator('article h1', { hasText: NOTICE }).waitFor();
    for (let i = 0; i < 50 && beacons.length < 2; i++) await reader.waitForTimeout(100);
    await shot(reader, 'stat-reader-article');
    await reader.close();
    assert.equal(beacons.length, 2, 'one beacon per published page');
    assert.match(beacons[1], /"contentId":\d+/);
    // a phone reader from Baidu opening the same notice
    const notice = JSON.parse(beacons[1]);
    const r = await fetch(`${server.url}/prod-api/api/stat/visit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': PHONE_UA },
      body: JSON.stringify({ ...notice, referrer: 'https://www.baidu.com/s?wd=优质工程' }),
    });
    assert.equal(((await r.json()) as { code: number }).code, 200);
    await page.waitForTimeout(1500); // written within a second

    await loginUi(page, server);
    await page.locator('.zx-sidebar').getByText('统计分析', { exact: true }).click();
    const screen = page.locator('[data-page="operations/stat/index"]');
    await screen.waitFor();
    const trend = await openReport(page, '趋势分析', 'SiteTrend', '浏览量(PV)');
    await trend.locator('.zx-stat-chart canvas').first().waitFor();
    assert.equal(await trend.locator('.arco-statistic').first().locator('.arco-statistic-value').innerText(), '3');
    await shot(page, 'stat-trend');
    await trend.getByText('按时').click();
    await trend.locator('.arco-table tbody tr').first().waitFor();
    await shot(page, 'stat-trend-hour');

    const entries = await openReport(page, '入口页面', 'SiteEntryPages', '/prod-api/cms/static/zhuxie_pc/');
    assert.ok((await entries.locator('.arco-table tbody tr').count()) >= 2);
    await shot(page, 'stat-entry-pages');
    const sources = await openReport(page, '来源分析', 'SiteSources', 'baidu');
    await sources.getByText('直接访问').first().waitFor();
    await shot(page, 'stat-sources');
    const clients = await openReport(page, '终端分布', 'SiteClients', '手机');
    await clients.locator('.arco-table tbody tr', { hasText: '电脑' }).waitFor();
    await shot(page, 'stat-clients');
    const overview = await openReport(page, '站点概况', 'SiteOverview', '筑协');
    assert.match(await overview.locator('.arco-table tbody tr').first().innerText(), /3/);
    await shot(page, 'stat-overview');
    const log = await openReport(page, '访问日志', 'SiteVisitLog', '访客');
    assert.equal(await log.locator('.arco-table tbody tr').count(), 3);
    assert.doesNotMatch(await log.innerText(), /127\.0\.0\.1/);
    await shot(page, 'stat-visit-log');

    const content = await openReport(page, '内容数据', 'ContentDynamicStat', NOTICE);
    assert.match(await content.locator('.arco-table tbody tr', { hasText: NOTICE }).innerText(), /\b2\b/);
    await shot(page, 'stat-content');
    await openReport(page, '栏目发文统计', 'ContentStatByCatalog', '通知公告');
    await shot(page, 'stat-by-catalog');
    await openReport(page, '用户发文统计', 'ContentStatByUser', '已发布');
    await shot(page, 'stat-by-user');

    const reach = await openReport(page, '通知触达', 'NoticeReach', '选择内容后');
    await reach.locator('.arco-select').click();
    await page.locator('.arco-select-option', { hasText: NOTICE }).first().click();
    await reach.getByText('发布期间每日浏览量').waitFor();
    await reach.locator('.zx-stat-chart canvas').first().waitFor();
    await reach.locator('.arco-table tbody tr', { hasText: 'baidu' }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'stat-notice-reach');
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, 'stat-failure');
    throw e;
  }
});
