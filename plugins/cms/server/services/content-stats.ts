import type { FastifyRequest } from 'fastify';
import { type Kernel, sql } from '#kernel/server';
import type { SiteContentStats, StatContent } from '#kernel/shared';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { currentSite, viewableSiteIds } from './site-access.ts';

const COUNTERS = {
  views: 'c.viewCount',
  likes: 'c.likeCount',
  favorites: 'c.favoriteCount',
  comments: 'c.commentCount',
  publishDate: 'c.publishDate',
} as const;

const { DRAFT, TO_PUBLISH, PUBLISHED, OFFLINE, EDITING } = CONTENT_STATUS;
/** live contents by status, counted over the joined `c` rows (a catalog without contents counts zeros) */
const byStatus = () =>
  [
    sql<number>`count(c.content_id) filter (where c.status = ${DRAFT})`.as('draftTotal'),
    sql<number>`count(c.content_id) filter (where c.status = ${TO_PUBLISH})`.as('toPublishTotal'),
    sql<number>`count(c.content_id) filter (where c.status = ${PUBLISHED})`.as('publishedTotal'),
    sql<number>`count(c.content_id) filter (where c.status = ${OFFLINE})`.as('offlineTotal'),
    sql<number>`count(c.content_id) filter (where c.status = ${EDITING})`.as('editingTotal'),
  ] as const;

/**
 * The CMS's side of site statistics (kernel service SITE_CONTENT_STATS): sites, the caller's current site, the
 * view counter the page-view beacon feeds, and contents by their counters and statuses for the statistics reports.
 */
export function contentStats(kernel: Kernel): SiteContentStats {
  const { db } = kernel;
  const contentColumns = [
    'c.contentId',
    'c.catalogId',
    'c.title',
    'c.status',
    'c.publishDate',
    'c.offlineDate',
    'c.createBy',
    'cat.name as catalogName',
    'c.viewCount as views',
    'c.likeCount as likes',
    'c.favoriteCount as favorites',
    'c.commentCount as comments',
  ] as const;
  const live = (siteId: number) =>
    db
      .selectFrom('cmsContent as c')
      .leftJoin('cmsCatalog as cat', 'cat.catalogId', 'c.catalogId')
      .where('c.siteId', '=', siteId)
      .where('c.deleted', '=', false);
  const compactRow = (r: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(r).filter(([, v]) => v != null)) as unknown as StatContent;

  return {
    async sites() {
      return db.selectFrom('cmsSite').select(['siteId', 'name']).orderBy('sortFlag').orderBy('siteId').execute();
    },
    async currentSite(req) {
      const s = await currentSite(kernel, req as FastifyRequest);
      return s ? { siteId: s.siteId, name: s.name } : null;
    },
    viewableSiteIds: (req) => viewableSiteIds(kernel, req as FastifyRequest),
    async addViews(views) {
      if (!views.length) return;
      await sql`update cms_content c set view_count = c.view_count + v.views
        from unnest(${views.map((v) => v.siteId)}::bigint[], ${views.map((v) => v.contentId)}::bigint[], ${views.map((v) => v.views)}::int[])
          as v(site_id, content_id, views)
        where c.content_id = v.content_id and c.site_id = v.site_id`.execute(db);
    },
    async contents(q) {
      let base = live(q.siteId);
      if (q.title) base = base.where('c.title', 'ilike', `%${q.title.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      const [rows, count] = await Promise.all([
        base
          .select(contentColumns)
          .orderBy(COUNTERS[q.sort ?? 'views'], (ob) => ob.desc().nullsLast())
          .orderBy('c.contentId', 'desc')
          .offset(q.offset)
          .limit(q.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(compactRow), total: Number(count.n) };
    },
    async content(siteId, contentId) {
      const r = await live(siteId).select(contentColumns).where('c.contentId', '=', contentId).executeTakeFirst();
      return r ? compactRow(r) : null;
    },
    async totalsByCatalog(siteId) {
      return db
        .selectFrom('cmsCatalog as cat')
        .leftJoin('cmsContent as c', (j) => j.onRef('c.catalogId', '=', 'cat.catalogId').on('c.deleted', '=', false))
        .where('cat.siteId', '=', siteId)
        .select(['cat.catalogId', 'cat.name', ...byStatus()])
        .groupBy(['cat.catalogId', 'cat.name'])
        .orderBy('cat.catalogId')
        .execute();
    },
    async totalsByUser(siteId) {
      const rows = await live(siteId)
        .select([sql<string>`coalesce(c.create_by, '')`.as('userName'), ...byStatus()])
        .groupBy('c.createBy')
        .orderBy('c.createBy')
        .execute();
      return rows;
    },
  };
}
