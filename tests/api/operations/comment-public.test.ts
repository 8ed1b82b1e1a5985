import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { captcha, commentCount, member, pub, publishedContent, setExtends } from './comment-kit.ts';

/**
 * The public comment API (issue 34, chestnut-api §1.8/§4.10): a signed-in member comments and replies, a visitor
 * only where the site allows it and with the captcha; the site's `EnableCommentAudit` decides whether a comment
 * waits; the sensitive-word check of text, nick name and URL; the size limit; a reply to another content's
 * comment; one like per member; a muted member; the rate limit; the content's counter.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let noticeId: number;
let otherNoticeId: number;
let alice: { cookie: string; memberId: number };
let bob: { cookie: string; memberId: number };
let ipN = 0;
/** a new client address per write (the rate limit has its own test) */
const ip = () => `198.51.100.${++ipN}`;
const write = (body: unknown, cookie?: string, lang = 'en') => pub(t, 'POST', '/api/comment', { body, cookie, ip: ip(), lang });
const list = async (contentId: number) => (await pub(t, 'GET', `/api/comment/list?contentId=${contentId}`)).data;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  noticeId = await publishedContent(t, '关于年度评选的通知');
  otherNoticeId = await publishedContent(t, '另一则通知');
  alice = await member(t, 'alice_c');
  bob = await member(t, 'bob_c');
  await setExtends(t, siteId, { EnableCommentAudit: 'N' });
  // comments and likes earn exp (the member plugin's exp rules)
  await t.kernel.pool.query(`insert into member_exp_config (op_type, exp) values ('Comment', 5), ('CommentLike', 1)`);
  for (const word of ['赌博', '诈骗', '色情'])
    expect((await t.api('POST', '/word/sensitiveword', { token: admin, body: { type: 'BLACK', word } })).code).toBe(200);
});
afterAll(async () => {
  await t?.dispose();
});

