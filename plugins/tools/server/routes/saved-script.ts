import { type Kernel, type RouteApp, idParam, idsBody, invalidField, notFound, objectRoute, ok } from '#kernel/server';
import { SavedScriptAdd, SavedScriptEdit } from '../../shared/script.ts';
import { assertConsole } from '../script/console-access.ts';

const EXEC = 'tool:groovy:exec';
const log = (type: string) => ({ title: 'tools:log.savedScript', type });
const LIST_COLUMNS = ['scriptId', 'name', 'mode', 'version', 'createTime', 'updateTime'] as const;

/**
 * Saved scripts of the console (issue 36, beyond v1.4.3): kept by a name of their own, with the mode they are
 * meant to run in; the console must be on and the caller the super administrator, as for a run.
 */
export function savedScriptRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const nameFree = async (name: string, except = 0) => {
    const taken = await db
      .selectFrom('toolScript')
      .select('scriptId')
      .where('name', '=', name)
      .where('scriptId', '<>', except)
      .executeTakeFirst();
    if (taken) throw invalidField('name', 'tools:script.saved.nameTaken', { name });
  };

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/groovy/scripts',
    access: EXEC,
    load: (req) => assertConsole(kernel, req),
    handle: async () => {
      const rows = await db
        .selectFrom('toolScript')
        .select([...LIST_COLUMNS])
        .orderBy('name')
        .execute();
      return ok({ rows, total: rows.length });
    },
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/groovy/scripts/:id',
    access: EXEC,
    schema: { params: idParam },
    load: (req) => assertConsole(kernel, req),
    handle: async (req) => {
      const row = await db
        .selectFrom('toolScript')
        .select([...LIST_COLUMNS, 'scriptText'])
        .where('scriptId', '=', req.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(String(req.params.id));
      return ok(row);
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/groovy/scripts',
    access: EXEC,
    log: log('INSERT'),
    schema: { body: SavedScriptAdd },
    load: (req) => assertConsole(kernel, req),
    handle: async (req, _o, { db: trx }) => {
      const b = req.body;
      const name = b.name.trim();
      await nameFree(name);
      const row = await trx
        .insertInto('toolScript')
        .values({ name, scriptText: b.scriptText, mode: b.mode, createBy: req.user!.userName })
        .returning(['scriptId', 'version'])
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/groovy/scripts',
    access: EXEC,
    log: log('UPDATE'),
    schema: { body: SavedScriptEdit },
    load: (req) => assertConsole(kernel, req),
    handle: async (req, _o, { update }) => {
      const b = req.body;
      const name = b.name.trim();
      await nameFree(name, b.scriptId);
      await update('toolScript', { column: 'scriptId', id: b.scriptId }, b.version, { name, scriptText: b.scriptText, mode: b.mode });
      return ok({ scriptId: b.scriptId, version: b.version + 1 });
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/groovy/scripts',
    access: EXEC,
    log: log('DELETE'),
    schema: { body: idsBody },
    load: (req) => assertConsole(kernel, req),
    handle: async (req, _o, { db: trx }) => {
      const r = await trx.deleteFrom('toolScript').where('scriptId', 'in', req.body).executeTakeFirst();
      return ok(Number(r.numDeletedRows));
    },
  });
}
