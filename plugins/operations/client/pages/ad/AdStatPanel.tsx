import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, Empty, Space, Spin, Table, Tabs } from '@arco-design/web-react';
import { Pagination } from '#kernel/client';
import { adApi, type AdChartData, type AdLogRow, type AdStatRow } from '../../api/ad-api.ts';

const AdChart = lazy(() => import('./AdChart.tsx'));
const percent = (n: number) => `${Math.round(n * 10000) / 100}%`;

/** A page of a click or impression log, of one ad or all. */
function AdLogTable({ kind, advertisementId }: { kind: 'click' | 'view'; advertisementId?: number }) {
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

/**
 * Ad statistics of the current site (chestnut-api §1.13 CmsAdStat, CmsAdClickLog, CmsAdViewLog): per ad its
 * impressions, clicks and CTR in a range; the chosen ad's line chart; the click and impression logs.
 */
export function AdStatPanel() {
  const { t } = useTranslation('operations');
  const [range, setRange] = useState<string[] | undefined>();
  const [rows, setRows] = useState<AdStatRow[]>([]);
  const [chosen, setChosen] = useState<number | undefined>();
  const [chart, setChart] = useState<AdChartData | null>(null);
  const q = useMemo(() => (range?.length === 2 ? { beginTime: range[0], endTime: range[1] } : {}), [range]);
  useEffect(() => {
    void adApi.stat(q).then((r) => {
      setRows(r.rows);
      setChosen((c) => c ?? r.rows[0]?.advertisementId);
    });
  }, [q]);
  useEffect(() => {
    if (chosen) void adApi.chart({ advertisementId: chosen, ...q }).then(setChart);
  }, [chosen, q]);
  const labels = useMemo(() => ({ click: t('ad.stat.clicks'), view: t('ad.stat.views') }), [t]);
  const columns = [
    { dataIndex: 'adName', title: t('ad.name') },
    { dataIndex: 'view', title: t('ad.stat.views'), width: 110 },
    { dataIndex: 'click', title: t('ad.stat.clicks'), width: 110 },
    { dataIndex: 'ctr', title: t('ad.stat.ctr'), width: 100, render: (v: number) => percent(v) },
    { dataIndex: 'botView', title: t('ad.stat.botViews'), width: 110 },
  ];
  return (
    <div className="zx-ad-stat" data-page="operations/ad/stat">
      <Space style={{ marginBottom: 12 }}>
        <span>{t('ad.stat.range')}</span>
        <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm:ss" onChange={(v) => setRange(v as string[] | undefined)} />
      </Space>
      <Table
        rowKey="advertisementId"
        size="small"
        data={rows}
        columns={columns}
        pagination={false}
        onRow={(r) => ({ onClick: () => setChosen(r.advertisementId), style: { cursor: 'pointer' } })}
        rowClassName={(r) => (r.advertisementId === chosen ? 'arco-table-tr-selected' : '')}
      />
      <h4 style={{ margin: '16px 0 8px' }}>{rows.find((r) => r.advertisementId === chosen)?.adName ?? ''}</h4>
      {chart ? (
        <Suspense fallback={<Spin />}>
          <AdChart data={chart} labels={labels} />
        </Suspense>
      ) : (
        <Empty />
      )}
      <Tabs defaultActiveTab="click" style={{ marginTop: 16 }}>
        <Tabs.TabPane key="click" title={t('ad.stat.clickLog')}>
          <AdLogTable kind="click" advertisementId={chosen} />
        </Tabs.TabPane>
        <Tabs.TabPane key="view" title={t('ad.stat.viewLog')}>
          <AdLogTable kind="view" advertisementId={chosen} />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
