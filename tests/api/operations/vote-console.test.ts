import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { type Api, hoursFromNow, makeVote, voteBody } from './vote-kit.ts';

/**
 * The console's vote routes (issue 34, chestnut-api §1.9): user and item types, the list with its filters, the
 * detail with subjects, items and totals, add / edit / delete with their refusals (code pattern and uniqueness,
 * start after end, limits), subjects with forward-only branches, the item editor saving a subject's items at once;
 * every id of another site is not found; a user without the permission is refused.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let otherSiteId: number;
const api: Api = (method, url, body, site = siteId) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(site) } });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  otherSiteId = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'other' } })).data.siteId;
});
afterAll(async () => {
  await t?.dispose();
});

describe('votes', () => {
  it('answers the user and item types in the language asked', async () => {
    const u = await api('GET', '/vote/userTypes');
    expect(u.code).toBe(200);
    // the member plugin runs in the tests: both types
    expect(u.data.map((x: any) => x.id)).toEqual(['ip', 'member']);
    expect(u.data[0].name).toBe('IP address');
    const zh = await t.api('GET', '/vote/item/types', { token: admin, lang: 'zh-CN' });
    expect(zh.data).toEqual([{ id: 'Text', name: '文本' }]);
  });

  it('seeds the dictionaries VoteStatus, VoteSubjectType and VoteViewType in three languages, and the job', async () => {
    const dict = async (type: string, lang: string) =>
      (await t.api('GET', `/system/dict/data/type/${type}`, { token: admin, lang })).data.map((d: any) => [d.dictValue, d.dictLabel]);
    expect(await dict('VoteStatus', 'zh-CN')).toEqual([
      ['0', '正常'],
      ['1', '停用'],
      ['2', '关闭'],
    ]);
    expect(await dict('VoteSubjectType', 'en')).toEqual([
      ['radio', 'Single choice'],
      ['checkbox', 'Multiple choice'],
      ['input', 'Text input'],
    ]);
    expect((await dict('VoteViewType', 'zh-TW')).map((d: string[]) => d[1])).toEqual(['不可查看', '投票後可看', '不限制']);
    const jobs = await t.kernel.pool.query(`select cron_expression from sys_job where invoke_target = 'operations.voteDigests'`);
    expect(jobs.rows).toHaveLength(1);
  });

  it('adds, lists with filters, shows, edits and deletes a vote', async () => {
    const a = await api('POST', '/vote', voteBody(t, { code: 'annual_poll', title: '年度评选' }));
    expect(a.code, a.msg).toBe(200);
    expect(a.data).toMatchObject({ code: 'annual_poll', status: 0, total: 0, siteId });
    const b = await api('POST', '/vote', voteBody(t, { code: 'safety_2026', title: '安全月活动', status: 1 }));
    expect(b.code, b.msg).toBe(200);
    expect((await api('GET', '/vote?title=年度')).data.rows.map((r: any) => r.code)).toEqual(['annual_poll']);
    expect((await api('GET', '/vote?status=1')).data.rows.map((r: any) => r.code)).toEqual(['safety_2026']);
    expect((await api('GET', '/vote')).data.total).toBe(2);
    const d = await api('GET', `/vote/${a.data.voteId}`);
    expect(d.data).toMatchObject({ voteId: a.data.voteId, title: '年度评选', total: 0, subjectList: [], digest: null });
    const e = await api('PUT', '/vote', { ...voteBody(t, { code: 'annual_poll', title: '年度评选（改）' }), voteId: a.data.voteId });
    expect(e.code, e.msg).toBe(200);
    expect((await api('GET', `/vote/${a.data.voteId}`)).data.title).toBe('年度评选（改）');
    expect((await api('DELETE', '/vote', [a.data.voteId, b.data.voteId])).code).toBe(200);
    expect((await api('GET', '/vote')).data.total).toBe(0);
  });

  it('refuses a bad code, a taken code, an end before the start and limits that are not positive, naming the field', async () => {
    const bad = await api('POST', '/vote', voteBody(t, { code: 'bad code!' }));
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/code/i);
    expect((await api('POST', '/vote', voteBody(t, { code: 'taken' }))).code).toBe(200);
    const taken = await api('POST', '/vote', voteBody(t, { code: 'TAKEN' }));
    expect(taken.code).toBe(500);
    expect(taken.msg).toMatch(/code/i);
    const backwards = await api('POST', '/vote', voteBody(t, { startTime: hoursFromNow(t, 5), endTime: hoursFromNow(t, 1) }));
    expect(backwards.code).toBe(500);
    expect(backwards.msg).toMatch(/end ?time/i);
    expect(backwards.msg).toContain('after the start time');
    const zero = await api('POST', '/vote', voteBody(t, { dayLimit: 0 }));
    expect(zero.code).toBe(500);
    expect(zero.msg).toMatch(/day ?limit/i);
    const user = await api('POST', '/vote', voteBody(t, { userType: 'cookie' }));
    expect(user.code).toBe(500);
    expect(user.msg).toMatch(/user ?type/i);
    // nothing half-written
    expect((await api('GET', '/vote')).data.total).toBe(1);
  });
});

describe('without the member plugin', () => {
  it('offers only the IP user type and refuses a member vote, naming the field', async () => {
    const off = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,monitor,cms,operations' });
    try {
      const token = await off.login();
      const u = await off.api('GET', '/vote/userTypes', { token, lang: 'en' });
      expect(u.data.map((x: any) => x.id)).toEqual(['ip']);
      const r = await off.api('POST', '/vote', { token, lang: 'en', body: voteBody(off, { userType: 'member' }) });
      expect(r.code).toBe(500);
      expect(r.msg).toMatch(/user ?type/i);
      expect(r.msg).toContain('members are not enabled');
      expect((await off.api('POST', '/vote', { token, lang: 'en', body: voteBody(off) })).code).toBe(200);
    } finally {
      await off.dispose();
    }
  });
});

describe('subjects and items', () => {
  it('keeps subjects in order with their items, saves all items of a subject at once, and shows the totals', async () => {
    const v = await makeVote(t, api, [
      { type: 'radio', title: '您是否参加过评选？', items: ['是', '否'] },
      { type: 'checkbox', title: '关注哪些奖项？', items: ['鲁班奖', '詹天佑奖', '国优奖'] },
      { type: 'input', title: '建议' },
    ]);
    const list = await api('GET', `/vote/subject?voteId=${v.voteId}`);
    expect(list.data.total).toBe(3);
    expect(list.data.rows.map((s: any) => s.type)).toEqual(['radio', 'checkbox', 'input']);
    expect(list.data.rows[1].itemList.map((i: any) => i.content)).toEqual(['鲁班奖', '詹天佑奖', '国优奖']);
    expect(list.data.rows[1].itemList[0]).toMatchObject({ total: 0, type: 'Text', voteId: v.voteId });
    // the editor's whole list: one renamed, one removed, one added
    const [luban, , guoyou] = v.items[1];
    const saved = await api('POST', '/vote/subject/items', {
      subjectId: v.subjects[1],
      itemList: [
        { itemId: guoyou, content: '国家优质工程奖', sortFlag: 0 },
        { itemId: luban, content: '鲁班奖', sortFlag: 1 },
        { content: '华夏奖', description: '建设科技', sortFlag: 2 },
      ],
    });
    expect(saved.code, saved.msg).toBe(200);
    const items = (await api('GET', `/vote/subject/items/${v.subjects[1]}`)).data.rows;
    expect(items.map((i: any) => i.content)).toEqual(['国家优质工程奖', '鲁班奖', '华夏奖']);
    expect(items[0].itemId).toBe(guoyou);
    const one = await api('GET', `/vote/subject/${v.subjects[0]}`);
    expect(one.data).toMatchObject({ subjectId: v.subjects[0], title: '您是否参加过评选？' });
    expect(one.data.itemList).toHaveLength(2);
    // an input subject has no items
    const noItems = await api('POST', '/vote/subject/items', { subjectId: v.subjects[2], itemList: [{ content: 'x' }] });
    expect(noItems.code).toBe(500);
    expect(noItems.msg).toMatch(/item ?list/i);
    // the detail carries the subjects
    expect((await api('GET', `/vote/${v.voteId}`)).data.subjectList).toHaveLength(3);
    // delete a subject
    expect((await api('DELETE', '/vote/subject', [v.subjects[2]])).code).toBe(200);
    expect((await api('GET', `/vote/subject?voteId=${v.voteId}`)).data.total).toBe(2);
  });

  it('takes a branch only to a later subject of the same vote, else names the field', async () => {
    const v = await makeVote(t, api, [
      { type: 'radio', title: 'Q1', items: ['A', 'B'] },
      { type: 'radio', title: 'Q2', items: ['C'] },
      { type: 'input', title: 'Q3' },
    ]);
    const other = await makeVote(t, api, [{ type: 'input', title: 'elsewhere' }]);
    // forward: fine, on the subject and on a radio item; -1 ends
    expect(
      (
        await api('PUT', '/vote/subject', {
          subjectId: v.subjects[0],
          voteId: v.voteId,
          type: 'radio',
          title: 'Q1',
          sortFlag: 0,
          nextSubjectId: v.subjects[2],
        })
      ).code,
    ).toBe(200);
    const ok = await api('POST', '/vote/subject/items', {
      subjectId: v.subjects[0],
      itemList: [
        { itemId: v.items[0][0], content: 'A', nextSubjectId: v.subjects[1] },
        { itemId: v.items[0][1], content: 'B', nextSubjectId: -1 },
      ],
    });
    expect(ok.code, ok.msg).toBe(200);
    // backward
    const back = await api('PUT', '/vote/subject', {
      subjectId: v.subjects[2],
      voteId: v.voteId,
      type: 'input',
      title: 'Q3',
      sortFlag: 2,
      nextSubjectId: v.subjects[0],
    });
    expect(back.code).toBe(500);
    expect(back.msg).toMatch(/next ?subject/i);
    expect(back.msg).toContain('later subject');
    const self = await api('POST', '/vote/subject', {
      voteId: v.voteId,
      type: 'input',
      title: 'Q0',
      sortFlag: 5,
      nextSubjectId: v.subjects[1],
    });
    expect(self.code).toBe(500);
    expect(self.msg).toMatch(/next ?subject/i);
    expect((await api('GET', `/vote/subject?voteId=${v.voteId}`)).data.total).toBe(3);
    // to another vote's subject
    const elsewhere = await api('PUT', '/vote/subject', {
      subjectId: v.subjects[1],
      voteId: v.voteId,
      type: 'radio',
      title: 'Q2',
      sortFlag: 1,
      nextSubjectId: other.subjects[0],
    });
    expect(elsewhere.code).toBe(500);
    expect(elsewhere.msg).toContain('not a subject of this vote');
    // an item branching backwards
    const itemBack = await api('POST', '/vote/subject/items', {
      subjectId: v.subjects[1],
      itemList: [{ content: 'C', nextSubjectId: v.subjects[0] }],
    });
    expect(itemBack.code).toBe(500);
    expect(itemBack.msg).toContain('later subject');
    // a new order that would turn a branch backwards
    const q2ToQ3 = { subjectId: v.subjects[1], voteId: v.voteId, type: 'radio', title: 'Q2', sortFlag: 1, nextSubjectId: v.subjects[2] };
    expect((await api('PUT', '/vote/subject', q2ToQ3)).code).toBe(200);
    const reorder = await api('PUT', '/vote/subject', {
      subjectId: v.subjects[2],
      voteId: v.voteId,
      type: 'input',
      title: 'Q3',
      sortFlag: 0,
    });
    expect(reorder.code).toBe(500);
    expect(reorder.msg).toMatch(/sort/i);
    // a checkbox item does not branch
    const cb = await makeVote(t, api, [
      { type: 'checkbox', title: 'C1', items: ['x'] },
      { type: 'input', title: 'C2' },
    ]);
    const cbBranch = await api('POST', '/vote/subject/items', {
      subjectId: cb.subjects[0],
      itemList: [{ content: 'x', nextSubjectId: cb.subjects[1] }],
    });
    expect(cbBranch.code).toBe(500);
    expect(cbBranch.msg).toContain('single-choice');
  });
});

describe('site scope and permissions', () => {
  it('answers 404 for a vote or subject of another site on every id-bearing route', async () => {
    const v = await makeVote(t, api, [{ type: 'radio', title: 'Q', items: ['A'] }]);
    const as = (method: string, url: string, body?: unknown) => api(method, url, body, otherSiteId);
    expect((await as('GET', `/vote/${v.voteId}`)).code).toBe(404);
    expect((await as('GET', `/vote/subject?voteId=${v.voteId}`)).code).toBe(404);
    expect((await as('GET', `/vote/subject/${v.subjects[0]}`)).code).toBe(404);
    expect((await as('GET', `/vote/subject/items/${v.subjects[0]}`)).code).toBe(404);
    expect((await as('PUT', '/vote', { ...voteBody(t), voteId: v.voteId })).code).toBe(404);
    expect((await as('DELETE', '/vote', [v.voteId])).code).toBe(404);
    expect((await as('POST', '/vote/subject', { voteId: v.voteId, type: 'input', title: 'x' })).code).toBe(404);
    expect((await as('POST', '/vote/subject/items', { subjectId: v.subjects[0], itemList: [] })).code).toBe(404);
    expect((await as('DELETE', '/vote/subject', [v.subjects[0]])).code).toBe(404);
    expect((await as('POST', '/vote/verify', { voteId: v.voteId })).code).toBe(404);
    expect((await as('GET', `/vote/bursts?voteId=${v.voteId}`)).code).toBe(404);
    // the other site's list does not show it
    expect((await as('GET', '/vote')).data.rows.map((r: any) => r.voteId)).not.toContain(v.voteId);
    expect((await api('GET', `/vote/${v.voteId}`)).code).toBe(200);
  });

  it('refuses a user without vote:edit (or without vote:view)', async () => {
    const v = await makeVote(t, api, [{ type: 'radio', title: 'Q', items: ['A'] }]);
    const viewer = await t.asUser({ userName: 'vote_viewer', permissions: ['vote:view', 'cms:site:view'] });
    const nobody = await t.asUser({ userName: 'vote_nobody', permissions: ['cms:site:view'] });
    for (const u of [viewer, nobody])
      await t.api('PUT', '/cms/perms/site', {
        token: admin,
        body: { ownerType: 'Role', owner: u.roleId, perms: [{ siteId, perms: { View: { granted: true } } }] },
      });
    const as = (u: typeof viewer, method: string, url: string, body?: unknown) =>
      u.api(method, url, { body, headers: { CurrentSite: String(siteId) } });
    expect((await as(nobody, 'GET', '/vote')).code).toBe(403);
    expect((await as(viewer, 'GET', '/vote')).code).toBe(200);
    expect((await as(viewer, 'GET', `/vote/${v.voteId}`)).code).toBe(200);
    expect((await as(viewer, 'PUT', '/vote', { ...voteBody(t), voteId: v.voteId })).code).toBe(403);
    expect((await as(viewer, 'POST', '/vote', voteBody(t))).code).toBe(403);
    expect((await as(viewer, 'DELETE', '/vote', [v.voteId])).code).toBe(403);
    expect((await as(viewer, 'POST', '/vote/subject', { voteId: v.voteId, type: 'input', title: 'x' })).code).toBe(403);
    expect((await as(viewer, 'POST', '/vote/subject/items', { subjectId: v.subjects[0], itemList: [] })).code).toBe(403);
    expect((await as(viewer, 'DELETE', '/vote/subject', [v.subjects[0]])).code).toBe(403);
  });
});
