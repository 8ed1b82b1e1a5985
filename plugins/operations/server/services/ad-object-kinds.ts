import type { FastifyRequest } from 'fastify';
import { notFound, type Kernel, type ObjectAccessSpec, PAGE_WIDGET_HOST, type PageWidgetHost } from '#kernel/server';

/** the CMS's page widgets (an ad space is one); the plugin depends on the CMS, so it is there when the ads run */
export const widgetHost = (kernel: Kernel): PageWidgetHost => {
  const host = kernel.services.get(PAGE_WIDGET_HOST);
  if (!host) throw new Error('operations: no page widget host (the cms plugin provides it)');
  return host;
};

/** an ad's action as the one it needs on its space: viewing it needs View, any write Edit */
const spaceAction = (action: string) => (action === 'View' ? 'View' : 'Edit');

/**
 * The by-id checks of the ad routes (the kernel's object access): an ad space is a CMS page widget (the host
 * checks the current site and the `PageWidget:<action>` grant); an ad is of the current site and needs its
 * space's right for the action. Another site's is not found.
 */
export function adObjectKinds(kernel: Kernel): ObjectAccessSpec {
  const adSpace = { check: (req: FastifyRequest, ids: number[], action: string) => widgetHost(kernel).checkIds(req, ids, action) };
  const advertisement = {
    async check(req: FastifyRequest, ids: number[], action: string) {
      const host = widgetHost(kernel);
      const site = await host.currentSite(req);
      const rows = await kernel.db
        .selectFrom('cmsAdvertisement')
        .select(['advertisementId', 'siteId', 'adSpaceId'])
        .where('advertisementId', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.advertisementId, r]));
      for (const id of ids) if (byId.get(id)?.siteId !== site.siteId) throw notFound(String(id));
      await host.checkIds(req, [...new Set(rows.map((r) => r.adSpaceId))], spaceAction(action));
    },
  };
  return {
    kinds: { adSpace, advertisement },
    fields: { pageWidgetId: 'adSpace', adSpaceId: 'adSpace', advertisementId: 'advertisement' },
  };
}