describe('writing comments', () => {
  it('publishes a member comment at once when the site does not audit, with replies under it and the counters following', async () => {
    const c = await write({ contentId: noticeId, content: '支持 <b>协会</b> 的工作' }, alice.cookie);
    expect(c.code, c.msg).toBe(200);
    expect(c.data.auditStatus).toBe(1);
    const r = await write({ contentId: noticeId, parentId: c.data.commentId, content: '同意' }, bob.cookie);
    expect(r.code, r.msg).toBe(200);
    // a reply to a reply goes under the top-level comment
    const rr = await write({ contentId: noticeId, parentId: r.data.commentId, content: '+1' }, alice.cookie);
    expect(rr.code, rr.msg).toBe(200);
    const l = await list(noticeId);
    expect(l.total).toBe(1);
    expect(l.rows[0]).toMatchObject({
      commentId: c.data.commentId,
      nickName: 'alice_c',
      content: '支持 <b>协会</b> 的工作',
      replyCount: 2,
    });
    expect(l.rows[0].replies.map((x: any) => x.content)).toEqual(['同意', '+1']);
    // no address, no agent on the public side
    expect(l.rows[0].ip).toBeUndefined();
    expect((await pub(t, 'GET', `/api/comment/count?contentId=${noticeId}`)).data.total).toBe(3);
    const replies = (await pub(t, 'GET', `/api/comment/replies?commentId=${c.data.commentId}`)).data;
    expect(replies.total).toBe(2);
    // the list's first replies are the replies route's rows, field for field (times as yyyy-MM-dd HH:mm:ss)
    expect(l.rows[0].replies).toEqual(replies.rows.map(({ replies: _r, ...r }: any) => r));
    expect(l.rows[0].replies[0].commentTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await commentCount(t, noticeId)).toBe(3);
    // the address is stored masked
    const row = await t.kernel.db
      .selectFrom('cmsComment')
      .select(['ip', 'userAgent'])
      .where('commentId', '=', c.data.commentId)
      .executeTakeFirstOrThrow();
    expect(row.ip).toMatch(/\.0$/);
    // the exp operation was recorded: two comments of alice's
    const exp = await t.kernel.pool.query(`select exp from member where member_id = $1`, [alice.memberId]);
    expect(Number(exp.rows[0].exp)).toBe(10);
  });

  it('makes a comment wait when the site audits, and announces it', async () => {
    await setExtends(t, siteId, { EnableCommentAudit: 'Y' });
    try {
      const c = await write({ contentId: otherNoticeId, content: '待审核的评论' }, alice.cookie);
      expect(c.code, c.msg).toBe(200);
      expect(c.data.auditStatus).toBe(0);
      expect((await list(otherNoticeId)).total).toBe(0);
      expect((await pub(t, 'GET', `/api/comment/count?contentId=${otherNoticeId}`)).data.total).toBe(0);
      const waiting = await t.api('GET', '/comment?auditStatus=0', { token: admin });
      expect(waiting.data.rows.map((r: any) => r.commentId)).toContain(c.data.commentId);
    } finally {
      await setExtends(t, siteId, { EnableCommentAudit: 'N' });
    }
  });

  it('refuses a comment over the size limit, naming the field, and writes nothing', async () => {
    const before = (await list(noticeId)).total;
    const long = await write({ contentId: noticeId, content: 'x'.repeat(1001) }, alice.cookie);
    expect(long.code).toBe(500);
    expect(long.msg).toMatch(/^Comment/);
    const zh = await write({ contentId: noticeId, content: 'x'.repeat(1001) }, alice.cookie, 'zh-CN');
    expect(zh.msg).toMatch(/^评论内容/);
    // a body over 8 KB is refused before it is read
    const big = await pub(t, 'POST', '/api/comment', {
      raw: JSON.stringify({ contentId: noticeId, content: 'y', pad: 'z'.repeat(9000) }),
      cookie: alice.cookie,
      ip: ip(),
    });
    expect(big.msg).toBe('The request body is too large.');
    const blank = await write({ contentId: noticeId, content: '   ' }, alice.cookie);
    expect(blank.msg).toMatch(/^Comment/);
    expect((await list(noticeId)).total).toBe(before);
  });

  it('refuses text full of sensitive words, and a sensitive nick name or URL; a single word sends it to audit with the hit kept', async () => {
    const before = (await list(noticeId)).total;
    const full = await write({ contentId: noticeId, content: '赌博诈骗色情' }, alice.cookie);
    expect(full.msg).toBe('Comment holds sensitive words: 赌博、诈骗、色情');
    const half = await write({ contentId: noticeId, content: '赌博赌博!' }, alice.cookie);
    expect(half.msg).toMatch(/^Comment holds sensitive words: 赌博/);
    const one = await write({ contentId: noticeId, content: '听说有人在会上谈赌博的危害，讲得很好' }, alice.cookie);
    expect(one.code, one.msg).toBe(200);
    expect(one.data.auditStatus).toBe(0);
    const row = await t.kernel.db
      .selectFrom('cmsComment')
      .select('sensitiveHits')
      .where('commentId', '=', one.data.commentId)
      .executeTakeFirstOrThrow();
    expect(row.sensitiveHits).toEqual(['赌博']);
    await setExtends(t, siteId, { EnableVisitorComment: 'Y' });
    try {
      const nick = await write({ contentId: noticeId, content: '你好', nickName: '诈骗王', ...(await captcha(t)) });
      expect(nick.msg).toBe('Nick name holds sensitive words: 诈骗');
      const url = await write({
        contentId: noticeId,
        content: '你好',
        nickName: '访客',
        url: 'https://x.example/色情',
        ...(await captcha(t)),
      });
      expect(url.msg).toBe('URL holds sensitive words: 色情');
      const bad = await write({
        contentId: noticeId,
        content: '你好',
        nickName: '访客',
        url: 'javascript:alert(1)',
        ...(await captcha(t)),
      });
      expect(bad.msg).toBe('URL must be an address starting with http:// or https://.');
    } finally {
      await setExtends(t, siteId, { EnableVisitorComment: 'N' });
    }
    expect((await list(noticeId)).total).toBe(before);
  });

  it('refuses a reply to a comment of another content, naming the field', async () => {
    const other = await write({ contentId: otherNoticeId, content: '别处的评论' }, bob.cookie);
    expect(other.code, other.msg).toBe(200);
    const r = await write({ contentId: noticeId, parentId: other.data.commentId, content: '回复' }, alice.cookie);
    expect(r.code).toBe(500);
    expect(r.msg).toBe('Comment replied to: the comment replied to is not a comment of this content.');
    const zh = await write({ contentId: noticeId, parentId: other.data.commentId, content: '回复' }, alice.cookie, 'zh-CN');
    expect(zh.msg).toBe('回复的评论：回复的评论不属于该内容。');
    const none = await write({ contentId: 987654, content: '回复' }, alice.cookie);
    expect(none.msg).toBe('Content: the content does not exist or is not published.');
  });

  it('takes a visitor only where the site allows it, and only with the captcha', async () => {
    const refused = await write({ contentId: noticeId, content: '游客评论', nickName: '路人' });
    expect(refused.code).toBe(401);
    expect(refused.msg).toBe('Please sign in to comment.');
    await setExtends(t, siteId, { EnableVisitorComment: 'Y' });
    try {
      const noCaptcha = await write({ contentId: noticeId, content: '游客评论', nickName: '路人' });
      expect(noCaptcha.msg).toBe('The captcha has expired, refresh it and try again.');
      const c = await captcha(t);
      const wrong = await write({
        contentId: noticeId,
        content: '游客评论',
        nickName: '路人',
        uuid: c.uuid,
        code: String(Number(c.code) + 1),
      });
      expect(wrong.msg).toBe('Wrong captcha.');
      const noNick = await write({ contentId: noticeId, content: '游客评论', ...(await captcha(t)) });
      expect(noNick.msg).toMatch(/^Nick name/);
      const okc = await write({ contentId: noticeId, content: '游客评论', nickName: '路人', ...(await captcha(t)) });
      expect(okc.code, okc.msg).toBe(200);
      const shown = (await list(noticeId)).rows.find((r: any) => r.commentId === okc.data.commentId);
      expect(shown).toMatchObject({ nickName: '路人', uid: null });
    } finally {
      await setExtends(t, siteId, { EnableVisitorComment: 'N' });
    }
  });
});

