import { invalidField, likeValue, type Kernel, type ObjectRouteContext, type RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { GroupWordQuery, HOT_WORD_URL, HotWordAdd, HotWordEdit, URL_TARGETS, WORD_LIMITS } from '../../shared/word.ts';
import { KINDS, cleanWord, insertWord, remarkOf, siteGroup, text, updateWord } from './word-kit.ts';
import { wordKindRoutes } from './word-kind-routes.ts';

type Db = ObjectRouteContext['db'];

/** Inserts a hot word into a group of the site (the add and the import). */
const insertHot = (
  db: Db,
  req: FastifyRequest,
  g: { siteId: number; groupId: number },
  v: { word: string; url: string; urlTarget: string; remark?: string | null },
) => {
  const values = { siteId: g.siteId, groupId: g.groupId, url: v.url.trim(), urlTarget: v.urlTarget, remark: text(v.remark) };
  return insertWord(db, 'cmsHotWord', req, { column: 'groupId', value: g.groupId }, cleanWord(v.word), values);
};

/** An imported link target: one of the targets, `_blank` when empty. */
const urlTarget = (v: string): string => {
  const s = v.trim() || '_blank';
  if (!(URL_TARGETS as readonly string[]).includes(s)) throw invalidField('urlTarget', 'server:schema.enum');
  return s;
};

/** An imported link, as the wire schema takes it. */
const hotUrl = (v: string): string => {
  const s = v.trim();
  if (!s) throw invalidField('url', 'server:schema.required');
  if (s.length > WORD_LIMITS.url || !HOT_WORD_URL.test(s)) throw invalidField('url', 'server:schema.pattern');
  return s;
};

/** CMS → Words → hot words (chestnut-api §1.14 HotWord): words linked in the texts of the current site, in its hot word groups. */
export function hotWordRoutes(app: RouteApp, kernel: Kernel) {
  const group = (req: FastifyRequest, id: number) => siteGroup(kernel, 'cmsHotWordGroup', req, id);

  wordKindRoutes(app, kernel, 'hotword', {
    list: {
      filters: GroupWordQuery,
      sorts: { word: 'word', useCount: 'useCount', hitCount: 'hitCount', createTime: 'createTime' },
      query: async (req, query) => {
        const q = query as GroupWordQuery;
        const g = await group(req, q.groupId);
        let s = kernel.db.selectFrom('cmsHotWord').where('groupId', '=', g.groupId);
        if (q.query) s = s.where((eb) => eb.or([eb('word', 'ilike', likeValue(q.query!)), eb('url', 'ilike', likeValue(q.query!))]));
        return s;
      },
      columns: ['wordId', 'groupId', 'word', 'url', 'urlTarget', 'useCount', 'hitCount', 'remark', 'createTime'],
    },
    add: HotWordAdd,
    edit: HotWordEdit,
    insert: async (db, req, b) => insertHot(db, req, await group(req, b.groupId), b),
    update: async (db, req, b) => {
      const g = await group(req, b.groupId);
      const values = { groupId: g.groupId, url: b.url.trim(), urlTarget: b.urlTarget, remark: text(b.remark) };
      await updateWord(db, KINDS.hotword.table, req, b.wordId, { column: 'groupId', value: g.groupId }, cleanWord(b.word), values);
    },
    importRow: (db, req, v, g) =>
      insertHot(db, req, g!, { word: v.word, url: hotUrl(v.url), urlTarget: urlTarget(v.urlTarget), remark: remarkOf(v.remark) }),
  });
}
