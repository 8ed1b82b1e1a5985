import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** One translation (sys_i18n_dict row); a batch row without dictId is filled from the locale files. */
export interface I18nEntry {
  dictId?: number;
  langTag: string;
  langKey: string;
  langValue: string;
  version?: number;
}

export interface I18nQuery {
  langTag?: string;
  langKey?: string;
  langValue?: string;
}

/** Calls of System → I18n. */
/** URLs of System → I18n, declared once. */
export const i18nUrls = {
  list: '/system/i18n/dict/list',
  one: (id: number) => `/system/i18n/dict/${id}`,
  byKey: (key: string) => `/system/i18n/dict/langKey/${encodeURIComponent(key)}`,
  base: '/system/i18n/dict',
  batch: '/system/i18n/dict/batch',
  refreshCache: '/system/i18n/dict/refreshCache',
} as const;

export const i18nApi = {
  list: (q: I18nQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Required<I18nEntry>>>(i18nUrls.list, { params: q }),
  get: (id: number) => http.get<I18nEntry>(i18nUrls.one(id)),
  byKey: (key: string) => http.get<I18nEntry[]>(i18nUrls.byKey(key)),
  add: (e: I18nEntry) => http.post<{ dictId: number }>(i18nUrls.base, e),
  update: (e: I18nEntry) => http.put(i18nUrls.base, e),
  saveBatch: (rows: I18nEntry[]) => http.put(i18nUrls.batch, rows),
  remove: (ids: number[]) => http.delete(i18nUrls.base, ids),
  refreshCache: () => http.delete(i18nUrls.refreshCache),
};
