import { likeValue, objectRoute, ok, type Kernel, type ObjectRouteContext, type RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { ErrorProneWordAdd, ErrorProneWordEdit, WORD_LIMITS, WordCheck, WordQuery } from '../../shared/word.ts';
import { findErrorProne } from '../services/words.ts';
import { cleanWord, insertWord, remarkOf, text, updateWord } from './word-kit.ts';
import { wordKindRoutes } from './word-kind-routes.ts';

/** An error-prone word and its replacement as stored (the add and the import). */
const insertErrorProne = (
  db: ObjectRouteContext['db'],
  req: FastifyRequest,
  v: { word: string; replaceWord: string; remark?: string | null },
) => {
  const replaceWord = cleanWord(v.replaceWord, 'replaceWord', WORD_LIMITS.replaceWord);
  return insertWord(db, 'cmsErrorproneWord', req, null, cleanWord(v.word), { replaceWord, remark: text(v.remark) });
};

/** CMS → Words → error-prone words (chestnut-api §1.14 ErrorProneWord): the global list of words and their corrections, and the editor's check. */
export function errorProneWordRoutes(app: RouteApp, kernel: Kernel) {
  wordKindRoutes(app, kernel, 'errorproneword', {
    list: {
      filters: WordQuery,
      sorts: { word: 'word', createTime: 'createTime' },
      query: async (_req, query) => {
        const q = query as WordQuery;
        let s = kernel.db.selectFrom('cmsErrorproneWord');
        if (q.query)
          s = s.where((eb) => eb.or([eb('word', 'ilike', likeValue(q.query!)), eb('replaceWord', 'ilike', likeValue(q.query!))]));
        return s;
      },
      columns: ['wordId', 'word', 'replaceWord', 'remark', 'createTime'],
    },
    add: ErrorProneWordAdd,
    edit: ErrorProneWordEdit,
    insert: insertErrorProne,
    update: async (db, req, b) => {
      const word = cleanWord(b.word);
      const replaceWord = cleanWord(b.replaceWord, 'replaceWord', WORD_LIMITS.replaceWord);
      await updateWord(db, 'cmsErrorproneWord', req, b.wordId, null, word, { replaceWord, remark: text(b.remark) });
    },
    importRow: (db, req, v) => insertErrorProne(db, req, { word: v.word, replaceWord: v.replaceWord, remark: remarkOf(v.remark) }),
  });

  // any signed-in editor may check a text
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/word/errorproneword/check',
    access: 'login',
    log: false,
    schema: { body: WordCheck },
    transaction: false,
    handle: async (req) => ok((await findErrorProne(kernel, req.body.text)).map((x) => ({ w: x.word, r: x.replacement }))),
  });
}
