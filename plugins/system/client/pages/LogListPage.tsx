import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDelete } from '@arco-design/web-react/icon';
import {
  ConfirmButton,
  CrudPage,
  SearchDateRange,
  type CrudColumn,
  type CrudObject,
  type CrudPageProps,
  type TableList,
} from '#kernel/client';
import { type LogSort, withTimeRange } from '../api/log-api.ts';
import { sortQuery } from './sort-query.ts';

/** Props of a log screen (see `LogListPage`). */
export interface LogListPageProps<Row, Q> extends Pick<CrudPageProps<Row, Q>, 'page' | 'rowActions' | 'actionsWidth' | 'children'> {
  /** the log: its remove permission deletes the selected rows and cleans the whole log, its export exports it */
  object: CrudObject<Row, Q>;
  list: TableList<Row, Q>;
  columns: CrudColumn<Row>[];
  /** empties the log, after the question `cleanConfirm` */
  clean: { confirm: string; action(): Promise<unknown> };
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
export function LogListPage<Row extends object, Q extends LogSort>(props: LogListPageProps<Row, Q>) {
  const { t } = useTranslation('system');
  const { list, clean, time } = props;
  const { remove } = props.object.perms;
  return (
    <CrudPage<Row, Q>
      page={props.page}
      object={props.object}
      list={list}
      columns={props.columns}
      rowDelete={false}
      searchMap={(v) => withTimeRange(v as Q & { timeRange?: [string, string] })}
      tableProps={{ scroll: { x: 1500 }, onChange: (_p, sorter) => list.search(sortQuery(sorter) as Partial<Q>) }}
      actionsWidth={props.actionsWidth}
      rowActions={props.rowActions}
      toolbar={
        <>
          {remove && (
            <ConfirmButton
              name="clean"
              permission={remove}
              confirm={clean.confirm}
              action={clean.action}
              onDone={() => void list.reload()}
              icon={<IconDelete />}
            >
              {t('logs.clean')}
            </ConfirmButton>
          )}
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
