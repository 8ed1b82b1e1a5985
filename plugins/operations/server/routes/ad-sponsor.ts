import type { FastifyRequest } from 'fastify';
import { objectRoute, ok, sendXlsx, sql, type Kernel, type RouteApp } from '#kernel/server';
import { AD_SPACE_TYPE } from '../../shared/advertisement.ts';
import { SponsorCalendarQuery, type SponsorPlacement, SponsorReportQuery } from '../../shared/ad-stat.ts';
import { widgetHost } from '../services/ad-object-kinds.ts';
import { AD_STAT_ACCESS } from './ad-stat.ts';

/** `yyyy-MM` of now in the time zone */
const thisMonth = (timeZone: string) => new Date().toLocaleDateString('sv-SE', { timeZone }).slice(0, 7);

/** one day of one ad of the sponsor's month */
interface SponsorDay {
  day: string;
  adName: string;
  spaceName: string;
  siteName: string;
  view: number;
  click: number;
  botView: number;
  visitors: number;
}

/** the sponsor's ads on the spaces (of the sites) the caller may view, with their space and site names */
async function sponsorAds(kernel: Kernel, req: FastifyRequest, sponsor: string, from: string, to: string) {
  const ads = await kernel.db
    .selectFrom('cmsAdvertisement')
    .select(['advertisementId', 'name', 'siteId', 'adSpaceId', 'onlineDate', 'offlineDate', 'state'])
    .where(sql`lower(sponsor)`, '=', sponsor.trim().toLowerCase())
    .where('onlineDate', '<', to)
    .where('offlineDate', '>', from)
    .orderBy('onlineDate')
    .orderBy('advertisementId')
    .execute();
  const spaces = new Map(
    (await widgetHost(kernel).describe(req, AD_SPACE_TYPE, [...new Set(ads.map((a) => a.adSpaceId))])).map((s) => [s.pageWidgetId, s]),
  );
  return ads.flatMap((a) => {
    const s = spaces.get(a.adSpaceId);
    return s ? [{ ...a, adSpaceName: s.name, siteName: s.siteName }] : [];
  });
}

/** the first day of a month and of the next one, `yyyy-MM-dd 00:00:00` */
const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01 00:00:00`, to: `${next}-01 00:00:00` };
};

/**
 * Beyond v1.4.3: one sponsor's placements across the spaces and sites the caller may view — a month's calendar
 * where each placement lists the sponsor's other placements in the same space whose dates overlap it (the
 * screen warns of them) — and the monthly sponsor report as xlsx: per day and ad, impressions, clicks, CTR,
 * unique visitors of the day and the bots' share of the impressions.
 */
export function adSponsorRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/ad/sponsor/calendar',
    access: 'cms:advertisement:view',
    schema: { querystring: SponsorCalendarQuery },
    handle: async (req) => {
      const { from, to } = monthBounds(req.query.month || thisMonth(kernel.config.timeZone));
      const ads = await sponsorAds(kernel, req, req.query.sponsor, from, to);
      const rows: SponsorPlacement[] = ads.map((a) => ({
        advertisementId: a.advertisementId,
        name: a.name,
        siteId: a.siteId,
        siteName: a.siteName,
        adSpaceId: a.adSpaceId,
        adSpaceName: a.adSpaceName,
        onlineDate: a.onlineDate,
        offlineDate: a.offlineDate,
        state: a.state,
        overlaps: ads
          .filter((o) => o.advertisementId !== a.advertisementId && o.adSpaceId === a.adSpaceId)
          .filter((o) => o.onlineDate < a.offlineDate && a.onlineDate < o.offlineDate)
          .map((o) => o.advertisementId),
      }));
      return ok({ rows, total: rows.length, from, to });
    },
  });

  objectRoute(app, kernel, {
    // a download: the console posts its form (as list exports do)
    method: 'POST',
    url: '/cms/ad/sponsor/report',
    access: AD_STAT_ACCESS,
    log: false,
    transaction: false,
    schema: { body: SponsorReportQuery },
    handle: async (req, _o, { reply }) => {
      const { from, to } = monthBounds(req.body.month);
      const ads = await sponsorAds(kernel, req, req.body.sponsor, from, to);
      const byId = new Map(ads.map((a) => [a.advertisementId, a]));
      const ids = [...byId.keys()];
      const { rows } = await sql<{ day: string; adId: number; view: number; click: number; botView: number; visitors: number }>`
        select to_char(d, 'YYYY-MM-DD') as day, a.id as ad_id,
          coalesce((select sum(h.view) from cms_ad_hour_stat h where h.advertisement_id = a.id and h.hour >= d and h.hour < d + interval '1 day'), 0)::int as view,
          coalesce((select sum(h.click) from cms_ad_hour_stat h where h.advertisement_id = a.id and h.hour >= d and h.hour < d + interval '1 day'), 0)::int as click,
          coalesce((select sum(h.bot_view) from cms_ad_hour_stat h where h.advertisement_id = a.id and h.hour >= d and h.hour < d + interval '1 day'), 0)::int as bot_view,
          (select count(distinct v.visitor) from cms_ad_view_log v
            where v.ad_id = a.id and not v.bot and v.evt_time >= d and v.evt_time < d + interval '1 day')::int as visitors
        from unnest(${ids}::bigint[]) a(id), generate_series(${from}::timestamptz, ${to}::timestamptz - interval '1 day', interval '1 day') d
        order by d, a.id`.execute(kernel.db);
      const days: SponsorDay[] = rows.map((r) => {
        const a = byId.get(Number(r.adId))!;
        return {
          day: r.day,
          adName: a.name,
          spaceName: a.adSpaceName,
          siteName: a.siteName,
          view: r.view,
          click: r.click,
          botView: r.botView,
          visitors: r.visitors,
        };
      });
      const t = (k: string) => req.t(`operations:ad.report.${k}`);
      const pct = (n: number, d: number) => (d ? Math.round((n / d) * 10000) / 100 : 0);
      return sendXlsx(
        reply,
        `${t('file')}_${req.body.month}`,
        [
          { header: t('day'), value: (r: SponsorDay) => r.day },
          { header: t('site'), value: (r) => r.siteName },
          { header: t('space'), value: (r) => r.spaceName },
          { header: t('ad'), value: (r) => r.adName },
          { header: t('views'), value: (r) => r.view },
          { header: t('clicks'), value: (r) => r.click },
          { header: t('ctr'), value: (r) => pct(r.click, r.view) },
          { header: t('visitors'), value: (r) => r.visitors },
          { header: t('botShare'), value: (r) => pct(r.botView, r.botView + r.view) },
        ],
        days,
      );
    },
  });
}
