import { sql, objectRoute, ok, page, paging, type Kernel, type RouteApp } from '#kernel/server';
import { type AdChartData, AdChartQuery, AdLogQuery, type AdLogRow, AdStatQuery, type AdStatRow } from '../../shared/ad-stat.ts';
import { widgetHost } from '../services/ad-object-kinds.ts';
import { statRange } from '../services/ad-range.ts';

/** who may read ad statistics: the Statistics screen, or the ads screen */
export const AD_STAT_ACCESS = ['stat:view', 'cms:advertisement:view'];

/** `[begin, end]` of a range as SQL (the defaults: 30 days before now, now) */
const bounds = (r: { begin: string | null; end: string | null }) => ({
  end: r.end ? sql`${r.end}::timestamptz` : sql`now()`,
  begin: r.begin ? sql`${r.begin}::timestamptz` : r.end ? sql`${r.end}::timestamptz - interval '30 days'` : sql`now() - interval '30 days'`,
});

/**
 * Ad statistics of the current site (chestnut-api §1.5 `/cms/ad/stat*`): clicks, impressions and CTR per ad
 * in a range (from the hourly counts, bots apart), one ad's line chart by hour (a range of up to 3 days) or by
 * day, and the click and impression logs, newest first.
 */
export function adStatRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/ad/stat',
    access: AD_STAT_ACCESS,
    schema: { querystring: AdStatQuery },
    handle: async (req) => {
      const site = await widgetHost(kernel).currentSite(req);
      const b = bounds(statRange(req.query));
      const { rows } = await sql<Omit<AdStatRow, 'ctr'>>`
        select a.advertisement_id, a.site_id, a.name as ad_name,
          coalesce(sum(h.click), 0)::int as click, coalesce(sum(h.view), 0)::int as view,
          coalesce(sum(h.bot_click), 0)::int as bot_click, coalesce(sum(h.bot_view), 0)::int as bot_view
        from cms_advertisement a
        left join cms_ad_hour_stat h on h.advertisement_id = a.advertisement_id and h.hour >= date_trunc('hour', ${b.begin}) and h.hour <= ${b.end}
        where a.site_id = ${site.siteId}
        group by a.advertisement_id order by view desc, a.advertisement_id`.execute(kernel.db);
      const out: AdStatRow[] = rows.map((r) => ({
        ...r,
        advertisementId: Number(r.advertisementId),
        siteId: Number(r.siteId),
        ctr: r.view ? r.click / r.view : 0,
      }));
      return ok({ rows: out, total: out.length });
    },
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/ad/stat/chart',
    access: AD_STAT_ACCESS,
    objects: { fields: { advertisementId: 'advertisement' } },
    schema: { querystring: AdChartQuery },
    handle: async (req) => {
      const range = statRange(req.query);
      const b = bounds(range);
      const unit = range.days <= 3 ? 'hour' : 'day';
      const label = unit === 'hour' ? 'YYYY-MM-DD HH24:00' : 'YYYY-MM-DD';
      const { rows } = await sql<{ x: string; click: number; view: number }>`
        select to_char(t, ${label}) as x, coalesce(sum(h.click), 0)::int as click, coalesce(sum(h.view), 0)::int as view
        from generate_series(date_trunc(${unit}, ${b.begin}), date_trunc(${unit}, ${b.end}), ${`1 ${unit}`}::interval) t
        left join cms_ad_hour_stat h on h.advertisement_id = ${req.query.advertisementId}
          and h.hour >= t and h.hour < t + ${`1 ${unit}`}::interval
        group by t order by t`.execute(kernel.db);
      const data: AdChartData = {
        xAxisDatas: rows.map((r) => r.x),
        lineDatas: { click: rows.map((r) => r.click), view: rows.map((r) => r.view) },
      };
      return ok(data);
    },
  });

  for (const [url, table] of [
    ['/cms/ad/stat/click', 'cms_ad_click_log'],
    ['/cms/ad/stat/view', 'cms_ad_view_log'],
  ] as const)
    objectRoute(app, kernel, {
      method: 'GET',
      url,
      access: AD_STAT_ACCESS,
      objects: { fields: { advertisementId: 'advertisement' } },
      schema: { querystring: AdLogQuery },
      handle: async (req) => {
        const site = await widgetHost(kernel).currentSite(req);
        const { limit, offset } = paging(req.query);
        const r = statRange(req.query);
        const where = sql`l.site_id = ${site.siteId}
          ${req.query.advertisementId ? sql`and l.ad_id = ${req.query.advertisementId}` : sql``}
          ${r.begin ? sql`and l.evt_time >= ${r.begin}::timestamptz` : sql``}
          ${r.end ? sql`and l.evt_time <= ${r.end}::timestamptz` : sql``}`;
        const [{ rows }, total] = await Promise.all([
          sql<AdLogRow>`
            select l.log_id, l.site_id, l.ad_id, a.name as ad_name, l.host, l.ip, l.referer, l.browser, l.user_agent, l.os,
              l.device_type, l.locale, l.bot, l.evt_time
            from ${sql.table(table)} l left join cms_advertisement a on a.advertisement_id = l.ad_id
            where ${where} order by l.evt_time desc, l.log_id desc limit ${limit} offset ${offset}`.execute(kernel.db),
          sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} l where ${where}`.execute(kernel.db),
        ]);
        return page(rows, total.rows[0].n);
      },
    });
}
