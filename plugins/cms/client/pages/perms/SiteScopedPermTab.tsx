import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message, Select, Spin } from '@arco-design/web-react';
import type { PermissionTabProps } from '#kernel/client';
import { permsApi, type PermItem, type PermOwner } from '../../api/perms-api.ts';
import { storedSiteId } from '../../current-site.ts';
import { type PermRowLike, anyInherited } from './perm-rows.ts';
import { PermSaveBar } from './PermSaveBar.tsx';
import { PermTable } from './PermTable.tsx';

/** How one kind of a site's objects (catalogs, page widgets) is read, saved and shown in the permission editor. */
export interface SiteScopedKind<R extends PermRowLike> {
  load(o: PermOwner & { siteId: number }): Promise<{ rows: R[]; items: PermItem[] }>;
  save(o: PermOwner & { siteId: number }, rows: R[], items: PermItem[]): Promise<unknown>;
  rowKey: keyof R & string;
  nameOf(r: R): string;
  /** cms i18n keys: the name column's title and the empty table's text */
  nameTitle: string;
  noData: string;
  /** `perm-<testId>-tab`, `-site`, `-table` */
  testId: string;
}

/** 权限设置 → a kind of the site's objects: choose a site, then one row per object with a column per item. */
export function SiteScopedPermTab<R extends PermRowLike>({ ownerType, owner, kind }: PermissionTabProps & { kind: SiteScopedKind<R> }) {
  const { t } = useTranslation(['cms', 'widgets']);
  const [sites, setSites] = useState<{ siteId: number; name: string }[] | null>(null);
  const [siteId, setSiteId] = useState<number | undefined>();
  const [rows, setRows] = useState<R[] | null>(null);
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
    kind.load({ ownerType, owner, siteId }).then(
      (d) => {
        if (!alive) return;
        setItems(d.items);
        setRows(d.rows);
      },
      () => alive && setRows([]),
    );
    return () => {
      alive = false;
    };
  }, [ownerType, owner, siteId, kind]);
  useEffect(load, [load]);

  const save = async () => {
    if (!rows || siteId == null) return;
    setSaving(true);
    try {
      await kind.save({ ownerType, owner, siteId }, rows, items);
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
    <div data-testid={`perm-${kind.testId}-tab`}>
      <PermSaveBar saving={saving} disabled={!rows?.length} onSave={() => void save()} inherited={!!rows && anyInherited(rows)}>
        <Select
          style={{ width: 240 }}
          placeholder={t('cms:perm.chooseSite')}
          value={siteId}
          onChange={(v: number) => setSiteId(v)}
          options={sites.map((s) => ({ label: s.name, value: s.siteId }))}
          notFoundContent={t('cms:perm.noSites')}
          data-testid={`perm-${kind.testId}-site`}
        />
      </PermSaveBar>
      {rows == null ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <PermTable<R>
          // a fresh table per site so its tree opens fully
          key={siteId}
          rows={rows}
          items={items}
          rowKey={kind.rowKey}
          nameTitle={t(kind.nameTitle)}
          nameOf={kind.nameOf}
          onChange={setRows}
          noData={siteId == null ? t('cms:perm.noSites') : t(kind.noData)}
          testId={`perm-${kind.testId}-table`}
        />
      )}
    </div>
  );
}
