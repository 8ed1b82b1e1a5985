import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signWith } from '../../../kernel/server/crypto/app-secret.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { PAGE_BACK_PURPOSE } from '../../../plugins/operations/shared/page-return.ts';
import { member } from './comment-kit.ts';
import { type Api, hoursFromNow, makeVote, pubVote, voteBody } from './vote-kit.ts';

/**
 * The public vote API (issue 34, chestnut-api §4.10): the vote a published page reads, the submission with its
 * refusals (time window, status, answers along the branches, radio / checkbox / input rules, sensitive words, day
 * and total limits counted by the database — 50 concurrent repeats of one voter counted once), the result by view
 * type, a browser's encoded post sent back to its page, and a member vote.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let ipN = 0;
const ip = () => `192.0.2.${++ipN}`;
const api: Api = (method, url, body, site = siteId) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(site) } });
const submit = (body: unknown, from = ip(), cookie?: string) => pubVote(t, 'POST', '/api/vote/submit', { body, ip: from, cookie });
const logRows = async (voteId: number) =>
  Number((await t.kernel.pool.query('select count(*) from cms_vote_log where vote_id = $1', [voteId])).rows[0].count);

/** Q1 radio (A → Q2, B → end), Q2 checkbox, Q3 input */
const branching = (over: Record<string, unknown> = {}) =>
  makeVote(
    t,
    api,
    [
      { type: 'radio', title: 'Q1', items: ['A', 'B'] },
      { type: 'checkbox', title: 'Q2', items: ['C', 'D'] },
      { type: 'input', title: 'Q3' },
    ],
    over,
  ).then(async (v) => {
    const r = await api('POST', '/vote/subject/items', {
      subjectId: v.subjects[0],
      itemList: [
        { itemId: v.items[0][0], content: 'A', nextSubjectId: v.subjects[1] },
        { itemId: v.items[0][1], content: 'B', nextSubjectId: -1 },
      ],
    });
    expect(r.code, r.msg).toBe(200);
    return v;
  });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  expect((await t.api('POST', '/word/sensitiveword', { token: admin, body: { type: 'BLACK', word: '赌博' } })).code).toBe(200);
});
afterAll(async () => {
  await t?.dispose();
});

describe('the vote a page reads', () => {
  it('answers a vote by id or by code and site, with its subjects, items and whether results show; else not found', async () => {
    const v = await branching({ viewType: 2 });
    const byId = await pubVote(t, 'GET', `/api/vote/${v.voteId}`);
    expect(byId.code, byId.msg).toBe(200);
    expect(byId.data).toMatchObject({ voteId: v.voteId, state: 'open', resultVisible: true });
    expect(byId.data.subjects.map((s: any) => s.title)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(byId.data.subjects[0].items[1]).toMatchObject({ content: 'B', nextSubjectId: -1 });
    expect(byId.data.dayLimit).toBeUndefined();
    const byCode = await pubVote(t, 'GET', `/api/vote/${v.code}?siteId=${siteId}`);
    expect(byCode.data.voteId).toBe(v.voteId);
    expect((await pubVote(t, 'GET', `/api/vote/${v.code}`)).code).toBe(500);
    // a code of digits only is still found by code within its site
    const digits = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { code: String(v.voteId) });
    expect((await pubVote(t, 'GET', `/api/vote/${v.voteId}?siteId=${siteId}`)).data.voteId).toBe(digits.voteId);
    expect((await pubVote(t, 'GET', `/api/vote/${v.voteId}`)).data.voteId).toBe(v.voteId);
    expect((await pubVote(t, 'GET', '/api/vote/no_such_vote?siteId=' + siteId)).code).toBe(404);
    expect((await pubVote(t, 'GET', '/api/vote/99999999')).code).toBe(404);
    // a vote of this site asked as another site's is not found
    const made = await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'otherv' } });
    expect(made.code, made.msg).toBe(200);
    const other = made.data.siteId;
    expect((await pubVote(t, 'GET', `/api/vote/${v.voteId}?siteId=${other}`)).code).toBe(404);
    expect((await pubVote(t, 'GET', `/api/vote/${v.code}?siteId=${other}`)).code).toBe(404);
  });
});

