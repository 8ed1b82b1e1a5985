import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { DEFAULT_THEME_DIR, installDemoTheme } from '../../../plugins/cms/server/services/demo-theme.ts';
import { voteSealerOf } from '../../../plugins/operations/server/vote/sealer.ts';
import { publishClosedDigests } from '../../../plugins/operations/server/vote/chain.ts';
import { type Api, makeVote, pubVote, voteBody } from './vote-kit.ts';

/**
 * Beyond v1.4.3 (issue 34): the verifiable vote — the log hash-chained per vote, the digest published when the vote
 * closes (by status, or by the job once its end time passed), the console's verify that recomputes the chain and
 * finds a changed row; bursts from one subnet flagged with their counts, excluded by staff from the totals; and the
 * `cms_vote` tag rendering the vote as an escaped form posting to the public endpoint; the default theme's styles of it.
 */
let t: TestApp;
let admin: string;
let siteId: number;
const api: Api = (method, url, body, site = siteId) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(site) } });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
});
afterAll(async () => {
  await t?.dispose();
});

const radioVote = (over: Record<string, unknown> = {}) => makeVote(t, api, [{ type: 'radio', title: 'Q', items: ['A', 'B'] }], over);
const cast = (v: { voteId: number; subjects: number[]; items: number[][] }, item: number, ip: string) =>
  pubVote(t, 'POST', '/api/vote/submit', {
    body: { voteId: v.voteId, answers: [{ subjectId: v.subjects[0], itemIds: [v.items[0][item]] }] },
    ip,
  });

describe('the verifiable vote', () => {
  it('chains the log, publishes a digest on close, and verify finds the chain whole, then a changed row', async () => {
    const v = await radioVote({ code: 'chain_vote' });
    for (let i = 0; i < 5; i++) expect((await cast(v, i % 2, `10.1.${i}.1`)).code).toBe(200);
    await voteSealerOf(t.kernel).flush();
    const rows = (await t.kernel.pool.query('select seq, prev_hash, hash from cms_vote_log where vote_id = $1 order by seq', [v.voteId]))
      .rows;
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toBe(rows[i - 1].hash);
    expect((await pubVote(t, 'GET', `/api/vote/digest?voteId=${v.voteId}`)).msg).toContain('not closed');
    const open = await api('POST', '/vote/verify', { voteId: v.voteId });
    expect(open.data).toMatchObject({ matches: true, count: 5, brokenAt: null, digest: null });
    // closing publishes the digest
    expect((await api('PUT', '/vote', { ...voteBody(t, { code: 'chain_vote', status: 2 }), voteId: v.voteId })).code).toBe(200);
    const d = await pubVote(t, 'GET', `/api/vote/digest?voteId=${v.voteId}`);
    expect(d.code, d.msg).toBe(200);
    expect(d.data).toMatchObject({ voteId: v.voteId, code: 'chain_vote', count: 5, head: rows[4].hash });
    expect(d.data.items).toEqual([
      { itemId: v.items[0][0], total: 3 },
      { itemId: v.items[0][1], total: 2 },
    ]);
    expect((await pubVote(t, 'GET', `/api/vote/digest?code=chain_vote&siteId=${siteId}`)).data.head).toBe(rows[4].hash);
    expect((await api('POST', '/vote/verify', { voteId: v.voteId })).data).toMatchObject({ matches: true, totalsMatch: true });
    // someone changes an answer in the database: verify says where the chain breaks
    await t.kernel.pool.query(`update cms_vote_log set answers = $2, item_ids = $3 where vote_id = $1 and seq = 3`, [
      v.voteId,
      JSON.stringify([{ subjectId: v.subjects[0], itemIds: [v.items[0][1]] }]),
      [v.items[0][1]],
    ]);
    const broken = await api('POST', '/vote/verify', { voteId: v.voteId });
    expect(broken.data).toMatchObject({ matches: false, brokenAt: 3, totalsMatch: false });
    // opening it again drops the digest
    expect((await api('PUT', '/vote', { ...voteBody(t, { code: 'chain_vote', status: 0 }), voteId: v.voteId })).code).toBe(200);
    expect((await api('GET', `/vote/${v.voteId}`)).data.digest).toBeNull();
  });

  it('publishes the digest of a vote whose end time passed (the job)', async () => {
    const v = await radioVote();
    expect((await cast(v, 0, '10.2.0.1')).code).toBe(200);
    await t.kernel.pool.query(
      `update cms_vote set end_time = now() - interval '1 minute', start_time = now() - interval '1 day' where vote_id = $1`,
      [v.voteId],
    );
    expect(await publishClosedDigests(t.kernel)).toBeGreaterThanOrEqual(1);
    const d = await pubVote(t, 'GET', `/api/vote/digest?voteId=${v.voteId}`);
    expect(d.data).toMatchObject({
      count: 1,
      items: [
        { itemId: v.items[0][0], total: 1 },
        { itemId: v.items[0][1], total: 0 },
      ],
    });
    expect((await cast(v, 0, '10.2.0.2')).msg).toContain('ended');
  });
});

