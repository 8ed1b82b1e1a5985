import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signWith } from '../../../kernel/server/index.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { COMMENT_PAGE_PURPOSE, commentPageSigned } from '../../../plugins/operations/shared/comment-page.ts';
import { shownContentOf } from '../../../plugins/operations/server/services/comment-host.ts';
import { flushReactionCounts } from '../../../plugins/operations/server/services/reaction-counts.ts';
import { member, publishedContent, setExtends } from './comment-kit.ts';

/**
 * The comment page of the published sites and its forms (issue 34): the page rendered per request with the
 * member's form token (or the sign-in link that returns there), the form-encoded posts to
 * `/api/comment/form/<action>` answered with 303s back to the signed page (never to a URL of the request), the
 * same rules as the JSON API (sign-in, size limit, sensitive words, mutes, a reply on the same content), likes
 * and favourites once per member with their counters written in batches, and the member centre's my comments
 * and my favourites.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let base: string;
let noticeId: number;
let otherNoticeId: number;
let alice: { cookie: string; memberId: number };
let bob: { cookie: string; memberId: number };
let ipN = 0;
const ip = () => `198.51.100.${++ipN}`;

const get = (url: string, cookie = '') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip(), headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
/** the signed fields of a comment page as served to `cookie` */
async function pageFields(contentId: number, cookie = '') {
  const page = await get(`${base}comment?contentId=${contentId}`, cookie);
  expect(page.statusCode).toBe(200);
  return {
    html: page.body,
    fields: {
      base: hidden(page.body, 'base'),
      siteId: hidden(page.body, 'siteId'),
      pageSig: hidden(page.body, 'pageSig'),
      formToken: hidden(page.body, 'formToken'),
    },
  };
}
const post = (action: string, fields: Record<string, string>, o: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/api/comment/form/${action}`,
    remoteAddress: o.ip ?? ip(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...(o.cookie ? { cookie: o.cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const where = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
const errorOf = (res: { headers: Record<string, unknown> }) => new URL(where(res), 'http://x').searchParams.get('error');
const counters = async (contentId: number) => {
  await flushReactionCounts(t.kernel);
  const r = await t.kernel.pool.query('select like_count, favorite_count from cms_content where content_id = $1', [contentId]);
  return { likes: Number(r.rows[0].like_count), favorites: Number(r.rows[0].favorite_count) };
};
const commentLikes = async (commentId: number) => {
  await flushReactionCounts(t.kernel);
  const r = await t.kernel.pool.query('select like_count from cms_comment where comment_id = $1', [commentId]);
  return Number(r.rows[0].like_count);
};
/** members with live sessions, made straight in the member plugin's tables (50 sign-ups would meet the sign-up rate limit) */
async function manyMembers(n: number, prefix: string) {
  const out: { cookie: string; memberId: number }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await t.kernel.pool.query(`insert into member (user_name, password) values ($1, 'x') returning member_id`, [`${prefix}${i}`]);
    const token = crypto.randomBytes(32).toString('base64url');
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    await t.kernel.pool.query(
      `insert into member_session (token_hash, member_id, expire_time) values ($1, $2, now() + interval '1 hour')`,
      [hash, m.rows[0].member_id],
    );
    out.push({ cookie: `zx_member=${token}`, memberId: Number(m.rows[0].member_id) });
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const types = (await t.api('GET', '/cms/dynamicPageTypes', { token: admin })).data;
  base = types.find((x: any) => x.type === 'CommentWrite').links.pc.replace(/comment$/, '');
  noticeId = await publishedContent(t, '关于年度评选的通知');
  otherNoticeId = await publishedContent(t, '另一则通知');
  alice = await member(t, 'alice_f');
  bob = await member(t, 'bob_f');
  await setExtends(t, siteId, { EnableCommentAudit: 'N', EnableVisitorComment: 'N' });
  for (const word of ['赌博', '诈骗', '色情'])
    expect((await t.api('POST', '/word/sensitiveword', { token: admin, body: { type: 'BLACK', word } })).code).toBe(200);
});
afterAll(async () => {
  await t?.dispose();
});

describe('the comment page', () => {
  it('lists the comment page types with their paths', async () => {
    const types = (await t.api('GET', '/cms/dynamicPageTypes', { token: admin, lang: 'en' })).data;
    expect(types.find((x: any) => x.type === 'CommentWrite')).toMatchObject({ name: 'Comment page', requestPath: 'comment' });
    expect(types.find((x: any) => x.type === 'AccountFavorites')).toMatchObject({
      name: 'My favourites',
      requestPath: 'account/favorites',
    });
  });

  it('shows a visitor the comments and a sign-in link that returns to the page, no form', async () => {
    const { html, fields } = await pageFields(noticeId);
    expect(html).toContain('关于年度评选的通知');
    expect(html).not.toContain('name="content"');
    expect(fields.formToken).toBe('');
    expect(html).toContain(`href="${base}account/login?next=${encodeURIComponent(`comment?contentId=${noticeId}`)}"`);
    // the sign-in page keeps where to go next, and a sign-in through it lands back on the comment page
    const login = await get(`${base}account/login?next=${encodeURIComponent(`comment?contentId=${noticeId}`)}`);
    const next = hidden(login.body, 'next');
    expect(next).toBe(`comment?contentId=${noticeId}`);
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/member/form/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        base: hidden(login.body, 'base'),
        baseSig: hidden(login.body, 'baseSig'),
        next,
        account: 'alice_f',
        password: 'Zx#Secure2026',
      }).toString(),
    });
    expect(signIn.statusCode).toBe(303);
    expect(where(signIn)).toBe(`${base}comment?contentId=${noticeId}`);
    // a next that is not a page path under the base is dropped
    const odd = await get(`${base}account/login?next=${encodeURIComponent('//evil.example/x')}`);
    expect(odd.body).not.toContain('name="next"');
    // no such content: the page says so
    expect((await get(`${base}comment?contentId=987654`)).body).toContain('没有这篇文章');
  });

  it('lets a signed-in member comment without JavaScript: a form token, a 303 back to the page, the comment shown escaped', async () => {
    const { html, fields } = await pageFields(noticeId, alice.cookie);
    expect(fields.formToken).not.toBe('');
    expect(html).toContain('name="content"');
    // the post carries the token, not the cookie (a sandboxed page's post leaves the SameSite cookie home)
    const res = await post('comment', { ...fields, contentId: String(noticeId), content: '支持 <script>alert(1)</script> 协会' });
    expect(res.statusCode).toBe(303);
    expect(where(res)).toBe(`${base}comment?contentId=${noticeId}&done=comment`);
    const after = await get(where(res), alice.cookie);
    expect(after.body).toContain('Your comment is published.');
    expect(after.body).toContain('支持 &lt;script&gt;alert(1)&lt;/script&gt; 协会');
    expect(after.body).not.toContain('<script>alert(1)');
    const row = await t.kernel.db
      .selectFrom('cmsComment')
      .select(['uid', 'auditStatus'])
      .orderBy('commentId', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uid: alice.memberId, auditStatus: 1 });
  });

  it('makes the comment wait when the site audits, shown to its author and in my comments with its state', async () => {
    await setExtends(t, siteId, { EnableCommentAudit: 'Y' });
    try {
      const { fields } = await pageFields(otherNoticeId, bob.cookie);
      const res = await post('comment', { ...fields, contentId: String(otherNoticeId), content: '等待审核的评论' });
      expect(where(res)).toBe(`${base}comment?contentId=${otherNoticeId}&done=commentWaiting`);
      const mine = await get(where(res), bob.cookie);
      expect(mine.body).toContain('Your comment is sent; it is shown once approved.');
      expect(/<div class="comment-waiting"[\s\S]*?<\/div>/.exec(mine.body)?.[0]).toContain('等待审核的评论');
      // nobody else sees it
      expect((await get(where(res), alice.cookie)).body).not.toContain('等待审核的评论');
      const my = await get(`${base}account/comments`, bob.cookie);
      expect(my.statusCode).toBe(200);
      expect(my.body).toMatch(
        /等待审核的评论<\/td><td><a href="[^"]*comment\?contentId=\d+#c\d+">另一则通知<\/a><\/td>\s*<td class="audit-0">待审核/,
      );
      // signed out, my comments sends the reader to sign in first, coming back here
      const out = await get(`${base}account/comments`);
      expect(out.statusCode).toBe(303);
      expect(where(out)).toBe(`${base}account/login?next=${encodeURIComponent('account/comments')}`);
    } finally {
      await setExtends(t, siteId, { EnableCommentAudit: 'N' });
    }
  });
});

describe('visitors', () => {
  it('gives a visitor the form with the captcha where the site allows visitors, and checks the answer', async () => {
    await setExtends(t, siteId, { EnableVisitorComment: 'Y' });
    try {
      const { html, fields } = await pageFields(noticeId);
      expect(html).toContain('name="nickName"');
      expect(html).toContain('<img src="data:image/png;base64,');
      const uuid = hidden(html, 'uuid');
      const wrong = await post('comment', {
        ...fields,
        uuid,
        code: '0000',
        nickName: '路人',
        contentId: String(noticeId),
        content: '访客评论',
      });
      expect(where(wrong)).toBe(
        `${base}comment?contentId=${noticeId}&error=${encodeURIComponent('server:login.captchaWrong')}&p_field=code`,
      );
      const again = await pageFields(noticeId);
      const uuid2 = hidden(again.html, 'uuid');
      const code = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', uuid2).executeTakeFirstOrThrow()).code;
      const ok = await post('comment', {
        ...again.fields,
        uuid: uuid2,
        code,
        nickName: '路人',
        contentId: String(noticeId),
        content: '访客评论',
      });
      expect(where(ok)).toBe(`${base}comment?contentId=${noticeId}&done=comment`);
      const row = await t.kernel.db
        .selectFrom('cmsComment')
        .select(['uid', 'nickName'])
        .where('content', '=', '访客评论')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ uid: null, nickName: '路人' });
      // a visitor still may not like or favourite
      expect(errorOf(await post('favorite', { ...again.fields, contentId: String(noticeId) }))).toBe('operations:comment.errors.signIn');
      // the public list's page past the end still names the total
      const past = await t.app.inject({
        method: 'GET',
        url: `${t.kernel.config.apiBase}/api/comment/list?contentId=${noticeId}&pageNum=50`,
      });
      const first = await t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}/api/comment/list?contentId=${noticeId}` });
      expect(JSON.parse(past.body).data).toEqual({ rows: [], total: JSON.parse(first.body).data.total });
      expect(JSON.parse(first.body).data.total).toBeGreaterThan(0);
    } finally {
      await setExtends(t, siteId, { EnableVisitorComment: 'N' });
    }
  });
});

