import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, Table, Tag, Tooltip } from '@arco-design/web-react';
import type { LinkCheckRow, LinkCheckState } from '../../../shared/link.ts';
import { type Link, linkApi } from '../../api/link-api.ts';

const COLORS: Record<LinkCheckState, string> = { ok: 'green', dead: 'red', redirect: 'orange', cert: 'magenta', blocked: 'gray' };

/** A link check outcome as a coloured tag; a click opens the link's history. */
export function CheckStateTag({ link, onOpen }: { link: Link; onOpen(): void }) {
  const { t } = useTranslation('operations');
  if (!link.checkState) return <span className="zx-link-unchecked">{t('link.check.never')}</span>;
  return (
    <Tooltip content={link.checkTime ?? ''}>
      <Tag color={COLORS[link.checkState]} className="zx-link-state" style={{ cursor: 'pointer' }} onClick={onOpen}>
        {t(`link.check.states.${link.checkState}`)}
      </Tag>
    </Tooltip>
  );
}

/** The short history of a link's checks. */
export function LinkCheckDrawer({ link, onClose }: { link: Link | null; onClose(): void }) {
  const { t } = useTranslation('operations');
  const [rows, setRows] = useState<LinkCheckRow[]>([]);
  useEffect(() => {
    setRows([]);
    if (link) void linkApi.checks(link.linkId).then(setRows);
  }, [link]);
  return (
    <Drawer width={640} visible={!!link} title={t('link.check.historyTitle', { name: link?.name ?? '' })} footer={null} onCancel={onClose}>
      <Table<LinkCheckRow>
        rowKey="checkId"
        data={rows}
        pagination={false}
        columns={[
          { title: t('link.check.time'), dataIndex: 'checkTime', width: 170 },
          {
            title: t('link.check.state'),
            dataIndex: 'state',
            width: 110,
            render: (v: LinkCheckState) => <Tag color={COLORS[v]}>{t(`link.check.states.${v}`)}</Tag>,
          },
          { title: t('link.check.httpStatus'), dataIndex: 'httpStatus', width: 90 },
          { title: t('link.check.detail'), render: (_: unknown, r) => r.finalUrl ?? r.message ?? '' },
        ]}
      />
    </Drawer>
  );
}
