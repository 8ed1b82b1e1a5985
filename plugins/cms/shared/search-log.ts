import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** `GET /search/log`, `GET /cms/search/log`: `query` in the word */
export const SearchLogQuery = Type.Object({ query: Wire.filter(100) });
export type SearchLogQuery = Static<typeof SearchLogQuery>;

/** `DELETE /search/log`: log ids as strings (chestnut-api §1: search-log ids are real strings) */
export const SearchLogIds = Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,18}$' }), { minItems: 1, maxItems: 1000 });

/** `GET /search/word`, `GET /cms/search/word` */
export const SearchWordQuery = Type.Object({ query: Wire.filter(100) });
export type SearchWordQuery = Static<typeof SearchWordQuery>;

const word = Type.String({ minLength: 1, maxLength: 100 });
const total = Type.Optional(Type.Integer({ minimum: 0, maximum: 9_007_199_254_740_991 }));

/** `POST /search/word`: a word across sites with its total */
export const SearchWordAdd = Type.Object({ word, searchTotal: total, source: Type.Optional(Type.String({ maxLength: 100 })) });
export type SearchWordAdd = Static<typeof SearchWordAdd>;
/** `PUT /search/word` */
export const SearchWordEdit = Type.Object({
  wordId: Wire.id(),
  word,
  searchTotal: total,
  source: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SearchWordEdit = Static<typeof SearchWordEdit>;
/** `PUT /search/word/set_top`: pinned to the top until `topEndTime` (`yyyy-MM-dd HH:mm:ss`, in the future) */
export const SearchWordTop = Type.Object({
  wordIds: Type.Array(Wire.id(), { minItems: 1, maxItems: 500 }),
  topEndTime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' }),
});
export type SearchWordTop = Static<typeof SearchWordTop>;
/** `GET /search/word/trend`: a word's searches per day between two dates (at most a year) */
export const SearchWordTrendQuery = Type.Object({
  wordId: Wire.id(),
  beginTime: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' })),
  endTime: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' })),
});
export type SearchWordTrendQuery = Static<typeof SearchWordTrendQuery>;
/** `POST /cms/search/word`: a word of the current site */
export const SiteSearchWordAdd = Type.Object({ word });
export type SiteSearchWordAdd = Static<typeof SiteSearchWordAdd>;
