import type { RouteApp } from '#kernel/server';
import { idsBody, listRoute, ok, sql, type Kernel, type ListRouteSpec } from '#kernel/server';

/** A log the system writes (see `logRoutes`): how its list reads and exports, and what empties it. */
export type LogSpec<Row> = Pick<ListRouteSpec<Row>, 'filters' | 'sorts' | 'query' | 'columns' | 'contains' | 'equal' | 'wire'> & {
  /** the log's URL: `GET url/list` (and its export twin), `DELETE url` by ids, `DELETE url/clean` */
  url: string;
  /** the permissions of reading, exporting and removing */
  access: { view: string; export: string; remove: string };
  /** the operation-log title of its export and removals */
  logTitle: string;
  /** the id and time columns: newest first, the time range of the list screen filters on the time */
  id: string;
  time: string;
  /** the export's sheet name and localized columns */
  sheet: string;
  exportColumns: NonNullable<ListRouteSpec<Row>['export']>['columns'];
  /** removes the rows with these ids */
  remove(ids: number[]): Promise<unknown>;
  /** the log's SQL table, emptied by the clean route */
  sqlTable: string;
};

/**
 * The routes of a log: the paged list (exact totals, newest first) and its xlsx export, removal of chosen rows
 * by id, and emptying the whole log. The CLEAN entry of the operation log is written after the truncate (on
 * response), so the emptied log still shows who emptied it.
 */
export function logRoutes<Row>(app: RouteApp, kernel: Kernel, log: LogSpec<Row>): void {
  const { url, access, logTitle, id, time, sheet, exportColumns, remove, sqlTable, ...reading } = log;
  listRoute<Row>(app, kernel, {
    ...reading,
    url: `${url}/list`,
    access: access.view,
    exportAccess: access.export,
    defaultOrder: [[time, 'desc']],
    tiebreak: [id, 'desc'],
    count: 'exact',
    dateColumn: time,
    export: { sheet, logTitle, columns: exportColumns },
  });

  const removal = (type: string) => ({ access: access.remove, log: { title: logTitle, type } });
  app.delete(url, { config: removal('DELETE'), schema: { body: idsBody } }, async (req) => {
    await remove(req.body);
    return ok();
  });

  app.delete(`${url}/clean`, { config: removal('CLEAN') }, async () => {
    await sql`truncate table ${sql.table(sqlTable)}`.execute(kernel.db);
    return ok();
  });
}