describe('refusals of the page forms', () => {
  it('refuses a post without a member, with a forged or ended form token', async () => {
    // a signed page's fields without its member's token, posted without a cookie
    const fields = { ...(await pageFields(noticeId, alice.cookie)).fields, formToken: '' };
    const none = await post('comment', { ...fields, contentId: String(noticeId), content: '匿名' });
    expect(where(none)).toBe(`${base}comment?contentId=${noticeId}&error=${encodeURIComponent('operations:comment.errors.signIn')}`);
    expect((await get(where(none))).body).toContain('<p class="form-error" role="alert">Please sign in to comment.</p>');
    // alice's token with bob's session hash in it: the signature no longer holds
    const a = (await pageFields(noticeId, alice.cookie)).fields.formToken;
    const b = (await pageFields(noticeId, bob.cookie)).fields.formToken;
    const forged = `${b.split('.')[0]}.${a.split('.')[1]}.${a.split('.')[2]}`;
    expect(errorOf(await post('comment', { ...fields, formToken: forged, contentId: String(noticeId), content: '冒名' }))).toBe(
      'operations:comment.errors.signIn',
    );
    // a token of a session that ended
    const dave = await member(t, 'dave_f');
    const token = (await pageFields(noticeId, dave.cookie)).fields.formToken;
    await t.kernel.pool.query('delete from member_session where member_id = $1', [dave.memberId]);
    expect(errorOf(await post('favorite', { ...fields, formToken: token, contentId: String(noticeId) }))).toBe(
      'operations:comment.errors.signIn',
    );
    expect(await t.kernel.db.selectFrom('cmsComment').select('commentId').where('content', 'in', ['匿名', '冒名']).execute()).toEqual([]);
  });

  it('never answers to a base it did not sign, nor for another site', async () => {
    const { fields } = await pageFields(noticeId, alice.cookie);
    const evil = await post('comment', { ...fields, base: 'https://evil.example/', contentId: String(noticeId), content: 'x' });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
    expect(evil.body).toBe('The form is no longer valid; go back to the page and send it again.');
    expect((await post('comment', { ...fields, siteId: String(siteId + 1), contentId: String(noticeId), content: 'x' })).statusCode).toBe(
      400,
    );
    expect((await post('delete', { ...fields, contentId: String(noticeId) })).statusCode).toBe(400);
  });

  it('refuses a comment over the size limit or full of sensitive words, naming the field, writing nothing', async () => {
    const { fields } = await pageFields(noticeId, alice.cookie);
    const before = (await t.kernel.pool.query('select count(*) from cms_comment')).rows[0].count;
    const long = await post('comment', { ...fields, contentId: String(noticeId), content: 'x'.repeat(1001) });
    expect(where(long)).toBe(
      `${base}comment?contentId=${noticeId}&error=${encodeURIComponent('server:schema.maxLength')}&p_limit=1000&p_field=content`,
    );
    expect((await get(where(long))).body).toContain('<p class="form-error" role="alert">Comment: at most 1000 characters.</p>');
    const bad = await post('comment', { ...fields, contentId: String(noticeId), content: '赌博诈骗色情' });
    expect(errorOf(bad)).toBe('operations:comment.errors.sensitiveForm');
    expect((await get(where(bad))).body).toContain('Comment holds sensitive words; change it and send it again.');
    // an oversized body is refused before anything is read
    const huge = await post('comment', { ...fields, contentId: String(noticeId), content: 'x'.repeat(9000) });
    expect(JSON.parse(huge.body)).toEqual({ code: 500, msg: 'The request body is too large.' });
    expect((await t.kernel.pool.query('select count(*) from cms_comment')).rows[0].count).toBe(before);
  });

  it('refuses a muted member and a reply to a comment of another content', async () => {
    const carol = await member(t, 'carol_f');
    expect((await t.api('POST', '/comment/mute', { token: admin, body: { uid: carol.memberId, days: 0 } })).code).toBe(200);
    const { fields } = await pageFields(noticeId, carol.cookie);
    expect(errorOf(await post('comment', { ...fields, contentId: String(noticeId), content: '禁言中' }))).toBe(
      'operations:comment.errors.muted',
    );
    const a = (await pageFields(noticeId, alice.cookie)).fields;
    const top = await post('comment', { ...a, contentId: String(otherNoticeId), content: '另一篇的评论' });
    expect(errorOf(top)).toBeNull();
    const otherComment = await t.kernel.db
      .selectFrom('cmsComment')
      .select('commentId')
      .where('sourceId', '=', otherNoticeId)
      .orderBy('commentId', 'desc')
      .executeTakeFirstOrThrow();
    const reply = await post('comment', { ...a, contentId: String(noticeId), parentId: String(otherComment.commentId), content: '串台' });
    expect(where(reply)).toBe(
      `${base}comment?contentId=${noticeId}&error=${encodeURIComponent('operations:comment.errors.otherContent')}&p_field=parentId`,
    );
    expect((await get(where(reply))).body).toContain('Comment replied to: the comment replied to is not a comment of this content.');
  });
});

