import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { until } from '../../support/push-sinks.ts';
import { member, pub, publishedContent, setExtends } from '../operations/comment-kit.ts';

/**
 * Members' in-site messages (issue 31 with 34): the pusher's site channel reaches members of the published sites
 * — their comment approved, a reply to it — in the member plugin's inbox, read on the public member API and in the
 * account centre's messages page; a member reaches only their own, and marks them read.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let noticeId: number;
let alice: { cookie: string; memberId: number };
let bob: { cookie: string; memberId: number };
let ipN = 0;

const api = (method: string, url: string, body?: unknown) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(siteId) } });
const write = async (body: unknown, cookie: string) => {
  const r = await pub(t, 'POST', '/api/comment', { body, cookie, ip: `198.51.100.${++ipN}` });
  expect(r.code, r.msg).toBe(200);
  return r.data.commentId as number;
};
const inbox = async (cookie: string, q = '') => (await pub(t, 'GET', `/api/member/messages${q}`, { cookie })).data;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  noticeId = await publishedContent(t, '协会<年会>通知');
  alice = await member(t, 'alice_inbox');
  bob = await member(t, 'bob_inbox');
  await setExtends(t, siteId, { EnableCommentAudit: 'Y' });
  const ch = await t.api('POST', '/pusher/config', { token: admin, body: { channelName: 'inbox', channelType: 'site', config: {} } });
  expect(ch.code, ch.msg).toBe(200);
  for (const eventCode of ['operations.comment.approved', 'operations.comment.replied']) {
    const r = await t.api('PUT', '/pusher/subscriptions', {
      token: admin,
      body: { eventCode, items: [{ channelId: ch.data.channelId, targetType: 'subject' }] },
    });
    expect(r.code, r.msg).toBe(200);
  }
});
afterAll(async () => {
  await t?.dispose();
});

describe('members’ in-site messages', () => {
  it('tells a member their comment was approved, and the member replied to of the reply; each sees only their own', async () => {
    const top = await write({ contentId: noticeId, content: '支持协会的工作' }, alice.cookie);
    expect((await inbox(alice.cookie)).total).toBe(0);
    expect((await api('PUT', '/comment/audit', { commentIds: [top], auditFlag: 'Y' })).code).toBe(200);
    await until(async () => (await inbox(alice.cookie)).total === 1, 10_000, 'the approval message');
    const a = await inbox(alice.cookie);
    expect(a.unread).toBe(1);
    expect(a.rows[0]).toMatchObject({ eventCode: 'operations.comment.approved', read: false });
    expect(a.rows[0].title).toContain('协会<年会>通知');
    expect(a.rows[0].body).toContain('支持协会的工作');
    // approving it again tells nobody twice
    expect((await api('PUT', '/comment/audit', { commentIds: [top], auditFlag: 'Y' })).code).toBe(200);

    // bob replies; once approved, alice hears of the reply and bob of his approval
    const reply = await write({ contentId: noticeId, content: '同意楼上', parentId: top }, bob.cookie);
    expect((await api('PUT', '/comment/audit', { commentIds: [reply], auditFlag: 'Y' })).code).toBe(200);
    await until(async () => (await inbox(alice.cookie)).total === 2 && (await inbox(bob.cookie)).total === 1, 10_000, 'reply messages');
    const a2 = await inbox(alice.cookie);
    expect(a2.rows.map((r: any) => r.eventCode)).toEqual(['operations.comment.replied', 'operations.comment.approved']);
    expect(a2.rows[0].body).toContain('同意楼上');
    const b = await inbox(bob.cookie);
    expect(b.rows.map((r: any) => r.eventCode)).toEqual(['operations.comment.approved']);

    // a member marks only their own read: bob naming alice's message changes nothing
    const aliceIds = a2.rows.map((r: any) => r.messageId);
    const wrong = await pub(t, 'POST', '/api/member/messages/read', { cookie: bob.cookie, body: { ids: aliceIds } });
    expect(wrong.data.updated).toBe(0);
    expect((await pub(t, 'GET', '/api/member/messages/unread', { cookie: alice.cookie })).data.count).toBe(2);
    const one = await pub(t, 'POST', '/api/member/messages/read', { cookie: alice.cookie, body: { ids: [aliceIds[1]] } });
    expect(one.data.updated).toBe(1);
    expect((await pub(t, 'GET', '/api/member/messages/unread', { cookie: alice.cookie })).data.count).toBe(1);
    // replying to oneself tells nobody of a reply
    const self = await write({ contentId: noticeId, content: '补充一句', parentId: top }, alice.cookie);
    expect((await api('PUT', '/comment/audit', { commentIds: [self], auditFlag: 'Y' })).code).toBe(200);
    await until(async () => (await inbox(alice.cookie)).total === 3, 10_000, 'the self-reply approval');
    expect((await inbox(alice.cookie)).rows[0].eventCode).toBe('operations.comment.approved');
  });

  it('refuses a caller without a member session, and a console token is no member session', async () => {
    expect((await pub(t, 'GET', '/api/member/messages')).code).toBe(401);
    const withToken = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/api/member/messages/unread`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(JSON.parse(withToken.body).code).toBe(401);
    expect((await pub(t, 'POST', '/api/member/messages/read', { body: { ids: [1] } })).code).toBe(401);
    const bad = await pub(t, 'POST', '/api/member/messages/read', { cookie: alice.cookie, body: { ids: ['x'] } });
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/ids/);
  });

  it('shows the messages in the account centre, escaped, and marks them read through the page form', async () => {
    const types = (await t.api('GET', '/cms/dynamicPageTypes', { token: admin })).data;
    const base = types.find((x: any) => x.type === 'AccountLogin').links.pc.replace(/account\/login$/, '');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } });
    const centre = await get(`${base}account/centre`);
    expect(centre.body).toMatch(/站内消息 <span class="badge">2<\/span>/);
    const page = await get(`${base}account/messages`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('协会&lt;年会&gt;通知');
    expect(page.body).not.toContain('协会<年会>通知');
    expect((page.body.match(/<li class="unread"/g) ?? []).length).toBe(2);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const read = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/member/form/read`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ base: hidden('base'), baseSig: hidden('baseSig'), formToken: hidden('formToken') }).toString(),
    });
    expect(read.statusCode).toBe(303);
    expect(read.headers.location).toBe(`${base}account/messages`);
    expect((await pub(t, 'GET', '/api/member/messages/unread', { cookie: alice.cookie })).data.count).toBe(0);
    expect((await get(`${base}account/messages`)).body).not.toContain('<li class="unread"');
    // signed out, the page sends the reader to sign in
    const out = await t.app.inject({ method: 'GET', url: `${base}account/messages` });
    expect(out.headers.location).toBe(`${base}account/login`);
  });
});
