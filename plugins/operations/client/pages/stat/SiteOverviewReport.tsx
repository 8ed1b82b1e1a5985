import { Chart } from '#kernel/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@arco-design/web-react';
import { TRAFFIC_KEYS, type SiteOverviewRow } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { RangeBar, lastDays } from './RangeBar.tsx';
import { useStatQuery } from './use-stat-query.ts';

/** Overview across sites: each site the user may view with its traffic over the period. */
export default function SiteOverviewReport() {
  const { t } = useTranslation('operations');
  const [period, setPeriod] = useState(lastDays());
  const { data, loading } = useStatQuery(() => statApi.overview(period), [period]);
  const rows = data?.rows ?? [];
  return (
    <div data-report="SiteOverview">
      <RangeBar value={period} onChange={setPeriod} />
      {rows.length > 0 && (
        <Chart
          bars
          height={220}
          title={t('stat.menu.SiteOverview')}
          xName={t('stat.fields.siteName')}
          labels={rows.map((r) => r.siteName)}
          series={[
            { label: t('stat.fields.pv'), values: rows.map((r) => r.pv), color: '#165DFF' },
            { label: t('stat.fields.uv'), values: rows.map((r) => r.uv), color: '#14C9C9' },
          ]}
        />
      )}
      <Table<SiteOverviewRow>
        style={{ marginTop: 12 }}
        rowKey="siteId"
        size="small"
        loading={loading}
        data={rows}
        pagination={false}
        columns={[
          { title: t('stat.fields.siteName'), dataIndex: 'siteName' },
          ...TRAFFIC_KEYS.map((k) => ({ title: t(`stat.fields.${k}`), dataIndex: k })),
        ]}
      />
    </div>
  );
}
