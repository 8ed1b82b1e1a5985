import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  AppError,
  fail,
  idsBody,
  invalidField,
  listRoute,
  objectRoute,
  ok,
  readUpload,
  readXlsx,
  sendXlsx,
  type Kernel,
  type ListRouteSpec,
  type ObjectRouteContext,
  type RouteApp,
} from '#kernel/server';
import type { WordImportResult, WordKind } from '../../shared/word.ts';
import { requiredSite } from '../services/site-access.ts';
import { invalidateWords } from '../services/words.ts';
import { KINDS, WORD_OBJECTS, exportColumnsOf, existingWord, logOf, siteGroup, type WordRow } from './word-kit.ts';

const MAX_IMPORT_ROWS = 5000;
const COLUMN_WIDTHS: Record<string, number> = { word: 24, url: 40, replaceWord: 24, remark: 30, createTime: 20 };
const capitalized = (v: string) => v[0]!.toUpperCase() + v.slice(1);

type Req = FastifyRequest;
type Db = ObjectRouteContext['db'];
/** The group an upload of a grouped kind goes into. */
export type ImportGroup = { groupId: number; siteId: number } | null;

/** What a word kind's routes are made of (see `wordKindRoutes`). */
export interface WordKindSpec<A extends TSchema, E extends TSchema> {
  list: Pick<ListRouteSpec<WordRow>, 'filters' | 'sorts' | 'defaultOrder' | 'query' | 'columns'>;
  add: A;
  edit: E;
  /** the add's insert, answering `{wordId}` */
  insert: (db: Db, req: Req, b: Static<A>) => Promise<{ wordId: number }>;
  /** the edit's write, of a word of the kind that exists */
  update: (db: Db, req: Req, b: Static<E>) => Promise<void>;
  /** the insert of one row of an xlsx import (its cells by the kind's columns), refusing with an AppError */
  importRow: (db: Db, req: Req, cells: Record<string, string>, group: ImportGroup) => Promise<unknown>;
}

const exportColumns =
  (kind: WordKind) =>
  ({ t }: Req) =>
    exportColumnsOf(kind).map((c) => ({
      header: t(`cms:fields.${c}`),
      value: c === 'type' ? (r: WordRow) => t(`cms:word.sensitiveTypes.${r.type}`) : (r: WordRow) => r[c],
      width: COLUMN_WIDTHS[c],
    }));

/**
 * Registers a word kind's routes at `/word/<kind>`: the list and its export (`/export`, newest first on ties),
 * the add (answering `{wordId}`), the edit, the delete, the import template and the xlsx import. The cached
 * kinds drop the words cache after an add or edit, every kind after a delete or an import that inserted.
 */
export function wordKindRoutes<A extends TSchema, E extends TSchema>(
  app: RouteApp,
  kernel: Kernel,
  kind: WordKind,
  spec: WordKindSpec<A, E>,
) {
  const { table, log: title, grouped, cached, columns } = KINDS[kind];
  const log = logOf(title);
  const objects = WORD_OBJECTS[kind];
  const written = async () => {
    if (cached) await invalidateWords(kernel);
  };

  listRoute<WordRow>(app, kernel, {
    url: `/word/${kind}`,
    access: 'word:view',
    exportAccess: 'word:view',
    objects,
    tiebreak: ['wordId', 'desc'],
    count: 'exact',
    ...spec.list,
    export: { sheet: capitalized(title), url: `/word/${kind}/export`, logTitle: `cms:log.${title}`, columns: exportColumns(kind) },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: `/word/${kind}`,
    access: 'word:add',
    log: log('INSERT'),
    objects,
    schema: { body: spec.add },
    handle: async (req, _o, { db }) => ok(await spec.insert(db, req, req.body)),
    after: written,
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: `/word/${kind}`,
    access: 'word:edit',
    log: log('UPDATE'),
    objects,
    schema: { body: spec.edit },
    load: (req) => existingWord(kernel, kind, req, (req.body as { wordId: number }).wordId),
    handle: async (req, _o, { db }) => {
      await spec.update(db, req, req.body);
      return ok();
    },
    after: written,
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: `/word/${kind}`,
    access: 'word:delete',
    log: log('DELETE'),
    objects,
    schema: { body: idsBody },
    handle: async (req, _o, { db }) => {
      let q = db.deleteFrom(table as 'cmsTagWord').where('wordId', 'in', req.body);
      if (grouped) q = q.where('siteId', '=', (await requiredSite(kernel, req)).siteId);
      await q.execute();
      return ok();
    },
    after: () => invalidateWords(kernel),
  });

  const template = (method: 'GET' | 'POST') =>
    objectRoute(app, kernel, {
      method,
      url: `/word/${kind}/importTemplate`,
      access: 'word:add',
      // the console's downloads are POSTs
      ...(method === 'POST' ? { log: false as const } : {}),
      handle: (req, _o, { reply }) =>
        sendXlsx(
          reply,
          `${kind}_template`,
          columns.map((c) => ({ header: req.t(`cms:fields.${c}`), value: () => '', width: 20 })),
          [],
        ),
    });
  template('GET');
  template('POST');

  objectRoute(app, kernel, {
    method: 'POST',
    url: `/word/${kind}/import`,
    access: 'word:add',
    log: { title: `cms:log.${title}`, type: 'IMPORT' },
    // the upload is read before any row is written; each row stands on its own, as the answer reports it
    transaction: false,
    handle: async (req) => {
      const result = await importWords(kernel, req, kind, spec.importRow);
      if (result.inserted) await invalidateWords(kernel);
      const msg = result.failures.length
        ? req.t('cms:word.importPartly', { inserted: result.inserted, failed: result.failures.length })
        : req.t('cms:word.importDone', { inserted: result.inserted });
      return ok(result, msg);
    },
  });
}

/** Reads an uploaded xlsx of a kind and inserts its rows one by one, collecting the refusals per row. */
async function importWords(kernel: Kernel, req: Req, kind: WordKind, importRow: WordKindSpec<TSchema, TSchema>['importRow']) {
  const { buf, fields } = await readUpload(kernel, req, { allowed: ['xlsx'] });
  let group: ImportGroup = null;
  if (KINDS[kind].grouped) {
    const id = Number(fields.groupId);
    if (!Number.isInteger(id) || id < 1) throw invalidField('groupId', 'server:schema.required');
    group = await siteGroup(kernel, kind === 'tagword' ? 'cmsTagWordGroup' : 'cmsHotWordGroup', req, id);
  }
  let rows: Awaited<ReturnType<typeof readXlsx>>;
  try {
    rows = await readXlsx(buf, KINDS[kind].columns);
  } catch {
    throw fail('cms:errors.wordImportBadFile');
  }
  if (!rows.length) throw fail('cms:errors.wordImportEmpty');
  if (rows.length > MAX_IMPORT_ROWS) throw fail('cms:errors.wordImportTooMany', { max: MAX_IMPORT_ROWS });
  const result: WordImportResult = { inserted: 0, failures: [] };
  for (const { row, values } of rows) {
    try {
      await importRow(kernel.db, req, values, group);
      result.inserted++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const params = Array.isArray(e.params) ? e.params : { ...e.params };
      if (!Array.isArray(params) && typeof params.field === 'string') params.field = req.t(`cms:fields.${params.field}`);
      result.failures.push({ row, word: values.word, msg: req.t(e.key, params) });
    }
  }
  return result;
}
