import { idParam, idsBody, invalidField, listRoute, objectRoute, ok, page, paging, sql, type Kernel, type RouteApp } from '#kernel/server';
import { Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { GenTableEdit, GenTableQuery, GenTablesQuery, type GenTableRow } from '../../shared/gen.ts';
import { dbTables } from '../gen/db-schema.ts';
import { insertGenTable, loadGenColumns, loadGenTable, readTable, TABLE_COLUMNS, tableDefaults } from '../gen/gen-store.ts';
import { checkGenEdit } from '../gen/gen-validate.ts';
import { genCodeRoutes } from './gen-code.ts';
import { genSourceRoutes } from './gen-source.ts';

const log = (type: string) => ({ title: 'tools:log.gen', type });
const DbListQuery = Type.Object({ ...Wire.paging(), ...GenTableQuery.properties });
/** at most this many tables in one import */
const IMPORT_MAX = 50;

/**
 * Tools → Code generator (v1.4.3 `/tool/gen/*`, chestnut-api §1.15): the imported tables, the database's tables
 * not imported yet, import, one table with its columns, edit, delete; the code routes are in gen-code.ts.
 */
export function genRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  listRoute<GenTableRow>(app, kernel, {
    url: '/tool/gen/list',
    access: 'tool:gen:list',
    filters: GenTableQuery,
    sorts: { tableName: 'tableName', createTime: 'createTime', updateTime: 'updateTime' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['tableId', 'desc'],
    query: () => db.selectFrom('genTable'),
    columns: [...TABLE_COLUMNS],
    contains: ['tableName', 'tableComment'],
  });

  app.get('/tool/gen/db/list', { config: { access: 'tool:gen:list' }, schema: { querystring: DbListQuery } }, async (req) => {
    const all = await dbTables(kernel, req.query);
    const { offset, limit } = paging(req.query);
    return page(all.slice(offset, offset + limit), all.length);
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/tool/gen/importTable',
    access: 'tool:gen:import',
    log: log('IMPORT'),
    schema: { querystring: GenTablesQuery },
    handle: async (req, _o, { db: trx }) => {
      const names = [
        ...new Set(
          req.query.tables
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!names.length || names.length > IMPORT_MAX) throw invalidField('tables', 'tools:gen.errors.tables', { max: IMPORT_MAX });
      const comments = new Map((await dbTables(kernel, {})).map((t) => [t.tableName, t.tableComment]));
      for (const name of names) {
        if (!comments.has(name)) {
          const known = await trx.selectFrom('genTable').select('tableId').where('tableName', '=', name).executeTakeFirst();
          throw invalidField('tables', known ? 'tools:gen.errors.imported' : 'tools:gen.errors.noTable', { table: name });
        }
        const columns = await readTable(kernel, name, 'tables');
        await insertGenTable(trx, { ...tableDefaults(name, comments.get(name) ?? ''), createBy: req.user!.userName }, columns);
      }
      return ok();
    },
  });

  app.get('/tool/gen/:id', { config: { access: 'tool:gen:query' }, schema: { params: idParam } }, async (req) => {
    const info = await loadGenTable(db, { tableId: req.params.id });
    const rows = await loadGenColumns(db, info.tableId);
    const tables = await db
      .selectFrom('genTable')
      .select([...TABLE_COLUMNS])
      .orderBy('tableName')
      .execute();
    return ok({ info, rows, tables });
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/tool/gen',
    access: 'tool:gen:edit',
    log: log('UPDATE'),
    schema: { body: GenTableEdit },
    load: (req, { db: trx }) => loadGenTable(trx, { tableId: req.body.tableId }),
    handle: async (req, table, { db: trx, update }) => {
      const b = req.body;
      const columns = await loadGenColumns(trx, table.tableId);
      await checkGenEdit(kernel, trx, b, columns);
      const blank = (v: string | null | undefined) => (v ? v : null);
      await update('genTable', { column: 'tableId', id: table.tableId }, b.version, {
        tableComment: b.tableComment ?? '',
        className: b.className,
        pluginId: b.pluginId,
        businessName: b.businessName,
        functionName: b.functionName.trim(),
        functionAuthor: b.functionAuthor ?? null,
        tplCategory: b.tplCategory,
        treeCode: b.tplCategory === 'tree' ? blank(b.treeCode) : null,
        treeParentCode: b.tplCategory === 'tree' ? blank(b.treeParentCode) : null,
        treeName: b.tplCategory === 'tree' ? blank(b.treeName) : null,
        parentMenuId: b.parentMenuId || null,
        remark: b.remark ?? null,
      });
      for (const c of b.columns) {
        const { columnId, ...values } = c;
        await trx
          .updateTable('genTableColumn')
          .set({ ...values, columnComment: c.columnComment ?? '', dictType: c.dictType ?? '', sort: c.sort ?? sql`sort` })
          .where('columnId', '=', columnId)
          .where('tableId', '=', table.tableId)
          .execute();
      }
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/tool/gen',
    access: 'tool:gen:remove',
    log: log('DELETE'),
    schema: { body: idsBody },
    handle: async (req, _o, { db: trx }) => {
      const r = await trx.deleteFrom('genTable').where('tableId', 'in', req.body).executeTakeFirst();
      return ok(Number(r.numDeletedRows));
    },
  });

  genCodeRoutes(app, kernel);
  genSourceRoutes(app, kernel);
}
