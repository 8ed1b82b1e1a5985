import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type PermItem, type SiteRolePermRow, permsApi } from '../../api/perms-api.ts';
import { grantsOf } from '../perms/perm-rows.ts';
import { PermGrid } from '../perms/PermGrid.tsx';

const nameOf = (r: SiteRolePermRow) => r.name;

/** The site screen's permissions tab: this site's items for every role; a save writes the roles that changed. */
export function SitePermsTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation('cms');
  const load = useCallback(() => permsApi.siteRoles(siteId), [siteId]);
  const save = async (rows: SiteRolePermRow[], items: PermItem[], saved: SiteRolePermRow[]) => {
    const before = new Map(saved.map((r) => [r.roleId, JSON.stringify(grantsOf(items, r.perms))]));
    for (const r of rows) {
      const perms = grantsOf(items, r.perms);
      if (before.get(r.roleId) === JSON.stringify(perms)) continue;
      await permsApi.saveSite({ ownerType: 'Role', owner: r.roleId, perms: [{ siteId, perms }] });
    }
  };

  return (
    <PermGrid<SiteRolePermRow>
      load={load}
      save={save}
      reloadAfterFailure
      rowKey="roleId"
      nameTitle={t('perm.role')}
      nameOf={nameOf}
      noData={t('perm.noRoles')}
      testId="site-perms"
    />
  );
}
