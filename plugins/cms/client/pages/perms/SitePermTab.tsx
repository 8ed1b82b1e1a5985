import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionTabProps } from '#kernel/client';
import { permsApi, type PermItem, type SitePermRow } from '../../api/perms-api.ts';
import { grantsOf } from './perm-rows.ts';
import { PermGrid } from './PermGrid.tsx';

const nameOf = (r: SitePermRow) => r.name;

/** 权限设置 → Sites: per site, View/Edit/Delete/Publish/AddPageWidget/AddCatalog of a role or a user. */
export default function SitePermTab({ ownerType, owner }: PermissionTabProps) {
  const { t } = useTranslation('cms');
  const load = useCallback(
    () => permsApi.site({ ownerType, owner }).then((d) => ({ rows: d.sitePrivs, items: d.sitePrivItems })),
    [ownerType, owner],
  );
  const save = (rows: SitePermRow[], items: PermItem[]) =>
    permsApi.saveSite({ ownerType, owner, perms: rows.map((r) => ({ siteId: r.siteId, perms: grantsOf(items, r.perms) })) });

  return (
    <PermGrid<SitePermRow>
      load={load}
      save={save}
      emptyOnFailure
      showInherited
      rowKey="siteId"
      nameTitle={t('perm.site')}
      nameOf={nameOf}
      noData={t('perm.noSites')}
      testId="perm-site"
    />
  );
}
