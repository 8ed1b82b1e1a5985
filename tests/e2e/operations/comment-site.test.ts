import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Comments on the published site (issue 34) in a real browser, where the pages are sandboxed (an opaque origin):
 * a reader opens an article, follows "write a comment", signs up from the comment page and comes back to it,
 * comments — the comment waits for audit (the site audits by default) —, staff approve it on the console's
 * moderation desk, the article page shows it (its script reads the public list), the reader replies, likes it,
 * likes and favourites the article, and finds it in "my favourites" and the comments in "my comments"; the
 * approval waits in the member's in-site messages, unread until marked read.
 */
let server: E2eServer;
let browser: Browser;
let token: string;
let contentId: number;
let article: string;

const api = (tk: string | null, method: string, url: string, body?: unknown) => serverApi(server, tk, method, url, body);

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
  article = `${server.url}/prod-api/cms/static/zhuxie_pc/news/${contentId}.html`;
  // members hear in their in-site messages that a comment of theirs was approved (issue 31)
  const inbox = await api(token, 'POST', '/pusher/config', { channelName: '站内信', channelType: 'site', config: {} });
  assert.equal(inbox.code, 200, inbox.msg);
  const items = [{ channelId: inbox.data.channelId, targetType: 'subject' }];
  const sub = await api(token, 'PUT', '/pusher/subscriptions', { eventCode: 'operations.comment.approved', items });
  assert.equal(sub.code, 200, sub.msg);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** approves every waiting comment on the console's moderation desk */
async function approveOnDesk(page: Page, text: string, screen: string) {
  await loginUi(page, server);
  await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '互动运营' }).first().click();
  await page.locator('.arco-menu-item', { hasText: '评论管理' }).first().click();
  await page.locator('.arco-tabs-header-title', { hasText: '审核台' }).click();
  const desk = page.locator('.zx-comment-desk');
  await desk.locator('.arco-table tbody tr', { hasText: text }).waitFor();
  await shot(page, screen);
  await desk.locator('.arco-table thead .arco-checkbox').click();
  await desk.locator('.zx-desk-batch-pass').click();
  await desk.locator('.arco-table-no-data, .arco-empty').first().waitFor();
}

