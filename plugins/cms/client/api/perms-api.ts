import { http } from '#kernel/client';
import type {
  CatalogPermSave,
  CatalogPerms,
  PageWidgetPermSave,
  PageWidgetPerms,
  PermOwner,
  SitePermSave,
  SitePerms,
  SiteRolePerms,
} from '../../shared/perms.ts';

export type {
  CatalogPermRow,
  CatalogPerms,
  PageWidgetPermRow,
  PageWidgetPerms,
  PermItem,
  PermOwner,
  PermState,
  PermStates,
  SitePermRow,
  SitePerms,
  SiteRolePermRow,
} from '../../shared/perms.ts';

/** URLs of the CMS permission editors (the Site and Catalog tabs of 权限设置), declared once. */
export const permsUrls = {
  site: '/cms/perms/site',
  catalog: '/cms/perms/catalog',
  pageWidget: '/cms/perms/pageWidget',
  siteRoles: '/cms/perms/site/roles',
} as const;

/** Calls of the CMS permission editors (wire shapes from plugins/cms/shared/perms.ts). */
export const permsApi = {
  site: (o: PermOwner) => http.get<SitePerms>(permsUrls.site, { params: o }),
  saveSite: (b: SitePermSave) => http.put(permsUrls.site, b),
  catalog: (o: PermOwner & { siteId: number }) => http.get<CatalogPerms>(permsUrls.catalog, { params: o }),
  saveCatalog: (b: CatalogPermSave) => http.put(permsUrls.catalog, b),
  pageWidget: (o: PermOwner & { siteId: number }) => http.get<PageWidgetPerms>(permsUrls.pageWidget, { params: o }),
  savePageWidget: (b: PageWidgetPermSave) => http.put(permsUrls.pageWidget, b),
  siteRoles: (siteId: number) => http.get<SiteRolePerms>(permsUrls.siteRoles, { params: { siteId } }),
};
