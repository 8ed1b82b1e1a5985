import { Type } from 'typebox';
import { notFound, ok, page, paging, sorting, type Kernel, type RouteApp } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { NoticeReachQuery, type NoticeReach } from '../../shared/stat.ts';
import { addDays, spanDays } from '../services/stat-range.ts';
import { statClock } from '../services/stat-clock.ts';
import { statReports } from '../services/stat-reports.ts';
import { siteStats, statSite } from './stat-site.ts';

const ACCESS = 'stat:view';
/** v1.4.3 getContentDynamicData: `query` (title contains), `sorts` by a counter (always descending) */
const ContentDynamicQuery = Type.Object({ ...Wire.paging(), query: Wire.filter(200) });
const SORTS = { views: 'views', likes: 'likes', favorites: 'favorites', comments: 'comments', publishDate: 'publishDate' } as const;
/** the longest publication window the reach report draws day by day */
const REACH_MAX_DAYS = 366;

/**
 * Content statistics of the current site: `GET /cms/stat/contentDynamicData` (views — counted by the page-view
 * beacon — likes, favourites and comments per content), `/contentStatByCatalog` and `/contentStatByUser` (live
 * contents by status), and `/notice/reach` (one notice's views per day over its publication window and the
 * sources of its readers). Contents come from the CMS through the kernel's SITE_CONTENT_STATS service.
 */
export function statContentRoutes(app: RouteApp, kernel: Kernel) {
  const reports = statReports(kernel.pool);
  const today = () => statClock(kernel.config.timeZone)(Date.now()).day;

  app.get('/cms/stat/contentDynamicData', { config: { access: ACCESS }, schema: { querystring: ContentDynamicQuery } }, async (req) => {
    const site = await statSite(kernel, req);
    const sort = sorting(req.query, SORTS)[0]?.[0] as keyof typeof SORTS | undefined;
    const { rows, total } = await siteStats(kernel).contents({ siteId: site.siteId, title: req.query.query, sort, ...paging(req.query) });
    return page(rows, total);
  });

  app.get('/cms/stat/contentStatByCatalog', { config: { access: ACCESS } }, async (req) => {
    const site = await statSite(kernel, req);
    return ok(await siteStats(kernel).totalsByCatalog(site.siteId));
  });

  app.get('/cms/stat/contentStatByUser', { config: { access: ACCESS } }, async (req) => {
    const site = await statSite(kernel, req);
    return ok(await siteStats(kernel).totalsByUser(site.siteId));
  });

  app.get(
    '/cms/stat/notice/reach',
    // the content is looked up in the caller's current site: one of another site is not found
    { config: { access: ACCESS, objects: { fields: { contentId: false } } }, schema: { querystring: NoticeReachQuery } },
    async (req) => {
      const site = await statSite(kernel, req);
      const content = await siteStats(kernel).content(site.siteId, req.query.contentId);
      if (!content) throw notFound(String(req.query.contentId));
      const now = today();
      const end = content.offlineDate && content.offlineDate.slice(0, 10) < now ? content.offlineDate.slice(0, 10) : now;
      let start = content.publishDate?.slice(0, 10) ?? end;
      if (start > end) start = end;
      if (spanDays(start, end) > REACH_MAX_DAYS) start = addDays(end, 1 - REACH_MAX_DAYS);
      const { days, sources } = await reports.contentReach(site.siteId, content.contentId, start, end);
      const reach: NoticeReach = {
        contentId: content.contentId,
        title: content.title,
        publishDate: content.publishDate,
        offlineDate: content.offlineDate,
        days,
        sources: sources as NoticeReach['sources'],
        total: days.reduce((a, d) => a + d.pv, 0),
      };
      return ok(reach);
    },
  );
}
