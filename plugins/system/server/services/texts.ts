import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, RawBuilder } from 'kysely';
import { likeValue, sql, type Db } from '#kernel/server';
import type { Language } from '#kernel/shared';

/**
 * A list filter (listRoute's `matches`) on a display text as the person reads it: the stored `column`, or its
 * translation in their language (the sys_i18n_dict row keyed by `keyOf`, an SQL expression over the listed
 * row), containing the filter's value.
 */
export const textMatches = (column: string, keyOf: RawBuilder<string>) => (req: FastifyRequest, value: string) => {
  const like = likeValue(value);
  const lang = req.lang;
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or([
      eb(column, 'ilike', like),
      eb.exists(
        eb
          .selectFrom('sysI18nDict as i')
          .select('i.dictId')
          .where('i.langTag', '=', lang)
          .whereRef('i.langKey', '=', keyOf)
          .where('i.langValue', 'ilike', like),
      ),
    ]);
};
/**
 * Stores an admin-edited display text (dict label, dict/config name) for one language in sys_i18n_dict,
 * so that the translated read path shows the edit instead of the seeded translation.
 */
export async function putText(db: Db, lang: Language, key: string, value: string): Promise<void> {
  await db
    .insertInto('sysI18nDict')
    .values({ langTag: lang, langKey: key, langValue: value })
    .onConflict((oc) =>
      oc.columns(['langTag', 'langKey']).doUpdateSet({ langValue: value, version: sql<number>`sys_i18n_dict.version + 1` }),
    )
    .execute();
}

/** Renames a key and every key under it (`DICT.a` and `DICT.a.*`) when the thing it names is renamed. */
export async function renameTexts(db: Db, from: string, to: string, withChildren: boolean): Promise<void> {
  if (from === to) return;
  await db.updateTable('sysI18nDict').set({ langKey: to }).where('langKey', '=', from).execute();
  if (withChildren)
    await db
      .updateTable('sysI18nDict')
      .set({ langKey: sql<string>`${to} || substr(lang_key, ${from.length + 1})` })
      .where('langKey', 'like', `${from.replace(/[\\%_]/g, (m) => `\\${m}`)}.%`)
      .execute();
}

/** Deletes a key and optionally every key under it. */
export async function deleteTexts(db: Db, key: string, withChildren: boolean): Promise<void> {
  const q = db.deleteFrom('sysI18nDict').where((eb) => {
    const own = eb('langKey', '=', key);
    return withChildren ? eb.or([own, eb('langKey', 'like', `${key.replace(/[\\%_]/g, (m) => `\\${m}`)}.%`)]) : own;
  });
  await q.execute();
}

/**
 * The translation writes of rows whose display text (a parameter's or dictionary type's name, a dictionary
 * label) is stored per language under a key derived from the row: the writer's language gets the text on
 * add and edit, the key follows a renamed row (and with `withChildren` the keys under it), a delete drops it.
 * `saved` is saveRoutes' `within` (`old` is the stored row on an edit); `removed` goes in the delete's `before`.
 */
export function rowTexts<R>(key: (row: R) => string, text: (row: R) => string, withChildren: boolean) {
  return {
    saved: async (trx: Db, req: FastifyRequest, b: R, old?: R) => {
      if (old) await renameTexts(trx, key(old), key(b), withChildren);
      await putText(trx, req.lang, key(b), text(b).trim());
    },
    removed: async (trx: Db, rows: readonly R[]) => {
      for (const r of rows) await deleteTexts(trx, key(r), withChildren);
    },
  };
}