describe('bursts', () => {
  it('flags many submissions from one /24 within the window with their counts; staff may exclude them from the totals', async () => {
    const v = await radioVote({ viewType: 2 });
    for (let i = 1; i <= 22; i++) expect((await cast(v, 0, `203.0.113.${i}`)).code).toBe(200);
    for (let i = 1; i <= 3; i++) expect((await cast(v, 1, `198.51.100.${i}`)).code).toBe(200);
    // IPv6: one /64
    for (let i = 1; i <= 20; i++) expect((await cast(v, 1, `2001:db8:1:2::${i.toString(16)}`)).code).toBe(200);
    const b = await api('GET', `/vote/bursts?voteId=${v.voteId}`);
    expect(b.code, b.msg).toBe(200);
    expect(b.data.rows.map((r: any) => [r.subnet, r.count])).toEqual([
      ['203.0.113.0/24', 22],
      ['2001:db8:1:2::/64', 20],
    ]);
    const burst = b.data.rows[0];
    // flagged votes still count until staff exclude them
    const total = async () => (await pubVote(t, 'GET', `/api/vote/result?voteId=${v.voteId}`)).data;
    expect((await total()).total).toBe(45);
    const ex = await api('PUT', '/vote/bursts', { voteId: v.voteId, subnet: burst.subnet, windowStart: burst.windowStart, excluded: true });
    expect(ex.code, ex.msg).toBe(200);
    expect(ex.data.rows).toBe(22);
    expect((await total()).total).toBe(23);
    expect((await total()).subjects[0].items[0].total).toBe(0);
    expect((await api('GET', `/vote/bursts?voteId=${v.voteId}`)).data.rows[0].excluded).toBe(22);
    const viewer = await t.asUser({ userName: 'burst_viewer', permissions: ['vote:view', 'cms:site:view'] });
    await t.api('PUT', '/cms/perms/site', {
      token: admin,
      body: { ownerType: 'Role', owner: viewer.roleId, perms: [{ siteId, perms: { View: { granted: true } } }] },
    });
    const refused = await viewer.api('PUT', '/vote/bursts', {
      body: { voteId: v.voteId, subnet: burst.subnet, windowStart: burst.windowStart, excluded: false },
      headers: { CurrentSite: String(siteId) },
    });
    expect(refused.code).toBe(403);
  });
});

