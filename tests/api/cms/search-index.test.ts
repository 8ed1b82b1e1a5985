import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { startMissingIndexes } from '../../../plugins/cms/server/search/index-rebuild.ts';
import { publishDrained, waitTask } from './kit.ts';

/** The site search's index (issue 35): it follows publishing, finds across scripts and by pinyin, ranks and highlights. */
let t: TestApp;
let admin: string;
let catalogId: number;
let otherCatalogId: number;

/** a content published through the console (the publish queue indexes it) */
async function publish(title: string, body = '<p>正文</p>', extra: Record<string, unknown> = {}) {
  const r = await t.api('POST', '/cms/content?contentType=article', {
    token: admin,
    body: { catalogId, title, contentHtml: body, ...extra },
  });
  expect(r.code, r.msg).toBe(200);
  await waitTask(t, admin, r.data.taskId);
  const p = await t.api('POST', '/cms/content/publish', { token: admin, body: [r.data.contentId] });
  expect(p.code, p.msg).toBe(200);
  return r.data.contentId as number;
}

/** the titles the public search page lists, in order */
async function found(q: string): Promise<string[]> {
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(q)}`,
  });
  expect(r.statusCode).toBe(200);
  return [...r.body.matchAll(/<li><a href="[^"]*" title="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
}

const page = (q: string) =>
  t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(q)}` });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  const tree = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows;
  catalogId = tree[0].id;
  otherCatalogId = tree[1]?.id ?? tree[0].children?.[0]?.id;
});
afterAll(async () => {
  await t?.dispose();
});

