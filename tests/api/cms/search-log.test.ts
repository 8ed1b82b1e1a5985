import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { flushSearchLog } from '../../../plugins/cms/server/search/search-log.ts';
import { publishDrained, waitTask } from './kit.ts';

/** Search logs and search words (issue 35, chestnut-api §1.12): every public search logged and counted, pins, trend, suggest. */
let t: TestApp;
let admin: string;
let siteId: number;

const search = (q: string, ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148') =>
  t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(q)}`,
    headers: { 'user-agent': ua, referer: 'https://www.zhuxie.org/' },
    remoteAddress: '203.0.113.77',
  });

/** the logs once `n` are written (they are written off the answer's path) */
async function logs(n: number) {
  for (let i = 0; i < 100; i++) {
    const r = await t.api('GET', '/search/log?pageNum=1&pageSize=50', { token: admin });
    // the rows themselves (the count is read beside them and may run ahead)
    if (r.data.rows.length >= n) return r.data;
    await new Promise((res) => setTimeout(res, 30));
  }
  throw new Error('the searches were not logged');
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const catalogId = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows[0].id;
  const r = await t.api('POST', '/cms/content?contentType=article', {
    token: admin,
    body: { catalogId, title: '建筑业安全生产通知', contentHtml: '<p>x</p>' },
  });
  await waitTask(t, admin, r.data.taskId);
  await t.api('POST', '/cms/content/publish', { token: admin, body: [r.data.contentId] });
  await publishDrained(t, admin);
});
afterAll(async () => {
  await t?.dispose();
});

describe('search logs and words', () => {
  it('logs each public search with its client and result count, the address masked', async () => {
    await search('建筑业');
    await search('建築業');
    await search('不存在的词语');
    const data = await logs(3);
    const hit = data.rows.find((r: any) => r.word === '不存在的词语');
    expect(hit).toMatchObject({
      ip: '203.0.113.0',
      clientType: 'phone',
      referer: 'https://www.zhuxie.org/',
      source: 'zhuxie',
      resultCount: 0,
    });
    expect(typeof hit.logId).toBe('string');
    // traditional script folds into the same word
    expect(data.rows.filter((r: any) => r.word === '建筑业')).toHaveLength(2);
    expect(data.rows.find((r: any) => r.word === '建筑业').resultCount).toBe(1);
    // a second page of results is not another search
    await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('建筑业')}&pi=2`,
    });
    expect((await t.api('GET', '/cms/search/log?pageNum=1&pageSize=50', { token: admin })).data.total).toBe(3);
  });

  it('counts search words per site with a daily trend', async () => {
    const words = (await t.api('GET', '/cms/search/word?pageNum=1&pageSize=50', { token: admin })).data.rows;
    const w = words.find((r: any) => r.word === '建筑业');
    expect(w).toMatchObject({ searchTotal: 2, topFlag: 'N', source: 'zhuxie' });
    const trend = (await t.api('GET', `/search/word/trend?wordId=${w.wordId}`, { token: admin })).data;
    expect(trend.xAxisDatas).toHaveLength(30);
    expect(trend.lineDatas.at(-1)).toBe(2);
    expect(trend.lineDatas.slice(0, -1).every((n: number) => n === 0)).toBe(true);
  });

  it('adds, edits, pins and deletes words; pinned words come first and feed the suggestions', async () => {
    expect((await t.api('POST', '/search/word', { token: admin, body: { word: '建筑节能', searchTotal: 1 } })).code).toBe(200);
    const dup = await t.api('POST', '/search/word', { token: admin, lang: 'en', body: { word: '建筑节能' } });
    expect(dup.msg).toContain('exists already');
    expect((await t.api('POST', '/cms/search/word', { token: admin, body: { word: '建筑工地' } })).code).toBe(200);
    const all = (await t.api('GET', '/search/word?pageNum=1&pageSize=50', { token: admin })).data.rows;
    const saving = all.find((r: any) => r.word === '建筑节能');
    expect(all[0].word).toBe('建筑业');
    const past = await t.api('PUT', '/search/word/set_top', {
      token: admin,
      lang: 'en',
      body: { wordIds: [saving.wordId], topEndTime: '2000-01-01' },
    });
    expect(past.msg).toContain('future');
    expect(
      (await t.api('PUT', '/search/word/set_top', { token: admin, body: { wordIds: [saving.wordId], topEndTime: '2099-12-31' } })).code,
    ).toBe(200);
    const pinnedFirst = (await t.api('GET', '/search/word?pageNum=1&pageSize=50', { token: admin })).data.rows;
    expect(pinnedFirst[0]).toMatchObject({ word: '建筑节能', topFlag: 'Y' });
    const suggest = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/api/search/suggest?siteId=${siteId}&q=${encodeURIComponent('建築')}`,
    });
    expect(JSON.parse(suggest.body).data).toEqual(['建筑节能', '建筑业', '建筑工地']);
    // the published pages' scripts read it (sandboxed pages, the sites' own domains); a console route stays closed
    expect(suggest.headers['access-control-allow-origin']).toBe('*');
    const consoleRoute = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/search/word`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(consoleRoute.headers['access-control-allow-origin']).toBeUndefined();
    expect((await t.api('PUT', '/search/word/cancel_top', { token: admin, body: [saving.wordId] })).code).toBe(200);
    expect(
      (await t.api('PUT', '/search/word', { token: admin, body: { wordId: saving.wordId, word: '建筑节能改造', searchTotal: 9 } })).code,
    ).toBe(200);
    const edited = (await t.api('GET', '/search/word?query=节能&pageNum=1&pageSize=50', { token: admin })).data.rows;
    expect(edited).toEqual([expect.objectContaining({ word: '建筑节能改造', searchTotal: 9, topFlag: 'N' })]);
    expect((await t.api('DELETE', '/search/word', { token: admin, body: [saving.wordId] })).code).toBe(200);
    expect((await t.api('GET', '/search/word?query=节能&pageNum=1&pageSize=50', { token: admin })).data.total).toBe(0);
  });

  it('deletes logs by their string ids', async () => {
    const data = await logs(3);
    const ids = data.rows.map((r: any) => r.logId);
    expect((await t.api('DELETE', '/search/log', { token: admin, body: ids.slice(0, 1) })).code).toBe(200);
    expect((await t.api('GET', '/search/log?pageNum=1&pageSize=50', { token: admin })).data.total).toBe(2);
    expect((await t.api('DELETE', '/search/log', { token: admin, body: ['1 or 1=1'] })).code).not.toBe(200);
  });

  it('refuses the screens without their codes', async () => {
    const none = await t.asUser({ userName: 'lognone', permissions: ['cms:site:view'] });
    expect((await none.api('GET', '/search/log')).code).toBe(403);
    expect((await none.api('GET', '/search/word')).code).toBe(403);
    const reader = await t.asUser({ userName: 'logreader', permissions: ['search:log:view'] });
    expect((await reader.api('GET', '/search/log')).code).toBe(200);
    expect((await reader.api('DELETE', '/search/log', { body: ['1'] })).code).toBe(403);
    expect((await reader.api('POST', '/search/word', { body: { word: 'x' } })).code).toBe(403);
  });
});

