import pg from 'pg';
import type { TargetContext } from './api-load.ts';
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
