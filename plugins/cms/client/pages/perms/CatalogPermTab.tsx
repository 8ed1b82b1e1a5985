import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Message, Select, Space, Spin } from '@arco-design/web-react';
import { IconSave } from '@arco-design/web-react/icon';
import type { PermissionTabProps } from '#kernel/client';
import { permsApi, type CatalogPermRow, type PermItem } from '../../api/perms-api.ts';
import { storedSiteId } from '../../current-site.ts';
import { anyInherited, flatRows, grantsOf, pruneChildren } from './perm-rows.ts';
import { PermTable } from './PermTable.tsx';

const nameOf = (r: CatalogPermRow) => r.name;

/** 权限设置 → Catalogs: a site, then its catalog tree with one column per catalog item (content rights included). */
export default function CatalogPermTab({ ownerType, owner }: PermissionTabProps) {
  const { t } = useTranslation(['cms', 'widgets']);
  const [sites, setSites] = useState<{ siteId: number; name: string }[] | null>(null);
  const [siteId, setSiteId] = useState<number | undefined>();
  const [rows, setRows] = useState<CatalogPermRow[] | null>(null);
  const [items, setItems] = useState<PermItem[]>([]);
  const [saving, setSaving] = useState(false);

  // the sites come with the site editor's answer (it lists every site to whoever may edit permissions)
  useEffect(() => {
    let alive = true;
    permsApi.site({ ownerType, owner }).then(
      (d) => {
        if (!alive) return;
        const list = d.sitePrivs.map((s) => ({ siteId: s.siteId, name: s.name }));
        const current = Number(storedSiteId());
        setSites(list);
        setSiteId(list.find((s) => s.siteId === current)?.siteId ?? list[0]?.siteId);
      },
      () => setSites([]),
    );
    return () => {
      alive = false;
    };
  }, [ownerType, owner]);

  const load = useCallback(() => {
    if (siteId == null) return;
    let alive = true;
    setRows(null);
    permsApi.catalog({ ownerType, owner, siteId }).then(
      (d) => {
        if (!alive) return;
        setItems(d.catalogPrivItems);
        setRows(pruneChildren(d.catalogPrivs));
      },
      () => alive && setRows([]),
    );
    return () => {
      alive = false;
    };
  }, [ownerType, owner, siteId]);
  useEffect(load, [load]);

  const save = async () => {
    if (!rows || siteId == null) return;
    setSaving(true);
    try {
      await permsApi.saveCatalog({
        ownerType,
        owner,
        siteId,
        perms: flatRows(rows).map((r) => ({ catalogId: r.catalogId, perms: grantsOf(items, r.perms) })),
      });
      Message.success(t('widgets:crud.saved'));
      load();
    } catch {
      // the request layer showed why
    } finally {
      setSaving(false);
    }
  };

  if (!sites) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  return (
    <div data-testid="perm-catalog-tab">
      <Space size={12} style={{ marginBottom: 10 }}>
        <Select
          style={{ width: 240 }}
          placeholder={t('cms:perm.chooseSite')}
          value={siteId}
          onChange={(v: number) => setSiteId(v)}
          options={sites.map((s) => ({ label: s.name, value: s.siteId }))}
          notFoundContent={t('cms:perm.noSites')}
          data-testid="perm-catalog-site"
        />
        <Button type="primary" icon={<IconSave />} loading={saving} disabled={!rows?.length} onClick={() => void save()}>
          {t('cms:perm.save')}
        </Button>
      </Space>
      {rows && anyInherited(rows) && <Alert type="info" showIcon content={t('cms:perm.inheritedTip')} style={{ marginBottom: 10 }} />}
      {rows == null ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <PermTable<CatalogPermRow>
          // a fresh table per site so its tree opens fully
          key={siteId}
          rows={rows}
          items={items}
          rowKey="catalogId"
          nameTitle={t('cms:perm.catalog')}
          nameOf={nameOf}
          onChange={setRows}
          noData={siteId == null ? t('cms:perm.noSites') : t('cms:perm.noCatalogs')}
          testId="perm-catalog-table"
        />
      )}
    </div>
  );
}
