import { Chart } from '#kernel/client';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Empty, Select, Table, Tag } from '@arco-design/web-react';
import type { NoticeReach } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { useStatQuery } from './use-stat-query.ts';

/** A notice's reach: its views per day over its publication window and where its readers came from. */
export default function NoticeReachReport() {
  const { t } = useTranslation('operations');
  const [contentId, setContentId] = useState<number>();
  const [query, setQuery] = useState('');
  const picks = useStatQuery(
    () => statApi.contents({ pageNum: 1, pageSize: 20, query: query || undefined, sorts: 'publishDate#desc' }),
    [query],
  );
  const { data } = useStatQuery<NoticeReach | undefined>(
    () => (contentId ? statApi.noticeReach(contentId) : Promise.resolve(undefined)),
    [contentId],
  );
  const series = useMemo(() => [{ label: t('stat.fields.pv'), values: data?.days.map((d) => d.pv) ?? [], color: '#165DFF' }], [data, t]);
  const labels = useMemo(() => data?.days.map((d) => d.day) ?? [], [data]);
  return (
    <div data-report="NoticeReach">
      <Select
        showSearch
        allowClear
        filterOption={false}
        style={{ width: 420, marginBottom: 12 }}
        placeholder={t('stat.reach.pick')}
        onSearch={setQuery}
        value={contentId}
        onChange={(v) => setContentId(v as number | undefined)}
        options={(picks.data?.rows ?? []).map((c) => ({ label: c.title, value: c.contentId }))}
      />
      {!data ? (
        <Empty description={t('stat.reach.none')} />
      ) : (
        <>
          <Descriptions
            column={3}
            style={{ marginBottom: 12 }}
            data={[
              { label: t('stat.fields.title'), value: data.title },
              { label: t('stat.fields.publishDate'), value: data.publishDate ?? '—' },
              { label: t('stat.fields.offlineDate'), value: data.offlineDate ?? '—' },
              { label: t('stat.reach.total'), value: data.total },
            ]}
          />
          <Card size="small" title={t('stat.reach.perDay')}>
            <Chart labels={labels} series={series} title={t('stat.reach.perDay')} xName={t('stat.fields.time')} />
          </Card>
          <Table
            style={{ marginTop: 12 }}
            rowKey={(r) => `${r.sourceType}|${r.sourceName}`}
            size="small"
            data={data.sources}
            pagination={false}
            columns={[
              { title: t('stat.fields.sourceType'), dataIndex: 'sourceType', render: (v: string) => <Tag>{t(`stat.source.${v}`)}</Tag> },
              { title: t('stat.fields.sourceName'), dataIndex: 'sourceName', render: (v: string) => v || '—' },
              { title: t('stat.fields.pv'), dataIndex: 'pv' },
            ]}
          />
        </>
      )}
    </div>
  );
}
