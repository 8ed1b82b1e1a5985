import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildXlsx } from '../../../kernel/server/crud/xlsx.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import {
  addHotWordUseCounts,
  addTagUseCounts,
  checkSensitive,
  findErrorProne,
  linkHotWords,
  replaceErrorProne,
  replaceHotWords,
  replaceSensitive,
} from '../../../plugins/cms/server/services/words.ts';
import { multipart } from '../kernel/limited-user.ts';

/** CMS → Words (issue 10): the four lists, their groups, rules, export/import, and the service the editor and templates use. */
let t: TestApp;
let admin: string;
let viewer: TestUser;
let siteId: number;
let otherSiteId: number;

const api = (method: string, url: string, body?: unknown, site = siteId) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(site) } });

async function upload(url: string, fields: Record<string, string>, content: Buffer, name = 'words.xlsx', site = siteId) {
  const body = multipart(fields, { field: 'file', name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}${url}`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType, 'accept-language': 'en', CurrentSite: String(site) },
    payload: body.payload,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data?: any };
}

async function exportOf(url: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}${url}`,
    headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', CurrentSite: String(siteId) },
    payload: body,
  });
}

const xlsx = (rows: unknown[][]) =>
  buildXlsx(
    'Sheet1',
    rows[0].map((_, i) => ({ header: `c${i}`, value: (r: unknown[]) => r[i] })),
    rows,
  );

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  otherSiteId = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'other' } })).data.siteId;
  viewer = await t.asUser({ userName: 'word_viewer', permissions: ['word:view'] });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS words: groups', () => {
  it('seeds the Words menu under the CMS with its buttons', async () => {
    const routers = await t.api('GET', '/getRouters', { token: admin });
    const root = routers.data.find((r: any) => r.path === '/configs');
    const word = root.children.find((c: any) => c.component === 'cms/word/word');
    expect(word).toMatchObject({ path: 'word', meta: { title: '词汇管理', icon: 'input' } });
    const en = await t.api('GET', '/getRouters', { token: admin, lang: 'en' });
    expect(en.data.find((r: any) => r.path === '/configs').children.find((c: any) => c.path === 'word').meta.title).toBe('Words');
    const perms = await t.kernel.db.selectFrom('sysMenu').select('perms').where('perms', 'like', 'word:%').execute();
    expect(perms.map((p) => p.perms).sort()).toEqual(['word:add', 'word:delete', 'word:edit', 'word:view']);
  });

  it('builds the tag group tree of the current site; codes are checked and unique per site ignoring case', async () => {
    const top = await api('POST', '/word/tagword/group', { parentId: 0, name: 'Topics', code: 'topics' });
    expect(top.code, top.msg).toBe(200);
    expect(top.data).toMatchObject({ name: 'Topics', code: 'topics', siteId });
    const child = await api('POST', '/word/tagword/group', { parentId: top.data.groupId, name: 'Building', code: 'building', sortFlag: 1 });
    expect(child.code, child.msg).toBe(200);

    const dup = await api('POST', '/word/tagword/group', { parentId: 0, name: 'Again', code: 'TOPICS' });
    expect(dup.code).toBe(500);
    expect(dup.msg).toBe('The group code "TOPICS" already exists.');
    const badCode = await api('POST', '/word/tagword/group', { parentId: 0, name: 'Bad', code: 'a-b' });
    expect(badCode.msg).toMatch(/^Code: invalid format/);
    const blank = await api('POST', '/word/tagword/group', { parentId: 0, name: '  ', code: 'blank' });
    expect(blank.msg).toMatch(/^Name: cannot be empty/);
    // the same code is free on another site
    const other = await api('POST', '/word/tagword/group', { parentId: 0, name: 'Topics', code: 'topics' }, otherSiteId);
    expect(other.code, other.msg).toBe(200);

    const tree = await api('GET', '/word/tagword/group/treedata');
    expect(tree.data).toHaveLength(1);
    expect(tree.data[0]).toMatchObject({ label: 'Topics', props: { code: 'topics' } });
    expect(tree.data[0].children.map((c: any) => c.label)).toEqual(['Building']);
  });

  it('edits a group, never under itself or its children, and refuses another site’s group', async () => {
    const tree = (await api('GET', '/word/tagword/group/treedata')).data;
    const top = tree[0];
    const child = top.children[0];
    const loop = await api('PUT', '/word/tagword/group', { groupId: top.id, parentId: child.id, name: 'Topics', code: 'topics' });
    expect(loop.msg).toBe('A group cannot be its own parent or sit under one of its children.');
    const edit = await api('PUT', '/word/tagword/group', {
      groupId: child.id,
      parentId: top.id,
      name: 'Construction',
      code: 'construction',
    });
    expect(edit.code, edit.msg).toBe(200);
    const foreign = await api('PUT', '/word/tagword/group', { groupId: top.id, parentId: 0, name: 'X', code: 'x' }, otherSiteId);
    // refused by the CMS by-id check (issue 28): not found in the current site
    expect(foreign.code).toBe(404);
    expect(foreign.msg).toMatch(/does not belong to the current site/);
  });

  it('hot word groups: flat, options by code, unique codes', async () => {
    const g = await api('POST', '/word/hotword/group', { name: 'Links', code: 'links' });
    expect(g.code, g.msg).toBe(200);
    expect((await api('POST', '/word/hotword/group', { name: 'L2', code: 'Links' })).msg).toMatch(/already exists/);
    expect((await api('GET', '/word/hotword/group/options')).data).toEqual([{ value: 'links', label: 'Links' }]);
    expect((await api('GET', '/word/hotword/group/treedata')).data[0]).toMatchObject({ id: g.data.groupId, label: 'Links', parentId: 0 });
    expect((await api('GET', '/word/hotword/group/options', undefined, otherSiteId)).data).toEqual([]);
    // the CMS-side twins (chestnut-api §1.4)
    expect((await api('GET', '/cms/hotword/group/options')).data).toEqual([{ value: 'links', label: 'Links' }]);
    expect((await api('GET', '/cms/tagword/group/treedata')).data[0].label).toBe('Topics');
    const side = await api('POST', '/cms/hotword/group', { name: 'Side', code: 'side' });
    expect(side.code, side.msg).toBe(200);
    expect((await api('DELETE', '/word/hotword/group', [side.data.groupId])).code).toBe(200);
  });
});

