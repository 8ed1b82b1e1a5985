import * as OpenCC from 'opencc-js';
import { type Static, Type } from 'typebox';
import { idsBody, invalidField, likeValue, listRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import { DICT_LIMITS, DictAnalyze, DictWordAdd, DictWordQuery, SynonymAdd, SynonymQuery } from '../../shared/search-dict.ts';
import '../db/search-table.ts';
import { enqueueReindex } from '../publish/queue.ts';
import { SEARCH_DICT_CACHE, loadDictionary, segmenterOf } from '../search/dictionary.ts';
import { foldText, Segmenter } from '../search/segmenter.ts';

const log = (type: string) => ({ title: 'cms:log.searchDict', type });
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });

/** a dictionary word as stored (folded like the texts it is looked for in), or the refusal naming the field */
function dictWord(raw: string, field: string): string {
  const word = foldText(raw.trim());
  if (!word) throw invalidField(field, 'cms:search.errors.wordEmpty');
  if (/\s/.test(word)) throw invalidField(field, 'cms:search.errors.wordSpace', { word: raw.trim() });
  if ([...word].length > DICT_LIMITS.word)
    throw invalidField(field, 'cms:search.errors.wordLong', { word: raw.trim(), max: DICT_LIMITS.word });
  return word;
}

/** the indexed contents that hold one of the words (in either script): an edit of the dictionary cuts them anew */
async function reindexHolding(kernel: Kernel, words: string[]) {
  if (!words.length) return;
  const patterns = [...new Set(words.flatMap((w) => [w, toTraditional(w)]))].map(likeValue);
  const rows = await kernel.db
    .selectFrom('cmsSearchIndex')
    .select('contentId')
    .where((eb) => eb.or(patterns.flatMap((p) => [eb('title', 'ilike', p), eb('fullText', 'ilike', p), eb('summary', 'ilike', p)])))
    .execute();
  await enqueueReindex(
    kernel,
    rows.map((r) => r.contentId),
  );
}

/** the dictionary changed: every instance's segmenter is made again at its next use */
const dictionaryChanged = (kernel: Kernel) => kernel.invalidate(SEARCH_DICT_CACHE);

const CompareBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: DICT_LIMITS.analyzeChars }),
  word: Type.String({ minLength: 1, maxLength: 200 }),
  wordType: Type.Optional(Type.Enum(['WORD', 'STOP'])),
});

/**
 * The search dictionary (menu 2052, chestnut-api §1.12 `/search/dict`): custom and stop words that feed the
 * segmenter at once on every instance, the contents they change indexed again; the analysis of a text (signed in,
 * with its permission: v1.4.3 leaves it open) and, beyond v1.4.3, its analysis before and after a word is added,
 * and synonym pairs the query side expands.
 */
