import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@arco-design/web-react';
import { Pagination } from '#kernel/client';
import { adApi, type AdLogRow } from '../../api/ad-api.ts';

/** A page of a click or impression log, of one ad or all. */
export function AdLogTable({ kind, advertisementId }: { kind: 'click' | 'view'; advertisementId?: number }) {
  const { t } = useTranslation('operations');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [data, setData] = useState<{ rows: AdLogRow[]; total: number }>({ rows: [], total: 0 });
  useEffect(() => {
    const call = kind === 'click' ? adApi.clickLog : adApi.viewLog;
    void call({ ...page, advertisementId }).then(setData);
  }, [kind, page, advertisementId]);
  const columns = [
    { dataIndex: 'adName', title: t('ad.name') },
    { dataIndex: 'evtTime', title: t('ad.stat.time'), width: 170 },
    { dataIndex: 'ip', title: t('ad.stat.ip'), width: 130 },
    { dataIndex: 'browser', title: t('ad.stat.browser'), width: 130 },
    { dataIndex: 'os', title: t('ad.stat.os'), width: 120 },
    { dataIndex: 'deviceType', title: t('ad.stat.device'), width: 90 },
    { dataIndex: 'referer', title: t('ad.stat.referer'), ellipsis: true },
    { dataIndex: 'bot', title: t('ad.stat.bot'), width: 70, render: (v: boolean) => (v ? t('ad.stat.yes') : '') },
  ];
  return (
    <>
      <Table rowKey="logId" size="small" data={data.rows} columns={columns} pagination={false} data-log={kind} />
      <Pagination
        total={data.total}
        page={page.pageNum}
        pageSize={page.pageSize}
        autoScroll={false}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </>
  );
}
