import type { FastifyInstance } from 'fastify';
import { ok, sql, type Kernel } from '#kernel/server';
import { CONTENT_STATUSES, CONTENT_TYPES } from '../../shared/content.ts';
import { RESOURCE_TYPE_IDS } from '../../shared/resource.ts';
import { requiredSite } from '../services/site-access.ts';
import { syncTemplates } from '../services/template-files.ts';

/** `GET /cms/dashboard/stat` (chestnut-api §1.4): counts of the current site for the home page's CMS card. */
export async function dashboardRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  app.get('/cms/dashboard/stat', { config: { access: 'cms:site:view' } }, async (req) => {
    const site = await requiredSite(kernel, req);
    // template rows follow the files (the default theme is copied in as files)
    await syncTemplates(kernel, site, req.user!.userName);
    const count = (r: { n: string | number } | undefined) => Number(r?.n ?? 0);
    const [catalogs, byType, byStatus, resources, templates] = await Promise.all([
      db
        .selectFrom('cmsCatalog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('siteId', '=', site.siteId)
        .executeTakeFirst(),
      sql<{
        k: string;
        n: number;
      }>`select content_type as k, count(*) as n from cms_content where site_id = ${site.siteId} and not deleted group by 1`.execute(db),
      sql<{
        k: string;
        n: number;
      }>`select status as k, count(*) as n from cms_content where site_id = ${site.siteId} and not deleted group by 1`.execute(db),
      sql<{
        k: string;
        n: number;
      }>`select resource_type as k, count(*) as n from cms_resource where site_id = ${site.siteId} group by 1`.execute(db),
      db
        .selectFrom('cmsTemplate')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('siteId', '=', site.siteId)
        .executeTakeFirst(),
    ]);
    const map = (rows: { k: string; n: number }[], keys: readonly string[]) =>
      Object.fromEntries(keys.map((k) => [k, Number(rows.find((r) => r.k === k)?.n ?? 0)]));
    const contentDetails = map(byType.rows, CONTENT_TYPES);
    const resourceDetails = map(resources.rows, RESOURCE_TYPE_IDS);
    return ok({
      siteId: site.siteId,
      siteName: site.name,
      catalogCount: count(catalogs),
      contentCount: Object.values(contentDetails).reduce((a, b) => a + b, 0),
      contentDetails,
      contentStatus: map(byStatus.rows, CONTENT_STATUSES),
      resourceCount: Object.values(resourceDetails).reduce((a, b) => a + b, 0),
      resourceDetails,
      templateCount: count(templates),
    });
  });
}
