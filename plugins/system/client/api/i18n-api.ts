import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { I18nAdd, I18nBatch, I18nEdit, I18nEntry, I18nQuery } from '../../shared/i18n.ts';
import { systemObject } from './system-object.ts';

export type { I18nEntry, I18nQuery };

/** URLs of System → I18n, declared once. */
export const i18nUrls = {
  list: '/system/i18n/dict/list',
  one: (id: number) => `/system/i18n/dict/${id}`,
  byKey: (key: string) => `/system/i18n/dict/langKey/${encodeURIComponent(key)}`,
  base: '/system/i18n/dict',
  batch: '/system/i18n/dict/batch',
  refreshCache: '/system/i18n/dict/refreshCache',
} as const;

/** Calls of System → I18n (wire shapes from plugins/system/shared/i18n.ts). */
export const i18nApi = {
  list: (q: I18nQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Required<I18nEntry>>>(i18nUrls.list, { params: q }),
  get: (id: number) => http.get<Required<I18nEntry>>(i18nUrls.one(id)),
  byKey: (key: string) => http.get<I18nEntry[]>(i18nUrls.byKey(key)),
  add: (e: I18nAdd) => http.post<{ dictId: number }>(i18nUrls.base, e),
  update: (e: I18nEdit) => http.put(i18nUrls.base, e),
  saveBatch: (rows: I18nBatch) => http.put(i18nUrls.batch, rows),
  remove: (ids: number[]) => http.delete(i18nUrls.base, ids),
  refreshCache: () => http.delete(i18nUrls.refreshCache),
};

/** System → I18n as one object: a translation (the server caches them). */
export const i18nObject = systemObject<Required<I18nEntry>, I18nQuery>({
  name: 'I18nDict',
  rowKey: 'dictId',
  api: i18nApi,
  perms: crudPerms('system', 'i18ndict', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.langKey,
  exportTo: { url: i18nUrls.list },
  cache: { refresh: i18nApi.refreshCache, confirm: 'system:i18n.refreshConfirm', done: 'system:i18n.refreshed' },
});
