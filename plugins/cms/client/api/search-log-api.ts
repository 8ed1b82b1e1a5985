import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';

export interface SearchLogRow {
  logId: string;
  word: string;
  userAgent: string | null;
  ip: string | null;
  referer: string | null;
  clientType: string | null;
  source: string | null;
  resultCount: number;
  logTime: string;
}

export interface SearchWordRow {
  wordId: number;
  word: string;
  topFlag: 'Y' | 'N';
  topDate: string | null;
  searchTotal: number;
  source: string;
  siteId: number | null;
}

/** the search-quality report: queries that found nothing, and queries none of whose results was opened */
export interface SearchQualityReport {
  noResults: { word: string; searches: number; lastTime: string }[];
  unclicked: { word: string; searches: number; results: number; lastTime: string }[];
}

/** a content pinned as the first result of a query */
export interface SearchPinRow {
  pinId: number;
  word: string;
  contentId: number;
  title: string | null;
  createBy: string | null;
  createTime: string;
}

type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** Search logs, search words and the search-quality report (chestnut-api §1.12, and beyond). */
export const searchLogApi = {
  siteLogs: (q: Paged<{ query?: string }>) => http.get<PageData<SearchLogRow>>('/cms/search/log', { params: q }),
  removeLogs: (ids: string[]) => http.delete('/search/log', ids),
  siteWords: (q: Paged<{ query?: string }>) => http.get<PageData<SearchWordRow>>('/cms/search/word', { params: q }),
  addSiteWord: (word: string) => http.post('/cms/search/word', { word }),
  editWord: (w: { wordId: number; word: string; searchTotal?: number }) => http.put('/search/word', w),
  removeWords: (ids: number[]) => http.delete('/search/word', ids),
  setTop: (wordIds: number[], topEndTime: string) => http.put('/search/word/set_top', { wordIds, topEndTime }),
  cancelTop: (ids: number[]) => http.put('/search/word/cancel_top', ids),
  trend: (wordId: number) => http.get<{ xAxisDatas: string[]; lineDatas: number[] }>('/search/word/trend', { params: { wordId } }),
  quality: (days = 30) => http.get<SearchQualityReport>('/cms/search/quality', { params: { days } }),
  pins: () => http.get<SearchPinRow[]>('/cms/search/pin'),
  addPin: (word: string, contentId: number) => http.post<number>('/cms/search/pin', { word, contentId }),
  removePins: (ids: number[]) => http.delete('/cms/search/pin', ids),
};
