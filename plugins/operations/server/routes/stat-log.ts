import { cachedCount, compact, likeValue, page, paging, sorting, type Kernel, type RouteApp } from '#kernel/server';
import { VisitLogQuery, type VisitLogRow } from '../../shared/stat.ts';
import { statSite } from './stat-site.ts';

const COLUMNS = `log_id as "logId", site_id as "siteId", catalog_id as "catalogId", content_id as "contentId", host, uri, ip, visitor,
  referer, source_type as "sourceType", nullif(source_name, '') as "sourceName", browser, os, device_type as "deviceType", locale, kind,
  user_agent as "userAgent", evt_time as "evtTime"`;

/**
 * `GET /cms/stat` (v1.4.3 site visit log): the raw page views of the current site kept for the retention period,
 * newest first; the address is masked and the visitor is the day's salted hash (never the clear address).
 */
export function statLogRoutes(app: RouteApp, kernel: Kernel) {
  app.get(
    '/cms/stat',
    { config: { access: 'stat:view', objects: { fields: { contentId: false } } }, schema: { querystring: VisitLogQuery } },
    async (req) => {
      const site = await statSite(kernel, req);
      const q = req.query;
      // events are numbered as they are written: time order is log order
      const dir = sorting(q, { logId: 'log_id', evtTime: 'log_id' })[0]?.[1] ?? 'desc';
      const where = ['site_id = $1'];
      const values: unknown[] = [site.siteId];
      if (q.kind) where.push(`kind = $${values.push(q.kind)}`);
      if (q.uri) where.push(`uri ilike $${values.push(likeValue(q.uri))}`);
      if (q.contentId) where.push(`content_id = $${values.push(q.contentId)}`);
      const cond = where.join(' and ');
      const { limit, offset } = paging(q);
      const [rows, total] = await Promise.all([
        kernel.pool.query<VisitLogRow>(
          `select ${COLUMNS} from cms_site_visit_log where ${cond} order by log_id ${dir} limit ${limit} offset ${offset}`,
          values,
        ),
        cachedCount(kernel, req, { ...q, siteId: site.siteId }, async () =>
          Number((await kernel.pool.query(`select count(*) as n from cms_site_visit_log where ${cond}`, values)).rows[0].n),
        ),
      ]);
      return page(rows.rows.map(compact), total);
    },
  );
}