describe('likes, mutes, limits', () => {
  it('counts one like per member, even when sent at once', async () => {
    const c = await write({ contentId: noticeId, content: '点赞我' }, alice.cookie);
    const id = c.data.commentId;
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => pub(t, 'POST', `/api/comment/like/${id}`, { cookie: bob.cookie, ip: ip() })),
    );
    expect(tries.filter((r) => r.code === 200)).toHaveLength(1);
    const second = await pub(t, 'POST', `/api/comment/like/${id}`, { cookie: bob.cookie, ip: ip() });
    expect(second.msg).toBe('You already liked this comment.');
    expect((await pub(t, 'POST', `/api/comment/like/${id}`, { cookie: alice.cookie, ip: ip() })).data.likeCount).toBe(2);
    expect((await pub(t, 'POST', `/api/comment/like/${id}`, { ip: ip() })).code).toBe(401);
    expect((await pub(t, 'POST', '/api/comment/like/987654', { cookie: alice.cookie, ip: ip() })).code).toBe(404);
    const likes = await t.api('GET', `/comment/like/${id}`, { token: admin });
    expect(likes.data.total).toBe(2);
  });

  it('refuses a muted member until unmuted, keeping the account', async () => {
    const carol = await member(t, 'carol_c');
    expect((await t.api('POST', '/comment/mute', { token: admin, body: { uid: carol.memberId, days: 7, reason: 'spam' } })).code).toBe(200);
    const r = await write({ contentId: noticeId, content: '我被禁言了吗' }, carol.cookie);
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(/^You may not comment on this site until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/);
    const mutes = await t.api('GET', '/comment/mute', { token: admin });
    expect(mutes.data.rows).toEqual([expect.objectContaining({ uid: carol.memberId, reason: 'spam', memberName: 'carol_c' })]);
    expect((await t.api('DELETE', `/comment/mute/${carol.memberId}`, { token: admin })).code).toBe(200);
    expect((await write({ contentId: noticeId, content: '解除了' }, carol.cookie)).code).toBe(200);
    expect((await t.api('POST', '/comment/mute', { token: admin, body: { uid: 987654, days: 0 }, lang: 'en' })).msg).toBe(
      'Member: no such member.',
    );
  });

  it('rate-limits the writes of one address', async () => {
    const same = '192.0.2.99';
    const results = [];
    for (let i = 0; i < 12; i++)
      results.push(
        await pub(t, 'POST', '/api/comment', { body: { contentId: otherNoticeId, content: `第${i}条` }, cookie: alice.cookie, ip: same }),
      );
    expect(results.slice(0, 10).every((r) => r.code === 200)).toBe(true);
    expect(results[11].msg).toMatch(/too many|Too many/i);
  });
});
