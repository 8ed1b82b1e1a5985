import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Message, Spin } from '@arco-design/web-react';
import type { PermissionTabProps } from '#kernel/client';
import { permsApi, type PermItem, type SitePermRow } from '../../api/perms-api.ts';
import { anyInherited, grantsOf } from './perm-rows.ts';
import { PermSaveBar } from './PermSaveBar.tsx';
import { PermTable } from './PermTable.tsx';

const nameOf = (r: SitePermRow) => r.name;

/** 权限设置 → Sites: per site, View/Edit/Delete/Publish/AddPageWidget/AddCatalog of a role or a user. */
export default function SitePermTab({ ownerType, owner }: PermissionTabProps) {
  const { t } = useTranslation(['cms', 'widgets']);
  const [rows, setRows] = useState<SitePermRow[] | null>(null);
  const [items, setItems] = useState<PermItem[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let alive = true;
    permsApi.site({ ownerType, owner }).then(
      (d) => {
        if (!alive) return;
        setItems(d.sitePrivItems);
        setRows(d.sitePrivs);
      },
      // the request layer said why
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [ownerType, owner]);
  useEffect(load, [load]);

  const save = async () => {
    if (!rows) return;
    setSaving(true);
    try {
      await permsApi.saveSite({ ownerType, owner, perms: rows.map((r) => ({ siteId: r.siteId, perms: grantsOf(items, r.perms) })) });
      Message.success(t('widgets:crud.saved'));
      load();
    } catch {
      // the request layer showed why
    } finally {
      setSaving(false);
    }
  };

  if (failed && !rows) return <Empty />;
  if (!rows) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  return (
    <div data-testid="perm-site-tab">
      <PermSaveBar saving={saving} disabled={rows.length === 0} onSave={() => void save()} inherited={anyInherited(rows)} />
      <PermTable<SitePermRow>
        rows={rows}
        items={items}
        rowKey="siteId"
        nameTitle={t('cms:perm.site')}
        nameOf={nameOf}
        onChange={setRows}
        noData={t('cms:perm.noSites')}
        testId="perm-site-table"
      />
    </div>
  );
}