describe('the search index', () => {
  let bodyOnly: number;
  let traditional: number;

  it('indexes what the publish queue publishes; simplified and traditional script find each other', async () => {
    await publish('全市建筑业安全生产工作会议召开', '<p>会议部署了<strong>安全生产</strong>大检查。</p>');
    traditional = await publish('建築業綠色施工指南發布', '<p>綠色施工&nbsp;節能減排</p>');
    bodyOnly = await publish('年度工作简报', '<p>本期简报介绍了装配式建筑的推广情况与建筑业发展。</p>');
    await publish('会员单位名录更新');
    await publishDrained(t, admin);
    expect(await found('建筑业')).toEqual(
      expect.arrayContaining(['全市建筑业安全生产工作会议召开', '建築業綠色施工指南發布', '年度工作简报']),
    );
    expect(await found('建築業')).toEqual(expect.arrayContaining(['全市建筑业安全生产工作会议召开', '建築業綠色施工指南發布']));
    expect(await found('绿色施工')).toEqual(['建築業綠色施工指南發布']);
    expect(await found('会员单位')).toEqual(['会员单位名录更新']);
  });

  it('ranks a title match above a body match, and highlights the words in an escaped fragment', async () => {
    const titles = await found('建筑业');
    expect(titles.indexOf('年度工作简报')).toBeGreaterThan(titles.indexOf('全市建筑业安全生产工作会议召开'));
    const r = await page('装配式建筑');
    expect(r.body).toContain('<em>装配式建筑</em>');
    expect(r.body).toContain('class="fragment"');
  });

  it('finds titles by pinyin and by pinyin initials', async () => {
    expect(await found('jianzhuye')).toEqual(expect.arrayContaining(['全市建筑业安全生产工作会议召开', '建築業綠色施工指南發布']));
    expect(await found('jzy')).toEqual(expect.arrayContaining(['全市建筑业安全生产工作会议召开', '建築業綠色施工指南發布']));
    expect(await found('jzy')).not.toContain('年度工作简报');
    // two words written next to each other, as a reader types a short phrase (安全 生产 → aqsc, 年度 工作简报 → ndgzjb)
    expect(await found('aqsc')).toEqual(['全市建筑业安全生产工作会议召开']);
    expect(await found('niandugongzuojianbao')).toEqual(['年度工作简报']);
  });

  it('a query is data: markup is escaped, tsquery syntax is a word like any other', async () => {
    for (const q of ["建筑业' | '会员", '建筑业 & !会员', '<b>建筑业</b>', "')) or 1=1 --"]) {
      const r = await page(q);
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toContain('<b>建筑业</b>');
    }
  });

  it('follows offline, delete, restore and move', async () => {
    expect(await found('装配式建筑')).toEqual(['年度工作简报']);
    await t.api('POST', '/cms/content/offline', { token: admin, body: [bodyOnly] });
    await publishDrained(t, admin);
    expect(await found('装配式建筑')).toEqual([]);
    await t.api('POST', '/cms/content/publish', { token: admin, body: [bodyOnly] });
    await publishDrained(t, admin);
    expect(await found('装配式建筑')).toEqual(['年度工作简报']);
    // offline first (a published content is not deleted), then to the recycle bin and back: still not found
    await t.api('POST', '/cms/content/offline', { token: admin, body: [bodyOnly] });
    const del = await t.api('DELETE', '/cms/content', { token: admin, body: [bodyOnly] });
    expect(del.code, del.msg).toBe(200);
    await publishDrained(t, admin);
    expect(await found('装配式建筑')).toEqual([]);
    expect((await t.api('POST', '/cms/content/recycle/recover', { token: admin, body: [bodyOnly] })).code).toBe(200);
    await publishDrained(t, admin);
    expect(await found('装配式建筑')).toEqual([]);
    await t.api('POST', '/cms/content/publish', { token: admin, body: [bodyOnly] });
    await publishDrained(t, admin);
    expect(await found('装配式建筑')).toEqual(['年度工作简报']);
    if (otherCatalogId) {
      const m = await t.api('POST', '/cms/content/move', { token: admin, body: { contentIds: [bodyOnly], catalogId: otherCatalogId } });
      expect(m.code, m.msg).toBe(200);
      await publishDrained(t, admin);
      // a moved content is a draft again
      expect(await found('装配式建筑')).toEqual([]);
    }
  });

  it('lists, inspects, deletes and rebuilds entries on the content index screen', async () => {
    const list = await t.api('GET', '/cms/search/contents?pageNum=1&pageSize=50', { token: admin });
    expect(list.code, list.msg).toBe(200);
    expect(list.data.rows.map((r: any) => r.title)).toEqual(expect.arrayContaining(['建築業綠色施工指南發布', '会员单位名录更新']));
    const one = await t.api('GET', `/cms/search/content/${traditional}`, { token: admin });
    expect(one.data).toMatchObject({ contentId: traditional, title: '建築業綠色施工指南發布' });
    expect(one.data.fullText).toBe('綠色施工 節能減排');
    expect(one.data.words).toEqual(
      expect.arrayContaining([
        { word: '建筑业', weights: 'A' },
        { word: 'jzy', weights: 'A' },
        { word: '节能', weights: 'D' },
      ]),
    );
    expect((await t.api('DELETE', '/cms/search/contents', { token: admin, body: [traditional] })).code).toBe(200);
    expect(await found('绿色施工')).toEqual([]);
    expect((await t.api('POST', `/cms/search/build/${traditional}`, { token: admin })).data).toBe(true);
    expect(await found('绿色施工')).toEqual(['建築業綠色施工指南發布']);
    await t.kernel.db.deleteFrom('cmsSearchIndex').execute();
    const rebuild = await t.api('POST', '/cms/search/rebuild', { token: admin });
    expect(rebuild.code, rebuild.msg).toBe(200);
    const done = await waitTask(t, admin, rebuild.data);
    expect(done.status).toBe('SUCCESS');
    expect(await found('绿色施工')).toEqual(['建築業綠色施工指南發布']);
    expect(await found('会员单位')).toEqual(['会员单位名录更新']);
  });

  it('at boot, indexes a site whose published contents have no entry yet (an upgrade)', async () => {
    await t.kernel.db.deleteFrom('cmsSearchIndex').execute();
    await startMissingIndexes(t.kernel);
    const siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
    expect((await waitTask(t, admin, `SearchIndexRebuild-${siteId}`)).status).toBe('SUCCESS');
    expect(await found('会员单位')).toEqual(['会员单位名录更新']);
  });

  it('keeps the contents of a catalog or a site whose EnableIndex is N out of the index', async () => {
    const siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
    const members = (await t.api('GET', '/cms/search/contents?pageNum=1&pageSize=50&query=会员单位', { token: admin })).data.rows[0];
    const ext = await t.api('PUT', `/cms/catalog/extends/${members.catalogId}`, { token: admin, body: { EnableIndex: 'N' } });
    expect(ext.code, ext.msg).toBe(200);
    await t.api('POST', `/cms/search/build/${members.contentId}`, { token: admin });
    expect(await found('会员单位')).toEqual([]);
    await t.api('PUT', `/cms/catalog/extends/${members.catalogId}`, { token: admin, body: { EnableIndex: '' } });
    await t.api('POST', `/cms/search/build/${members.contentId}`, { token: admin });
    expect(await found('会员单位')).toEqual(['会员单位名录更新']);
    // the site's switch rebuilds its index by itself
    const rebuilt = async (value: 'Y' | 'N') => {
      expect((await t.api('POST', `/cms/site/extends/${siteId}`, { token: admin, body: { EnableIndex: value } })).code).toBe(200);
      for (let i = 0; i < 100; i++) {
        if ((await found('会员单位')).length === (value === 'N' ? 0 : 1)) return;
        await new Promise((res) => setTimeout(res, 50));
      }
      throw new Error(`the index did not follow EnableIndex ${value}`);
    };
    await rebuilt('N');
    await rebuilt('Y');
  });

  it('answers a question asked again from what it kept, until any write to the index, pins, synonyms or dictionary', async () => {
    const generation = async () =>
      Number((await t.kernel.db.selectFrom('cmsSearchState').select('generation').executeTakeFirstOrThrow()).generation);
    const before = await found('会员单位');
    expect(before).toEqual(['会员单位名录更新']);
    // asked again: the same answer, and no index statement ran in between
    const g0 = await generation();
    expect(await found('会员单位')).toEqual(before);
    expect(await generation()).toBe(g0);
    // a write that does not pass through this server (another instance, a render thread): the next search sees it
    const entry = await t.kernel.db
      .selectFrom('cmsSearchIndex')
      .select('contentId')
      .where('title', '=', before[0])
      .executeTakeFirstOrThrow();
    await t.kernel.db.deleteFrom('cmsSearchIndex').where('contentId', '=', entry.contentId).execute();
    expect(await generation()).toBeGreaterThan(g0);
    expect(await found('会员单位')).toEqual([]);
    expect((await t.api('POST', `/cms/search/build/${entry.contentId}`, { token: admin })).code).toBe(200);
    expect(await found('会员单位')).toEqual(before);
    // a synonym, a pin and a dictionary word each raise the generation
    for (const table of ['cmsSearchSynonym', 'cmsSearchPin', 'cmsSearchDictWord'] as const) {
      const g = await generation();
      await t.kernel.db.deleteFrom(table).where(sql<boolean>`false`).execute();
      expect(await generation(), table).toBeGreaterThan(g);
    }
  });

  it('refuses the index routes without their permission', async () => {
    const reader = await t.asUser({ userName: 'indexreader', permissions: ['cms:contentindex:view'] });
    expect((await reader.api('POST', '/cms/search/rebuild')).code).toBe(403);
    expect((await reader.api('DELETE', '/cms/search/contents', { body: [traditional] })).code).toBe(403);
    const none = await t.asUser({ userName: 'indexnone', permissions: ['cms:site:view'] });
    expect((await none.api('GET', '/cms/search/contents')).code).toBe(403);
    expect((await none.api('GET', `/cms/search/content/${traditional}`)).code).toBe(403);
  });
});
