import type { RouteApp } from '#kernel/server';
import {
  assertUpdated,
  detailRoute,
  removeRoute,
  compact,
  invalidField,
  notFound,
  ok,
  sql,
  type Db,
  type Kernel,
  listRoute,
  fieldColumns,
} from '#kernel/server';
import { isLanguage } from '#kernel/shared';
import '../db/tables.ts';
import { I18nAdd, I18nBatch, I18nEdit, I18nKeyParams, I18nQuery } from '../../shared/i18n.ts';

const SORTS = { dictId: 'dictId', langTag: 'langTag', langKey: 'langKey' } as const;

/**
 * I18n entries (国际化管理): list, export, detail, add, edit, delete, the per-key batch editor and the
 * cache refresh. Every change reloads the server's message catalogue at once, so menu titles, dict
 * labels and config names show the new text on the next request, on every instance.
 */
export async function i18nDictRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const languages = async () =>
    (
      await db
        .selectFrom('sysDictData')
        .select('dictValue')
        .where('dictType', '=', 'I18nDictType')
        .where('status', '=', '0')
        .orderBy('dictSort')
        .execute()
    ).map((r) => r.dictValue);
  // the languages are a dictionary's values; a key the schema found not blank may still hold white space
  const checkItem = async (b: I18nAdd, langs: string[]) => {
    if (!langs.includes(b.langTag)) throw invalidField('langTag', 'server:schema.enum');
    if (/\s/.test(b.langKey)) throw invalidField('langKey', 'server:schema.pattern');
  };
  const unique = async (trx: Db, tag: string, key: string, self?: number) => {
    let q = trx.selectFrom('sysI18nDict').select('dictId').where('langTag', '=', tag).where('langKey', '=', key);
    if (self) q = q.where('dictId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('langKey', 'system:errors.i18nKeyTaken', { tag, key });
  };
  const changed = async () => {
    await kernel.reloadI18n();
    await kernel.invalidate('i18n');
  };

  listRoute<Record<string, any>>(app, kernel, {
    url: '/system/i18n/dict/list',
    access: 'system:i18ndict:view',
    exportAccess: 'system:i18ndict:export',
    filters: I18nQuery,
    sorts: SORTS,
    defaultOrder: [
      ['langKey', 'asc'],
      ['langTag', 'asc'],
    ],
    tiebreak: ['dictId', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('sysI18nDict'),
    contains: ['langKey', 'langValue'],
    equal: ['langTag'],
    columns: ['dictId', 'langTag', 'langKey', 'langValue', 'version'],
    export: {
      sheet: 'I18nDict',
      logTitle: 'system:log.i18n',
      columns: fieldColumns('system:fields', ['dictId', 'langTag', 'langKey', 'langValue']),
    },
  });

  app.delete(
    '/system/i18n/dict/refreshCache',
    { config: { access: 'system:i18ndict:remove', log: { title: 'system:log.i18n', type: 'CLEAN' } } },
    async () => {
      await changed();
      return ok();
    },
  );

  app.get(
    '/system/i18n/dict/langKey/:key',
    { config: { access: 'system:i18ndict:view' }, schema: { params: I18nKeyParams } },
    async (req) => {
      const key = req.params.key;
      const rows = await db
        .selectFrom('sysI18nDict')
        .select(['dictId', 'langTag', 'langKey', 'langValue', 'version'])
        .where('langKey', '=', key)
        .execute();
      // one row per language; a language without a stored row starts from the shipped locale files
      return ok(
        (await languages()).map((tag) => {
          const row = rows.find((r) => r.langTag === tag);
          if (row) return row;
          const fromFiles = isLanguage(tag) ? kernel.messages.lookup(tag, key) : undefined;
          return compact({ langTag: tag, langKey: key, langValue: fromFiles ?? '' });
        }),
      );
    },
  );

  app.put(
    '/system/i18n/dict/batch',
    { config: { access: 'system:i18ndict:edit', log: { title: 'system:log.i18n', type: 'UPDATE' } }, schema: { body: I18nBatch } },
    async (req) => {
      const items = req.body;
      const langs = await languages();
      const key = items[0].langKey;
      for (const b of items) {
        await checkItem(b, langs);
        if (b.langKey !== key) throw invalidField('langKey', 'system:errors.batchKeyMismatch');
      }
      if (new Set(items.map((b) => b.langTag)).size !== items.length) throw invalidField('langTag', 'system:errors.batchDuplicateLang');
      await db.transaction().execute(async (trx) => {
        for (const b of items) {
          if (b.dictId) {
            if (b.version == null) throw invalidField('version', 'server:schema.required');
            const r = await trx
              .updateTable('sysI18nDict')
              .set({ langValue: b.langValue, version: sql<number>`version + 1` })
              .where('dictId', '=', b.dictId)
              .where('langKey', '=', key)
              .where('langTag', '=', b.langTag)
              .where('version', '=', b.version)
              .executeTakeFirst();
            assertUpdated(r);
          } else {
            // a language that had no row: someone may have added it meanwhile, which is a conflict too
            const r = await trx
              .insertInto('sysI18nDict')
              .values({ langTag: b.langTag, langKey: key, langValue: b.langValue })
              .onConflict((oc) => oc.columns(['langTag', 'langKey']).doNothing())
              .executeTakeFirst();
            if (!r.numInsertedOrUpdatedRows || Number(r.numInsertedOrUpdatedRows) === 0) assertUpdated(undefined);
          }
        }
      });
      await changed();
      return ok();
    },
  );

  const object = { url: '/system/i18n/dict', table: 'sysI18nDict', key: 'dictId', logTitle: 'system:log.i18n' } as const;
  // which plugin shipped an entry is not part of it on the wire
  detailRoute(app, kernel, { ...object, access: 'system:i18ndict:view', wire: (_req, { plugin, ...r }) => r });

  app.post(
    '/system/i18n/dict',
    { config: { access: 'system:i18ndict:add', log: { title: 'system:log.i18n', type: 'INSERT' } }, schema: { body: I18nAdd } },
    async (req) => {
      const b = req.body;
      await checkItem(b, await languages());
      await unique(db, b.langTag, b.langKey);
      const row = await db
        .insertInto('sysI18nDict')
        .values({ langTag: b.langTag, langKey: b.langKey, langValue: b.langValue })
        .returning('dictId')
        .executeTakeFirstOrThrow();
      await changed();
      return ok(row);
    },
  );

  app.put(
    '/system/i18n/dict',
    { config: { access: 'system:i18ndict:edit', log: { title: 'system:log.i18n', type: 'UPDATE' } }, schema: { body: I18nEdit } },
    async (req) => {
      const b = req.body;
      await checkItem(b, await languages());
      const exists = await db.selectFrom('sysI18nDict').select('dictId').where('dictId', '=', b.dictId).executeTakeFirst();
      if (!exists) throw notFound(String(b.dictId));
      await unique(db, b.langTag, b.langKey, b.dictId);
      const r = await db
        .updateTable('sysI18nDict')
        .set({ langTag: b.langTag, langKey: b.langKey, langValue: b.langValue, version: sql<number>`version + 1` })
        .where('dictId', '=', b.dictId)
        .where('version', '=', b.version)
        .executeTakeFirst();
      assertUpdated(r);
      await changed();
      return ok();
    },
  );

  removeRoute(app, kernel, { ...object, access: 'system:i18ndict:remove', after: changed });
}
