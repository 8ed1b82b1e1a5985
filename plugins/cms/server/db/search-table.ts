import type { Generated } from 'kysely';

/** cms_search_index (migration 0020-search-index): the site search's index of published contents. */
export interface CmsSearchIndexTable {
  contentId: number;
  siteId: number;
  catalogId: number;
  contentType: string;
  title: string;
  summary: string | null;
  fullText: Generated<string>;
  publishDate: string | null;
  /** written with `setweight(to_tsvector('simple', …))`; read through SQL only */
  tsv: unknown;
  /** the words of weights A and B (title, pinyin, keywords, tags) apart; read through SQL only */
  tsvHead: unknown;
  indexTime: Generated<string>;
}

/** cms_search_dict_word: the search dictionary's custom words (WORD) and stop words (STOP). */
export interface CmsSearchDictWordTable {
  wordId: Generated<number>;
  wordType: 'WORD' | 'STOP';
  word: string;
  createBy: string | null;
  createTime: Generated<string>;
}

/** cms_search_synonym: pairs a query expands to each other (stored folded, `word < synonym`). */
export interface CmsSearchSynonymTable {
  synonymId: Generated<number>;
  word: string;
  synonym: string;
  createBy: string | null;
  createTime: Generated<string>;
}

/** cms_search_log: one public search. */
export interface CmsSearchLogTable {
  logId: Generated<number>;
  siteId: number | null;
  word: string;
  ip: string | null;
  userAgent: string | null;
  referer: string | null;
  clientType: string | null;
  source: string | null;
  resultCount: Generated<number>;
  logTime: Generated<string>;
}

/** cms_search_word: a search word's total, per site (or across sites: `siteId` null), and its pin. */
export interface CmsSearchWordTable {
  wordId: Generated<number>;
  siteId: number | null;
  word: string;
  searchTotal: Generated<number>;
  topFlag: Generated<number>;
  topDate: string | null;
  createBy: string | null;
  createTime: Generated<string>;
  updateTime: string | null;
}

/** cms_search_word_day: a word's searches per day (the trend chart). */
export interface CmsSearchWordDayTable {
  wordId: number;
  day: string;
  total: Generated<number>;
}

/** cms_search_pin: a content shown first for a query (the folded query) of a site. */
export interface CmsSearchPinTable {
  pinId: Generated<number>;
  siteId: number;
  word: string;
  contentId: number;
  createBy: string | null;
  createTime: Generated<string>;
}

/** cms_search_click: a reader opened a result of a search (its folded word) through the result's click link. */
export interface CmsSearchClickTable {
  siteId: number;
  word: string;
  contentId: number;
  clickTime: Generated<string>;
}

/** cms_search_state (migration 0025): the one row whose generation every change of what a search answers raises. */
export interface CmsSearchStateTable {
  stateId: Generated<number>;
  generation: number;
}

declare module '#kernel/server' {
  interface Database {
    cmsSearchIndex: CmsSearchIndexTable;
    cmsSearchDictWord: CmsSearchDictWordTable;
    cmsSearchSynonym: CmsSearchSynonymTable;
    cmsSearchLog: CmsSearchLogTable;
    cmsSearchWord: CmsSearchWordTable;
    cmsSearchWordDay: CmsSearchWordDayTable;
    cmsSearchPin: CmsSearchPinTable;
    cmsSearchClick: CmsSearchClickTable;
    cmsSearchState: CmsSearchStateTable;
  }
}
