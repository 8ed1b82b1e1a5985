import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Select, Space, Table, Tag } from '@arco-design/web-react';
import { VISIT_KINDS, type VisitKind, type VisitLogRow } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { useStatQuery } from './use-stat-query.ts';

const KIND_COLORS: Record<VisitKind, string> = { visitor: 'green', bot: 'gray', internal: 'orangered' };

/** The visit log: the raw page views kept for the retention period (masked address, the day's visitor hash). */
export default function SiteVisitLogReport() {
  const { t } = useTranslation('operations');
  const [pageNum, setPageNum] = useState(1);
  const [kind, setKind] = useState<VisitKind | ''>('');
  const [uri, setUri] = useState('');
  const { data, loading } = useStatQuery(() => statApi.visitLog({ pageNum, pageSize: 20, kind, uri }), [pageNum, kind, uri]);
  return (
    <div data-report="SiteVisitLog">
      <Space style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 160 }}
          placeholder={t('stat.fields.kind')}
          allowClear
          value={kind || undefined}
          onChange={(v) => {
            setKind((v as VisitKind) ?? '');
            setPageNum(1);
          }}
          options={VISIT_KINDS.map((k) => ({ label: t(`stat.kind.${k}`), value: k }))}
        />
        <Input.Search
          style={{ width: 260 }}
          allowClear
          placeholder={t('stat.fields.uri')}
          onSearch={(v) => {
            setUri(v);
            setPageNum(1);
          }}
        />
      </Space>
      <Table<VisitLogRow>
        rowKey="logId"
        size="small"
        loading={loading}
        data={data?.rows ?? []}
        pagination={{ current: pageNum, pageSize: 20, total: data?.total ?? 0, onChange: setPageNum, showTotal: true, size: 'small' }}
        scroll={{ x: 1200 }}
        columns={[
          { title: t('stat.fields.evtTime'), dataIndex: 'evtTime', width: 170 },
          { title: t('stat.fields.uri'), dataIndex: 'uri', ellipsis: true },
          {
            title: t('stat.fields.kind'),
            dataIndex: 'kind',
            width: 100,
            render: (v: VisitKind) => <Tag color={KIND_COLORS[v]}>{t(`stat.kind.${v}`)}</Tag>,
          },
          { title: t('stat.fields.address'), dataIndex: 'ip', width: 130 },
          { title: t('stat.fields.visitor'), dataIndex: 'visitor', width: 120, render: (v: string) => <code>{v.slice(0, 8)}</code> },
          { title: t('stat.fields.sourceType'), dataIndex: 'sourceType', width: 100, render: (v: string) => t(`stat.source.${v}`) },
          { title: t('stat.fields.referer'), dataIndex: 'referer', ellipsis: true },
          { title: t('stat.fields.deviceType'), dataIndex: 'deviceType', width: 90, render: (v: string) => t(`stat.device.${v}`) },
          { title: t('stat.fields.browser'), dataIndex: 'browser', width: 90 },
          { title: t('stat.fields.os'), dataIndex: 'os', width: 90 },
        ]}
      />
    </div>
  );
}
