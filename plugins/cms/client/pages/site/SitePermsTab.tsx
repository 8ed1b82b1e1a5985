import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message, Spin } from '@arco-design/web-react';
import { type PermItem, type SiteRolePermRow, permsApi } from '../../api/perms-api.ts';
import { grantsOf } from '../perms/perm-rows.ts';
import { PermSaveBar } from '../perms/PermSaveBar.tsx';
import { PermTable } from '../perms/PermTable.tsx';

const nameOf = (r: SiteRolePermRow) => r.name;

/** The site screen's permissions tab: this site's items for every role; a save writes the roles that changed. */
export function SitePermsTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation(['cms', 'widgets']);
  const [rows, setRows] = useState<SiteRolePermRow[] | null>(null);
  const [saved, setSaved] = useState<SiteRolePermRow[]>([]);
  const [items, setItems] = useState<PermItem[]>([]);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => {
    permsApi.siteRoles(siteId).then(
      (d) => {
        setItems(d.items);
        setRows(d.rows);
        setSaved(d.rows);
      },
      () => setRows([]),
    );
  }, [siteId]);
  useEffect(load, [load]);

  const save = async () => {
    if (!rows) return;
    const before = new Map(saved.map((r) => [r.roleId, JSON.stringify(grantsOf(items, r.perms))]));
    setSaving(true);
    try {
      for (const r of rows) {
        const perms = grantsOf(items, r.perms);
        if (before.get(r.roleId) === JSON.stringify(perms)) continue;
        await permsApi.saveSite({ ownerType: 'Role', owner: r.roleId, perms: [{ siteId, perms }] });
      }
      Message.success(t('widgets:crud.saved'));
    } catch {
      // the request layer showed why
    } finally {
      setSaving(false);
      load();
    }
  };

  if (!rows) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  return (
    <div data-testid="site-perms-tab">
      <PermSaveBar saving={saving} disabled={!rows.length} onSave={() => void save()} />
      <PermTable<SiteRolePermRow>
        rows={rows}
        items={items}
        rowKey="roleId"
        nameTitle={t('cms:perm.role')}
        nameOf={nameOf}
        onChange={setRows}
        noData={t('cms:perm.noRoles')}
        testId="site-perms-table"
      />
    </div>
  );
}
