import { type Kernel, sql } from '#kernel/server';
import { internalUrl, parseInternalUrl } from '../../shared/resource.ts';
import { storageFor } from '../storage/file-storage.ts';

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

/** Where a stored image value is served: an internal link (`iurl://resource?id=…`) resolved through its site's storage, anything else as it is. */
export async function resourceSrc(kernel: Kernel, value: string | null | undefined): Promise<string | undefined> {
  const id = parseInternalUrl(value);
  if (!id) return value || undefined;
  const r = await kernel.db
    .selectFrom('cmsResource as r')
    .innerJoin('cmsSite as s', 's.siteId', 'r.siteId')
    .select(['r.path', 'r.storageType', 'r.sourceUrl', 's.siteId', 's.path as sitePath', 's.configProps'])
    .where('r.resourceId', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  if (r.storageType === 'Remote') return r.sourceUrl ?? undefined;
  return (await storageFor(kernel, { siteId: r.siteId, path: r.sitePath, configProps: r.configProps })).url(r.path);
}
