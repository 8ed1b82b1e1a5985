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
export const i18nApi = {
  list: (q: I18nQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<Required<I18nEntry>>>('/system/i18n/dict/list', { params: q }),
  get: (id: number) => http.get<I18nEntry>(`/system/i18n/dict/${id}`),
  byKey: (key: string) => http.get<I18nEntry[]>(`/system/i18n/dict/langKey/${encodeURIComponent(key)}`),
  add: (e: I18nEntry) => http.post<{ dictId: number }>('/system/i18n/dict', e),
  update: (e: I18nEntry) => http.put('/system/i18n/dict', e),
  saveBatch: (rows: I18nEntry[]) => http.put('/system/i18n/dict/batch', rows),
  remove: (ids: number[]) => http.delete('/system/i18n/dict', ids),
  refreshCache: () => http.delete('/system/i18n/dict/refreshCache'),
  langOptions: () => http.get<{ value: string; label: string }[]>('/system/i18n/dict/langOptions'),
};
