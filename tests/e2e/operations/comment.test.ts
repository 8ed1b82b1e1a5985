import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Comments (issue 34): a member comments on a published notice and the comments wait for audit (the site audits
 * by default); on the console's moderation desk the waiting comments show how long they waited, a sensitive word
 * marked and markup as text; a batch approve publishes them; an official reply shows under the comment.
 */
let server: E2eServer;
let browser: Browser;
let token: string;
let contentId: number;

const api = (tk: string | null, method: string, url: string, body?: unknown) => serverApi(server, tk, method, url, body);
async function pub(method: string, url: string, body?: unknown, cookie?: string) {
  const r = await fetch(`${server.url}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { json: (await r.json()) as { code: number; msg: string; data?: any }, setCookie: r.headers.get('set-cookie') ?? '' };
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const news = (await api(token, 'GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'news');
  const add = await api(token, 'POST', '/cms/content?contentType=article', {
    catalogId: news.id,
    title: '关于开展年度优质工程评选的通知',
    contentHtml: '<p>各会员单位：现将评选工作安排通知如下。</p>',
  });
  assert.equal(add.code, 200, add.msg);
  contentId = add.data.contentId;
  for (let i = 0; i < 100; i++) {
    if ((await api(token, 'GET', `/async/task/${add.data.taskId}`)).data?.status === 'SUCCESS') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal((await api(token, 'POST', '/cms/content/publish', [contentId])).code, 200);
  for (let i = 0; i < 200; i++) {
    if ((await api(token, 'GET', '/cms/publish/taskCount')).data === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal((await api(token, 'POST', '/word/sensitiveword', { type: 'BLACK', word: '赌博' })).code, 200);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a member comments, the comments wait; the desk shows them and approves them; an official reply follows', async () => {
  const up = await pub('POST', '/api/member/register', { userName: 'reader_one', nickName: '热心读者', password: 'Zx#Secure2026' });
  assert.equal(up.json.code, 200, up.json.msg);
  const cookie = /zx_member=[^;]*/.exec(up.setCookie)?.[0] ?? '';
  let first: { code: number; msg: string; data?: any } = { code: 0, msg: '' };
  for (let i = 0; i < 100; i++) {
    first = (await pub('POST', '/api/comment', { contentId, content: '请问 <b>截止</b> 时间？' }, cookie)).json;
    if (first.code === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(first.code, 200, first.msg);
  assert.equal(first.data.auditStatus, 0);
  const second = (await pub('POST', '/api/comment', { contentId, content: '会上谈到了赌博的危害' }, cookie)).json;
  assert.equal(second.data.auditStatus, 0);
  assert.equal((await pub('GET', `/api/comment/list?contentId=${contentId}`)).json.data.total, 0);

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '互动运营' }).first().click();
    await page.locator('.arco-menu-item', { hasText: '评论管理' }).first().click();
    const list = page.locator('[data-page="operations/comment/commentList"]');
    await list.locator('.arco-table tbody tr', { hasText: '截止' }).waitFor();
    // markup is text
    await list.getByText('请问 <b>截止</b> 时间？').waitFor();
    await shot(page, 'operations-comment-list');

    await page.locator('.arco-tabs-header-title', { hasText: '审核台' }).click();
    const desk = page.locator('.zx-comment-desk');
    await desk.locator('.arco-table tbody tr', { hasText: '危害' }).waitFor();
    assert.equal(await desk.locator('mark.zx-comment-hit').first().textContent(), '赌博');
    await desk.locator('.arco-table tbody tr', { hasText: '截止' }).getByText(/分钟/).waitFor();
    await shot(page, 'operations-comment-desk');
    await desk.locator('.arco-table thead .arco-checkbox').click();
    await desk.locator('.zx-desk-batch-pass').click();
    await desk.locator('.arco-table-no-data, .arco-empty').first().waitFor();
    for (let i = 0; i < 20; i++) {
      if ((await pub('GET', `/api/comment/list?contentId=${contentId}`)).json.data.total === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal((await pub('GET', `/api/comment/list?contentId=${contentId}`)).json.data.total, 2);

    // the official reply, from the list
    await page.locator('.arco-tabs-header-title', { hasText: '评论列表' }).click();
    const row = list.locator('.arco-table tbody tr', { hasText: '截止' });
    await row.locator('.zx-comment-official').click();
    const dialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '官方回复' }) });
    await dialog.waitFor();
    await dialog.locator('textarea').fill('本月底截止，欢迎申报。');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await list.locator('.arco-table tbody tr', { hasText: '本月底截止' }).getByText('官方', { exact: true }).waitFor();
    await shot(page, 'operations-comment-official');
    const shown = (await pub('GET', `/api/comment/list?contentId=${contentId}`)).json.data.rows;
    const top = shown.find((c: any) => c.commentId === first.data.commentId);
    assert.equal(top.replies[0].official, true);
    assert.equal(top.replies[0].content, '本月底截止，欢迎申报。');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