describe('likes and favourites', () => {
  it('replies and likes a comment once, the counter following in the batch', async () => {
    const { fields } = await pageFields(noticeId, bob.cookie);
    const c = await t.kernel.db
      .selectFrom('cmsComment')
      .select('commentId')
      .where('sourceId', '=', noticeId)
      .where('parentId', 'is', null)
      .where('auditStatus', '=', 1)
      .executeTakeFirstOrThrow();
    const reply = await post('comment', { ...fields, contentId: String(noticeId), parentId: String(c.commentId), content: '同意楼上' });
    expect(where(reply)).toBe(`${base}comment?contentId=${noticeId}&done=comment`);
    expect((await get(where(reply))).body).toMatch(/<ul class="comment-replies">.*同意楼上/s);
    const like = await post('like', { ...fields, contentId: String(noticeId), commentId: String(c.commentId) });
    expect(where(like)).toBe(`${base}comment?contentId=${noticeId}&done=like`);
    const again = await post('like', { ...fields, contentId: String(noticeId), commentId: String(c.commentId) });
    expect(errorOf(again)).toBe('operations:comment.errors.liked');
    expect(await commentLikes(Number(c.commentId))).toBe(1);
    // a comment id that is not shown
    expect(errorOf(await post('like', { ...fields, contentId: String(noticeId), commentId: '987654' }))).toBe('server:errors.notFound');
  });

  it('likes a content once and favourites it, shown in my favourites with its link, and taken back', async () => {
    const { fields } = await pageFields(noticeId, alice.cookie);
    const before = await counters(noticeId);
    expect(where(await post('contentLike', { ...fields, contentId: String(noticeId) }))).toBe(
      `${base}comment?contentId=${noticeId}&done=contentLike`,
    );
    expect(errorOf(await post('contentLike', { ...fields, contentId: String(noticeId) }))).toBe('operations:comment.errors.contentLiked');
    expect(where(await post('favorite', { ...fields, contentId: String(noticeId) }))).toBe(
      `${base}comment?contentId=${noticeId}&done=favorite`,
    );
    expect(errorOf(await post('favorite', { ...fields, contentId: String(noticeId) }))).toBe('operations:comment.errors.favorited');
    expect(await counters(noticeId)).toEqual({ likes: before.likes + 1, favorites: before.favorites + 1 });
    const page = await get(`${base}comment?contentId=${noticeId}`, alice.cookie);
    expect(page.body).toMatch(/class="content-like on" disabled>已点赞 1</);
    expect(page.body).toContain('取消收藏 1');
    const fav = await get(`${base}account/favorites`, alice.cookie);
    expect(fav.body).toMatch(/<a class="favorite-link" href="[^"]+\.html">关于年度评选的通知<\/a>/);
    // the centre links to my comments and my favourites
    const centre = await get(`${base}account/centre`, alice.cookie);
    expect(centre.body).toContain(`<a href="${base}account/favorites">我的收藏</a>`);
    expect(centre.body).toContain(`<a href="${base}account/comments">我的评论</a>`);
    const back = await post('unfavorite', { ...hiddenFields(fav.body), contentId: String(noticeId), back: 'favorites' });
    expect(where(back)).toBe(`${base}account/favorites?done=unfavorite`);
    expect((await get(where(back), alice.cookie)).body).toContain('还没有收藏。');
    expect(errorOf(await post('unfavorite', { ...fields, contentId: String(noticeId) }))).toBe('operations:comment.errors.notFavorited');
    expect(await counters(noticeId)).toEqual({ likes: before.likes + 1, favorites: before.favorites });
  });

  it('refuses a favourite of a content of another site or not published', async () => {
    const other = await t.api('POST', '/cms/site', { token: admin, body: { name: '评论分站', path: 'commentbranch' } });
    expect(other.code, other.msg).toBe(200);
    const otherSite = Number((await t.kernel.pool.query(`select site_id from cms_site where path = 'commentbranch'`)).rows[0].site_id);
    const moved = await publishedContent(t, '分站的通知');
    await t.kernel.pool.query('update cms_content set site_id = $2 where content_id = $1', [moved, otherSite]);
    const offline = await publishedContent(t, '下线的通知');
    await t.kernel.pool.query(`update cms_content set status = '40' where content_id = $1`, [offline]);
    const { fields } = await pageFields(noticeId, bob.cookie);
    for (const id of [moved, offline]) {
      const r = await post('favorite', { ...fields, contentId: String(id) });
      expect(errorOf(r)).toBe('operations:comment.errors.noContent');
      expect(new URL(where(r), 'http://x').searchParams.get('p_field')).toBe('contentId');
      expect(errorOf(await post('contentLike', { ...fields, contentId: String(id) }))).toBe('operations:comment.errors.noContent');
      expect(errorOf(await post('comment', { ...fields, contentId: String(id), content: '别处' }))).toBe(
        'operations:comment.errors.noContent',
      );
    }
    // the other site's own page form (signed for its site) may favourite it
    const otherFields = {
      ...fields,
      siteId: String(otherSite),
      pageSig: await signWith(t.kernel.db, COMMENT_PAGE_PURPOSE, commentPageSigned(otherSite, base)),
    };
    expect(where(await post('favorite', { ...otherFields, contentId: String(moved) }))).toContain('done=favorite');
    expect(
      await t.kernel.db.selectFrom('cmsFavoriteContent').select(['siteId', 'contentId']).where('memberId', '=', bob.memberId).execute(),
    ).toEqual([{ siteId: otherSite, contentId: moved }]);
  });

  it('takes a content the public reads found published as published for a second, and asks again after', async () => {
    const id = await publishedContent(t, '将要下线的通知');
    const at = Date.now() + 60_000;
    expect((await shownContentOf(t.kernel, id, at))?.contentId).toBe(id);
    await t.kernel.pool.query(`update cms_content set status = '40' where content_id = $1`, [id]);
    expect((await shownContentOf(t.kernel, id, at + 500))?.contentId).toBe(id);
    expect(await shownContentOf(t.kernel, id, at + 1500)).toBeNull();
    // not found is never remembered: published again, it shows at once
    await t.kernel.pool.query(`update cms_content set status = '30' where content_id = $1`, [id]);
    expect((await shownContentOf(t.kernel, id, at + 1600))?.contentId).toBe(id);
  });

  it('counts 50 concurrent likes from 50 members once each, in batches: +50 once flushed', async () => {
    const members = await manyMembers(50, 'liker');
    const before = await counters(otherNoticeId);
    const c = await t.kernel.db
      .selectFrom('cmsComment')
      .select('commentId')
      .where('sourceId', '=', otherNoticeId)
      .where('auditStatus', '=', 1)
      .executeTakeFirstOrThrow();
    const likesBefore = await commentLikes(Number(c.commentId));
    const pages = await Promise.all(members.map((m) => pageFields(otherNoticeId, m.cookie)));
    const [content, comments] = await Promise.all([
      Promise.all(pages.map((p) => post('contentLike', { ...p.fields, contentId: String(otherNoticeId) }))),
      Promise.all(
        members.map((m) =>
          t.app.inject({
            method: 'POST',
            url: `${t.kernel.config.apiBase}/api/comment/like/${c.commentId}`,
            remoteAddress: ip(),
            headers: { cookie: m.cookie },
          }),
        ),
      ),
    ]);
    expect(content.filter((r) => where(r).endsWith('done=contentLike'))).toHaveLength(50);
    expect(comments.filter((r) => JSON.parse(r.body).code === 200)).toHaveLength(50);
    // and a second round from the same members counts nothing
    const again = await Promise.all(pages.slice(0, 10).map((p) => post('contentLike', { ...p.fields, contentId: String(otherNoticeId) })));
    expect(again.every((r) => errorOf(r) === 'operations:comment.errors.contentLiked')).toBe(true);
    expect(await counters(otherNoticeId)).toEqual({ likes: before.likes + 50, favorites: before.favorites });
    expect(await commentLikes(Number(c.commentId))).toBe(likesBefore + 50);
  });
});

/** the signed fields of any page with the comment forms */
function hiddenFields(html: string) {
  return {
    base: hidden(html, 'base'),
    siteId: hidden(html, 'siteId'),
    pageSig: hidden(html, 'pageSig'),
    formToken: hidden(html, 'formToken'),
  };
}
