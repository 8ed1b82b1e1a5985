import { Chart } from '#kernel/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@arco-design/web-react';
import { DEVICE_TYPES, type ClientRow } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { RangeBar, lastDays } from './RangeBar.tsx';
import { useStatQuery } from './use-stat-query.ts';

/** Client types: page views and visitors from desktops, phones and pads. */
export default function SiteClientsReport() {
  const { t } = useTranslation('operations');
  const [period, setPeriod] = useState(lastDays());
  const { data, loading } = useStatQuery(() => statApi.clients(period), [period]);
  const rows = data ?? [];
  const of = (d: string, k: 'pv' | 'uv') => rows.find((r) => r.deviceType === d)?.[k] ?? 0;
  return (
    <div data-report="SiteClients">
      <RangeBar value={period} onChange={setPeriod} />
      <Chart
        bars
        height={220}
        title={t('stat.menu.SiteClients')}
        xName={t('stat.fields.deviceType')}
        labels={DEVICE_TYPES.map((d) => t(`stat.device.${d}`))}
        series={[
          { label: t('stat.fields.pv'), values: DEVICE_TYPES.map((d) => of(d, 'pv')), color: '#165DFF' },
          { label: t('stat.fields.uv'), values: DEVICE_TYPES.map((d) => of(d, 'uv')), color: '#14C9C9' },
        ]}
      />
      <Table<ClientRow>
        style={{ marginTop: 12 }}
        rowKey="deviceType"
        size="small"
        loading={loading}
        data={rows}
        pagination={false}
        columns={[
          { title: t('stat.fields.deviceType'), dataIndex: 'deviceType', render: (v: string) => t(`stat.device.${v}`) },
          { title: t('stat.fields.pv'), dataIndex: 'pv' },
          { title: t('stat.fields.uv'), dataIndex: 'uv' },
        ]}
      />
    </div>
  );
}
