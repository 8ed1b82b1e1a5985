import { Chart } from '#kernel/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@arco-design/web-react';
import type { EntryPageRow } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { RangeBar, lastDays } from './RangeBar.tsx';
import { useStatQuery } from './use-stat-query.ts';

/** Top entry pages: the pages visits started on (direct, search or another site), with their views. */
export default function SiteEntryPagesReport() {
  const { t } = useTranslation('operations');
  const [period, setPeriod] = useState(lastDays());
  const { data, loading } = useStatQuery(() => statApi.entryPages(period), [period]);
  const rows = data ?? [];
  return (
    <div data-report="SiteEntryPages">
      <RangeBar value={period} onChange={setPeriod} />
      {rows.length > 0 && (
        <Chart
          bars
          height={220}
          title={t('stat.menu.SiteEntryPages')}
          xName="#"
          labels={rows.map((_, i) => String(i + 1))}
          series={[{ label: t('stat.fields.entries'), values: rows.map((r) => r.entries), color: '#165DFF' }]}
        />
      )}
      <Table<EntryPageRow>
        style={{ marginTop: 12 }}
        rowKey="path"
        size="small"
        loading={loading}
        data={rows}
        pagination={false}
        columns={[
          { title: '#', render: (_v, _r, i) => i + 1, width: 60 },
          { title: t('stat.fields.path'), dataIndex: 'path', ellipsis: true },
          { title: t('stat.fields.entries'), dataIndex: 'entries', width: 140 },
          { title: t('stat.fields.pv'), dataIndex: 'pv', width: 140 },
        ]}
      />
    </div>
  );
}
