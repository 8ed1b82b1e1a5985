import { AppError, likeValue, objectRoute, ok, type Kernel, type ObjectRouteContext, type RouteApp } from '#kernel/server';
import { GroupWordQuery, TagWordAdd, TagWordBatchAdd, TagWordEdit } from '../../shared/word.ts';
import { KINDS, WORD_OBJECTS, cleanWord, insertWord, logOf, remarkOf, siteGroup, text, updateWord } from './word-kit.ts';
import { wordKindRoutes } from './word-kind-routes.ts';
import type { FastifyRequest } from 'fastify';

type Db = ObjectRouteContext['db'];

/** Inserts a tag word into a group of the site (the add, the batch add and the import). */
const insertTag = (
  db: Db,
  req: FastifyRequest,
  g: { siteId: number; groupId: number },
  v: { word: string; logo?: string | null; sortFlag?: number; remark?: string | null },
) => {
  const values = { siteId: g.siteId, groupId: g.groupId, logo: text(v.logo), sortFlag: v.sortFlag ?? 0, remark: text(v.remark) };
  return insertWord(db, 'cmsTagWord', req, { column: 'groupId', value: g.groupId }, cleanWord(v.word), values);
};

/** CMS → Words → tag words (chestnut-api §1.14 TagWord): words in the current site's tag word groups. */
export function tagWordRoutes(app: RouteApp, kernel: Kernel) {
  const group = (req: FastifyRequest, id: number) => siteGroup(kernel, 'cmsTagWordGroup', req, id);

  wordKindRoutes(app, kernel, 'tagword', {
    list: {
      filters: GroupWordQuery,
      sorts: { word: 'word', useCount: 'useCount', hitCount: 'hitCount', sortFlag: 'sortFlag', createTime: 'createTime' },
      defaultOrder: [['sortFlag', 'asc']],
      query: async (req, query) => {
        const q = query as GroupWordQuery;
        const g = await group(req, q.groupId);
        let s = kernel.db.selectFrom('cmsTagWord').where('groupId', '=', g.groupId);
        if (q.query) s = s.where('word', 'ilike', likeValue(q.query));
        return s;
      },
      columns: ['wordId', 'groupId', 'word', 'logo', 'useCount', 'hitCount', 'sortFlag', 'remark', 'createTime'],
    },
    add: TagWordAdd,
    edit: TagWordEdit,
    insert: async (db, req, b) => insertTag(db, req, await group(req, b.groupId), b),
    update: async (db, req, b) => {
      const g = await group(req, b.groupId);
      const values = { groupId: g.groupId, logo: text(b.logo), sortFlag: b.sortFlag ?? 0, remark: text(b.remark) };
      await updateWord(db, KINDS.tagword.table, req, b.wordId, { column: 'groupId', value: g.groupId }, cleanWord(b.word), values);
    },
    importRow: (db, req, v, g) => insertTag(db, req, g!, { word: v.word, remark: remarkOf(v.remark) }),
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/word/tagword/batchAdd',
    access: 'word:add',
    log: logOf('tagWord')('INSERT'),
    objects: WORD_OBJECTS.tagword,
    schema: { body: TagWordBatchAdd },
    // each word stands on its own: one already in the group is skipped, the others are added
    transaction: false,
    load: (req) => group(req, req.body.groupId),
    handle: async (req, g, { db }) => {
      const words = [...new Map(req.body.words.map((w) => [w.trim().toLowerCase(), w.trim()])).values()].filter(Boolean);
      let inserted = 0;
      const skipped: string[] = [];
      for (const w of words) {
        try {
          await insertTag(db, req, g, { word: w });
          inserted++;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          skipped.push(w);
        }
      }
      return ok({ inserted, skipped });
    },
  });
}
