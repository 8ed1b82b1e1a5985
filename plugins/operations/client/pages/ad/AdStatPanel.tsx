import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, Empty, Space, Spin, Table, Tabs } from '@arco-design/web-react';
import { adApi, type AdChartData, type AdStatRow } from '../../api/ad-api.ts';
import { AdLogTable } from './AdLogTable.tsx';

const AdChart = lazy(() => import('./AdChart.tsx'));
const percent = (n: number) => `${Math.round(n * 10000) / 100}%`;

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
  const labels = useMemo(() => ({ click: t('ad.stat.clicks'), view: t('ad.stat.views'), x: t('ad.stat.time') }), [t]);
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
