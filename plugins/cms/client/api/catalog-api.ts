import { http } from '#kernel/client';
import type { CatalogAdd, CatalogEdit, CatalogNode } from '../../shared/catalog.ts';

export type { CatalogNode };
/** A catalog as the detail sends it. */
export type Catalog = CatalogEdit & { siteId: number; parentId: number; parentName?: string; childCount: number };

/** Calls of CMS → Catalogs (wire shapes from plugins/cms/shared/catalog.ts). */
export const catalogApi = {
  tree: () => http.get<{ rows: CatalogNode[]; siteName: string }>('/cms/catalog/treeData'),
  get: (id: number) => http.get<Catalog>(`/cms/catalog/${id}`),
  add: (c: CatalogAdd) => http.post<{ catalogId: number }>('/cms/catalog', c),
  update: (c: CatalogEdit) => http.put('/cms/catalog', c),
  remove: (id: number) => http.delete<string>(`/cms/catalog/${id}`),
  spelling: (name: string) => http.post<{ alias: string; path: string }>('/cms/catalog/spelling', { name }),
  visible: (catalogId: number, visible: 'Y' | 'N') => http.put('/cms/catalog/visible', { catalogId, visible }),
  sort: (catalogId: number, sort: number) => http.put('/cms/catalog/sort', { catalogId, sort }),
  move: (from: number, to: number) => http.post(`/cms/catalog/move/${from}/${to}`),
};
