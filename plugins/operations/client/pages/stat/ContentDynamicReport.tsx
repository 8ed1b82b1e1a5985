import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Table } from '@arco-design/web-react';
import type { StatContent } from '#kernel/shared';
import { CONTENT_COUNTERS } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { useStatQuery } from './use-stat-query.ts';

/** Content figures: views (counted by the page-view beacon), likes, favourites and comments per content. */
export default function ContentDynamicReport() {
  const { t } = useTranslation('operations');
  const [pageNum, setPageNum] = useState(1);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<string>('views');
  const { data, loading } = useStatQuery(
    () => statApi.contents({ pageNum, pageSize: 20, query: query || undefined, sorts: `${sort}#desc` }),
    [pageNum, query, sort],
  );
  return (
    <div data-report="ContentDynamicStat">
      <Input.Search
        style={{ width: 300, marginBottom: 12 }}
        allowClear
        placeholder={t('stat.fields.title')}
        onSearch={(v) => {
          setQuery(v);
          setPageNum(1);
        }}
      />
      <Table<StatContent>
        rowKey="contentId"
        size="small"
        loading={loading}
        data={data?.rows ?? []}
        pagination={{ current: pageNum, pageSize: 20, total: data?.total ?? 0, onChange: setPageNum, showTotal: true, size: 'small' }}
        onChange={(_p, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(s?.direction ? String(s.field) : 'views');
        }}
        columns={[
          { title: t('stat.fields.title'), dataIndex: 'title', ellipsis: true },
          { title: t('stat.fields.catalogName'), dataIndex: 'catalogName', width: 140 },
          { title: t('stat.fields.publishDate'), dataIndex: 'publishDate', width: 170 },
          ...CONTENT_COUNTERS.map((k) => ({
            title: t(`stat.fields.${k}`),
            dataIndex: k,
            width: 100,
            sorter: true,
            sortOrder: sort === k ? ('descend' as const) : undefined,
            sortDirections: ['descend' as const],
          })),
        ]}
      />
    </div>
  );
}
