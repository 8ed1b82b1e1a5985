import type { FastifyInstance } from 'fastify';
import { ok, type Kernel } from '#kernel/server';
import { type DeployFailure, deployMessages } from '../publish/deploy.ts';
import { writeSitemaps } from '../publish/sitemap.ts';
import { assertSite } from '../services/site-access.ts';
import { SITE_ID_QUERY } from './site.ts';

/** SEO (chestnut-api §1.15 genSitemap): the sitemaps of a site's pipes written on demand, as a task (a full site publish writes them too). */
export async function seoRoutes(app: FastifyInstance, kernel: Kernel) {
  app.post(
    '/cms/seo/sitemap',
    { config: { access: 'cms:site:edit', log: { title: 'cms:log.publish', type: 'OTHER' } }, schema: { querystring: SITE_ID_QUERY } },
    async (req) => {
      const site = await assertSite(kernel, req, (req.query as { siteId: number }).siteId, 'Publish');
      const taskId = await kernel.tasks.start('Sitemap', `Sitemap-${site.siteId}`, async (ctx) => {
        const failures: DeployFailure[] = [];
        const written = await writeSitemaps(kernel, site.siteId, undefined, failures);
        for (const m of deployMessages(req.t, failures)) ctx.error(m);
        const urls = Object.values(written).reduce((a, b) => a + b, 0);
        ctx.progress(100, req.t('cms:sitemap.done', { pipes: Object.keys(written).length, urls }));
        return String(urls);
      });
      return ok(taskId);
    },
  );
}
