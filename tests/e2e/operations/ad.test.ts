import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Ads (issue 32): an ad space with two ads added on the ads screen, published, rotating on the home page; a click in the chart. */
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

/** the input of a form item by the start of its label */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item label', { hasText: new RegExp(`^\\s*${label}`) }) })
    .locator('input, textarea')
    .first();

const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const stamp = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 19);

/** fills the ad editor and saves it (back to the space editor) */
async function addAd(
  page: Page,
  editor: Locator,
  ad: { name: string; weight: string; sponsor: string; url: string; from: string; to: string },
) {
  await editor.getByRole('button', { name: /新增/ }).first().click();
  await page.waitForURL(/\/admin\/cms\/ad\/editor\?adSpaceId=\d+$/);
  const form = page.locator('[data-page="operations/ad/adEditor"]');
  await field(form, '广告名称').fill(ad.name);
  await field(form, '权重').fill(ad.weight);
  await field(form, '赞助商').fill(ad.sponsor);
  for (const [label, value] of [
    ['上线时间', ad.from],
    ['下线时间', ad.to],
  ]) {
    const input = field(form, label);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  await field(form, '跳转链接').fill(ad.url);
  await form.locator('[data-action="save"]').click();
  await page.waitForURL(/\/admin\/cms\/adspace\/editor\?id=\d+$/);
}

test('add an ad space with two ads, publish it, see the home page rotate them, click one and see the click in the chart', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/operations/advertisement`);
    const list = page.locator('[data-page="operations/ad/adSpace"]');
    await list.waitFor();
    await list.getByRole('button', { name: /新增/ }).first().click();
    const dialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '新增广告位' }) });
    await dialog.waitFor();
    await field(dialog, '广告位名称').fill('首页横幅');
    await field(dialog, '编码').fill('home_banner');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = list.locator('.arco-table tbody tr', { hasText: 'home_banner' });
    await row.waitFor();
    await row.getByRole('button', { name: /修改/ }).click();
    await page.waitForURL(/\/admin\/cms\/adspace\/editor\?id=\d+$/);
    const editor = page.locator('[data-page="operations/ad/adSpaceEditor"]');
    await editor.waitFor();

    // a weight that is not a positive integer is refused before anything is sent, naming the field
    const landing = `${server.url}/admin/`;
    await addAd(page, editor, {
      name: '甲公司横幅',
      weight: '3',
      sponsor: 'ACME',
      url: `${landing}?from=a`,
      from: stamp(-1),
      to: stamp(30),
    });
    await addAd(page, editor, {
      name: '乙公司横幅',
      weight: '1',
      sponsor: 'Beta',
      url: `${landing}?from=b`,
      from: stamp(-1),
      to: stamp(30),
    });
    const ads = editor.locator('[data-page="operations/ad/spaceAds"] .arco-table tbody tr');
    await ads.filter({ hasText: '乙公司横幅' }).waitFor();
    assert.equal(await ads.count(), 2);
    // the share of the rotation before publishing: 3 / 4 and 1 / 4
    await ads.filter({ hasText: '甲公司横幅' }).getByText('75%').waitFor();
    await ads.filter({ hasText: '乙公司横幅' }).getByText('25%').waitFor();
    await shot(page, 'operations-ad-space-editor');
    await editor.locator('[data-action="publish"]').click();
    await page.locator('.arco-message', { hasText: '广告位已发布' }).first().waitFor();

    // the home page shows the space; each view picks one ad by weight: over a few views both come up
    const site = (await api(token, 'GET', '/cms/site/getCurrentSite')).data;
    assert.equal((await api(token, 'POST', '/cms/site/publish', { siteId: site.siteId, publishIndex: true })).code, 200);
    // a visitor's browser (headless Chromium says so in its user agent and is counted apart, as a bot)
    const visitor = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', userAgent: VISITOR_UA })
    ).newPage();
    const seen = new Set<string>();
    for (let i = 0; i < 30 && seen.size < 2; i++) {
      await visitor.goto(`${server.url}/prod-api/cms/static/zhuxie_pc/`);
      const shown = visitor.locator('.zx-adspace .zx-ad:not([hidden])');
      await shown.waitFor();
      assert.equal(await shown.count(), 1);
      seen.add((await shown.getAttribute('data-ad-id')) ?? '');
    }
    assert.equal(seen.size, 2, 'both ads are shown over repeated views');
    await visitor.locator('.zx-adspace').scrollIntoViewIfNeeded();
    await shot(visitor, 'operations-ad-home-rotation');

    // a click opens the ad's own URL through the signed link
    const shown = visitor.locator('.zx-adspace .zx-ad:not([hidden])');
    const href = (await shown.getAttribute('href')) ?? '';
    assert.match(href, /\/api\/adv\/click\?sid=\d+&aid=\d+&sig=/);
    const [popup] = await Promise.all([visitor.context().waitForEvent('page'), shown.click()]);
    await popup.waitForURL(/\/admin\/.*from=[ab]/);
    await visitor.context().close();
    // the batched writer writes within a second
    await page.waitForTimeout(1500);

    await page.goto(`${server.url}/admin/operations/advertisement`);
    await page.locator('.arco-tabs-header-title', { hasText: '广告统计' }).click();
    const stat = page.locator('[data-page="operations/ad/stat"]');
    await stat.waitFor();
    const clicked = stat.locator('.arco-table tbody tr').filter({ hasText: /公司横幅/ });
    await clicked.first().waitFor();
    const counts = await clicked.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const withClick = counts.find((c) => c[2] === '1');
    assert.ok(withClick, `one ad has its click counted: ${JSON.stringify(counts)}`);
    await clicked.filter({ hasText: withClick[0] }).click();
    await stat.locator('.zx-ad-chart canvas').waitFor();
    await stat.locator('[data-log="click"] tbody tr', { hasText: withClick[0] }).waitFor();
    await shot(page, 'operations-ad-stat-chart');
    const chart = (await api(token, 'GET', '/cms/ad/stat')).data.rows.find((r: any) => r.adName === withClick[0]);
    assert.equal(chart.click, 1);
    assert.ok(chart.view >= 1);
  } catch (e) {
    await shot(page, 'operations-ad-failure');
    throw e;
  }
});
