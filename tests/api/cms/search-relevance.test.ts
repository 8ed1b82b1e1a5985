import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { publishDrained, waitTask } from './kit.ts';

/**
 * Relevance of the site search (issue 35) over a fixture corpus of 305 Chinese articles (fixtures/search-corpus.json,
 * made by its .gen.mjs): 42 queries, each with the article that must come first — 30 topics whose lead names the
 * topic in its title but is the oldest of its ten, traditional-script and pinyin queries, a bulletin's newer
 * issue, and a custom word, a synonym and a stop word added through the dictionary routes.
 */
interface Article {
  key: string;
  title: string;
  summary: string | null;
  body: string;
  daysAgo: number;
}
interface Query {
  q: string;
  first: string;
  kind: string;
  word?: string;
  synonym?: [string, string];
  stop?: string;
}
const corpus: { articles: Article[]; queries: Query[] } = JSON.parse(
  fs.readFileSync(new URL('./fixtures/search-corpus.json', import.meta.url), 'utf8'),
);
const titleOf = new Map(corpus.articles.map((a) => [a.key, a.title]));

let t: TestApp;
let admin: string;

/** the titles the public search page lists first, in order */
async function found(q: string): Promise<string[]> {
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(q)}`,
  });
  expect(r.statusCode).toBe(200);
  return [...r.body.matchAll(/<li><a href="[^"]*" title="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
}

/** the queries whose expected article is not first, with what came first instead */
async function misses(queries: Query[]) {
  const out: string[] = [];
  for (const q of queries) {
    const titles = await found(q.q);
    if (titles[0] !== titleOf.get(q.first))
      out.push(`${q.kind} "${q.q}": wanted "${titleOf.get(q.first)}", got ${JSON.stringify(titles.slice(0, 3))}`);
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  const siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const catalog = await t.kernel.db
    .selectFrom('cmsCatalog')
    .select(['catalogId', 'ancestors'])
    .where('siteId', '=', siteId)
    .orderBy('catalogId')
    .executeTakeFirstOrThrow();
  // written as the content screens write them (published, with a body), then indexed by the site's rebuild
  for (const [i, a] of corpus.articles.entries()) {
    const row = await t.kernel.db
      .insertInto('cmsContent')
      .values({
        siteId,
        catalogId: catalog.catalogId,
        catalogAncestors: catalog.ancestors,
        contentType: 'article',
        title: a.title,
        summary: a.summary,
        author: '编辑部',
        status: '30',
        sortFlag: i + 1,
        publishDate: new Date(Date.now() - a.daysAgo * 86_400_000).toISOString(),
        createBy: 'corpus',
      } as never)
      .returning('contentId')
      .executeTakeFirstOrThrow();
    await t.kernel.db
      .insertInto('cmsContentBody')
      .values({ contentId: row.contentId, contentHtml: a.body } as never)
      .execute();
  }
  const rebuild = await t.api('POST', '/cms/search/rebuild', { token: admin });
  expect(rebuild.code, rebuild.msg).toBe(200);
  expect((await waitTask(t, admin, `SearchIndexRebuild-${siteId}`)).status).toBe('SUCCESS');
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

describe('search relevance over the fixture corpus', () => {
  it('ships at least 300 articles and 30 queries', () => {
    expect(corpus.articles.length).toBeGreaterThanOrEqual(300);
    expect(corpus.queries.length).toBeGreaterThanOrEqual(30);
  });

  it('puts each topic lead first though it is the oldest of its topic; traditional, pinyin and recency queries too', async () => {
    expect(await misses(corpus.queries.filter((q) => ['topic', 'traditional', 'pinyin', 'recency'].includes(q.kind)))).toEqual([]);
  });

  it('lists the contents that hold the words in their body only after the title matches, newest first', async () => {
    const age = new Map(corpus.articles.map((a) => [a.title, a.daysAgo]));
    const titles = await found('建筑节能');
    expect(titles[0]).toBe('全省建筑节能专项检查工作部署');
    const rest = titles.slice(1).map((x) => age.get(x) ?? -1);
    expect(rest.length).toBeGreaterThanOrEqual(9);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('finds the custom word, the synonym and a query with a stop word first once the dictionary has them', async () => {
    const word = corpus.queries.find((q) => q.kind === 'word')!;
    const synonym = corpus.queries.find((q) => q.kind === 'synonym')!;
    const stop = corpus.queries.find((q) => q.kind === 'stop')!;
    const analyze = async (text: string) =>
      (await t.api('POST', '/search/dict/analyze', { token: admin, body: { type: 'ik_smart', text } })).data as string[];
    // before: the custom word is cut into pieces, and the stop word is a word the query needs that no article has
    expect(await analyze(word.q)).not.toContain(word.word);
    expect(await found(stop.q)).not.toContain(titleOf.get(stop.first));
    expect((await t.api('POST', '/search/dict', { token: admin, body: { wordType: 'WORD', words: [word.word] } })).code).toBe(200);
    expect((await t.api('POST', '/search/dict', { token: admin, body: { wordType: 'STOP', words: [stop.stop] } })).code).toBe(200);
    const [a, b] = synonym.synonym!;
    expect((await t.api('POST', '/search/synonym', { token: admin, body: { word: a, synonym: b } })).code).toBe(200);
    // the dictionary edit reindexes the contents holding the word through the publish queue
    await publishDrained(t, admin);
    expect(await analyze(word.q)).toContain(word.word);
    expect(await misses([word, synonym, stop])).toEqual([]);
  });
});
