import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconRefresh } from '@arco-design/web-react/icon';

/** Props of one list of the cache list screen (see `CachePickList`). */
export interface CachePickListProps<Row> {
  title: ReactNode;
  className: string;
  /** the refresh button at the top right (none without it) */
  onRefresh?: () => void;
  rowKey: keyof Row & string;
  loading: boolean;
  data: Row[];
  noData?: ReactNode;
  /** a click on a row */
  onPick(row: Row): void;
  /** the row shown in bold (the one picked) */
  picked?: (row: Row) => boolean;
  /** the columns between the row number and the clear button */
  columns: TableColumnProps<Row>[];
  /** a row's clear button (its label, `data-action` and what it does); the column stays empty without it */
  clear?: { label: string; action: string; run(row: Row): void };
}

/** A card of the cache list screen (cache names, a name's keys): numbered rows picked by a click, each with its clear button. */
export function CachePickList<Row>({ title, className, onRefresh, clear, picked, onPick, noData, ...table }: CachePickListProps<Row>) {
  const { t } = useTranslation('monitor');
  return (
    <Card
      title={title}
      className={className}
      extra={onRefresh && <Button size="mini" type="text" icon={<IconRefresh />} onClick={onRefresh} aria-label={t('common.refresh')} />}
    >
      <Table<Row>
        rowKey={table.rowKey}
        size="small"
        loading={table.loading}
        pagination={false}
        data={table.data}
        scroll={{ y: 520 }}
        {...(noData ? { noDataElement: noData } : {})}
        onRow={(r) => ({ onClick: () => onPick(r), style: { cursor: 'pointer', fontWeight: picked?.(r) ? 600 : undefined } })}
        columns={[
          { title: '#', width: 50, render: (_: unknown, __: Row, i: number) => i + 1 },
          ...table.columns,
          {
            title: t('common.actions'),
            width: 70,
            render: (_: unknown, r: Row) =>
              clear ? (
                <Button
                  type="text"
                  size="mini"
                  status="danger"
                  icon={<IconDelete />}
                  aria-label={clear.label}
                  onClick={(e) => {
                    e.stopPropagation();
                    clear.run(r);
                  }}
                  data-action={clear.action}
                />
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
