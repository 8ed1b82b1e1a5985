import fs from 'node:fs';
import pg from 'pg';
import { BUDGETS } from './budgets.ts';
import { CONNECTIONS, loadAt, measureAnchor, SECONDS, WARMUP_SECONDS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import { judge, type Row } from './lib/result.ts';
import { login, startServer, apiCall as call } from './lib/server.ts';
import { round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

/** how many contents the rebuild indexes (BENCH_SEARCH_CONTENTS, default DESIGN's 100,000) */
const CONTENTS = Number(process.env.BENCH_SEARCH_CONTENTS) || 100_000;
/** the query measured: a topic of the fixture corpus, held by one content in thirty */
const QUERY = '施工扬尘';
/** the ILIKE anchor's load: two connections (the machine's cores) for 20 s, a request allowed a minute */
const ANCHOR_LOAD = { connections: 2, seconds: 20, timeoutSeconds: 60 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** sentences of an association's notices that hold none of the fixture's topics, to bring bodies to a usual length */
const PROSE = [
  '会议由协会负责同志主持，各专业委员会代表参加，秘书处汇报了上半年的主要工作。',
  '与会人员围绕行业高质量发展进行了深入交流，提出了许多有价值的意见和建议。',
  '会议强调，要坚持问题导向，推动各项任务落实落细，切实为会员单位办实事。',
  '下一步，协会将加强调查研究，及时总结推广各地的好经验好做法。',
  '各会员单位结合自身实际作了交流发言，介绍了本单位在管理创新方面的探索。',
  '秘书处将进一步做好服务保障工作，为会员单位排忧解难，营造良好的发展环境。',
  '大家一致认为，要以更高标准、更实举措做好全年工作，确保目标任务顺利完成。',
  '本次活动共有一百余名代表参加，现场气氛热烈，参与者纷纷表示收获很大。',
];

/** the relevance fixture's queries */
const corpusQueries = () =>
  (JSON.parse(fs.readFileSync(new URL('../api/cms/fixtures/search-corpus.json', import.meta.url), 'utf8')) as { queries: { q: string }[] })
    .queries;

/** the contents: the relevance fixture's 305 articles over and over, each body its own text and about 850 characters of notice prose */
export async function seedContents(c: pg.Client, siteId: number, catalogIds: number[], contents = CONTENTS) {
  const corpus = JSON.parse(fs.readFileSync(new URL('../api/cms/fixtures/search-corpus.json', import.meta.url), 'utf8')) as {
    articles: { title: string; body: string }[];
  };
  const titles = corpus.articles.map((a) => a.title);
  const bodies = corpus.articles.map(
    (a, i) => `${a.body}${Array.from({ length: 24 }, (_, k) => `<p>${PROSE[(i + k) % PROSE.length]}</p>`).join('')}`,
  );
  await c.query(
    `insert into cms_content (site_id, catalog_id, catalog_ancestors, content_type, title, summary, author, status, sort_flag, publish_date, create_by)
     select $1, ($2::bigint[])[1 + g % cardinality($2::bigint[])], ($2::bigint[])[1 + g % cardinality($2::bigint[])]::text, 'article',
            ($3::text[])[1 + g % cardinality($3::text[])] || '（' || g || '）', null, '编辑部', '30', g, now() - make_interval(mins => g), 'bench'
     from generate_series(1, $4::int) g`,
    [siteId, catalogIds, titles, contents],
  );
  await c.query(
    `insert into cms_content_body (content_id, content_html)
     select content_id, ($2::text[])[1 + sort_flag::int % cardinality($2::text[])] from cms_content where site_id = $1 and create_by = 'bench'`,
    [siteId, bodies],
  );
  await c.query('analyze cms_content; analyze cms_content_body');
}

/**
 * `npm run bench -- search` (issue 35): 100,000 contents indexed by a site rebuild (contents/s); the public search
 * page over them at 50 connections against plain ILIKE over the same tables in the same run (≥ 2×, p99 ≤ 50 ms);
 * and the time from a content's publish request to its first appearance in the search page (≤ 2 s).
 */
export async function measureSearch(distDir: string, useWrk: boolean, log: (m: string) => void): Promise<Row[]> {
  const dataDir = tempDir('search-data');
  // the kernel's limiter stays in the path, with a limit this load does not reach
  const before = process.env.DYNAMIC_PAGE_RATE_LIMIT;
  process.env.DYNAMIC_PAGE_RATE_LIMIT = '1000000000';
  const server = await startServer(distDir, dataDir).finally(() => {
    if (before == null) delete process.env.DYNAMIC_PAGE_RATE_LIMIT;
    else process.env.DYNAMIC_PAGE_RATE_LIMIT = before;
  });
  const url = embeddedUrl(dataDir);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const token = await login(server.base);
    const siteId = Number((await c.query("select site_id from cms_site where path = 'zhuxie'")).rows[0].site_id);
    const catalogIds = (await c.query('select catalog_id from cms_catalog where site_id = $1 order by catalog_id', [siteId])).rows.map(
      (r) => Number(r.catalog_id),
    );
    log(`  writing ${CONTENTS} contents`);
    await seedContents(c, siteId, catalogIds);

    const taskId = await call(server.base, token, 'POST', '/cms/search/rebuild');
    const t0 = performance.now();
    for (;;) {
      const task = await call(server.base, token, 'GET', `/async/task/${taskId}`);
      if (task.status === 'SUCCESS') break;
      if (task.status === 'FAILED') throw new Error(`rebuild failed: ${JSON.stringify(task.errMessages ?? task)}`);
      await sleep(200);
    }
    const seconds = (performance.now() - t0) / 1000;
    const indexed = Number((await c.query('select count(*) as n from cms_search_index where site_id = $1', [siteId])).rows[0].n);
    const perSecond = indexed / seconds;
    log(`  rebuild: ${indexed} contents in ${round(seconds, 1)} s (${Math.round(perSecond)}/s)`);

    const q = encodeURIComponent(QUERY);
    const page = await loadAt(`${server.base}/prod-api/cms/dynamic/zhuxie_pc/_search?q=${q}`, {}, useWrk);
    // ILIKE reads every body: at 50 connections none would finish in time, so it runs at its best, one query a core
    const plain = await measureAnchor('plain-search-server.ts', [url], `/search?siteId=${siteId}&q=${q}`, useWrk, ANCHOR_LOAD);
    const ratio = page.rps / plain.rps;
    const shown = (r: typeof page) => `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms`;
    log(`  search page: ${shown(page)}; plain ILIKE: ${shown(plain)}`);

    // the queries of the relevance fixture, each asked once (no answer kept for them yet): what a new question costs
    const firsts: number[] = [];
    for (const { q: asked } of corpusQueries()) {
      const t = performance.now();
      const res = await fetch(`${server.base}/prod-api/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(asked)}`);
      await res.text();
      if (res.status === 200) firsts.push(performance.now() - t);
    }
    firsts.sort((a, b) => a - b);
    const firstP50 = firsts[Math.floor(firsts.length / 2)] ?? Number.NaN;
    const firstMax = firsts[firsts.length - 1] ?? Number.NaN;
    log(
      `  ${firsts.length} queries asked for the first time, one at a time: p50 ${round(firstP50, 1)} ms, slowest ${round(firstMax, 1)} ms`,
    );

    // one content published: how long until a reader's search finds it
    const title = `检索即时可见基准${Date.now() % 100000}`;
    const added = await call(server.base, token, 'POST', '/cms/content?contentType=article', {
      catalogId: catalogIds[0],
      title,
      contentHtml: '<p>发布后两秒内应可被检索。</p>',
    });
    for (let i = 0; i < 600 && (await call(server.base, token, 'GET', `/async/task/${added.taskId}`)).status !== 'SUCCESS'; i++)
      await sleep(20);
    const sent = performance.now();
    await call(server.base, token, 'POST', '/cms/content/publish', [added.contentId]);
    let visibleMs = Number.NaN;
    for (let i = 0; i < 400; i++) {
      const html = await (await fetch(`${server.base}/prod-api/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(title)}`)).text();
      if (html.includes(title)) {
        visibleMs = performance.now() - sent;
        break;
      }
      await sleep(25);
    }
    const note = `${page.tool}, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, query "${QUERY}" (about 1 content in 30), search log on; after its first ask the page is the one the shared run wrote (render/dynamic-run.ts: a new run, lookups read again, at the first request after 2 s), its answer the one kept for the search generation (search/search-results.ts)`;
    return [
      {
        measure: `search index rebuild, ${indexed} contents`,
        value: Math.round(perSecond),
        unit: 'contents/s',
        display: `${Math.round(perSecond)} contents/s (${round(seconds, 1)} s)`,
        budget: BUDGETS.searchRebuildPerSecond.text,
        anchor: '-',
        verdict: indexed < CONTENTS ? 'error' : judge(perSecond, BUDGETS.searchRebuildPerSecond),
        note: 'POST /cms/search/rebuild as an async task; bodies of about 900 characters',
      },
      {
        measure: 'public search page at 50 connections (vs plain ILIKE)',
        value: round(ratio, 2),
        unit: '×',
        display: `${round(ratio, 2)}× (${shown(page)})`,
        detail: {
          rps: round(page.rps, 0),
          p50: round(page.p50, 2),
          p99: round(page.p99, 2),
          plainRps: round(plain.rps, 1),
          errors: page.errors,
        },
        budget: BUDGETS.searchQueryRatio.text,
        anchor: `plain ILIKE of this run (${ANCHOR_LOAD.connections} connections): ${shown(plain)}`,
        verdict: page.errors > 0 ? 'error' : judge(ratio, BUDGETS.searchQueryRatio),
        note,
      },
      {
        measure: 'public search page p99 at 50 connections',
        value: round(page.p99, 2),
        unit: 'ms',
        budget: BUDGETS.searchQueryP99Ms.text,
        anchor: '-',
        verdict: judge(page.p99, BUDGETS.searchQueryP99Ms),
      },
      {
        measure: `a query asked for the first time (${firsts.length} fixture queries, one at a time)`,
        value: round(firstP50, 1),
        unit: 'ms',
        display: `p50 ${round(firstP50, 1)} ms, slowest ${round(firstMax, 1)} ms`,
        budget: '-',
        anchor: '-',
        verdict: 'info',
        note: 'the whole search page, no answer kept yet: segmenting, the index queries, the page',
      },
      {
        measure: 'a published content searchable after',
        value: Number.isNaN(visibleMs) ? null : Math.round(visibleMs),
        unit: 'ms',
        budget: BUDGETS.searchVisibleMs.text,
        anchor: '-',
        verdict: judge(visibleMs, BUDGETS.searchVisibleMs),
        note: 'from the publish request to the first search page listing it (polled every 25 ms)',
      },
    ];
  } finally {
    await c.end();
    await server.stop();
  }
}
