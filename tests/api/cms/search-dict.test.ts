import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { publishDrained, waitTask } from './kit.ts';

/** The search dictionary (issue 35, chestnut-api §1.12): custom and stop words, analysis, synonyms; each changes what is found. */
let t: TestApp;
let admin: string;
let catalogId: number;

async function publish(title: string, body = '<p>正文</p>') {
  const r = await t.api('POST', '/cms/content?contentType=article', { token: admin, body: { catalogId, title, contentHtml: body } });
  await waitTask(t, admin, r.data.taskId);
  expect((await t.api('POST', '/cms/content/publish', { token: admin, body: [r.data.contentId] })).code).toBe(200);
  return r.data.contentId as number;
}

async function found(q: string): Promise<string[]> {
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(q)}`,
  });
  return [...r.body.matchAll(/<li><a href="[^"]*" title="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
}

const analyze = async (text: string, type = 'ik_smart') =>
  (await t.api('POST', '/search/dict/analyze', { token: admin, body: { type, text } })).data as string[];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  catalogId = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows[0].id;
  await publish('市住建局召开装配式建筑推进会');
  await publish('住房和城乡建设局发布年度报告');
  await publish('关于绿色建材的几点看法');
  await publishDrained(t, admin);
});
afterAll(async () => {
  await t?.dispose();
});

describe('the search dictionary', () => {
  it('a custom word changes the analysis at once and the index of the contents that hold it', async () => {
    expect(await analyze('市住建局召开推进会')).not.toContain('住建局');
    // not found as one word before
    const add = await t.api('POST', '/search/dict', { token: admin, body: { wordType: 'WORD', words: ['住建局'] } });
    expect(add.code, add.msg).toBe(200);
    expect(await analyze('市住建局召开推进会')).toContain('住建局');
    await publishDrained(t, admin);
    const detail = (await t.api('GET', '/cms/search/contents?query=住建局', { token: admin })).data.rows[0];
    const entry = (await t.api('GET', `/cms/search/content/${detail.contentId}`, { token: admin })).data;
    expect(entry.words).toEqual(expect.arrayContaining([{ word: '住建局', weights: 'A' }]));
    expect(await found('住建局')).toEqual(['市住建局召开装配式建筑推进会']);
    const list = await t.api('GET', '/search/dict?pageNum=1&pageSize=20', { token: admin });
    expect(list.data.rows).toEqual([expect.objectContaining({ wordType: 'WORD', word: '住建局' })]);
  });

  it('shows a text cut before and after a word it does not yet hold', async () => {
    const r = await t.api('POST', '/search/dict/analyze/compare', { token: admin, body: { text: '筑协年会召开', word: '筑协' } });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.before.query).toEqual(['筑协年', '会', '召开']);
    expect(r.data.after.query).toEqual(['筑协', '年会', '召开']);
    // nothing was stored
    expect((await t.api('GET', '/search/dict?pageNum=1&pageSize=20', { token: admin })).data.total).toBe(1);
  });

  it('a stop word is left out of queries and the index', async () => {
    expect(await found('看法')).toEqual(['关于绿色建材的几点看法']);
    expect((await t.api('POST', '/search/dict', { token: admin, body: { wordType: 'STOP', words: ['看法'] } })).code).toBe(200);
    await publishDrained(t, admin);
    expect(await analyze('几点看法')).not.toContain('看法');
    expect(await found('看法')).toEqual([]);
    const stop = (await t.api('GET', '/search/dict?wordType=STOP&pageNum=1&pageSize=20', { token: admin })).data.rows[0];
    expect((await t.api('DELETE', '/search/dict', { token: admin, body: [stop.wordId] })).code).toBe(200);
    await publishDrained(t, admin);
    expect(await found('看法')).toEqual(['关于绿色建材的几点看法']);
  });

  it('a synonym pair makes a query for one side find the other', async () => {
    expect(await found('住建局')).toEqual(['市住建局召开装配式建筑推进会']);
    const r = await t.api('POST', '/search/synonym', { token: admin, body: { word: '住建局', synonym: '住房和城乡建设局' } });
    expect(r.code, r.msg).toBe(200);
    expect((await found('住建局')).sort()).toEqual(['市住建局召开装配式建筑推进会', '住房和城乡建设局发布年度报告'].sort());
    expect((await found('住房和城乡建设局')).sort()).toEqual(['市住建局召开装配式建筑推进会', '住房和城乡建设局发布年度报告'].sort());
    const pairs = await t.api('GET', '/search/synonym?pageNum=1&pageSize=20', { token: admin });
    expect(pairs.data.rows).toEqual([expect.objectContaining({ word: '住建局', synonym: '住房和城乡建设局' })]);
  });

  it('refuses bad words naming the field, in the caller language, and stores nothing', async () => {
    const space = await t.api('POST', '/search/dict', { token: admin, lang: 'en', body: { wordType: 'WORD', words: ['好词', '两个 词'] } });
    expect(space.code).toBe(500);
    expect(space.msg).toContain('"两个 词" holds white space');
    const self = await t.api('POST', '/search/synonym', { token: admin, lang: 'zh-TW', body: { word: '住建局', synonym: '住建局' } });
    expect(self.msg).toContain('不能是它自己的同義詞');
    const trad = await t.api('POST', '/search/synonym', { token: admin, body: { word: '住建局', synonym: '住建局' } });
    expect(trad.code).toBe(500);
    expect((await t.api('GET', '/search/dict?query=好词&pageNum=1&pageSize=20', { token: admin })).data.total).toBe(0);
    const tooLong = await t.api('POST', '/search/dict/analyze', { token: admin, body: { type: 'ik_smart', text: '字'.repeat(2001) } });
    expect(tooLong.code).not.toBe(200);
  });

  it('the analysis needs sign-in and its permission', async () => {
    const open = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/search/dict/analyze`,
      payload: { type: 'ik_smart', text: '建筑' },
    });
    expect(JSON.parse(open.body).code).toBe(401);
    const other = await t.asUser({ userName: 'dictnone', permissions: ['cms:site:view'] });
    expect((await other.api('POST', '/search/dict/analyze', { body: { type: 'ik_smart', text: '建筑' } })).code).toBe(403);
    const reader = await t.asUser({ userName: 'dictreader', permissions: ['search:dict:view'] });
    expect((await reader.api('POST', '/search/dict/analyze', { body: { type: 'ik_max_word', text: '建筑业' } })).data).toEqual([
      '建筑',
      '建筑业',
    ]);
    expect((await reader.api('POST', '/search/dict', { body: { wordType: 'WORD', words: ['x'] } })).code).toBe(403);
  });
});