describe('submitting', () => {
  it('follows the branches: an answer to a skipped subject is refused, a subject on the path must be answered', async () => {
    const v = await branching();
    const [a, b] = v.items[0];
    const [c, d] = v.items[1];
    const skipped = await submit({
      voteId: v.voteId,
      answers: [
        { subjectId: v.subjects[0], itemIds: [b] },
        { subjectId: v.subjects[1], itemIds: [c] },
      ],
    });
    expect(skipped.code).toBe(500);
    expect(skipped.msg).toContain('skip');
    expect(skipped.msg).toContain('Q2');
    const missing = await submit({ voteId: v.voteId, answers: [{ subjectId: v.subjects[0], itemIds: [a] }] });
    expect(missing.code).toBe(500);
    expect(missing.msg).toContain('Q2');
    expect(await logRows(v.voteId)).toBe(0);
    // B ends the vote; A goes through Q2 and on to Q3
    expect((await submit({ voteId: v.voteId, answers: [{ subjectId: v.subjects[0], itemIds: [b] }] })).code).toBe(200);
    const full = await submit({
      voteId: v.voteId,
      answers: [
        { subjectId: v.subjects[0], itemIds: [a] },
        { subjectId: v.subjects[1], itemIds: [d, c] },
        { subjectId: v.subjects[2], text: '希望增加评选名额' },
      ],
    });
    expect(full.code, full.msg).toBe(200);
    const res = await pubVote(t, 'GET', `/api/vote/result?voteId=${v.voteId}`);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.subjects[0].items.map((i: any) => i.total)).toEqual([1, 1]);
    expect(res.data.subjects[1].items.map((i: any) => i.total)).toEqual([1, 1]);
    expect(res.data.subjects[2].total).toBe(1);
    // the texts are never published
    expect(JSON.stringify(res.data)).not.toContain('希望');
  });

  it('takes exactly one item of a radio, at least one of a checkbox, its own items only, and a text within the limit', async () => {
    const v = await makeVote(t, api, [
      { type: 'radio', title: 'R', items: ['A', 'B'] },
      { type: 'checkbox', title: 'C', items: ['X', 'Y'] },
      { type: 'input', title: 'T' },
    ]);
    const [a, b] = v.items[0];
    const [x] = v.items[1];
    const send = (r: number[], c: number[], text: string) =>
      submit({
        voteId: v.voteId,
        answers: [
          { subjectId: v.subjects[0], itemIds: r },
          { subjectId: v.subjects[1], itemIds: c },
          { subjectId: v.subjects[2], text },
        ],
      });
    const two = await send([a, b], [x], 'ok');
    expect(two.msg).toContain('exactly one');
    const none = await send([a], [], 'ok');
    expect(none.msg).toContain('please answer');
    const foreign = await send([x], [x], 'ok');
    expect(foreign.msg).toContain('not an item');
    const long = await send([a], [x], '长'.repeat(501));
    expect(long.code).toBe(500);
    const blank = await send([a], [x], '   ');
    expect(blank.msg).toContain('please answer');
    const bad = await send([a], [x], '网上赌博广告');
    expect(bad.msg).toContain('赌博');
    expect(await logRows(v.voteId)).toBe(0);
    expect((await send([a], [x], '很好')).code).toBe(200);
  });

  it('refuses before the start, after the end, while stopped or closed, with the reason', async () => {
    const early = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { startTime: hoursFromNow(t, 2), endTime: hoursFromNow(t, 5) });
    const late = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { startTime: hoursFromNow(t, -5), endTime: hoursFromNow(t, -1) });
    const stopped = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { status: 1 });
    const closed = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { status: 2 });
    const answer = (v: { voteId: number; subjects: number[] }) =>
      submit({ voteId: v.voteId, answers: [{ subjectId: v.subjects[0], text: 'x' }] });
    expect((await answer(early)).msg).toContain('not started');
    expect((await answer(late)).msg).toContain('ended');
    expect((await answer(stopped)).msg).toContain('stopped');
    expect((await answer(closed)).msg).toContain('closed');
    expect((await pubVote(t, 'GET', `/api/vote/${late.voteId}`)).data.state).toBe('ended');
    for (const v of [early, late, stopped, closed]) expect(await logRows(v.voteId)).toBe(0);
  });

  it('counts the day limit and the total limit in the database', async () => {
    const once = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { dayLimit: 1, totalLimit: 5 });
    const body = { voteId: once.voteId, answers: [{ subjectId: once.subjects[0], text: 'x' }] };
    const me = ip();
    expect((await submit(body, me)).code).toBe(200);
    const again = await submit(body, me);
    expect(again.code).toBe(500);
    expect(again.msg).toContain('today');
    // another address is another voter
    expect((await submit(body, ip())).code).toBe(200);
    const total = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { dayLimit: 5, totalLimit: 2 });
    const tb = { voteId: total.voteId, answers: [{ subjectId: total.subjects[0], text: 'x' }] };
    expect((await submit(tb, me)).code).toBe(200);
    expect((await submit(tb, me)).code).toBe(200);
    const third = await submit(tb, me);
    expect(third.msg).toContain('the most this vote allows');
    expect(await logRows(total.voteId)).toBe(2);
    // yesterday's votes do not count today, but count in the total
    await t.kernel.pool.query(`update cms_vote_log set vote_day = vote_day - 1 where vote_id = $1`, [once.voteId]);
    expect((await submit(body, me)).code).toBe(200);
  });

  it('counts 50 concurrent submissions of one voter once', async () => {
    const v = await makeVote(t, api, [{ type: 'radio', title: 'Q', items: ['A', 'B'] }], { dayLimit: 1, totalLimit: 1 });
    const body = { voteId: v.voteId, answers: [{ subjectId: v.subjects[0], itemIds: [v.items[0][0]] }] };
    const me = '198.18.0.50';
    const all = await Promise.all(Array.from({ length: 50 }, () => submit(body, me)));
    expect(all.filter((r) => r.code === 200)).toHaveLength(1);
    // the kernel's rate limit (30 a minute from one address) refuses some; the database's limit all the others that got through
    const byLimit = all.filter((r) => r.code !== 200 && /today|allows/.test(r.msg)).length;
    expect(byLimit).toBeGreaterThanOrEqual(29);
    expect(all.filter((r) => r.code !== 200 && !/today|allows/.test(r.msg)).every((r) => /too many|frequent/i.test(r.msg))).toBe(true);
    expect(await logRows(v.voteId)).toBe(1);
    expect((await pubVote(t, 'GET', `/api/vote/result?voteId=${v.voteId}`)).data.subjects[0].items[0].total).toBe(1);
    // with three a day, 50 concurrent count three
    const three = await makeVote(t, api, [{ type: 'radio', title: 'Q', items: ['A'] }], { dayLimit: 3, totalLimit: 10 });
    const b3 = { voteId: three.voteId, answers: [{ subjectId: three.subjects[0], itemIds: [three.items[0][0]] }] };
    await Promise.all(Array.from({ length: 50 }, () => submit(b3, '198.18.0.51')));
    expect(await logRows(three.voteId)).toBe(3);
  });

  it('refuses a body over 16 KB and changes nothing', async () => {
    const v = await makeVote(t, api, [{ type: 'input', title: 'Q' }]);
    const big = await pubVote(t, 'POST', '/api/vote/submit', {
      body: { voteId: v.voteId, answers: [{ subjectId: v.subjects[0], text: 'x' }], pad: 'x'.repeat(17000) },
      ip: ip(),
    });
    expect(big.msg).toBe('The request body is too large.');
    expect(await logRows(v.voteId)).toBe(0);
  });

  it('counts a member vote by the member session', async () => {
    const v = await makeVote(t, api, [{ type: 'input', title: 'Q' }], { userType: 'member' });
    const body = { voteId: v.voteId, answers: [{ subjectId: v.subjects[0], text: 'x' }] };
    const anon = await submit(body);
    expect(anon.msg).toContain('sign in');
    const m = await member(t, 'voter_m');
    expect((await submit(body, ip(), m.cookie)).code).toBe(200);
    // another address, the same member
    expect((await submit(body, ip(), m.cookie)).msg).toContain('the most this vote allows');
    expect(await logRows(v.voteId)).toBe(1);
  });

  it('sends a browser back to the page URL its form carries signed, with a message key, and leaves out what the branches skip', async () => {
    const v = await branching();
    const [, b] = v.items[0];
    const [c] = v.items[1];
    const page = 'https://www.example.org/vote.shtml?x=1';
    const backSig = await signWith(t.kernel.db, PAGE_BACK_PURPOSE, page);
    const answered = {
      voteId: String(v.voteId),
      [`s${v.subjects[0]}`]: String(b),
      [`s${v.subjects[1]}[${c}]`]: String(c),
      [`s${v.subjects[2]}`]: '',
    };
    const okRes = await pubVote(t, 'POST', '/api/vote/submit', { form: { ...answered, back: page, backSig }, ip: ip() });
    expect(okRes.status).toBe(303);
    const to = new URL(String(okRes.headers.location));
    expect(to.origin + to.pathname).toBe('https://www.example.org/vote.shtml');
    expect(to.searchParams.get('x')).toBe('1');
    expect(to.searchParams.get('vote_result')).toBe('ok');
    expect(to.searchParams.get('vote_key')).toBe('operations:vote.submitted');
    expect(to.hash).toBe(`#cms-vote-${v.voteId}`);
    // the skipped Q2 was left out
    const row = await t.kernel.pool.query('select answers, item_ids from cms_vote_log where vote_id = $1', [v.voteId]);
    expect(row.rows[0].answers).toEqual([{ subjectId: v.subjects[0], itemIds: [b] }]);
    // a refusal: its key and the subject's field, no text
    const bad = await pubVote(t, 'POST', '/api/vote/submit', { form: { voteId: String(v.voteId), back: page, backSig }, ip: ip() });
    expect(bad.status).toBe(303);
    const back = new URL(String(bad.headers.location)).searchParams;
    expect(back.get('vote_result')).toBe('error');
    expect(back.get('vote_key')).toBe('operations:vote.errors.answerRequired');
    expect(back.get('vote_field')).toBe(`s${v.subjects[0]}`);
    expect([...back.keys()].sort()).toEqual(['vote_field', 'vote_key', 'vote_result', 'x']);
    // the numbers and times of a message ride along, never words: the limit's number, the end's time
    const from = ip();
    expect((await pubVote(t, 'POST', '/api/vote/submit', { form: { ...answered, back: page, backSig }, ip: from })).status).toBe(303);
    const over = new URL(
      String((await pubVote(t, 'POST', '/api/vote/submit', { form: { ...answered, back: page, backSig }, ip: from })).headers.location),
    ).searchParams;
    expect([over.get('vote_key'), over.get('p_limit')]).toEqual(['operations:vote.errors.totalLimit', '1']);
    const ended = await branching({ startTime: hoursFromNow(t, -48), endTime: hoursFromNow(t, -24) });
    const late = new URL(
      String(
        (await pubVote(t, 'POST', '/api/vote/submit', { form: { voteId: String(ended.voteId), back: page, backSig }, ip: ip() })).headers
          .location,
      ),
    ).searchParams;
    expect(late.get('vote_key')).toBe('operations:vote.errors.ended');
    expect(late.get('p_time')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // a site-relative page URL stays relative
    const rel = '/prod-api/cms/static/zhuxie_pc/vote.shtml';
    const relSig = await signWith(t.kernel.db, PAGE_BACK_PURPOSE, rel);
    const r = await pubVote(t, 'POST', '/api/vote/submit', { form: { voteId: String(v.voteId), back: rel, backSig: relSig }, ip: ip() });
    expect(String(r.headers.location)).toMatch(/^\/prod-api\/cms\/static\/zhuxie_pc\/vote\.shtml\?vote_result=error&vote_key=/);
    // another host under the page's signature, an unsigned page, a tampered signature, only a Referer: never a redirect
    // to it, the short page in the request's language instead (and nothing counted)
    const before = await logRows(v.voteId);
    const tries: { fields: Record<string, string>; referer?: string }[] = [
      { fields: { back: 'https://evil.example/vote.shtml?x=1', backSig } },
      { fields: { back: page } },
      // the first character changed (every bit of it counts; a last one's low bits may not)
      { fields: { back: page, backSig: `${backSig[0] === 'A' ? 'B' : 'A'}${backSig.slice(1)}` } },
      { fields: { back: '//evil.example/', backSig: await signWith(t.kernel.db, PAGE_BACK_PURPOSE, '//evil.example/') } },
      { fields: {}, referer: 'https://evil.example/' },
    ];
    for (const f of tries) {
      const res = await pubVote(t, 'POST', '/api/vote/submit', {
        form: { voteId: String(v.voteId), ...f.fields },
        referer: f.referer,
        ip: ip(),
      });
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toMatch(/^<!doctype html><meta charset="utf-8"><p role="alert">.*Q1/);
    }
    expect(await logRows(v.voteId)).toBe(before);
  });
});

