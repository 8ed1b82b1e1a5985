import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Message, Modal, Table } from '@arco-design/web-react';
import { IconApps } from '@arco-design/web-react/icon';
import { bus, useTableList } from '#kernel/client';
import { type CurrentSite, type Site, type SiteQuery, siteApi } from '../api/site-api.ts';
import { storedSiteId, storeSiteId } from '../current-site.ts';

/** Page size of the site dialog (SPEC §9). */
const PAGE_SIZE = 10;

/**
 * The navbar's current-site switcher (SPEC §2, §4, §5): shown only when config CMSModuleEnable is "true" and
 * the reset call (setCurrentSite of the kept site) answers; its 800 px dialog lists the sites 10 a page,
 * filters by name, confirms a row (double click confirms at once) and reloads every view on a change.
 */
export default function SiteSwitcher() {
  const [current, setCurrent] = useState<CurrentSite | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      if ((await siteApi.moduleEnabled().catch(() => undefined)) !== 'true') return;
      const kept = storedSiteId() ?? (await siteApi.current().catch(() => undefined))?.siteId;
      if (!kept) return;
      const reset = await siteApi.resetCurrent(Number(kept)).catch(() => undefined);
      if (!live || !reset?.siteId) return;
      storeSiteId(reset.siteId);
      setCurrent(reset);
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!current) return null;
  return (
    <>
      <Button type="text" size="small" icon={<IconApps />} className="zx-site-switcher" onClick={() => setOpen(true)}>
        {current.siteName}
      </Button>
      {open && (
        <SiteDialog
          current={current}
          onClose={() => setOpen(false)}
          onChosen={(s) => {
            storeSiteId(s.siteId);
            setCurrent(s);
            setOpen(false);
            bus.emit('views.reload');
          }}
        />
      )}
    </>
  );
}

function SiteDialog({ current, onClose, onChosen }: { current: CurrentSite; onClose: () => void; onChosen: (s: CurrentSite) => void }) {
  const { t } = useTranslation(['cms', 'common']);
  const list = useTableList<Site, SiteQuery>(siteApi.list, {}, { pageSize: PAGE_SIZE });
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Site | null>(null);

  const confirm = useCallback(
    async (site: Site | null) => {
      if (!site) return Message.warning(t('cms:site.selectFirst'));
      if (site.siteId === current.siteId) return Message.warning(t('cms:site.alreadyCurrent'));
      const s = await siteApi.setCurrent(site.siteId);
      onChosen(s);
    },
    [current.siteId, onChosen, t],
  );

  return (
    <Modal
      visible
      title={t('cms:site.switchTitle')}
      style={{ width: 800 }}
      className="zx-site-dialog"
      onOk={() => void confirm(picked)}
      onCancel={onClose}
      okText={t('common:action.confirm')}
      cancelText={t('common:action.cancel')}
    >
      <Input.Search
        allowClear
        placeholder={t('cms:site.namePlaceholder')}
        value={name}
        onChange={setName}
        onSearch={() => list.search({ siteName: name })}
        style={{ width: 260, marginBottom: 12 }}
      />
      <Table<Site>
        rowKey="siteId"
        loading={list.loading}
        data={list.rows}
        columns={[
          { title: t('cms:site.siteId'), dataIndex: 'siteId', width: 100 },
          { title: t('cms:site.name'), dataIndex: 'name' },
          { title: t('cms:site.path'), dataIndex: 'path', width: 160 },
        ]}
        rowSelection={{ type: 'radio', selectedRowKeys: picked ? [picked.siteId] : [], onChange: (_k, rows) => setPicked(rows[0] ?? null) }}
        onRow={(r) => ({ onClick: () => setPicked(r), onDoubleClick: () => void confirm(r) })}
        pagination={{ current: list.pageNum, pageSize: PAGE_SIZE, total: list.total, onChange: (p) => list.onPageChange(p, PAGE_SIZE) }}
      />
    </Modal>
  );
}
