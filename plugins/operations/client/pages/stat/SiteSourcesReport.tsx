import { Chart } from '#kernel/client';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Tag } from '@arco-design/web-react';
import { SOURCE_TYPES, type SourceRow } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { RangeBar, lastDays } from './RangeBar.tsx';
import { useStatQuery } from './use-stat-query.ts';

const COLORS = { direct: '#165DFF', search: '#00B42A', outside: '#F7BA1E', internal: '#86909C' } as const;

/** Sources: visits that came directly, from a search engine (by engine) or from another site (by host). */
export default function SiteSourcesReport() {
  const { t } = useTranslation('operations');
  const [period, setPeriod] = useState(lastDays());
  const { data, loading } = useStatQuery(() => statApi.sources(period), [period]);
  const rows = data ?? [];
  const byType = useMemo(() => {
    const types = SOURCE_TYPES.filter((s) => s !== 'internal');
    return { types, values: types.map((ty) => rows.filter((r) => r.sourceType === ty).reduce((a, r) => a + r.entries, 0)) };
  }, [rows]);
  return (
    <div data-report="SiteSources">
      <RangeBar value={period} onChange={setPeriod} />
      <Chart
        bars
        height={220}
        title={t('stat.menu.SiteSources')}
        xName={t('stat.fields.sourceType')}
        labels={byType.types.map((ty) => t(`stat.source.${ty}`))}
        series={[{ label: t('stat.fields.entries'), values: byType.values, color: '#165DFF' }]}
      />
      <Table<SourceRow>
        style={{ marginTop: 12 }}
        rowKey={(r) => `${r.sourceType}|${r.sourceName}`}
        size="small"
        loading={loading}
        data={rows}
        pagination={false}
        columns={[
          {
            title: t('stat.fields.sourceType'),
            dataIndex: 'sourceType',
            width: 140,
            render: (v: SourceRow['sourceType']) => <Tag color={COLORS[v]}>{t(`stat.source.${v}`)}</Tag>,
          },
          { title: t('stat.fields.sourceName'), dataIndex: 'sourceName', render: (v: string) => v || '—' },
          { title: t('stat.fields.entries'), dataIndex: 'entries', width: 140 },
          { title: t('stat.fields.pv'), dataIndex: 'pv', width: 140 },
        ]}
      />
    </div>
  );
}
