import { invalidField, type Kernel, objectRoute, ok, type RouteApp } from '#kernel/server';
import { GenSourceImport, GenSourcesQuery } from '../../shared/gen.ts';
import { relationExists } from '../gen/db-schema.ts';
import { insertGenTable, tableDefaults } from '../gen/gen-store.ts';
import { exModelsOf, isReservedWord, readSource } from '../gen/source-columns.ts';

/** prefixes a new table may not take: the generator's own tables and PostgreSQL's catalogs */
const KEPT_PREFIXES = ['gen_', 'pg_'];

/**
 * Beyond v1.4.3 (issue 36): a custom form or a CMS ex-model of the current site as the source of a new table. The
 * picker's list of sources, and the import, which makes an imported table of the name chosen whose columns come
 * from the source's fields; the table does not exist yet: the generated migration creates it.
 */
export function genSourceRoutes(app: RouteApp, kernel: Kernel) {
  app.get('/tool/gen/sources', { config: { access: 'tool:gen:import' }, schema: { querystring: GenSourcesQuery } }, async (req) => {
    const { kind } = req.query;
    return ok(await exModelsOf(kernel, kind, 'kind').list(req, kind));
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/tool/gen/importSource',
    access: 'tool:gen:import',
    log: { title: 'tools:log.gen', type: 'IMPORT' },
    schema: { body: GenSourceImport },
    handle: async (req, _o, { db: trx }) => {
      const { kind, id, tableName } = req.body;
      // no plugin keeping this kind of source runs here: refused on the kind
      exModelsOf(kernel, kind, 'kind');
      if (KEPT_PREFIXES.some((p) => tableName.startsWith(p)) || (await isReservedWord(kernel, tableName)))
        throw invalidField('tableName', 'tools:gen.errors.tableNameKept', { table: tableName });
      const { source, columns } = await readSource(kernel, req, { kind, id, tableName }, 'id');
      if (await trx.selectFrom('genTable').select('tableId').where('tableName', '=', tableName).executeTakeFirst())
        throw invalidField('tableName', 'tools:gen.errors.imported', { table: tableName });
      if (await relationExists(kernel, tableName)) throw invalidField('tableName', 'tools:gen.errors.tableExists', { table: tableName });
      const values = { ...tableDefaults(tableName, source.name), sourceKind: kind, sourceId: id, createBy: req.user!.userName };
      return ok({ tableId: await insertGenTable(trx, values, columns) });
    },
  });
}