describe('the cms_vote tag', () => {
  it('renders the vote as an escaped form posting to the public endpoint; an unknown code renders nothing', async () => {
    const v = await makeVote(
      t,
      api,
      [
        { type: 'radio', title: '<script>alert(1)</script>题一', items: ['<b>甲</b>', '乙'] },
        { type: 'checkbox', title: '题二', items: ['丙'] },
        { type: 'input', title: '题三' },
      ],
      { code: 'tag_vote', title: '评选 & "投票"' },
    );
    const dir = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'probe.template.html'), '{% cms_vote code:"tag_vote" lang:"en" %}|{% cms_vote code:"nope" %}|');
    const s = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
    const pipes = s.publishPipeDatas.map((p: any) => (p.pipeCode === 'pc' ? { ...p, props: { ...p.props, indexTemplate: 'probe' } } : p));
    expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...s, publishPipeDatas: pipes } })).code).toBe(200);
    const r = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/preview/site/${siteId}?pp=pc`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(r.statusCode).toBe(200);
    const html = r.body;
    expect(html).toContain(`<form id="cms-vote-${v.voteId}"`);
    expect(html).toContain('/api/vote/submit');
    expect(html).toContain(`name="voteId" value="${v.voteId}"`);
    expect(html).toContain(`name="s${v.subjects[0]}" value="${v.items[0][0]}"`);
    expect(html).toContain(`name="s${v.subjects[1]}[${v.items[1][0]}]"`);
    expect(html).toContain(`<textarea name="s${v.subjects[2]}"`);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;题一');
    expect(html).toContain('&lt;b&gt;甲&lt;/b&gt;');
    expect(html).toContain('评选 &amp; &quot;投票&quot;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('>Vote</button>');
    expect(html.trim().endsWith('</script>||')).toBe(true);
    // the page's URL as the tag signed it, and the answers' texts in the tag's language with the subjects' words
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1].replace(/&amp;/g, '&') ?? '';
    expect(hidden('back')).toMatch(/\/cms\/preview\/site\//);
    const table = new RegExp(`<script type="application/json" id="cms-vote-${v.voteId}-texts">(.*?)</script>`).exec(html)![1];
    expect(table).not.toMatch(/[<>]/);
    const texts = JSON.parse(table);
    expect(texts.messages['operations:vote.submitted']).toBe('Thank you, your vote was counted.');
    expect(texts.messages['operations:vote.errors.answerRequired']).toBe('{{field}} ({{subject}}): please answer this subject.');
    expect(texts.fields[`s${v.subjects[0]}`]).toEqual({ field: 'Question 1', subject: '<script>alert(1)</script>题一' });
    // the page reads the key from the URL, never a message text
    expect(html).toContain("q.get('vote_key')");
    expect(html).not.toContain('vote_msg');
    // the browser's post of the form comes back to that page with the key
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/vote/submit`,
      remoteAddress: '10.9.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ voteId: String(v.voteId), back: hidden('back'), backSig: hidden('backSig') }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((res.headers.location as string).startsWith(hidden('back'))).toBe(true);
    const back = new URL(res.headers.location as string, 'http://x');
    expect(back.searchParams.get('vote_key')).toBe('operations:vote.errors.answerRequired');
    expect(back.hash).toBe(`#cms-vote-${v.voteId}`);
  });
});

describe('the default theme', () => {
  it("styles the published forms (votes, custom forms) in the theme's head; a site whose head is still the one shipped before gets it, an edited one stays", async () => {
    const shipped = fs.readFileSync(path.join(DEFAULT_THEME_DIR, 'common', 'head.template.html'), 'utf8');
    for (const part of [
      '.cms-vote, .cms-custom-form {',
      '.vote-item',
      '.cf-field',
      '.cf-result.cf-ok',
      '.vote-actions button',
      '.vote-msg.vote-error',
      '.vote-bar i',
      '@media (max-width: 640px) { .cms-vote',
    ])
      expect(shipped).toContain(part);
    // the head as shipped before the published forms' styles (its SHA-256 is among the replaced ones)
    const before = shipped.replace(/ {2}\/\* the published forms[\s\S]*?(?=<\/style>)/, '');
    expect(createHash('sha256').update(before).digest('hex')).toBe('5643aaf5c091e0400219aa33edf8a33881d6e9a73dc12770295d7bcc8c4dbdf4');
    const head = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template', 'common', 'head.template.html');
    fs.writeFileSync(head, before);
    await installDemoTheme(t.kernel);
    expect(fs.readFileSync(head, 'utf8')).toBe(shipped);
    const edited = before.replace('--brand: #1f4e8c', '--brand: #8c1f1f');
    fs.writeFileSync(head, edited);
    await installDemoTheme(t.kernel);
    expect(fs.readFileSync(head, 'utf8')).toBe(edited);
  });
});
