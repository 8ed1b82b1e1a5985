/** Permission codes of the CMS plugin's menus and buttons (chestnut-api.md §2; `cms:<object>:<action>`). */
export const CMS_PERMISSIONS = [
  'cms:site:view',
  'cms:site:add',
  'cms:site:edit',
  'cms:site:delete',
  'cms:catalog:view',
  'cms:catalog:add',
  'cms:catalog:edit',
  'cms:catalog:delete',
  'cms:content:view',
  'cms:content:add',
  'cms:content:edit',
  'cms:content:delete',
  'cms:resource:view',
  'cms:resource:add',
  'cms:resource:edit',
  'cms:resource:delete',
  'cms:publishpipe:view',
  'cms:publishpipe:add',
  'cms:publishpipe:edit',
  'cms:publishpipe:delete',
  'cms:template:view',
  'cms:staticize:view',
  'cms:template:add',
  'cms:template:edit',
  'cms:template:delete',
  'cms:file:view',
  'cms:file:add',
  'cms:file:edit',
  'cms:file:delete',
  'cms:exmodel:view',
  'cms:exmodel:add',
  'cms:exmodel:edit',
  'cms:exmodel:delete',
  // CMS → Content index (menu 2051; the button is this product's: v1.4.3 seeds none)
  'cms:contentindex:view',
  'cms:contentindex:edit',
  // CMS → Index dictionary (menu 2052 `cms:search:dict`; its routes check `search:dict:*`, as v1.4.3's code does)
  'cms:search:dict',
  'search:dict:view',
  'search:dict:add',
  'search:dict:delete',
  // CMS → Search log (menu 2053 `cms:search:log`; its routes check `search:log:*` and, for the words, `search:word:edit`)
  'cms:search:log',
  'search:log:view',
  'search:log:delete',
  'search:word:edit',
  // CMS → Words (menu 2039 keeps ChestnutCMS's two-part code `word:view`)
  'word:view',
  'word:add',
  'word:edit',
  'word:delete',
  // the role editor's CMS tabs (the system plugin's code, declared here because CMS routes check it)
  'system:role:edit',
] as const;
export type CmsPermission = (typeof CMS_PERMISSIONS)[number];

/** The kinds of CMS data permission (chestnut-api §4.11) and the site actions they name: `Site:View:<siteId>`. */
export const SITE_ACTIONS = ['View', 'Edit', 'Delete', 'Publish', 'AddPageWidget', 'AddCatalog'] as const;
export type SiteAction = (typeof SITE_ACTIONS)[number];
export const sitePermission = (action: SiteAction, siteId: number) => `Site:${action}:${siteId}`;

/** The catalog actions in bit order (chestnut-api §4.11): `Catalog:View:<catalogId>`; content rights are catalog rights. */
export const CATALOG_ACTIONS = [
  'View',
  'Edit',
  'Delete',
  'Publish',
  'ShowHide',
  'Move',
  'Sort',
  'AddContent',
  'EditContent',
  'DeleteContent',
] as const;
export type CatalogAction = (typeof CATALOG_ACTIONS)[number];

/** The page widget actions in bit order (chestnut-api §4.11, HEAD adds Offline): `PageWidget:View:<pageWidgetId>`. */
export const PAGE_WIDGET_ACTIONS = ['View', 'Edit', 'Delete', 'Publish', 'Offline'] as const;
export type PageWidgetAction = (typeof PAGE_WIDGET_ACTIONS)[number];

/** The request header carrying the current site (chestnut-api §3.3). */
export const CURRENT_SITE_HEADER = 'CurrentSite';
