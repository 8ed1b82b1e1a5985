import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Publishing the demo site (issue 11): the progress dialog, then the published pages in the browser. */
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

test('publish the demo site with the progress dialog, then read its home and an article page', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const news = (await api(token, 'GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'news');
  const add = await api(token, 'POST', '/cms/content?contentType=article', {
    catalogId: news.id,
    title: '关于开展2026年度优质工程评选的通知',
    contentHtml: '<p>各会员单位：现将评选工作安排通知如下。</p><table><tbody><tr><td>申报截止</td><td>12月31日</td></tr></tbody></table>',
    source: '协会秘书处',
  });
  assert.equal(add.code, 200, add.msg);
  for (let i = 0; i < 100; i++) {
    if ((await api(token, 'GET', `/async/task/${add.data.taskId}`)).data?.status === 'SUCCESS') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const db = await server.db();
  await db.query(`update cms_content set status = '30', publish_date = now() where content_id = $1`, [add.data.contentId]);
  await db.end();

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/site`);
    const row = page.locator('.arco-table tbody tr', { hasText: 'zhuxie' });
    await row.locator('[data-action="publish"]').hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '发布全站' }).click();
    const dialog = page.locator('.arco-modal', { hasText: '发布全站' });
    await dialog.locator('.arco-progress').waitFor();
    await dialog.getByText('筑协').first().waitFor();
    await page.waitForFunction(() =>
      document.querySelector('.arco-modal .arco-progress-line-text, .arco-modal .arco-progress-circle-text')?.textContent?.includes('100'),
    );
    await shot(page, 'cms-publish-progress');

    await page.goto(`${server.url}/prod-api/cms/static/zhuxie_pc/`);
    await page.locator('.brand', { hasText: '筑协' }).waitFor();
    await page.locator('.card h2', { hasText: '协会动态' }).waitFor();
    await shot(page, 'cms-publish-home');
    await page.getByText('关于开展2026年度优质工程评选的通知').first().click();
    await page.locator('article h1', { hasText: '关于开展2026年度优质工程评选的通知' }).waitFor();
    await page.locator('.meta', { hasText: '来源：协会秘书处' }).waitFor();
    assert.equal(await page.locator('article .body table td').first().textContent(), '申报截止');
    await shot(page, 'cms-publish-article');
  } catch (e) {
    await shot(page, 'cms-publish-failure');
    throw e;
  }
});

test('preview a draft from the content list; the navbar tag counts the publish queue down', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const news = (await api(token, 'GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'news');
  const draft = await api(token, 'POST', '/cms/content?contentType=article', {
    catalogId: news.id,
    title: '草稿：2027年度会员大会议程',
    contentHtml: '<p>议程尚未定稿。</p>',
  });
  assert.equal(draft.code, 200, draft.msg);
  for (let i = 0; i < 100; i++) {
    if ((await api(token, 'GET', `/async/task/${draft.data.taskId}`)).data?.status === 'SUCCESS') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // many drafts at once, so the queue has work for a while
  const db = await server.db();
  const bulk = await db.query(
    `insert into cms_content (site_id, catalog_id, catalog_ancestors, content_type, title, status, sort_flag, create_by)
     select site_id, catalog_id, ancestors, 'article', '批量 ' || g, '0', -g, 'admin' from cms_catalog, generate_series(1, 200) g
     where catalog_id = $1 returning content_id`,
    [news.id],
  );
  await db.end();

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/content`);
    const row = page.locator('.arco-table tbody tr', { hasText: '草稿：2027年度会员大会议程' });
    await row.locator('[data-status="0"]').waitFor();
    const [preview] = await Promise.all([page.context().waitForEvent('page'), row.locator('[data-action="preview"]').click()]);
    await preview.waitForLoadState();
    assert.match(preview.url(), new RegExp(`/admin/cms/preview/content/${draft.data.contentId}$`));
    const frame = preview.frameLocator('[data-testid="cms-preview-frame"]');
    await frame.locator('article h1', { hasText: '草稿：2027年度会员大会议程' }).waitFor();
    assert.equal(await frame.locator('article .body p').first().textContent(), '议程尚未定稿。');
    await shot(preview, 'cms-preview-draft');
    // a draft is not published by its preview
    const file = await fetch(`${server.url}/prod-api/cms/static/zhuxie_pc/news/${draft.data.contentId}.html`);
    assert.equal(file.status, 404);
    // v1.4.3's form of the preview URL opens the same page
    await preview.goto(`${server.url}/admin/cms/preview?type=content&dataId=${draft.data.contentId}`);
    await preview
      .frameLocator('[data-testid="cms-preview-frame"]')
      .locator('article h1', { hasText: '草稿：2027年度会员大会议程' })
      .waitFor();
    // and /cms goes to /cms/site, the Sites screen
    await preview.goto(`${server.url}/admin/cms`);
    await preview.waitForURL(/\/admin\/cms\/site$/);
    await preview.locator('[data-page="cms/contentcore/site"]').waitFor();
    await shot(preview, 'cms-site-from-cms');
    await preview.close();

    // the console published (as its publish buttons do, they raise the flag): the tag shows the pending count, then goes
    const ids = bulk.rows.map((r: { content_id: string }) => Number(r.content_id));
    const pub = await api(token, 'POST', '/cms/content/publish', { contentIds: ids });
    assert.equal(pub.code, 200, pub.msg);
    await page.evaluate(() => localStorage.setItem('publish_flag', 'true'));
    const tag = page.locator('.zx-publish-tag');
    await tag.waitFor({ timeout: 15_000 });
    const first = Number((await tag.textContent())?.match(/\d+/)?.[0]);
    assert.ok(first > 0, `first count ${first}`);
    await shot(page, 'cms-publish-tag');
    await tag.waitFor({ state: 'detached', timeout: 180_000 });
    assert.equal((await api(token, 'GET', '/cms/publish/taskCount')).data, 0);
    // the queue wrote the pages
    assert.equal((await fetch(`${server.url}/prod-api/cms/static/zhuxie_pc/news/${ids[0]}.html`)).status, 200);
  } catch (e) {
    await shot(page, 'cms-preview-failure');
    throw e;
  } finally {
    await page.close();
  }
});