describe('the rate limit', () => {
  it('refuses a client address over VOTE_RATE_LIMIT submissions a minute, with the localized refusal', async () => {
    const before = process.env.VOTE_RATE_LIMIT;
    process.env.VOTE_RATE_LIMIT = '2';
    const limited = await createTestApp(inject('pgAdminUrl')).finally(() => {
      if (before == null) delete process.env.VOTE_RATE_LIMIT;
      else process.env.VOTE_RATE_LIMIT = before;
    });
    try {
      const token = await limited.login();
      const v = await limited.api('POST', '/vote', { token, body: voteBody(limited, { dayLimit: 10, totalLimit: 10 }) });
      const s = await limited.api('POST', '/vote/subject', { token, body: { voteId: v.data.voteId, type: 'input', title: 'Q' } });
      const body = { voteId: v.data.voteId, answers: [{ subjectId: s.data.subjectId, text: 'x' }] };
      const codes: number[] = [];
      for (let i = 0; i < 2; i++) codes.push((await pubVote(limited, 'POST', '/api/vote/submit', { body, ip: '198.18.9.9' })).code);
      expect(codes).toEqual([200, 200]);
      const third = await pubVote(limited, 'POST', '/api/vote/submit', { body, ip: '198.18.9.9' });
      expect(third.code).not.toBe(200);
      expect(third.msg).toMatch(/too many|frequent/i);
      // another address is not held back
      expect((await pubVote(limited, 'POST', '/api/vote/submit', { body, ip: '198.18.9.10' })).code).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});

describe('results by view type', () => {
  it('never shows the results of view type 0, shows type 1 only to a voter who voted, type 2 always', async () => {
    const mk = (viewType: number) => makeVote(t, api, [{ type: 'radio', title: 'Q', items: ['A'] }], { viewType });
    const [never, after, always] = [await mk(0), await mk(1), await mk(2)];
    const vote = (v: { voteId: number; subjects: number[]; items: number[][] }, from: string) =>
      submit({ voteId: v.voteId, answers: [{ subjectId: v.subjects[0], itemIds: [v.items[0][0]] }] }, from);
    const result = (v: { voteId: number }, from: string) => pubVote(t, 'GET', `/api/vote/result?voteId=${v.voteId}`, { ip: from });
    const me = ip();
    const other = ip();
    expect((await result(never, me)).code).toBe(403);
    expect((await result(after, me)).code).toBe(403);
    expect((await result(after, me)).msg).toContain('after you vote');
    expect((await result(always, me)).code).toBe(200);
    for (const v of [never, after, always]) expect((await vote(v, me)).code).toBe(200);
    expect((await result(never, me)).code).toBe(403);
    expect((await result(after, me)).code).toBe(200);
    expect((await result(after, me)).data.subjects[0].items[0].total).toBe(1);
    expect((await result(after, other)).code).toBe(403);
    expect((await result(always, other)).data.total).toBe(1);
    expect((await pubVote(t, 'GET', `/api/vote/${after.voteId}`, { ip: me })).data.resultVisible).toBe(true);
    expect((await pubVote(t, 'GET', `/api/vote/${after.voteId}`, { ip: other })).data.resultVisible).toBe(false);
    // a closed vote: no more votes, the results still by view type
    expect(
      (await api('PUT', '/vote', { ...voteBody(t, { code: 'closed_after', viewType: 1, status: 2 }), voteId: after.voteId })).code,
    ).toBe(200);
    expect((await vote(after, other)).msg).toContain('closed');
    expect((await result(after, me)).code).toBe(200);
    expect((await result(after, other)).code).toBe(403);
  });
});
