import type { FastifyInstance } from 'fastify';
import { notFound, removeRoute, statusRoute, type Db, type Kernel } from '#kernel/server';
import { deleteTexts } from './texts.ts';

/** A dictionary row as its status change and delete see it: `plugin` set means code-defined ("fixed"). */
interface DictRow {
  plugin: string | null;
}

/** The dictionary tables and their id columns. */
type DictTable = { table: 'sysDictType'; key: 'dictId' } | { table: 'sysDictData'; key: 'dictCode' };

/** One dictionary table (types or values) for `dictRowRoutes`. */
export type DictRowsSpec<R extends DictRow> = DictTable & {
  /** the table's base URL, e.g. `/system/dict/type` */
  url: string;
  logTitle: string;
  /** reads the rows of these ids */
  read: (db: Db, ids: number[]) => Promise<R[]>;
  /** the refusal naming a fixed row */
  fixed: (row: R) => Error;
  /** the translation key of a row's text, and whether keys below it (a type's values) go with it */
  textKey: (row: R) => string;
  textsWithChildren: boolean;
};

/** Drops what a dictionary write makes stale: the dictionary cache and the translations, on every instance. */
export const dictChanged = (kernel: Kernel) => async () => {
  await kernel.invalidate('dict');
  await kernel.reloadI18n();
  await kernel.invalidate('i18n');
};

/**
 * Registers the change-status (`PUT url/changeStatus`) and delete (`DELETE url`) routes of a dictionary table:
 * a fixed row refuses both; a delete also drops the rows' translations, all in one transaction.
 */
export function dictRowRoutes<R extends DictRow>(app: FastifyInstance, kernel: Kernel, spec: DictRowsSpec<R>): void {
  const { db } = kernel;
  const changed = dictChanged(kernel);
  // one of the DictTable pairs: the cast only hides the union from kysely's generic table typing
  const { table, key } = spec as DictTable as { table: 'sysDictType'; key: 'dictId' };
  statusRoute(app, kernel, {
    url: `${spec.url}/changeStatus`,
    access: 'system:dict:edit',
    logTitle: spec.logTitle,
    table,
    key,
    guard: async (_req, id) => {
      const [row] = await spec.read(db, [id]);
      if (!row) throw notFound(String(id));
      if (row.plugin) throw spec.fixed(row);
    },
    after: changed,
  });

  removeRoute(app, kernel, {
    url: spec.url,
    table,
    key,
    access: 'system:dict:remove',
    logTitle: spec.logTitle,
    // a type's data rows go with it (on delete cascade)
    before: async (trx, _req, ids) => {
      const rows = await spec.read(trx, ids);
      const fixed = rows.find((r) => r.plugin);
      if (fixed) throw spec.fixed(fixed);
      for (const r of rows) await deleteTexts(trx, spec.textKey(r), spec.textsWithChildren);
    },
    after: changed,
  });
}
