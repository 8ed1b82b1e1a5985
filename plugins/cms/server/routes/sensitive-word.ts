import { invalidField, likeValue, objectRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import { LANGUAGES } from '#kernel/shared';
import { SENSITIVE_TYPES, SensitiveWordAdd, SensitiveWordEdit, SensitiveWordQuery, WORD_LIMITS, WordCheck } from '../../shared/word.ts';
import { checkSensitive } from '../services/words.ts';
import { cleanWord, insertWord, remarkOf, text, updateWord } from './word-kit.ts';
import { wordKindRoutes } from './word-kind-routes.ts';

type SensitiveType = (typeof SENSITIVE_TYPES)[number];

/** CMS → Words → sensitive words (chestnut-api §1.14 SensitiveWord): the global black and white lists, and the editor's check. */
export function sensitiveWordRoutes(app: RouteApp, kernel: Kernel) {
  /** a sensitive type by its code or its label in any language */
  const sensitiveType = (v: string): SensitiveType => {
    const s = v.trim();
    if (!s) return 'BLACK';
    for (const type of SENSITIVE_TYPES) {
      if (type === s.toUpperCase()) return type;
      for (const lng of LANGUAGES)
        if (kernel.messages.lookup(lng, `cms:word.sensitiveTypes.${type}`)?.toLowerCase() === s.toLowerCase()) return type;
    }
    throw invalidField('type', 'server:schema.enum');
  };

  wordKindRoutes(app, kernel, 'sensitiveword', {
    list: {
      filters: SensitiveWordQuery,
      sorts: { word: 'word', type: 'type', createTime: 'createTime' },
      query: async (_req, query) => {
        const q = query as SensitiveWordQuery;
        let s = kernel.db.selectFrom('cmsSensitiveWord');
        if (q.query) s = s.where('word', 'ilike', likeValue(q.query));
        if (q.type) s = s.where('type', '=', q.type);
        return s;
      },
      columns: ['wordId', 'type', 'word', 'replaceWord', 'remark', 'createTime'],
    },
    add: SensitiveWordAdd,
    edit: SensitiveWordEdit,
    insert: (db, req, b) => {
      const values = { type: b.type, replaceWord: text(b.replaceWord), remark: text(b.remark) };
      return insertWord(db, 'cmsSensitiveWord', req, { column: 'type', value: b.type }, cleanWord(b.word), values);
    },
    update: async (db, req, b) => {
      const values = { type: b.type, replaceWord: text(b.replaceWord), remark: text(b.remark) };
      await updateWord(db, 'cmsSensitiveWord', req, b.wordId, { column: 'type', value: b.type }, cleanWord(b.word), values);
    },
    importRow: (db, req, v) => {
      const replaceWord = v.replaceWord.trim() ? cleanWord(v.replaceWord, 'replaceWord', WORD_LIMITS.replaceWord) : null;
      const type = sensitiveType(v.type);
      const values = { type, replaceWord: text(replaceWord), remark: text(remarkOf(v.remark)) };
      return insertWord(db, 'cmsSensitiveWord', req, { column: 'type', value: type }, cleanWord(v.word), values);
    },
  });

  // any signed-in editor may check a text
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/word/sensitiveword/check',
    access: 'login',
    log: false,
    schema: { body: WordCheck },
    transaction: false,
    handle: async (req) => ok(await checkSensitive(kernel, req.body.text)),
  });
}