describe('CMS words: lists', () => {
  let tagGroup: number;
  let childGroup: number;
  let hotGroup: number;

  beforeAll(async () => {
    const tree = (await api('GET', '/word/tagword/group/treedata')).data;
    tagGroup = tree[0].id;
    childGroup = tree[0].children[0].id;
    hotGroup = (await api('GET', '/word/hotword/group/treedata')).data[0].id;
  });

  it('tag words: add, refuse duplicates naming the field, search, edit, batch add, delete', async () => {
    const add = await api('POST', '/word/tagword', { groupId: tagGroup, word: ' 绿色建筑 ' });
    expect(add.code, add.msg).toBe(200);
    await api('POST', '/word/tagword', { groupId: tagGroup, word: 'BIM' });
    const dup = await api('POST', '/word/tagword', { groupId: tagGroup, word: 'bim' });
    expect(dup.code).toBe(500);
    expect(dup.msg).toBe('Word "bim" already exists.');
    const zh = await t.api('POST', '/word/tagword', { token: admin, body: { groupId: tagGroup, word: 'bim' }, lang: 'zh-CN' });
    expect(zh.msg).toBe('词汇“bim”已存在');
    // unique per group: the same word in another group is fine
    expect((await api('POST', '/word/tagword', { groupId: childGroup, word: 'BIM' })).code).toBe(200);
    expect((await api('POST', '/word/tagword', { groupId: tagGroup, word: '' })).msg).toMatch(/^Word: at least 1/);
    expect((await api('POST', '/word/tagword', { groupId: tagGroup, word: '  ' })).msg).toMatch(/^Word: cannot be empty/);
    expect((await api('POST', '/word/tagword', { groupId: tagGroup, word: 'x'.repeat(101) })).msg).toMatch(/^Word: at most 100/);

    const list = await api('GET', `/word/tagword?groupId=${tagGroup}&pageNum=1&pageSize=10`);
    expect(list.data.total).toBe(2);
    expect(list.data.rows.map((r: any) => r.word).sort()).toEqual(['BIM', '绿色建筑']);
    expect(list.data.rows[0]).toMatchObject({ useCount: 0, hitCount: 0 });
    const search = await api('GET', `/word/tagword?groupId=${tagGroup}&query=${encodeURIComponent('绿色')}`);
    expect(search.data.rows.map((r: any) => r.word)).toEqual(['绿色建筑']);

    const id = add.data.wordId;
    expect((await api('PUT', '/word/tagword', { wordId: id, groupId: tagGroup, word: 'Bim' })).msg).toMatch(/already exists/);
    expect((await api('PUT', '/word/tagword', { wordId: id, groupId: tagGroup, word: '绿色建筑', sortFlag: 3 })).code).toBe(200);

    const batch = await api('POST', '/word/tagword/batchAdd', { groupId: tagGroup, words: ['装配式', 'bim', '装配式', ' '] });
    expect(batch.data).toEqual({ inserted: 1, skipped: ['bim'] });

    const ids = (await api('GET', `/word/tagword?groupId=${tagGroup}&query=${encodeURIComponent('装配')}`)).data.rows.map(
      (r: any) => r.wordId,
    );
    expect((await api('DELETE', '/word/tagword', ids)).code).toBe(200);
    expect((await api('GET', `/word/tagword?groupId=${tagGroup}`)).data.total).toBe(2);
  });

  it('a group of another site is refused for listing, adding and moving words', async () => {
    expect((await api('GET', `/word/tagword?groupId=${tagGroup}`, undefined, otherSiteId)).msg).toMatch(/does not belong/);
    expect((await api('POST', '/word/tagword', { groupId: tagGroup, word: 'x' }, otherSiteId)).msg).toMatch(/does not belong/);
    expect((await api('POST', '/word/hotword', { groupId: hotGroup, word: 'x', url: '/x', urlTarget: '_self' }, otherSiteId)).code).toBe(
      404,
    );
    // deleting another site's words by id does nothing
    const word = (await api('GET', `/word/tagword?groupId=${tagGroup}`)).data.rows[0];
    await api('DELETE', '/word/tagword', [word.wordId], otherSiteId);
    expect((await api('GET', `/word/tagword?groupId=${tagGroup}`)).data.total).toBe(2);
  });

  it('hot words: url and target checked, duplicates refused, search by word or link', async () => {
    const add = await api('POST', '/word/hotword', {
      groupId: hotGroup,
      word: '筑协',
      url: 'https://zhuxie.example.org/',
      urlTarget: '_blank',
    });
    expect(add.code, add.msg).toBe(200);
    expect((await api('POST', '/word/hotword', { groupId: hotGroup, word: '筑协', url: '/a', urlTarget: '_self' })).msg).toBe(
      'Word "筑协" already exists.',
    );
    expect(
      (await api('POST', '/word/hotword', { groupId: hotGroup, word: 'x', url: 'javascript:alert(1)', urlTarget: '_self' })).msg,
    ).toMatch(/^Link: invalid format/);
    expect((await api('POST', '/word/hotword', { groupId: hotGroup, word: 'x', url: '/x', urlTarget: '_top' })).msg).toMatch(
      /^Link target/,
    );
    await api('POST', '/word/hotword', { groupId: hotGroup, word: '建筑', url: '/jianzhu/', urlTarget: '_self' });
    const byUrl = await api('GET', `/word/hotword?groupId=${hotGroup}&query=jianzhu`);
    expect(byUrl.data.rows.map((r: any) => [r.word, r.urlTarget])).toEqual([['建筑', '_self']]);
    const edit = await api('PUT', '/word/hotword', {
      wordId: add.data.wordId,
      groupId: hotGroup,
      word: '筑协',
      url: '/zhuxie/',
      urlTarget: '_self',
    });
    expect(edit.code, edit.msg).toBe(200);
  });

  it('sensitive words: per type unique, type filter, edit and delete', async () => {
    expect((await api('POST', '/word/sensitiveword', { type: 'BLACK', word: '赌博' })).code).toBe(200);
    expect((await api('POST', '/word/sensitiveword', { type: 'BLACK', word: '赌博' })).msg).toBe('Word "赌博" already exists.');
    expect((await api('POST', '/word/sensitiveword', { type: 'WHITE', word: '禁止赌博' })).code).toBe(200);
    expect((await api('POST', '/word/sensitiveword', { type: 'BLACK', word: 'spam', replaceWord: 's***' })).code).toBe(200);
    expect((await api('POST', '/word/sensitiveword', { type: 'GREY', word: 'x' })).msg).toMatch(/^Type: value not allowed/);
    const white = await api('GET', '/word/sensitiveword?type=WHITE');
    expect(white.data.rows.map((r: any) => r.word)).toEqual(['禁止赌博']);
    const spam = (await api('GET', '/word/sensitiveword?query=SPA')).data.rows[0];
    expect(spam).toMatchObject({ word: 'spam', type: 'BLACK', replaceWord: 's***' });
    expect((await api('PUT', '/word/sensitiveword', { ...spam, word: '赌博' })).msg).toMatch(/already exists/);
    expect((await api('PUT', '/word/sensitiveword', { wordId: spam.wordId, type: 'BLACK', word: 'Spam', replaceWord: null })).code).toBe(
      200,
    );
  });

  it('error-prone words: replacement required, unique, searchable by either side', async () => {
    expect((await api('POST', '/word/errorproneword', { word: '按装', replaceWord: '安装' })).code).toBe(200);
    expect((await api('POST', '/word/errorproneword', { word: '按装', replaceWord: '安装' })).msg).toBe('Word "按装" already exists.');
    expect((await api('POST', '/word/errorproneword', { word: '既使' })).msg).toMatch(/^Replacement: cannot be empty/);
    expect((await api('POST', '/word/errorproneword', { word: '既使', replaceWord: '即使' })).code).toBe(200);
    const found = await api('GET', `/word/errorproneword?query=${encodeURIComponent('即使')}`);
    expect(found.data.rows.map((r: any) => r.word)).toEqual(['既使']);
    const row = found.data.rows[0];
    expect((await api('PUT', '/word/errorproneword', { ...row, word: '按装' })).msg).toMatch(/already exists/);
    expect((await api('PUT', '/word/errorproneword', { ...row, replaceWord: ' ' })).msg).toMatch(/cannot be empty/);
  });

  it('exports each list as xlsx', async () => {
    for (const [url, body] of [
      ['/word/tagword/export', { groupId: tagGroup }],
      ['/word/hotword/export', { groupId: hotGroup }],
      ['/word/sensitiveword/export', {}],
      ['/word/errorproneword/export', {}],
    ] as const) {
      const res = await exportOf(url, body);
      expect(res.headers['content-type'], url).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const tpl = await t.app.inject({
      method: 'GET',
      url: '/prod-api/word/hotword/importTemplate',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(tpl.headers['content-type']).toContain('spreadsheetml');
  });

  it('imports xlsx: adds the good rows and reports duplicates and bad rows by line', async () => {
    const tags = await upload(
      '/word/tagword/import',
      { groupId: String(tagGroup) },
      await xlsx([['BIM'], ['智慧工地', 'r'], ['智慧工地'], ['钢结构']]),
    );
    expect(tags.code, tags.msg).toBe(200);
    expect(tags.data.inserted).toBe(2);
    expect(tags.data.failures).toEqual([
      { row: 2, word: 'BIM', msg: 'Word "BIM" already exists.' },
      { row: 4, word: '智慧工地', msg: 'Word "智慧工地" already exists.' },
    ]);
    expect(tags.msg).toBe('Partly imported: 2 added, 2 refused.');

    const hot = await upload(
      '/word/hotword/import',
      { groupId: String(hotGroup) },
      await xlsx([
        ['协会', 'https://a.example.org', '_self'],
        ['坏链接', 'ftp://x', ''],
        ['会员', '/member/', ''],
      ]),
    );
    expect(hot.data.inserted).toBe(2);
    expect(hot.data.failures[0]).toMatchObject({ row: 3, msg: 'Link: invalid format.' });

    const sensitive = await upload(
      '/word/sensitiveword/import',
      {},
      await xlsx([
        ['色情', '敏感词'],
        ['禁止色情', 'Whitelist'],
        ['x', 'grey'],
      ]),
    );
    expect(sensitive.data.inserted).toBe(2);
    expect(sensitive.data.failures).toHaveLength(1);
    const types = (await api('GET', '/word/sensitiveword?query=%E8%89%B2%E6%83%85')).data.rows.map((r: any) => [r.word, r.type]);
    expect(types.sort()).toEqual([
      ['禁止色情', 'WHITE'],
      ['色情', 'BLACK'],
    ]);

    const ep = await upload(
      '/word/errorproneword/import',
      {},
      await xlsx([
        ['部署', ''],
        ['布署', '部署'],
      ]),
    );
    expect(ep.data).toMatchObject({ inserted: 1, failures: [{ row: 2, msg: 'Replacement: cannot be empty.' }] });

    expect((await upload('/word/tagword/import', {}, await xlsx([['a']]))).msg).toMatch(/^Group: cannot be empty/);
    expect((await upload('/word/tagword/import', { groupId: String(tagGroup) }, Buffer.from('a,b'), 'words.csv')).code).toBe(500);
    expect((await upload('/word/tagword/import', { groupId: String(tagGroup) }, Buffer.from('not a zip'))).msg).toMatch(
      /does not match its extension/,
    );
    expect((await upload('/word/tagword/import', { groupId: String(tagGroup) }, await xlsx([['a']]), 'w.xlsx', otherSiteId)).msg).toMatch(
      /does not belong/,
    );
  });

  it('the editor checks: sensitive words found (whitelist passes), error-prone words with replacements', async () => {
    const check = await api('POST', '/word/sensitiveword/check', { text: '<p title="赌博">禁止赌博，不要赌博和SPAM</p>' });
    expect(check.data).toEqual(['赌博', 'Spam']);
    const ep = await api('POST', '/word/errorproneword/check', { text: '按装和布署' });
    expect(ep.data).toEqual([
      { w: '按装', r: '安装' },
      { w: '布署', r: '部署' },
    ]);
  });

  it('a user without the permission is refused; a viewer may only read', async () => {
    // no site grant: no current site, so no group to read
    expect((await viewer.api('GET', `/word/tagword?groupId=${tagGroup}`, { lang: 'en' })).msg).toBe('No site permissions.');
    await t.kernel.db
      .insertInto('cmsPermission')
      .values({
        ownerType: 'Role',
        owner: String(viewer.roleId),
        permType: 'Site',
        perms: JSON.stringify([`Site:View:${siteId}`]) as never,
      })
      .execute();
    await t.kernel.invalidate('identity');
    expect((await viewer.api('GET', `/word/tagword?groupId=${tagGroup}`)).code).toBe(200);
    expect((await viewer.api('POST', '/word/sensitiveword', { body: { type: 'BLACK', word: 'x' } })).code).toBe(403);
    expect((await viewer.api('DELETE', '/word/errorproneword', { body: [1] })).code).toBe(403);
    expect((await viewer.api('POST', '/word/tagword/group', { body: { parentId: 0, name: 'n', code: 'n' } })).code).toBe(403);
    const nobody = await t.asUser({ userName: 'word_nobody', permissions: ['cms:site:view'] });
    expect((await nobody.api('GET', '/word/sensitiveword')).code).toBe(403);
    expect((await nobody.api('GET', '/word/tagword/group/treedata')).code).toBe(403);
  });

  it('deleting a group with child groups is refused; deleting a group deletes its words', async () => {
    const refused = await api('DELETE', '/word/tagword/group', [tagGroup]);
    expect(refused.code).toBe(500);
    expect(refused.msg).toBe('The group "Topics" still has child groups: delete them first.');
    expect((await api('DELETE', '/word/tagword/group', [childGroup])).code).toBe(200);
    const words = await t.kernel.db.selectFrom('cmsTagWord').select('word').where('groupId', '=', childGroup).execute();
    expect(words).toEqual([]);
    // a parent and its child together are fine
    const p = await api('POST', '/word/tagword/group', { parentId: 0, name: 'P', code: 'p' });
    await api('POST', '/word/tagword/group', { parentId: p.data.groupId, name: 'C', code: 'c' });
    const tree = (await api('GET', '/word/tagword/group/treedata')).data;
    const pn = tree.find((n: any) => n.id === p.data.groupId);
    expect((await api('DELETE', '/word/tagword/group', [pn.id, pn.children[0].id])).code).toBe(200);
    expect((await api('DELETE', '/word/tagword/group', [tagGroup], otherSiteId)).msg).toMatch(/does not belong/);
  });
});

describe('CMS words: the service for the editor and the templates', () => {
  it('checkSensitive and replaceSensitive skip tags and whitelist words, and see new words at once', async () => {
    const k = t.kernel;
    expect(await checkSensitive(k, '禁止赌博')).toEqual([]);
    expect(await checkSensitive(k, '<a href="/赌博">赌博</a> spam')).toEqual(['赌博', 'Spam']);
    expect(await replaceSensitive(k, '<b title="赌博">赌博</b>，禁止赌博，spam')).toBe('<b title="赌博">**</b>，禁止赌博，****');
    expect(await replaceSensitive(k, '赌博 色情', '[x]')).toBe('[x] [x]');
    // the cached matcher is rebuilt after a write through the API
    expect(await checkSensitive(k, '新词出现')).toEqual([]);
    await api('POST', '/word/sensitiveword', { type: 'BLACK', word: '新词', replaceWord: '某词' });
    expect(await checkSensitive(k, '新词出现')).toEqual(['新词']);
    expect(await replaceSensitive(k, '新词出现')).toBe('某词出现');
  });

  it('findErrorProne lists each word once with its replacement; replaceErrorProne fixes them all', async () => {
    const k = t.kernel;
    expect(await findErrorProne(k, '<p>按装、按装与布署</p>')).toEqual([
      { word: '按装', replacement: '安装' },
      { word: '布署', replacement: '部署' },
    ]);
    expect(await replaceErrorProne(k, '<p data-x="按装">按装</p>')).toBe('<p data-x="按装">安装</p>');
  });

  it('replaceHotWords links the first occurrences outside tags and links, per group', async () => {
    const k = t.kernel;
    const html = '<p>筑协 <a href="/x">筑协</a> <img alt="筑协"> 筑协协会与会员</p>';
    expect(await replaceHotWords(k, siteId, ['links'], html, 1)).toBe(
      '<p><a href="/zhuxie/" target="_self">筑协</a> <a href="/x">筑协</a> <img alt="筑协"> 筑协<a href="https://a.example.org" target="_self">协会</a>与<a href="/member/" target="_blank">会员</a></p>',
    );
    const two = await linkHotWords(k, siteId, ['LINKS'], '筑协 筑协 筑协', 2);
    expect(two.html.match(/<a /g)).toHaveLength(2);
    expect(two.wordIds).toHaveLength(1);
    expect(await replaceHotWords(k, siteId, ['nope'], '筑协', 1)).toBe('筑协');
    expect(await replaceHotWords(k, otherSiteId, ['links'], '筑协', 1)).toBe('筑协');
    await addHotWordUseCounts(k, two.wordIds);
    const used = await k.db.selectFrom('cmsHotWord').select('useCount').where('wordId', '=', two.wordIds[0]).executeTakeFirstOrThrow();
    expect(used.useCount).toBe(1);
  });

  it('addTagUseCounts counts the site’s tag words (case-insensitive), never below zero', async () => {
    const k = t.kernel;
    expect(await addTagUseCounts(k, siteId, ['bim', '绿色建筑', 'unknown'])).toBe(2);
    expect(await addTagUseCounts(k, otherSiteId, ['bim'])).toBe(0);
    await addTagUseCounts(k, siteId, ['BIM'], -5);
    const rows = await k.db.selectFrom('cmsTagWord').select(['word', 'useCount']).where('siteId', '=', siteId).orderBy('word').execute();
    expect(Object.fromEntries(rows.map((r) => [r.word, r.useCount]))).toMatchObject({ BIM: 0, 绿色建筑: 1 });
  });
});
