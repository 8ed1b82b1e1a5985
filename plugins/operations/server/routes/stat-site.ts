import type { FastifyRequest } from 'fastify';
import { fail, ok, type Kernel, type RouteApp } from '#kernel/server';
import { SITE_CONTENT_STATS, type SiteContentStats } from '#kernel/shared';
import { EntryPagesQuery, SiteTrendQuery, StatRange, type SiteOverviewRow } from '../../shared/stat.ts';
import { statClock } from '../services/stat-clock.ts';
import { statRange } from '../services/stat-range.ts';
import { statReports } from '../services/stat-reports.ts';

const ACCESS = 'stat:view';
/** SPEC §9: the top 10 entry pages unless the caller asks for another number. */
const TOP_ENTRIES = 10;

/** The CMS's side of the statistics; the operations plugin depends on the CMS, so it is there when this runs. */
export function siteStats(kernel: Kernel): SiteContentStats {
  const s = kernel.services.get(SITE_CONTENT_STATS);
  if (!s) throw fail('operations:stat.errors.noCms');
  return s;
}

/** The caller's current site (the CMS's `CurrentSite`), required. */
export async function statSite(kernel: Kernel, req: FastifyRequest) {
  const site = await siteStats(kernel).currentSite(req);
  if (!site) throw fail('operations:stat.errors.noSite');
  return site;
}

/**
 * Site reports of the Statistics screen, all read from the rollups: `GET /cms/stat/site/trend` (page views,
 * visitors and IPs by `gran` hour/day/week/month), `/entryPages` (top entry pages), `/sources` (search engines,
 * direct, other sites), `/clients` (desktop/phone/pad) for the current site, and `/overview` across the sites the
 * caller may view.
 */
export function statSiteRoutes(app: RouteApp, kernel: Kernel) {
  const reports = statReports(kernel.pool, kernel.cache);
  const tz = kernel.config.timeZone;

  app.get('/cms/stat/site/trend', { config: { access: ACCESS }, schema: { querystring: SiteTrendQuery } }, async (req) => {
    const gran = req.query.gran ?? 'day';
    const { start, end } = statRange(req.query, tz, gran);
    const site = await statSite(kernel, req);
    return ok({
      siteId: site.siteId,
      siteName: site.name,
      startDate: start,
      endDate: end,
      ...(await reports.trend(site.siteId, start, end, gran)),
    });
  });

  app.get('/cms/stat/site/entryPages', { config: { access: ACCESS }, schema: { querystring: EntryPagesQuery } }, async (req) => {
    const { start, end } = statRange(req.query, tz);
    const site = await statSite(kernel, req);
    return ok(await reports.entryPages(site.siteId, start, end, req.query.limit ?? TOP_ENTRIES, statClock(tz)(Date.now()).day));
  });

  app.get('/cms/stat/site/sources', { config: { access: ACCESS }, schema: { querystring: StatRange } }, async (req) => {
    const { start, end } = statRange(req.query, tz);
    const site = await statSite(kernel, req);
    return ok(await reports.sources(site.siteId, start, end));
  });

  app.get('/cms/stat/site/clients', { config: { access: ACCESS }, schema: { querystring: StatRange } }, async (req) => {
    const { start, end } = statRange(req.query, tz);
    const site = await statSite(kernel, req);
    return ok(await reports.clients(site.siteId, start, end));
  });

  app.get('/cms/stat/site/overview', { config: { access: ACCESS }, schema: { querystring: StatRange } }, async (req) => {
    const { start, end } = statRange(req.query, tz);
    const stats = siteStats(kernel);
    const [sites, viewable] = await Promise.all([stats.sites(), stats.viewableSiteIds(req)]);
    const shown = viewable == null ? sites : sites.filter((s) => viewable.includes(s.siteId));
    const counted = new Map(
      (
        await reports.overview(
          shown.map((s) => s.siteId),
          start,
          end,
        )
      ).map((r) => [r.siteId, r]),
    );
    const rows: SiteOverviewRow[] = shown.map((s) => ({
      siteId: s.siteId,
      siteName: s.name,
      pv: counted.get(s.siteId)?.pv ?? 0,
      uv: counted.get(s.siteId)?.uv ?? 0,
      ip: counted.get(s.siteId)?.ip ?? 0,
      botPv: counted.get(s.siteId)?.botPv ?? 0,
      internalPv: counted.get(s.siteId)?.internalPv ?? 0,
    }));
    return ok({ startDate: start, endDate: end, rows });
  });
}
