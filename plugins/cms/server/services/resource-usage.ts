import { type Kernel, sql } from '#kernel/server';
import { internalUrl } from '../../shared/resource.ts';

/** What uses a resource: sites whose logo or watermark it is, catalogs whose logo it is. */
export async function resourceUsage(kernel: Kernel, r: { resourceId: number; siteId: number; path: string }) {
  const link = internalUrl(r.resourceId);
  const sites = await kernel.db
    .selectFrom('cmsSite')
    .select(['siteId', 'name'])
    .where('siteId', '=', r.siteId)
    .where(sql<boolean>`logo = ${link} or config_props #>> '{ImageWatermarkArgs,Image}' = ${r.path}`)
    .execute();
  const catalogs = await kernel.db
    .selectFrom('cmsCatalog')
    .select(['catalogId', 'name'])
    .where('siteId', '=', r.siteId)
    .where('logo', '=', link)
    .execute();
  return [
    ...sites.map((s) => ({ type: 'site' as const, id: s.siteId, name: s.name })),
    ...catalogs.map((c) => ({ type: 'catalog' as const, id: c.catalogId, name: c.name })),
  ];
}