export function searchDictRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute(app, kernel, {
    url: '/search/dict',
    access: 'search:dict:view',
    filters: DictWordQuery,
    sorts: { word: 'word', createTime: 'createTime' },
    defaultOrder: [['wordId', 'desc']],
    tiebreak: ['wordId', 'desc'],
    columns: ['wordId', 'wordType', 'word', 'createBy', 'createTime'],
    count: 'exact',
    query: async (_req, q) => {
      const f = q as DictWordQuery;
      let s = db.selectFrom('cmsSearchDictWord');
      if (f.query?.trim()) s = s.where('word', 'ilike', likeValue(foldText(f.query.trim())));
      if (f.wordType) s = s.where('wordType', '=', f.wordType);
      return s;
    },
  });

  app.post<{ Body: DictWordAdd }>(
    '/search/dict',
    { config: { access: 'search:dict:add', log: log('INSERT') }, schema: { body: DictWordAdd } },
    async (req) => {
      const words = [...new Set(req.body.words.map((w, i) => dictWord(w, `words[${i}]`)))];
      await db
        .insertInto('cmsSearchDictWord')
        .values(words.map((word) => ({ wordType: req.body.wordType, word, createBy: req.user!.userName })))
        .onConflict((oc) => oc.columns(['wordType', 'word']).doNothing())
        .execute();
      await dictionaryChanged(kernel);
      await reindexHolding(kernel, words);
      return ok();
    },
  );

  app.delete(
    '/search/dict',
    // the dictionary is one for all sites: the permission is the whole check
    { config: { objects: { fields: { body: false } }, access: 'search:dict:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const gone = await db
        .deleteFrom('cmsSearchDictWord')
        .where('wordId', 'in', req.body as number[])
        .returning('word')
        .execute();
      await dictionaryChanged(kernel);
      await reindexHolding(
        kernel,
        gone.map((r) => r.word),
      );
      return ok();
    },
  );

  app.post<{ Body: DictAnalyze }>(
    '/search/dict/analyze',
    { config: { access: 'search:dict:view' }, schema: { body: DictAnalyze } },
    async (req) => ok((await segmenterOf(kernel)).analyze(req.body.text, req.body.type)),
  );

  app.post<{ Body: Static<typeof CompareBody> }>(
    '/search/dict/analyze/compare',
    { config: { access: 'search:dict:view' }, schema: { body: CompareBody } },
    async (req) => {
      const word = dictWord(req.body.word, 'word');
      const dictionary = await loadDictionary(kernel);
      const stop = req.body.wordType === 'STOP';
      const after = new Segmenter({
        ...dictionary,
        words: stop ? dictionary.words : [...dictionary.words, word],
        stops: stop ? [...dictionary.stops, word] : dictionary.stops,
      });
      const before = await segmenterOf(kernel);
      return ok({
        before: { index: before.indexTokens(req.body.text), query: before.queryTokens(req.body.text) },
        after: { index: after.indexTokens(req.body.text), query: after.queryTokens(req.body.text) },
      });
    },
  );

  listRoute(app, kernel, {
    url: '/search/synonym',
    access: 'search:dict:view',
    filters: SynonymQuery,
    sorts: { word: 'word', createTime: 'createTime' },
    defaultOrder: [['synonymId', 'desc']],
    tiebreak: ['synonymId', 'desc'],
    columns: ['synonymId', 'word', 'synonym', 'createBy', 'createTime'],
    count: 'exact',
    query: async (_req, q) => {
      const text = (q as SynonymQuery).query?.trim();
      let s = db.selectFrom('cmsSearchSynonym');
      if (text)
        s = s.where((eb) => eb.or([eb('word', 'ilike', likeValue(foldText(text))), eb('synonym', 'ilike', likeValue(foldText(text)))]));
      return s;
    },
  });

  app.post<{ Body: SynonymAdd }>(
    '/search/synonym',
    { config: { access: 'search:dict:add', log: log('INSERT') }, schema: { body: SynonymAdd } },
    async (req) => {
      const a = foldText(req.body.word.trim());
      const b = foldText(req.body.synonym.trim());
      if (!a) throw invalidField('word', 'cms:search.errors.wordEmpty');
      if (!b) throw invalidField('synonym', 'cms:search.errors.wordEmpty');
      if (a === b) throw invalidField('synonym', 'cms:search.errors.synonymSelf', { word: req.body.word.trim() });
      const [word, synonym] = a < b ? [a, b] : [b, a];
      await db
        .insertInto('cmsSearchSynonym')
        .values({ word, synonym, createBy: req.user!.userName })
        .onConflict((oc) => oc.columns(['word', 'synonym']).doNothing())
        .execute();
      await dictionaryChanged(kernel);
      return ok();
    },
  );

  app.delete(
    '/search/synonym',
    { config: { objects: { fields: { body: false } }, access: 'search:dict:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      await db
        .deleteFrom('cmsSearchSynonym')
        .where('synonymId', 'in', req.body as number[])
        .execute();
      await dictionaryChanged(kernel);
      return ok();
    },
  );
}
