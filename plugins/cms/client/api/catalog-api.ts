import { http } from '#kernel/client';
import type { BatchCatalog, CatalogAdd, CatalogEdit, CatalogExtends, CatalogNode } from '../../shared/catalog.ts';

export type { BatchCatalog, CatalogExtends, CatalogNode };
/** A catalog as the detail sends it. */
export type Catalog = Omit<CatalogEdit, 'publishPipeDatas'> & {
  siteId: number;
  parentId: number;
  parentName?: string;
  childCount: number;
  logoSrc?: string;
  publishPipeDatas: { pipeCode: string; pipeName: string; props: Record<string, string> }[];
};

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
  batchAdd: (parentId: number, catalogs: BatchCatalog[]) => http.post<number[]>('/cms/catalog/batchAdd', { parentId, catalogs }),
  extends: (catalogId: number) => http.get<CatalogExtends & { siteId: number }>('/cms/catalog/extends', { params: { catalogId } }),
  saveExtends: (catalogId: number, v: CatalogExtends) => http.put(`/cms/catalog/extends/${catalogId}`, v),
  applyExtends: (catalogId: number, configPropKeys: string[]) =>
    http.put<number>('/cms/catalog/apply_children/config_props', { catalogId, configPropKeys }),
  applyPipe: (catalogId: number, publishPipeCode: string) =>
    http.put<number>('/cms/catalog/apply_children/publish_pipe', { catalogId, publishPipeCode }),
};
