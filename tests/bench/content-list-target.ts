import pg from 'pg';
import type { TargetContext } from './api-load.ts';
import { BUDGETS } from './budgets.ts';
import { KeepAliveClient } from './lib/http.ts';
import { judge, type Row } from './lib/result.ts';
import { percentile, round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

export const CONTENT_ROWS = 100_000;

/**
 * Fills the demo site's 协会动态 catalog with 100,000 articles (a third published, publish dates spread
 * over time) straight in SQL, then analyzes the table; returns the catalog id the list is loaded with.
 */
export async function prepareContentList(ctx: TargetContext): Promise<number> {
  const c = new pg.Client({ connectionString: embeddedUrl(ctx.dataDir) });
  await c.connect();
  try {
    const cat = await c.query<{ catalog_id: string; site_id: string; ancestors: string }>(
      "select catalog_id, site_id, ancestors from cms_catalog where alias = 'news' order by catalog_id limit 1",
    );
    if (!cat.rows.length) throw new Error('the demo catalog 协会动态 (news) is missing');
    const { catalog_id: catalogId, site_id: siteId, ancestors } = cat.rows[0];
    await c.query(
      `insert into cms_content (site_id, catalog_id, catalog_ancestors, content_type, title, status, sort_flag, publish_date, create_by)
       select $1, $2, $3, 'article', '协会动态第 ' || g || ' 篇', case when g % 3 = 0 then '30' else '0' end, g,
              now() - make_interval(mins => g), 'bench'
       from generate_series(1, ${CONTENT_ROWS}) g`,
      [siteId, catalogId, ancestors],
    );
    // as autovacuum leaves a bulk-loaded table: statistics and the visibility map (index-only counts)
    await c.query('vacuum analyze cms_content');
    return Number(catalogId);
  } finally {
    await c.end();
  }
}

/** The list as an editor uses it: one filter or sort after another on the 100,000-content catalog. */
const CONTENT_QUERIES = [
  'status=30&sorts=publishDate%23desc',
  '',
  'sorts=createTime%23desc',
  'sorts=viewCount%23desc',
  'status=0&sorts=publishDate%23asc',
  'contentType=article&sorts=likeCount%23desc',
  'attr=hot',
  'title=%E7%AC%AC%201234',
  'status=30&pageNum=50',
];
const ROUNDS = 60;

/**
 * The content list's answer time (the budget of issue 10 and DESIGN §8: 20 rows of a catalog of 100,000,
 * filtered and sorted, p99 < 50 ms): one client, requests one after another over the filters and sorts above,
 * each query seen once before timing (its total is then cached, as it is for an editor paging through it).
 */
export async function measureContentListAnswers(ctx: TargetContext, catalogId: number): Promise<Row> {
  const c = new KeepAliveClient(ctx.base);
  const path = (q: string) => `/prod-api/cms/content/list?catalogId=${catalogId}&pageSize=20${q ? `&${q}` : ''}`;
  const times: number[] = [];
  try {
    for (const q of CONTENT_QUERIES) {
      const r = await c.request<{ code: number; msg: string }>('GET', path(q), { token: ctx.token });
      if (r.body.code !== 200) throw new Error(`GET ${path(q)}: ${r.body.code} ${r.body.msg}`);
    }
    for (let i = 0; i < ROUNDS; i++)
      for (const q of CONTENT_QUERIES) {
        const t0 = performance.now();
        await c.request('GET', path(q), { token: ctx.token });
        times.push(performance.now() - t0);
      }
  } finally {
    c.close();
  }
  const p99 = percentile(times, 99);
  return {
    measure: `  GET /cms/content/list, ${CONTENT_QUERIES.length} filters and sorts, one client: p99 answer time`,
    value: round(p99, 2),
    unit: 'ms',
    display: `p50 ${round(percentile(times, 50), 2)} ms, p99 ${round(p99, 2)} ms (${times.length} requests)`,
    detail: { p50: round(percentile(times, 50), 2), p99: round(p99, 2), requests: times.length },
    budget: BUDGETS.contentListP99Ms.text,
    anchor: '',
    verdict: judge(p99, BUDGETS.contentListP99Ms),
  };
}
