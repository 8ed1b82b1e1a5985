import type { PermissionTabProps } from '#kernel/client';
import { type CatalogPermRow, permsApi } from '../../api/perms-api.ts';
import { flatRows, grantsOf, pruneChildren } from './perm-rows.ts';
import { type SiteScopedKind, SiteScopedPermTab } from './SiteScopedPermTab.tsx';

const CATALOGS: SiteScopedKind<CatalogPermRow> = {
  load: (o) => permsApi.catalog(o).then((d) => ({ rows: pruneChildren(d.catalogPrivs), items: d.catalogPrivItems })),
  save: (o, rows, items) =>
    permsApi.saveCatalog({ ...o, perms: flatRows(rows).map((r) => ({ catalogId: r.catalogId, perms: grantsOf(items, r.perms) })) }),
  rowKey: 'catalogId',
  nameOf: (r) => r.name,
  nameTitle: 'cms:perm.catalog',
  noData: 'cms:perm.noCatalogs',
  testId: 'catalog',
};

/** 权限设置 → Catalogs: a site, then its catalog tree with one column per catalog item (content rights included). */
export default function CatalogPermTab(props: PermissionTabProps) {
  return <SiteScopedPermTab {...props} kind={CATALOGS} />;
}
