import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDelete } from '@arco-design/web-react/icon';
import { ConfirmButton, CrudPage, SearchDateRange, type CrudColumn, type CrudPageProps, type TableList } from '#kernel/client';
import { withTimeRange } from '../api/log-api.ts';
import { sortQuery } from './sort-query.ts';

type Sorted = { orderByColumn?: string; isAsc?: string };

/** Props of a log screen (see `LogListPage`). */
export interface LogListPageProps<Row, Q>
  extends Pick<CrudPageProps<Row, Q>, 'page' | 'rowKey' | 'rowActions' | 'actionsWidth' | 'children'> {
  list: TableList<Row, Q>;
  columns: CrudColumn<Row>[];
  /** `remove` deletes the selected rows and cleans the whole log, `export` exports it */
  perms: { remove: string; export: string };
  remove(ids: number[]): Promise<unknown>;
  /** empties the log, after the question `cleanConfirm` */
  clean: { confirm: string; action(): Promise<unknown> };
  exportTo: { url: string; name: string };
  /** the search's fields; the time range (`timeRange`, labelled `time`) follows them */
  search: ReactNode;
  time: { label: string; placeholder: [begin: string, end: string] };
  /** buttons after Clean */
  toolbar?: ReactNode;
}

/**
 * A system log screen (login log, operation log): sortable columns, a search ending with a time range, delete from the
 * toolbar only, Clean (the whole log, with the remove permission) and export; no add or edit.
 */
export function LogListPage<Row extends object, Q extends Sorted>(props: LogListPageProps<Row, Q>) {
  const { t } = useTranslation('system');
  const { list, perms, clean, time } = props;
  return (
    <CrudPage<Row, Q>
      page={props.page}
      rowKey={props.rowKey}
      list={list}
      columns={props.columns}
      perms={perms}
      rowDelete={false}
      onRemove={(ids) => props.remove(ids as number[])}
      exportTo={props.exportTo}
      searchMap={(v) => withTimeRange(v as Q & { timeRange?: [string, string] })}
      tableProps={{ scroll: { x: 1500 }, onChange: (_p, sorter) => list.search(sortQuery(sorter) as Partial<Q>) }}
      actionsWidth={props.actionsWidth}
      rowActions={props.rowActions}
      toolbar={
        <>
          <ConfirmButton
            name="clean"
            permission={perms.remove}
            confirm={clean.confirm}
            action={clean.action}
            onDone={() => void list.reload()}
            icon={<IconDelete />}
          >
            {t('logs.clean')}
          </ConfirmButton>
          {props.toolbar}
        </>
      }
      search={
        <>
          {props.search}
          <SearchDateRange field="timeRange" label={time.label} width={260} format="YYYY-MM-DD" placeholder={time.placeholder} />
        </>
      }
    >
      {props.children}
    </CrudPage>
  );
}
