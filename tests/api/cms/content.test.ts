import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { expireTops, publishDueContents, purgeRecycleBin } from '../../../plugins/cms/server/content-jobs.ts';

/** CMS contents (issue 10): save as a task, the status flow of chestnut-api §4.1, lock, top, sort, move, copy, recycle bin, revisions. */
let t: TestApp;
let admin: string;
let siteId: number;
let news: number;
let notice: number;
let editor: TestUser;

async function waitTask(taskId: string) {
  for (let i = 0; i < 200; i++) {
    const r = await t.api('GET', `/async/task/${taskId}`, { token: admin });
    if (r.data?.status === 'SUCCESS' || r.data?.status === 'FAILED') return r.data;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error('task did not finish');
}

async function save(
  body: Record<string, unknown>,
  contentType = 'article',
  token = admin,
): Promise<{ code: number; msg: string; data?: any; task?: any }> {
  const method = body.contentId ? 'PUT' : 'POST';
  const r = await t.api(method, `/cms/content?contentType=${contentType}`, { token, lang: 'en', body: { catalogId: news, ...body } });
  if (r.code !== 200) return r;
  const task = await waitTask(r.data.taskId);
  return { ...r, task };
}
const get = async (id: number) => (await t.api('GET', `/cms/content/init/${news}/article/${id}`, { token: admin })).data;
const statusOf = async (id: number) => (await get(id)).status;
const op = (url: string, body: unknown, token = admin) => t.api('POST', url, { token, lang: 'en', body });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const tree = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows;
  news = tree.find((n: any) => n.props.alias === 'news').id;
  notice = tree.find((n: any) => n.props.alias === 'notice').id;
  editor = await t.asUser({
    userName: 'content_editor',
    permissions: ['cms:content:view', 'cms:content:add', 'cms:content:edit', 'cms:content:delete'],
  });
  await t.api('PUT', '/cms/perms/site', {
    token: admin,
    body: { ownerType: 'Role', owner: editor.roleId, perms: [{ siteId, perms: { View: { granted: true } } }] },
  });
  const all = Object.fromEntries(['View', 'EditContent', 'AddContent', 'DeleteContent', 'Publish'].map((k) => [k, { granted: true }]));
  await t.api('PUT', '/cms/perms/catalog', {
    token: admin,
    body: { ownerType: 'Role', owner: editor.roleId, siteId, perms: [{ catalogId: news, perms: all }] },
  });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS contents: save', () => {
  it('adds an article through a task, reads it back, lists it', async () => {
    const r = await save({
      title: '协会年会召开',
      contentHtml: '<h2>会议</h2><p>内容 <strong>重点</strong></p><table><tr><td>1</td></tr></table>',
      tags: ['年会'],
      attributes: ['hot'],
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.task.status).toBe('SUCCESS');
    const c = await get(r.data.contentId);
    expect(c).toMatchObject({ title: '协会年会召开', status: '0', attributes: ['hot'], tags: ['年会'], catalogName: '协会动态' });
    expect(c.contentHtml).toContain('<table>');
    const list = await t.api('GET', `/cms/content/list?catalogId=${news}&attr=hot`, { token: admin });
    expect(list.data.rows.map((x: any) => x.title)).toEqual(['协会年会召开']);
    expect(list.data.rows[0]).toMatchObject({ catalogName: '协会动态', internalUrl: `iurl://content?id=${r.data.contentId}` });
    // the v1.4.3 console sends the filters it has no value for empty: the site's whole list
    const all = await t.api('GET', '/cms/content/list?catalogId=&title=&status=&contentType=&attr=&pageNum=1&pageSize=50', {
      token: admin,
    });
    expect(all.code, all.msg).toBe(200);
    expect(all.data.rows.map((x: any) => x.title)).toContain('协会年会召开');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = (await t.api('GET', `/cms/content/list?catalogId=${news}`, { token: admin })).data.total;
    const empty = await save({ title: '   ' });
    expect(empty.msg).toBe('Title cannot be empty.');
    expect((empty.data as any).field).toBe('title');
    expect((await save({ title: 'x', contentHtml: '<p>hi</p><script>alert(1)</script>' })).data).toMatchObject({ field: 'contentHtml' });
    expect((await save({ title: 'x', contentHtml: '<img src=x onerror=alert(1)>' })).data).toMatchObject({ field: 'contentHtml' });
    expect((await save({ title: 'x', publishDate: '2026-12-01 10:00:00', offlineDate: '2026-11-01 10:00:00' })).data).toMatchObject({
      field: 'offlineDate',
    });
    expect((await save({ title: 'x', linkFlag: 'Y', redirectUrl: 'ftp://x' })).data).toMatchObject({ field: 'redirectUrl' });
    expect((await save({ title: 'v', videoList: [{ type: 'share', path: '<div>no player</div>' }] }, 'video')).data).toMatchObject({
      field: 'videoList',
    });
    expect((await t.api('GET', `/cms/content/list?catalogId=${news}`, { token: admin })).data.total).toBe(before);
  });

  it('adds from the v1.4.3 editor: the init hands out the id, the add keeps it and never takes one in use (issue 29)', async () => {
    const init = async (catalogId = news, headers: Record<string, string> = {}) =>
      (await t.api('GET', `/cms/content/init/${catalogId}/article/0`, { token: admin, headers })).data;
    // the form of contentEditor.vue: the init data, filled in, with opType ADD, sent to POST /cms/content?contentType=
    const add = (form: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.api('POST', '/cms/content?contentType=article', { token: admin, lang: 'en', headers, body: { ...form, opType: 'ADD' } });
    const first = await init();
    expect(first.contentId).toBeGreaterThan(0);
    // handed out and never saved: a gap in the ids, nothing more
    const unused = (await init()).contentId;
    expect(unused).toBeGreaterThan(first.contentId);
    const form = { ...first, title: 'V143 新内容', contentHtml: '<p>v1.4.3</p>', catalogId: news, contentType: 'article' };
    const r = await add(form);
    expect(r.code, r.msg).toBe(200);
    expect(r.data.contentId).toBe(first.contentId);
    expect((await waitTask(r.data.taskId)).status).toBe('SUCCESS');
    expect(await get(first.contentId)).toMatchObject({ contentId: first.contentId, title: 'V143 新内容', contentHtml: '<p>v1.4.3</p>' });

    // a content of another site, added there the same way
    await t.api('POST', '/cms/site', { token: admin, body: { name: 'V143 分站', path: 'v143branch' } });
    const branch = String((await t.api('GET', '/cms/site/list?siteName=V143 分站', { token: admin })).data.rows[0].siteId);
    const inBranch = { CurrentSite: branch };
    const branchCatalog = (
      await t.api('POST', '/cms/catalog', {
        token: admin,
        headers: inBranch,
        body: { parentId: 0, name: '分站新闻', alias: 'branchnews', path: 'branchnews', catalogType: 'common' },
      })
    ).data.catalogId;
    const theirs = await init(branchCatalog, inBranch);
    const added = await add({ ...theirs, title: '分站内容', contentHtml: '<p>theirs</p>' }, inBranch);
    expect((await waitTask(added.data.taskId)).status).toBe('SUCCESS');

    // the add again (a second click), an id of another site's content, one not handed out yet: refused, nothing overwritten
    const last = (await init()).contentId;
    for (const contentId of [first.contentId, theirs.contentId, last + 1000]) {
      const refused = await add({ ...form, contentId, title: 'overwritten' });
      expect(refused.code, String(contentId)).toBe(404);
      expect(refused.msg).toMatch(/not handed out/);
    }
    expect((await get(first.contentId)).title).toBe('V143 新内容');
    // two adds of one id at once: one is saved; the other is refused, by the check or (both past it) when its task writes
    const both = (await init()).contentId;
    const racing = await Promise.all(['甲', '乙'].map((title) => add({ ...form, contentId: both, title })));
    const outcomes = await Promise.all(racing.map(async (x) => (x.code === 200 ? (await waitTask(x.data.taskId)).status : x.code)));
    expect(outcomes.filter((o) => o === 'SUCCESS')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'FAILED' || o === 404)).toHaveLength(1);
    expect(['甲', '乙']).toContain((await get(both)).title);
    const other = (
      await t.api('GET', `/cms/content/init/${branchCatalog}/article/${theirs.contentId}`, { token: admin, headers: inBranch })
    ).data;
    expect(other.title).toBe('分站内容');
    // an add without an id (the React console's, or a script's) gets the next one, past the gaps
    const plain = await save({ title: 'V143 之后' });
    expect(plain.data.contentId).toBeGreaterThan(last);
    expect(await get(unused)).toBeUndefined();
  });

  it('keeps only the iframe of a third-party video code', async () => {
    const r = await save(
      {
        title: '视频',
        videoList: [
          {
            type: 'share',
            path: '<div><iframe src="https://player.example.org/v/1" width="640" height="360" onload="x()"></iframe><script>x</script></div>',
          },
        ],
      },
      'video',
    );
    expect(r.code, r.msg).toBe(200);
    const c = (await t.api('GET', `/cms/content/init/${news}/video/${r.data.contentId}`, { token: admin })).data;
    expect(c.videoList[0].path).toBe(
      '<iframe src="https://player.example.org/v/1" width="640" height="360" frameborder="0" allowfullscreen></iframe>',
    );
  });

  it('refuses a repeated title when the site checks it', async () => {
    await t.api('POST', `/cms/site/extends/${siteId}`, { token: admin, body: { RepeatTitleCheck: '1' } });
    expect((await save({ title: '协会年会召开', catalogId: notice })).data).toMatchObject({ field: 'title' });
    await t.api('POST', `/cms/site/extends/${siteId}`, { token: admin, body: { RepeatTitleCheck: '0' } });
  });
});

