import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';

/** An entry of the content index as the list shows it. */
export interface IndexEntry {
  contentId: number;
  contentType: string;
  siteId: number;
  catalogId: number;
  catalogName: string | null;
  title: string;
  publishDate: string | null;
  indexTime: string;
}

/** One entry's detail: the content's fields, its indexed body text and the words it is found by. */
export interface IndexEntryDetail extends IndexEntry {
  author: string | null;
  keywords: string[];
  tags: string[];
  fullText: string;
  words: { word: string; weights: string }[];
}

export interface IndexQuery {
  query?: string;
  onlyTitle?: boolean;
  contentType?: string;
}

/** The content index of the current site (chestnut-api §1.4 `/cms/search/*`). */
export const searchIndexApi = {
  list: (q: IndexQuery & { pageNum: number; pageSize: number }) => http.get<PageData<IndexEntry>>('/cms/search/contents', { params: q }),
  get: (contentId: number) => http.get<IndexEntryDetail | null>(`/cms/search/content/${contentId}`),
  remove: (ids: number[]) => http.delete('/cms/search/contents', ids),
  build: (contentId: number) => http.post<boolean>(`/cms/search/build/${contentId}`),
  rebuild: () => http.post<string>('/cms/search/rebuild'),
};