test('a reader signs up from the comment page, comments, staff approve it; the reader replies, likes and favourites', async () => {
  const reader = await newPage(browser);
  const staff = await newPage(browser);
  try {
    // the article page: its comment block and the way to the comment page
    await reader.goto(article);
    await reader.locator('#comments .comment-empty').waitFor();
    assert.equal(await reader.locator('#comments .comment-count').innerText(), '0');
    await reader.getByRole('link', { name: '写评论' }).click();
    await reader.locator('.comment-signin').waitFor();
    await shot(reader, 'comment-site-signin-needed');

    // sign up from there and come back to the comment page
    await reader.locator('.comment-signin').getByRole('link', { name: '注册' }).click();
    await reader.locator('input[name="userName"]').fill('reader_site');
    await reader.locator('input[name="nickName"]').fill('热心读者');
    await reader.locator('input[name="password"]').fill('Zx#Reader2026');
    await reader.getByRole('button', { name: '注册' }).click();
    await reader.locator('textarea[name="content"]').waitFor();
    assert.match(reader.url(), new RegExp(`/comment\\?contentId=${contentId}$`));

    // the comment waits for audit, shown to its author only
    await reader.locator('textarea[name="content"]').fill('请问申报 <b>截止</b> 时间？');
    await reader.getByRole('button', { name: '发表评论' }).click();
    await reader.locator('.form-saved').waitFor();
    assert.equal(await reader.locator('.form-saved').innerText(), '评论已提交，审核通过后公开。');
    assert.match(await reader.locator('.comment-waiting').innerText(), /请问申报 <b>截止<\/b> 时间？/);
    assert.equal(await reader.locator('.comment-list .comment-empty').count(), 1);
    await shot(reader, 'comment-site-waiting');

    // staff approve it on the desk
    await approveOnDesk(staff, '截止', 'comment-site-desk');

    // the article page shows it now (its script reads the public list), markup as text
    await reader.goto(article);
    await reader.locator('#comments .comment-list .comment-text', { hasText: '截止' }).waitFor();
    assert.equal(await reader.locator('#comments .comment-list .comment-text').first().innerText(), '请问申报 <b>截止</b> 时间？');
    assert.equal(await reader.locator('#comments .comment-count').innerText(), '1');
    assert.equal(await reader.locator('#comments .comment-list b').first().innerText(), '热心读者');
    await shot(reader, 'comment-site-article');

    // reply (it waits too), like the comment
    await reader.locator('#comments .comment-list').getByRole('link', { name: '回复' }).first().click();
    await reader.locator('.reply-to').waitFor();
    await reader.locator('textarea[name="content"]').fill('补充：附件在哪里下载？');
    await reader.getByRole('button', { name: '发表回复' }).click();
    await reader.locator('.form-saved').waitFor();
    assert.match(await reader.locator('.comment-waiting').innerText(), /附件在哪里下载/);
    await reader.locator('button.comment-like').click();
    await reader.locator('.form-saved', { hasText: '已点赞。' }).waitFor();
    assert.equal(await reader.locator('.comment-likes').first().innerText(), '已赞 1');

    // like and favourite the article
    await reader.locator('button.content-like').click();
    await reader.locator('.form-saved', { hasText: '已点赞这篇文章。' }).waitFor();
    await reader.locator('button.content-favorite').click();
    await reader.locator('.form-saved', { hasText: '已收藏。' }).waitFor();
    assert.equal(await reader.locator('button.content-favorite').innerText(), '取消收藏 1');
    assert.equal(await reader.locator('button.content-like').innerText(), '已点赞 1');
    await shot(reader, 'comment-site-liked');

    // my favourites and my comments, from the member centre
    await reader.getByRole('link', { name: '会员中心' }).click();
    await reader.getByRole('link', { name: '我的收藏' }).click();
    await reader.locator('a.favorite-link', { hasText: '关于开展年度优质工程评选的通知' }).waitFor();
    await shot(reader, 'comment-site-favorites');
    await reader.getByRole('link', { name: '我的评论' }).click();
    const rows = reader.locator('table.my-comments tbody tr');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2);
    assert.match(await rows.filter({ hasText: '附件在哪里下载' }).innerText(), /待审核/);
    assert.match(await rows.filter({ hasText: '截止' }).innerText(), /已公开/);
    await shot(reader, 'comment-site-my-comments');

    // the approval reached the member's in-site messages: the centre counts it unread, the messages page shows it
    await reader.getByRole('link', { name: '会员中心', exact: true }).click();
    await reader.locator('a.account-inbox .badge', { hasText: '1' }).waitFor();
    await reader.locator('a.account-inbox').click();
    const message = reader.locator('.account-messages li.unread');
    assert.match(await message.locator('.message-title').innerText(), /您的评论已通过审核：关于开展年度优质工程评选的通知/);
    assert.match(await message.locator('.message-body').innerText(), /请问申报 <b>截止<\/b> 时间？/);
    await shot(reader, 'comment-site-messages');
    await message.getByRole('button', { name: '标为已读' }).click();
    await reader.locator('.account-messages li.read').waitFor();
    assert.equal(await reader.locator('.account-messages li.unread').count(), 0);
    await reader.getByRole('link', { name: '返回会员中心' }).click();
    assert.equal(await reader.locator('a.account-inbox .badge').count(), 0);

    // the favourite links to the article
    await reader.getByRole('link', { name: '我的收藏' }).click();
    await reader.locator('a.favorite-link').click();
    await reader.locator('h1', { hasText: '关于开展年度优质工程评选的通知' }).waitFor();
    assert.equal(reader.url(), article);
    assert.deepEqual(reader.errors, []);
    assert.deepEqual(staff.errors, []);
  } finally {
    await reader.context().close();
    await staff.context().close();
  }
});