describe('CMS contents: status flow', () => {
  it('draft → to publish → published → save makes it re-edit → offline → delete → restore', async () => {
    const id = (await save({ title: '状态流转' })).data.contentId;
    expect((await op('/cms/content/to_publish', [id])).code).toBe(200);
    expect(await statusOf(id)).toBe('20');
    expect((await op('/cms/content/publish', { contentIds: [id] })).code).toBe(200);
    const published = await get(id);
    expect(published.status).toBe('30');
    expect(published.publishDate).toBeTruthy();
    // a published content cannot be deleted
    const del = await t.api('DELETE', '/cms/content', { token: admin, lang: 'en', body: [id] });
    expect(del.msg).toBe('"状态流转" cannot do this while it is Published.');
    expect((await save({ contentId: id, title: '状态流转（改）', version: published.version })).code).toBe(200);
    expect(await statusOf(id)).toBe('60');
    expect((await op('/cms/content/offline', [id])).code).toBe(200);
    expect(await statusOf(id)).toBe('40');
    expect((await t.api('DELETE', '/cms/content', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/cms/content/init/${news}/article/${id}`, { token: admin })).code).toBe(404);
    const bin = await t.api('GET', '/cms/content/recycle', { token: admin });
    expect(bin.data.rows.find((r: any) => r.contentId === id)).toMatchObject({ deleteStatus: '40', deleteBy: 'admin' });
    expect((await op('/cms/content/recycle/recover', [id])).code).toBe(200);
    expect(await statusOf(id)).toBe('40');
  });

  it('archives published and offline contents (SPEC §4): re-edited or deleted afterwards, never published directly', async () => {
    const draft = (await save({ title: '不可归档' })).data.contentId;
    const before = await get(draft);
    const msgs = await Promise.all(
      (['zh-CN', 'zh-TW', 'en'] as const).map(
        async (lang) => (await t.api('POST', '/cms/content/archive', { token: admin, lang, body: [draft] })).msg,
      ),
    );
    expect(msgs).toEqual([
      '“不可归档”处于初稿状态，不能执行此操作。',
      '「不可归档」處於初稿狀態，不能執行此操作。',
      '"不可归档" cannot do this while it is Draft.',
    ]);
    expect(await get(draft)).toMatchObject({ status: '0', version: before.version });

    const a = (await save({ title: '归档甲' })).data.contentId;
    const b = (await save({ title: '归档乙' })).data.contentId;
    await op('/cms/content/publish', [a, b]);
    await op('/cms/content/offline', [b]);
    // a refusal in a batch changes none of it
    expect((await op('/cms/content/archive', [a, draft])).code).toBe(500);
    expect(await statusOf(a)).toBe('30');
    expect((await op('/cms/content/archive', { contentIds: [a, b] })).code).toBe(200);
    expect([await statusOf(a), await statusOf(b)]).toEqual(['50', '50']);
    const listed = (await t.api('GET', `/cms/content/list?catalogId=${news}&status=50`, { token: admin })).data.rows;
    expect(listed.map((r: any) => r.contentId).sort()).toEqual([a, b].sort());
    const log = (await t.api('GET', `/cms/content/log?contentId=${a}`, { token: admin, lang: 'en' })).data.rows;
    expect(log.find((r: any) => r.opType === 'ARCHIVE')).toMatchObject({ opTypeName: 'Archive' });

    // no direct publishing, queueing or archiving again; the message names the archived status
    expect((await op('/cms/content/publish', [a])).msg).toBe('"归档甲" cannot do this while it is Archived.');
    expect((await op('/cms/content/to_publish', [a])).code).toBe(500);
    expect((await op('/cms/content/archive', [a])).code).toBe(500);
    expect(await statusOf(a)).toBe('50');
    // re-edit: saving makes it '60', from where it is published again
    expect((await save({ contentId: a, title: '归档甲（改）', version: (await get(a)).version })).code).toBe(200);
    expect(await statusOf(a)).toBe('60');
    expect((await op('/cms/content/publish', [a])).code).toBe(200);
    expect(await statusOf(a)).toBe('30');
    // delete as offline: to the recycle bin with its status, restored as archived
    expect((await t.api('DELETE', '/cms/content', { token: admin, body: [b] })).code).toBe(200);
    const bin = await t.api('GET', '/cms/content/recycle', { token: admin });
    expect(bin.data.rows.find((r: any) => r.contentId === b)).toMatchObject({ deleteStatus: '50' });
    expect((await op('/cms/content/recycle/recover', [b])).code).toBe(200);
    expect(await statusOf(b)).toBe('50');
  });

  it('publishes due contents and expires tops by the scheduled handlers', async () => {
    const id = (await save({ title: '定时发布', publishDate: '2020-01-01 00:00:00' })).data.contentId;
    await op('/cms/content/to_publish', [id]);
    expect(await publishDueContents(t.kernel)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('30');
    const later = (await save({ title: '未到期', publishDate: '2099-01-01 00:00:00' })).data.contentId;
    await op('/cms/content/to_publish', [later]);
    await publishDueContents(t.kernel);
    expect(await statusOf(later)).toBe('20');

    expect((await op('/cms/content/set_top', { contentIds: [id], topEndTime: '2099-01-01 00:00:00' })).code).toBe(200);
    await t.kernel.db.updateTable('cmsContent').set({ topDate: '2020-01-01 00:00:00' }).where('contentId', '=', id).execute();
    expect(await expireTops(t.kernel)).toBe(1);
    expect((await get(id)).topFlag).toBe(0);
    const jobs = await t.kernel.db.selectFrom('sysJob').select('invokeTarget').where('invokeTarget', 'like', 'cms.%').execute();
    expect(jobs.map((j) => j.invokeTarget).sort()).toEqual([
      'cms.expireTops',
      'cms.offlineDueContents',
      'cms.publishDueContents',
      'cms.purgeRecycleBin',
    ]);
  });

  it('purges recycle-bin entries older than the keep days', async () => {
    const id = (await save({ title: '过期回收' })).data.contentId;
    await t.api('DELETE', '/cms/content', { token: admin, body: [id] });
    await t.kernel.db.updateTable('cmsContent').set({ deleteTime: '2020-01-01 00:00:00' }).where('contentId', '=', id).execute();
    expect(await purgeRecycleBin(t.kernel)).toBe(1);
    expect(await t.kernel.db.selectFrom('cmsContent').select('contentId').where('contentId', '=', id).execute()).toEqual([]);
  });
});

describe('CMS contents: lock, top, sort, move, copy, attributes, relations, logs, revisions', () => {
  it('refuses every write of another user while locked; the holder or an administrator unlocks', async () => {
    const id = (await save({ title: '锁定测试' }, 'article', editor.token)).data.contentId;
    expect((await editor.api('POST', `/cms/content/lock/${id}`)).data).toBe('content_editor');
    const denied = await save({ contentId: id, title: '别人改' });
    expect(denied.msg).toBe('"锁定测试" is locked by content_editor.');
    expect((await op('/cms/content/to_publish', [id])).msg).toContain('locked by content_editor');
    expect((await op(`/cms/content/unlock/${id}`, undefined)).code).toBe(200);
    expect((await save({ contentId: id, title: '管理员改' })).code).toBe(200);
  });

  it('sorts before a target taking its top state, moves back to draft, copies, sets attributes and relations', async () => {
    const a = (await save({ title: 'A' })).data.contentId;
    const b = (await save({ title: 'B' })).data.contentId;
    await op('/cms/content/set_top', { contentIds: [a], topEndTime: null });
    expect((await op('/cms/content/sort', { contentId: b, targetContentId: a })).code).toBe(200);
    const rows = (await t.api('GET', `/cms/content/list?catalogId=${news}`, { token: admin })).data.rows;
    expect(rows.slice(0, 2).map((r: any) => r.title)).toEqual(['B', 'A']);
    expect(rows[0].topFlag).toBeGreaterThan(0);

    await op('/cms/content/publish', [b]);
    expect((await op('/cms/content/move', { contentIds: [b], catalogId: notice })).code).toBe(200);
    const moved = (await t.api('GET', `/cms/content/init/${notice}/article/${b}`, { token: admin })).data;
    expect(moved).toMatchObject({ catalogId: notice, status: '0', topFlag: 0 });

    const copy = await op('/cms/content/copy', { contentIds: [a], catalogIds: [notice], copyType: 2 });
    expect(copy.code, copy.msg).toBe(200);
    const mirror = (await t.api('GET', `/cms/content/init/${notice}/article/${copy.data[0]}`, { token: admin })).data;
    expect(mirror).toMatchObject({ title: 'A', copyType: 2, copyId: a, status: '0' });

    expect((await op('/cms/content/attr', { contentIds: [a], attr: 'recommend' })).code).toBe(200);
    expect((await get(a)).attributes).toEqual(['recommend']);
    await t.api('DELETE', '/cms/content/attr', { token: admin, body: { contentIds: [a], attr: 'recommend' } });
    expect((await get(a)).attributes).toEqual([]);

    expect((await t.api('POST', `/cms/content/rela?contentId=${a}`, { token: admin, body: [b] })).code).toBe(200);
    expect((await t.api('GET', `/cms/content/rela?contentId=${a}`, { token: admin })).data.rows.map((r: any) => r.title)).toEqual(['B']);
    const logs = (await t.api('GET', `/cms/content/log?contentId=${a}`, { token: admin, lang: 'en' })).data.rows;
    expect(logs.map((l: any) => l.opTypeName)).toEqual(expect.arrayContaining(['Add', 'Top']));
  });

  it('keeps a revision per save and restores one as the newest', async () => {
    const id = (await save({ title: '第一版', contentHtml: '<p>一</p>' })).data.contentId;
    const v = (await get(id)).version;
    await save({ contentId: id, title: '第二版', contentHtml: '<p>二</p>', version: v });
    const revs = (await t.api('GET', `/cms/content/revisions?contentId=${id}`, { token: admin })).data.rows;
    expect(revs.map((r: any) => [r.revisionNo, r.title])).toEqual([
      [2, '第二版'],
      [1, '第一版'],
    ]);
    const first = (await t.api('GET', `/cms/content/revision/${revs[1].revisionId}`, { token: admin })).data;
    expect(first.data.contentHtml).toBe('<p>一</p>');
    expect((await op(`/cms/content/revision/${revs[1].revisionId}/restore`, undefined)).code).toBe(200);
    for (let i = 0; i < 50 && (await get(id)).title !== '第一版'; i++) await new Promise((r) => setTimeout(r, 20));
    const now = await get(id);
    expect(now.title).toBe('第一版');
    expect(now.contentHtml).toBe('<p>一</p>');
    expect((await t.api('GET', `/cms/content/revisions?contentId=${id}`, { token: admin })).data.rows[0].revisionNo).toBe(3);
  });

  it('shows no content of a catalog the user may not view', async () => {
    const hidden = (await save({ title: '通知内容', catalogId: notice })).data.contentId;
    expect((await editor.api('GET', `/cms/content/list`)).data.rows.some((r: any) => r.contentId === hidden)).toBe(false);
    expect((await editor.api('GET', `/cms/content/init/${notice}/article/${hidden}`)).code).toBe(403);
    expect((await editor.api('GET', `/cms/content/list?catalogId=${notice}`)).code).toBe(403);
    expect((await editor.api('DELETE', '/cms/content', { body: [hidden] })).code).toBe(403);
  });
});

describe('CMS contents and words', () => {
  it('counts tag word uses as contents take and drop tags', async () => {
    const g = await t.kernel.db
      .insertInto('cmsTagWordGroup')
      .values({ siteId, name: '标签', code: 'tags', logo: null, createBy: 'test', updateBy: null, updateTime: null, remark: null })
      .returning('groupId')
      .executeTakeFirstOrThrow();
    await t.kernel.db
      .insertInto('cmsTagWord')
      .values({
        siteId,
        groupId: g.groupId,
        word: '绿色建筑',
        logo: null,
        createBy: 'test',
        updateBy: null,
        updateTime: null,
        remark: null,
      })
      .execute();
    const uses = async () =>
      (await t.kernel.db.selectFrom('cmsTagWord').select('useCount').where('word', '=', '绿色建筑').executeTakeFirstOrThrow()).useCount;
    const id = (await save({ title: '绿色建筑评价', tags: ['绿色建筑'] })).data.contentId;
    expect(await uses()).toBe(1);
    await save({ contentId: id, title: '绿色建筑评价', tags: [], version: (await get(id)).version });
    expect(await uses()).toBe(0);
  });
});

describe('CMS contents and hot words', () => {
  it('counts hot word uses as bodies gain and lose them', async () => {
    const audit = { createBy: 'test', updateBy: null, updateTime: null, remark: null };
    const g = await t.kernel.db
      .insertInto('cmsHotWordGroup')
      .values({ siteId, name: '热词', code: 'hot', ...audit })
      .returning('groupId')
      .executeTakeFirstOrThrow();
    const w = await t.kernel.db
      .insertInto('cmsHotWord')
      .values({ siteId, groupId: g.groupId, word: '装配式建筑', url: 'https://example.org/prefab', ...audit })
      .returning('wordId')
      .executeTakeFirstOrThrow();
    // the cached hot-word lists are dropped by any write through the API; this row was written directly
    await t.kernel.invalidate('cms.words');
    const uses = async () =>
      (await t.kernel.db.selectFrom('cmsHotWord').select('useCount').where('wordId', '=', w.wordId).executeTakeFirstOrThrow()).useCount;
    const id = (await save({ title: '推广装配式', contentHtml: '<p>推广<b>装配式建筑</b>与装配式建筑技术</p>' })).data.contentId;
    expect(await uses()).toBe(1);
    // saved again with the word still there: counted once per content
    await save({ contentId: id, title: '推广装配式', contentHtml: '<p>装配式建筑</p>', version: (await get(id)).version });
    expect(await uses()).toBe(1);
    // a word inside a tag's attribute is not a use
    await save({ contentId: id, title: '推广装配式', contentHtml: '<p title="装配式建筑">无</p>', version: (await get(id)).version });
    expect(await uses()).toBe(0);
  });
});

describe('CMS content list: cached lookups', () => {
  it('keeps totals per site and shows a renamed catalog at once', async () => {
    await save({ title: '缓存测试一' });
    const list = (headers: Record<string, string> = {}) => t.api('GET', '/cms/content/list?pageSize=1', { token: admin, headers });
    const here = await list();
    expect(here.data.total).toBeGreaterThan(0);
    const other = await t.api('POST', '/cms/site', { token: admin, body: { name: '缓存分站', path: 'cachebranch' } });
    expect(other.code, other.msg).toBe(200);
    const otherId = (await t.api('GET', '/cms/site/list?siteName=缓存分站', { token: admin })).data.rows[0].siteId;
    // the same filters and caller, another site (by header): its own total, not the cached one of the first site
    expect((await list({ CurrentSite: String(otherId) })).data.total).toBe(0);
    expect((await list({ CurrentSite: String(siteId) })).data.total).toBe(here.data.total);
    // a catalog of another site than the current one is not found there
    const foreign = await t.api('GET', `/cms/content/list?catalogId=${news}`, { token: admin, headers: { CurrentSite: String(otherId) } });
    expect(foreign.code).toBe(404);

    const catalog = (await t.api('GET', `/cms/catalog/${news}`, { token: admin })).data;
    const renamed = await t.api('PUT', '/cms/catalog', { token: admin, body: { ...catalog, name: '协会新闻' } });
    expect(renamed.code, renamed.msg).toBe(200);
    const rows = (await t.api('GET', `/cms/content/list?catalogId=${news}`, { token: admin })).data.rows;
    expect(rows[0].catalogName).toBe('协会新闻');
    const back = (await t.api('GET', `/cms/catalog/${news}`, { token: admin })).data;
    expect((await t.api('PUT', '/cms/catalog', { token: admin, body: { ...back, name: catalog.name } })).code).toBe(200);
  });
});

describe('CMS dashboard', () => {
  it('counts the current site: catalogs, contents by type and status, resources, templates', async () => {
    const r = await t.api('GET', '/cms/dashboard/stat', { token: admin });
    expect(r.code, r.msg).toBe(200);
    const live = await t.kernel.db
      .selectFrom('cmsContent')
      .select(['contentType', 'status'])
      .where('siteId', '=', siteId)
      .where('deleted', '=', false)
      .execute();
    expect(r.data.contentCount).toBe(live.length);
    expect(r.data.contentDetails.video).toBe(live.filter((c) => c.contentType === 'video').length);
    expect(r.data.contentStatus['30']).toBe(live.filter((c) => c.status === '30').length);
    expect(r.data.catalogCount).toBe(5);
    expect(Object.keys(r.data.resourceDetails)).toEqual(['image', 'audio', 'video', 'file']);
  });
});

describe('CMS contents: extended model values', () => {
  it("keeps a content's ex-model values, readable and writable with the content's catalog rights", async () => {
    const model = await t.api('POST', '/cms/exmodel', { token: admin, lang: 'en', body: { name: '项目信息', code: 'project' } });
    expect(model.code, model.msg).toBe(200);
    const modelId =
      model.data?.modelId ??
      (await t.api('GET', '/cms/exmodel?pageSize=50', { token: admin })).data.rows.find((m: any) => m.code === 'project').modelId;
    const f = await t.api('POST', '/xmodel/field', {
      token: admin,
      lang: 'en',
      body: { modelId, name: '工程地点', code: 'place', controlType: 'input', fieldType: 'short_text', fieldName: 'short_text_1' },
    });
    expect(f.code, f.msg).toBe(200);
    const id = (await save({ title: '带扩展属性的内容' })).data.contentId;
    const base = { modelId, dataType: 'content', dataId: String(id) };
    expect((await t.api('PUT', '/cms/exmodel/data', { token: admin, body: { ...base, values: { place: '滨江新区' } } })).code).toBe(200);
    const got = await t.api('GET', `/cms/exmodel/data?modelId=${modelId}&dataType=content&dataId=${id}`, { token: admin });
    expect(got.data.find((x: any) => x.code === 'place').value).toBe('滨江新区');
    const hidden = (await save({ title: '通知的扩展', catalogId: notice })).data.contentId;
    expect((await editor.api('GET', `/cms/exmodel/data?modelId=${modelId}&dataType=content&dataId=${hidden}`)).code).not.toBe(200);
  });
});
