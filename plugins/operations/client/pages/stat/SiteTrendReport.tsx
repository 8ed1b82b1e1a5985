import { Chart } from '#kernel/client';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Grid, Statistic, Table } from '@arco-design/web-react';
import { TRAFFIC_KEYS, type TrafficPoint, type TrendGran } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { RangeBar, lastDays } from './RangeBar.tsx';
import { useStatQuery } from './use-stat-query.ts';

/** Site trend: page views, visitors and IPs of the current site by hour, day, week or month. */
export default function SiteTrendReport() {
  const { t } = useTranslation('operations');
  const [period, setPeriod] = useState(lastDays());
  const [gran, setGran] = useState<TrendGran>('day');
  const { data, loading } = useStatQuery(() => statApi.trend({ ...period, gran }), [period, gran]);
  const labels = useMemo(() => data?.rows.map((r) => r.time) ?? [], [data]);
  const series = useMemo(
    () =>
      data
        ? [
            { label: t('stat.fields.pv'), values: data.rows.map((r) => r.pv), color: '#165DFF' },
            { label: t('stat.fields.uv'), values: data.rows.map((r) => r.uv), color: '#14C9C9' },
            { label: t('stat.fields.ip'), values: data.rows.map((r) => r.ip), color: '#F7BA1E' },
          ]
        : [],
    [data, t],
  );
  return (
    <div data-report="SiteTrend">
      <RangeBar value={period} onChange={setPeriod} gran={gran} onGran={setGran} />
      <Grid.Row gutter={12} style={{ marginBottom: 12 }}>
        {TRAFFIC_KEYS.map((k) => (
          <Grid.Col span={4} key={k}>
            <Card size="small">
              <Statistic title={t(`stat.fields.${k}`)} value={data?.total[k] ?? 0} groupSeparator loading={loading && !data} />
            </Card>
          </Grid.Col>
        ))}
      </Grid.Row>
      <Card size="small" title={t('stat.menu.SiteTrend')}>
        <Chart labels={labels} series={series} title={t('stat.menu.SiteTrend')} xName={t('stat.fields.time')} />
      </Card>
      <Table<TrafficPoint>
        style={{ marginTop: 12 }}
        rowKey="time"
        size="small"
        loading={loading}
        data={[...(data?.rows ?? [])].reverse()}
        pagination={{ pageSize: 24, size: 'small' }}
        columns={[
          { title: t('stat.fields.time'), dataIndex: 'time' },
          ...TRAFFIC_KEYS.map((k) => ({ title: t(`stat.fields.${k}`), dataIndex: k })),
        ]}
      />
    </div>
  );
}
