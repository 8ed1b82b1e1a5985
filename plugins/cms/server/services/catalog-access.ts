import type { FastifyRequest } from 'fastify';
import { AppError, notFound, readCached, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { cmsPermissions } from './site-access.ts';

/** Catalog actions of the CMS data permissions (chestnut-api §4.11): `Catalog:View:<catalogId>` … */
export type CatalogAction =
  | 'View'
  | 'Edit'
  | 'Delete'
  | 'Publish'
  | 'ShowHide'
  | 'Move'
  | 'Sort'
  | 'AddContent'
  | 'EditContent'
  | 'DeleteContent';

/** The ids of the catalogs the caller may view, or null for all (the super administrator). */
export async function viewableCatalogIds(kernel: Kernel, req: FastifyRequest): Promise<Set<number> | null> {
  const perms = await cmsPermissions(kernel, req);
  if (perms == null) return null;
  const ids = new Set<number>();
  for (const p of perms) {
    const m = /^Catalog:View:(\d+)$/.exec(p);
    if (m) ids.add(Number(m[1]));
  }
  return ids;
}

/** Loads a catalog the caller holds `Catalog:<action>:<id>` on (403 otherwise, 404 when it does not exist). */
export async function assertCatalog(kernel: Kernel, req: FastifyRequest, catalogId: number, action: CatalogAction = 'View') {
  const c = await catalogRow(kernel, req, catalogId);
  if (!c) throw notFound(String(catalogId));
  const perms = await cmsPermissions(kernel, req);
  if (perms != null && !perms.has(`Catalog:${action}:${catalogId}`))
    throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.catalogPermission', { name: c.name });
  return c;
}

/** A catalog's row (from the read cache on reads), undefined when it does not exist. */
export const catalogRow = (kernel: Kernel, req: FastifyRequest, catalogId: number) =>
  readCached(kernel, req, `cms.catalog:${catalogId}`, () =>
    kernel.db.selectFrom('cmsCatalog').selectAll().where('catalogId', '=', catalogId).executeTakeFirst(),
  );

/** The names of catalogs by id, for list rows that show them (from the read cache on reads). */
export async function catalogNames(kernel: Kernel, req: FastifyRequest, siteId: number): Promise<Map<number, string>> {
  const rows = await readCached(kernel, req, `cms.catalogNames:${siteId}`, () =>
    kernel.db.selectFrom('cmsCatalog').select(['catalogId', 'name']).where('siteId', '=', siteId).execute(),
  );
  return new Map(rows.map((r) => [r.catalogId, r.name]));
}
