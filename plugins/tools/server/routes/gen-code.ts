import type { FastifyReply } from 'fastify';
import { idParam, invalidField, type Kernel, ok, type RouteApp, sql } from '#kernel/server';
import { GenHandWritten, GenTableNameParam, GenTablesQuery } from '../../shared/gen.ts';
import { diffFiles } from '../gen/gen-diff.ts';
import { keepRegions } from '../gen/gen-regions.ts';
import { generateFiles } from '../gen/generate.ts';
import { loadGenColumns, loadGenTable, parentMenuKey, readTable } from '../gen/gen-store.ts';
import { readSource } from '../gen/source-columns.ts';

type Db = Kernel['db'];
const DOWNLOAD_MAX = 50;

/** The files of the table's last export (a download, or the project's files handed in), none before the first. */
async function lastExport(db: Db, tableId: number) {
  const last = await db
    .selectFrom('genTable')
    .select(['lastExport', 'lastExportTime'])
    .where('tableId', '=', tableId)
    .executeTakeFirstOrThrow();
  return { since: last.lastExportTime, files: last.lastExport ? (JSON.parse(last.lastExport) as Record<string, string>) : null };
}

/** Every generated file of one imported table, its hand-written regions taken from the last export. */
async function filesOf(db: Db, where: { tableId: number } | { tableName: string }) {
  const table = await loadGenTable(db, where);
  const columns = await loadGenColumns(db, table.tableId);
  const last = await lastExport(db, table.tableId);
  const { files, notes } = keepRegions(last.files, generateFiles(table, columns, await parentMenuKey(db, table.parentMenuId)));
  return { table, files, notes, last };
}

/** Keeps what a download gave, so that the next diff shows what changed since. */
async function remember(db: Db, tableId: number, files: Record<string, string>) {
  await db
    .updateTable('genTable')
    .set({ lastExport: JSON.stringify(files), lastExportTime: sql`now()` })
    .where('tableId', '=', tableId)
    .execute();
}

async function sendZip(reply: FastifyReply, name: string, files: Record<string, string>) {
  // loaded on the first download: not needed to start the server
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const [file, text] of Object.entries(files)) zip.file(file, text);
  const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  reply.header('Content-Type', 'application/zip');
  reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  reply.header('download-filename', encodeURIComponent(name));
  reply.header('Access-Control-Expose-Headers', 'download-filename');
  return reply.send(buf);
}

/**
 * The generator's code routes: preview (`{path: text}` of every file), download of one table or several as a zip,
 * and sync of a table's columns with the database, or with its source's fields for a table made from one (new
 * columns get the defaults, gone ones go, kept ones keep their settings). Nothing is written into the server's own tree.
 */
export function genCodeRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  app.get('/tool/gen/preview/:id', { config: { access: 'tool:gen:preview' }, schema: { params: idParam } }, async (req) =>
    ok((await filesOf(db, { tableId: req.params.id })).files),
  );

  // beyond v1.4.3: each file against the last download
  app.get('/tool/gen/diff/:id', { config: { access: 'tool:gen:preview' }, schema: { params: idParam } }, async (req) => {
    const { files, notes, last } = await filesOf(db, { tableId: req.params.id });
    return ok({ since: last.since, files: diffFiles(last.files, files), regions: notes });
  });

  // beyond v1.4.3: the project's current files of the plugin, whose hand-written regions the next export keeps
  app.put(
    '/tool/gen/handWritten/:id',
    {
      config: { access: 'tool:gen:edit', log: { title: 'tools:log.gen', type: 'UPDATE' } },
      schema: { params: idParam, body: GenHandWritten },
    },
    async (req) => {
      const { table, files, last } = await filesOf(db, { tableId: req.params.id });
      const unknown = Object.keys(req.body.files).find((f) => !(f in files));
      if (unknown) throw invalidField('files', 'tools:gen.errors.notGenerated', { file: unknown });
      await remember(db, table.tableId, { ...(last.files ?? files), ...req.body.files });
      return ok();
    },
  );

  app.get(
    '/tool/gen/download/:tableName',
    { config: { access: 'tool:gen:code' }, schema: { params: GenTableNameParam } },
    async (req, reply) => {
      const { table, files } = await filesOf(db, { tableName: req.params.tableName });
      await remember(db, table.tableId, files);
      return sendZip(reply, `${table.tableName}.zip`, files);
    },
  );

  app.get(
    '/tool/gen/batchGenCode',
    { config: { access: 'tool:gen:code' }, schema: { querystring: GenTablesQuery } },
    async (req, reply) => {
      const names = [
        ...new Set(
          req.query.tables
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!names.length || names.length > DOWNLOAD_MAX) throw invalidField('tables', 'tools:gen.errors.tables', { max: DOWNLOAD_MAX });
      const files: Record<string, string> = {};
      for (const tableName of names) {
        const one = await filesOf(db, { tableName });
        await remember(db, one.table.tableId, one.files);
        Object.assign(files, one.files);
      }
      return sendZip(reply, 'zhuxie-gen.zip', files);
    },
  );

  app.get(
    '/tool/gen/synchDb/:tableName',
    { config: { access: 'tool:gen:edit', log: { title: 'tools:log.gen', type: 'UPDATE' } }, schema: { params: GenTableNameParam } },
    async (req) => {
      const table = await loadGenTable(db, { tableName: req.params.tableName });
      // a table made from a custom form or an ex-model follows its source's fields, not the database
      const fresh =
        table.sourceKind && table.sourceId
          ? (await readSource(kernel, req, { kind: table.sourceKind, id: table.sourceId, tableName: table.tableName }, 'tableName')).columns
          : await readTable(kernel, table.tableName, 'tableName');
      await db.transaction().execute(async (trx) => {
        const old = new Map((await loadGenColumns(trx, table.tableId)).map((c) => [c.columnName, c]));
        for (const c of fresh) {
          const kept = old.get(c.columnName);
          if (!kept)
            await trx
              .insertInto('genTableColumn')
              .values({ ...c, tableId: table.tableId })
              .execute();
          else {
            const { columnType, isPk, isIncrement, maxLength, sort } = c;
            const changed = kept.columnType !== columnType;
            // a column whose type changed gets the type's defaults again
            const typed = changed ? { tsType: c.tsType, htmlType: c.htmlType, queryType: c.queryType } : {};
            await trx
              .updateTable('genTableColumn')
              .set({ columnType, isPk, isIncrement, maxLength, sort, ...typed })
              .where('columnId', '=', kept.columnId)
              .execute();
          }
          old.delete(c.columnName);
        }
        const gone = [...old.values()].map((c) => c.columnId);
        if (gone.length) await trx.deleteFrom('genTableColumn').where('columnId', 'in', gone).execute();
        await trx
          .updateTable('genTable')
          .set({ updateBy: req.user!.userName, updateTime: new Date().toISOString() })
          .where('tableId', '=', table.tableId)
          .execute();
      });
      return ok();
    },
  );
}
