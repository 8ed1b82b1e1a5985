import { useTranslation } from 'react-i18next';
import { Table } from '@arco-design/web-react';
import type { StatContentTotals } from '#kernel/shared';
import { CONTENT_TOTALS } from '../../../shared/stat.ts';
import { statApi } from '../../api/stat-api.ts';
import { useStatQuery } from './use-stat-query.ts';

type Row = StatContentTotals & { catalogId?: number; name?: string; userName?: string };

/** Live contents of the current site by status, per catalog (`by="catalog"`) or per author (`by="user"`). */
export function ContentTotalsReport({ by }: { by: 'catalog' | 'user' }) {
  const { t } = useTranslation('operations');
  const { data, loading } = useStatQuery<Row[]>(() => (by === 'catalog' ? statApi.byCatalog() : statApi.byUser()), [by]);
  return (
    <div data-report={by === 'catalog' ? 'ContentStatByCatalog' : 'ContentStatByUser'}>
      <Table<Row>
        rowKey={(r) => (by === 'catalog' ? String(r.catalogId) : String(r.userName))}
        size="small"
        loading={loading}
        data={data ?? []}
        pagination={{ pageSize: 50, size: 'small' }}
        columns={[
          by === 'catalog'
            ? { title: t('stat.fields.catalogName'), dataIndex: 'name' }
            : { title: t('stat.fields.userName'), dataIndex: 'userName', render: (v: string) => v || '—' },
          ...CONTENT_TOTALS.map((k) => ({ title: t(`stat.fields.${k}`), dataIndex: k, width: 120 })),
        ]}
      />
    </div>
  );
}

export const ContentByCatalogReport = () => <ContentTotalsReport by="catalog" />;
export const ContentByUserReport = () => <ContentTotalsReport by="user" />;
