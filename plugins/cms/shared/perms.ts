/**
 * Wire shapes of the CMS permission editors (`/cms/perms/site`, `/cms/perms/catalog`; chestnut-api §4.11):
 * the items in bit order with their localized names, and per site or catalog each item's state. `inherited`
 * marks a user's item granted through one of their roles (shown, not theirs to change).
 */
export interface PermItem {
  /** the action name, e.g. `View` */
  id: string;
  name: string;
}

export interface PermState {
  granted: boolean;
  inherited: boolean;
}

export type PermStates = Record<string, PermState>;

/** `GET /cms/perms/site` */
export interface SitePermRow {
  siteId: number;
  name: string;
  perms: PermStates;
}
export interface SitePerms {
  sitePrivs: SitePermRow[];
  sitePrivItems: PermItem[];
}

/** `GET /cms/perms/catalog`: the site's catalogs as a tree */
export interface CatalogPermRow {
  catalogId: number;
  parentId: number;
  name: string;
  perms: PermStates;
  children?: CatalogPermRow[];
}
export interface CatalogPerms {
  catalogPrivs: CatalogPermRow[];
  catalogPrivItems: PermItem[];
}

/** Whose permissions: a role or a user. */
export interface PermOwner {
  ownerType: 'Role' | 'User';
  owner: number;
}

/** `PUT /cms/perms/site` and `/cms/perms/catalog`: replaces the owner's items of the named objects only. */
export interface SitePermSave extends PermOwner {
  perms: { siteId: number; perms: Record<string, { granted: boolean }> }[];
}
export interface CatalogPermSave extends PermOwner {
  siteId: number;
  perms: { catalogId: number; perms: Record<string, { granted: boolean }> }[];
}

/** `GET /cms/perms/pageWidget` (also lower-case): the site's page widgets */
export interface PageWidgetPermRow {
  pageWidgetId: number;
  name: string;
  code: string;
  perms: PermStates;
}
export interface PageWidgetPerms {
  pageWidgetPrivs: PageWidgetPermRow[];
  /** v1.4.3 names them so (not pageWidgetPrivItems) */
  privItems: PermItem[];
}
export interface PageWidgetPermSave extends PermOwner {
  siteId: number;
  perms: { pageWidgetId: number; perms: Record<string, { granted: boolean }> }[];
}

/** `GET /cms/perms/site/roles?siteId=`: one site's items for every role (the site screen's permissions tab). */
export interface SiteRolePermRow {
  roleId: number;
  name: string;
  perms: PermStates;
}
export interface SiteRolePerms {
  rows: SiteRolePermRow[];
  items: PermItem[];
}