describe('the search-quality report', () => {
  it('lists the queries that found nothing, most asked first', async () => {
    await search('没有的东西');
    await search('没有的东西');
    await logs(4);
    for (let i = 0; i < 50; i++) {
      const q = (await t.api('GET', '/cms/search/quality', { token: admin })).data.noResults;
      if (q[0]?.searches === 2) {
        expect(q[0]).toMatchObject({ word: '没有的东西', searches: 2 });
        expect(q.map((r: any) => r.word)).not.toContain('建筑业');
        return;
      }
      await new Promise((res) => setTimeout(res, 30));
    }
    throw new Error('the report did not show the query');
  });

  it('counts a result opened through its signed link and reports the queries whose results nobody opened', async () => {
    const page = await search('安全生产');
    const links = [...page.body.matchAll(/href="([^"]*\/api\/search\/click\?[^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    expect(links).toHaveLength(1);
    const unclicked = async () => (await t.api('GET', '/cms/search/quality', { token: admin })).data.unclicked.map((r: any) => r.word);
    for (let i = 0; i < 50 && !(await unclicked()).includes('安全生产'); i++) await new Promise((res) => setTimeout(res, 30));
    expect(await unclicked()).toContain('安全生产');
    const link = new URL(links[0], 'http://x');
    const target = link.searchParams.get('to')!;
    expect(target).toMatch(/^\/.*\.html$/);
    // a changed target, word or content is not this server's link: nothing counted, no redirect
    for (const [k, v] of [
      ['to', 'https://evil.example/'],
      ['w', '别的词'],
      ['cid', '999999'],
    ]) {
      const forged = new URL(link);
      forged.searchParams.set(k, v);
      const r = await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` });
      expect(r.statusCode).toBe(404);
      expect(r.headers.location).toBeUndefined();
    }
    expect(await unclicked()).toContain('安全生产');
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(target);
    expect(await unclicked()).not.toContain('安全生产');
  });

  it('pins a content as the first result of a query, even one its words do not match', async () => {
    const catalogId = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows[0].id;
    const add = async (title: string) => {
      const r = await t.api('POST', '/cms/content?contentType=article', {
        token: admin,
        body: { catalogId, title, contentHtml: '<p>y</p>' },
      });
      await waitTask(t, admin, r.data.taskId);
      return r.data.contentId as number;
    };
    const guide = await add('施工现场管理办法');
    const draft = await add('未发布的草稿');
    await t.api('POST', '/cms/content/publish', { token: admin, body: [guide] });
    await publishDrained(t, admin);
    const titles = async (q: string) => [...(await search(q)).body.matchAll(/title="([^"]+)"/g)].map((m) => m[1]);
    expect(await titles('安全生产')).toEqual(['建筑业安全生产通知']);
    const notIndexed = await t.api('POST', '/cms/search/pin', { token: admin, lang: 'en', body: { word: '安全生产', contentId: draft } });
    expect(notIndexed.code).not.toBe(200);
    expect(notIndexed.msg).toContain('未发布的草稿');
    const reader = await t.asUser({ userName: 'pinreader', permissions: ['search:log:view', 'cms:site:view'] });
    expect((await reader.api('POST', '/cms/search/pin', { body: { word: '安全生产', contentId: guide } })).code).toBe(403);
    const pin = await t.api('POST', '/cms/search/pin', { token: admin, body: { word: ' 安全生產 ', contentId: guide } });
    expect(pin.code).toBe(200);
    expect(await titles('安全生产')).toEqual(['施工现场管理办法', '建筑业安全生产通知']);
    expect(await titles('安全')).toEqual(['建筑业安全生产通知']);
    const pins = (await t.api('GET', '/cms/search/pin', { token: admin })).data;
    expect(pins).toEqual([expect.objectContaining({ word: '安全生产', contentId: guide, title: '施工现场管理办法' })]);
    expect((await t.api('DELETE', '/cms/search/pin', { token: admin, body: [pins[0].pinId] })).data).toBe(1);
    expect(await titles('安全生产')).toEqual(['建筑业安全生产通知']);
  });

  it('logs nothing for a site whose EnableSearchLog is N', async () => {
    const total = async () => {
      // the log is written in batches: what is buffered is written first
      await flushSearchLog(t.kernel);
      return (await t.api('GET', '/cms/search/log?pageNum=1&pageSize=1', { token: admin })).data.total;
    };
    expect((await t.api('POST', `/cms/site/extends/${siteId}`, { token: admin, body: { EnableSearchLog: 'N' } })).code).toBe(200);
    const before = await total();
    await search('不记录的搜索');
    expect(await total()).toBe(before);
    await t.api('POST', `/cms/site/extends/${siteId}`, { token: admin, body: { EnableSearchLog: 'Y' } });
    await search('记录的搜索');
    expect(await total()).toBe(before + 1);
  });
});
