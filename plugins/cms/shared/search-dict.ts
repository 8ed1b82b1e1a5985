import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** The kinds of dictionary word (chestnut-api §1.12): a custom word the segmenter keeps whole, a stop word it leaves out. */
export const DICT_WORD_TYPES = ['WORD', 'STOP'] as const;
export type DictWordType = (typeof DICT_WORD_TYPES)[number];

/** The bounds of the search dictionary: a word 1–50 characters without white space, at most 500 per add. */
export const DICT_LIMITS = { word: 50, batch: 500, analyzeChars: 2000 } as const;

/** `GET /search/dict` */
export const DictWordQuery = Type.Object({ query: Wire.filter(50), wordType: Type.Optional(Type.Enum([...DICT_WORD_TYPES])) });
export type DictWordQuery = Static<typeof DictWordQuery>;

/** `POST /search/dict`: words of one kind (each checked: no white space, not too long) */
export const DictWordAdd = Type.Object({
  wordType: Type.Enum([...DICT_WORD_TYPES]),
  words: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: DICT_LIMITS.batch }),
});
export type DictWordAdd = Static<typeof DictWordAdd>;

/** `POST /search/dict/analyze`: v1.4.3's IK modes, `ik_smart` as jieba's precise mode, `ik_max_word` as its search mode */
export const DictAnalyze = Type.Object({
  type: Type.Enum(['ik_smart', 'ik_max_word']),
  text: Type.String({ minLength: 1, maxLength: DICT_LIMITS.analyzeChars }),
});
export type DictAnalyze = Static<typeof DictAnalyze>;

/** `POST /search/synonym`: two ways of writing the same thing (住建局 ⇄ 住房和城乡建设局); a query for one also finds the other */
export const SynonymAdd = Type.Object({
  word: Type.String({ minLength: 1, maxLength: 50 }),
  synonym: Type.String({ minLength: 1, maxLength: 50 }),
});
export type SynonymAdd = Static<typeof SynonymAdd>;

/** `GET /search/synonym` */
export const SynonymQuery = Type.Object({ query: Wire.filter(50) });
export type SynonymQuery = Static<typeof SynonymQuery>;
