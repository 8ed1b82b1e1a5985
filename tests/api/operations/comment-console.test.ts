import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { commentCount, member, pub, publishedContent, setExtends } from './comment-kit.ts';

/**
 * The console's comment routes (issue 34, chestnut-api §1.8): the list with its filters, audit pass / not pass in
 * batches, delete and recover, the reply and like lists, the official reply, mutes; a hidden comment hides its
 * replies; every id of another site is not found; no permission is 403.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let otherSiteId: number;
let noticeId: number;
let alice: { cookie: string; memberId: number };
let ipN = 0;
const api = (method: string, url: string, body?: unknown, site = siteId) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(site) } });
const write = async (body: unknown, cookie = alice.cookie) => {
  const r = await pub(t, 'POST', '/api/comment', { body, cookie, ip: `198.51.100.${++ipN}` });
  expect(r.code, r.msg).toBe(200);
  return r.data.commentId as number;
};
const shown = async () => (await pub(t, 'GET', `/api/comment/list?contentId=${noticeId}`)).data;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  otherSiteId = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'other' } })).data.siteId;
  noticeId = await publishedContent(t, '协会通知');
  alice = await member(t, 'alice_m');
  await setExtends(t, siteId, { EnableCommentAudit: 'Y' });
});
afterAll(async () => {
  await t?.dispose();
});

describe('audit, delete, recover', () => {
  it('lists the waiting comments oldest first with how long they waited, passes and rejects them in batches', async () => {
    const a = await write({ contentId: noticeId, content: '第一条' });
    const b = await write({ contentId: noticeId, content: '第二条' });
    const c = await write({ contentId: noticeId, content: '第三条' });
    const q = await api('GET', '/comment?auditStatus=0&pageNum=1&pageSize=10');
    expect(q.code, q.msg).toBe(200);
    expect(q.data.total).toBe(3);
    expect(q.data.rows[0]).toMatchObject({
      sourceId: noticeId,
      sourceTitle: '协会通知',
      memberName: 'alice_m',
      auditStatus: 0,
      delFlag: 'N',
    });
    expect(typeof q.data.rows[0].waitSeconds).toBe('number');
    expect((await api('GET', '/comment?auditStatus=0&sorts=commentTime%23asc')).data.rows.map((r: any) => r.commentId)).toEqual([a, b, c]);
    expect((await api('GET', '/comment?query=第二')).data.rows.map((r: any) => r.commentId)).toEqual([b]);
    expect((await api('GET', `/comment?uid=${alice.memberId}`)).data.total).toBe(3);
    expect((await shown()).total).toBe(0);

    expect((await api('PUT', '/comment/audit', { commentIds: [a, b], auditFlag: 'Y' })).code).toBe(200);
    expect((await api('PUT', '/comment/audit', { commentIds: [c], auditFlag: 'N' })).code).toBe(200);
    expect((await shown()).rows.map((r: any) => r.commentId).sort()).toEqual([a, b].sort());
    expect(await commentCount(t, noticeId)).toBe(2);
    const audited = (await api('GET', '/comment?auditStatus=1')).data.rows[0];
    expect(audited).toMatchObject({ auditBy: 'admin' });
    expect((await api('PUT', '/comment/audit', { commentIds: [a], auditFlag: 'X' })).msg).toMatch(/^Audit/);
  });

  it('hides the replies of a hidden comment, deletes and recovers', async () => {
    await setExtends(t, siteId, { EnableCommentAudit: 'N' });
    const top = await write({ contentId: noticeId, content: '主评论' });
    const r1 = await write({ contentId: noticeId, parentId: top, content: '回复一' });
    const before = await commentCount(t, noticeId);
    const replies = await api('GET', `/comment/reply/${top}`);
    expect(replies.data.rows.map((r: any) => r.commentId)).toEqual([r1]);

    expect((await api('DELETE', '/comment', [top])).code).toBe(200);
    expect((await shown()).rows.map((r: any) => r.commentId)).not.toContain(top);
    expect((await pub(t, 'GET', `/api/comment/replies?commentId=${top}`)).code).toBe(404);
    expect(await commentCount(t, noticeId)).toBe(before - 2);
    expect((await api('GET', '/comment?delFlag=Y')).data.rows.map((r: any) => r.commentId)).toContain(top);
    // a reply to a hidden comment is refused
    const refused = await pub(t, 'POST', '/api/comment', {
      body: { contentId: noticeId, parentId: r1, content: 'x' },
      cookie: alice.cookie,
      ip: '198.51.100.250',
    });
    expect(refused.msg).toBe('Comment replied to: the comment replied to is not shown.');

    expect((await api('POST', '/comment/recover', [top])).code).toBe(200);
    const back = (await shown()).rows.find((r: any) => r.commentId === top);
    expect(back.replies.map((r: any) => r.commentId)).toEqual([r1]);
    expect(await commentCount(t, noticeId)).toBe(before);
  });

  it('writes an official reply shown as the association’s', async () => {
    const top = await write({ contentId: noticeId, content: '请问何时截止？' });
    const r = await api('POST', '/comment/official', { commentId: top, content: '本月底截止。' });
    expect(r.code, r.msg).toBe(200);
    const row = (await shown()).rows.find((c: any) => c.commentId === top);
    expect(row.replies).toEqual([expect.objectContaining({ official: true, content: '本月底截止。', uid: null })]);
    expect(row.replies[0].nickName).toBeTruthy();
    expect((await api('POST', '/comment/official', { commentId: top, content: '  ' })).msg).toMatch(/^Comment/);
  });
});

describe('by-id access and permissions', () => {
  it('answers 404 for a comment of another site on every id-bearing route', async () => {
    const id = await write({ contentId: noticeId, content: '别站的评论' });
    await t.kernel.pool.query('update cms_comment set site_id = $2 where comment_id = $1', [id, otherSiteId]);
    expect((await api('PUT', '/comment/audit', { commentIds: [id], auditFlag: 'Y' })).code).toBe(404);
    expect((await api('DELETE', '/comment', [id])).code).toBe(404);
    expect((await api('POST', '/comment/recover', [id])).code).toBe(404);
    expect((await api('POST', '/comment/official', { commentId: id, content: 'x' })).code).toBe(404);
    expect((await api('GET', `/comment/reply/${id}`)).code).toBe(404);
    expect((await api('GET', `/comment/like/${id}`)).code).toBe(404);
    expect((await api('GET', '/comment')).data.rows.map((r: any) => r.commentId)).not.toContain(id);
    // on its own site it is there
    expect((await api('GET', `/comment/reply/${id}`, undefined, otherSiteId)).code).toBe(200);
    const row = await t.kernel.db
      .selectFrom('cmsComment')
      .select(['auditStatus', 'delFlag'])
      .where('commentId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delFlag: false });
  });

  it('refuses every route without its permission (403)', async () => {
    const id = await write({ contentId: noticeId, content: '权限' });
    const viewer = await t.asUser({ userName: 'comment_viewer', permissions: ['comment:view', 'cms:site:view'] });
    const nobody = await t.asUser({ userName: 'comment_nobody', permissions: ['cms:site:view'] });
    for (const u of [viewer, nobody])
      await t.api('PUT', '/cms/perms/site', {
        token: admin,
        body: { ownerType: 'Role', owner: u.roleId, perms: [{ siteId, perms: { View: { granted: true } } }] },
      });
    const as = (u: typeof viewer, method: string, url: string, body?: unknown) =>
      u.api(method, url, { body, headers: { CurrentSite: String(siteId) } });
    expect((await as(nobody, 'GET', '/comment')).code).toBe(403);
    expect((await as(nobody, 'GET', `/comment/reply/${id}`)).code).toBe(403);
    expect((await as(nobody, 'GET', `/comment/like/${id}`)).code).toBe(403);
    expect((await as(nobody, 'GET', '/comment/mute')).code).toBe(403);
    const list = await as(viewer, 'GET', '/comment');
    expect(list.code, list.msg).toBe(200);
    expect((await as(viewer, 'PUT', '/comment/audit', { commentIds: [id], auditFlag: 'Y' })).code).toBe(403);
    expect((await as(viewer, 'DELETE', '/comment', [id])).code).toBe(403);
    expect((await as(viewer, 'POST', '/comment/recover', [id])).code).toBe(403);
    expect((await as(viewer, 'POST', '/comment/official', { commentId: id, content: 'x' })).code).toBe(403);
    expect((await as(viewer, 'POST', '/comment/mute', { uid: alice.memberId, days: 1 })).code).toBe(403);
    expect((await as(viewer, 'DELETE', `/comment/mute/${alice.memberId}`)).code).toBe(403);
  });
});
