import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { DynamicPage, DynamicPageAdd, DynamicPageEdit, DynamicPageQuery, DynamicPageType } from '../../shared/dynamic-page.ts';
import { cmsObject } from './cms-object.ts';

export type { DynamicPage, DynamicPageQuery, DynamicPageType };

/** Dynamic page types and custom dynamic pages of the current site (chestnut-api §1.4, v1.4.3 forms). */
export const dynamicPageApi = {
  types: () => http.get<DynamicPageType[]>('/cms/dynamicPageTypes'),
  initDataTypes: () => http.get<{ type: string; name: string }[]>('/cms/dynamic_page/init_data_types'),
  list: (q: DynamicPageQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<DynamicPage>>('/cms/dynamic_page/list', { params: q }),
  get: (id: number) => http.get<DynamicPage>(`/cms/dynamic_page/${id}`),
  add: (p: DynamicPageAdd) => http.post<{ pageId: number }>('/cms/dynamic_page', p),
  update: (p: DynamicPageEdit) => http.put('/cms/dynamic_page', p),
  remove: (ids: number[]) => http.delete('/cms/dynamic_page', ids),
};

/** A custom dynamic page as one object: managing them is editing the site's templates. */
export const dynamicPageObject = cmsObject<DynamicPage, DynamicPageQuery>({
  name: 'DynamicPage',
  rowKey: 'pageId',
  api: dynamicPageApi,
  perms: { add: 'cms:template:edit', edit: 'cms:template:edit', remove: 'cms:template:edit' },
  nameOf: (r) => r.name,
});
