import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { DictWordType } from '../../shared/search-dict.ts';

export interface DictWord {
  wordId: number;
  wordType: DictWordType;
  word: string;
  createBy: string | null;
  createTime: string;
}

export interface SynonymPair {
  synonymId: number;
  word: string;
  synonym: string;
  createBy: string | null;
  createTime: string;
}

/** A text's words as the index and a query cut it. */
export interface Cut {
  index: string[];
  query: string[];
}

type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** The search dictionary (chestnut-api §1.12 `/search/dict`) and its synonym pairs. */
export const searchDictApi = {
  words: (q: Paged<{ query?: string; wordType?: DictWordType }>) => http.get<PageData<DictWord>>('/search/dict', { params: q }),
  addWords: (wordType: DictWordType, words: string[]) => http.post('/search/dict', { wordType, words }),
  removeWords: (ids: number[]) => http.delete('/search/dict', ids),
  analyze: (type: 'ik_smart' | 'ik_max_word', text: string) => http.post<string[]>('/search/dict/analyze', { type, text }),
  compare: (text: string, word: string, wordType: DictWordType) =>
    http.post<{ before: Cut; after: Cut }>('/search/dict/analyze/compare', { text, word, wordType }),
  synonyms: (q: Paged<{ query?: string }>) => http.get<PageData<SynonymPair>>('/search/synonym', { params: q }),
  addSynonym: (word: string, synonym: string) => http.post('/search/synonym', { word, synonym }),
  removeSynonyms: (ids: number[]) => http.delete('/search/synonym', ids),
};
