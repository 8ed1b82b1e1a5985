import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  ManualContent,
  PageWidgetAdd,
  PageWidgetDetail,
  PageWidgetEdit,
  PageWidgetQuery,
  PageWidgetRow,
  PageWidgetType,
} from '../../shared/page-widget.ts';
import type { Template } from '../../shared/template.ts';
import { templateUrls } from './template-api.ts';
import { cmsObject } from './cms-object.ts';

export type { ManualContent, PageWidgetDetail, PageWidgetQuery, PageWidgetRow, PageWidgetType };

/** URLs of the page widget calls (chestnut-api §1.4, v1.4.3 forms), declared once. */
export const pageWidgetUrls = {
  base: '/cms/pagewidget',
  one: (id: number) => `/cms/pagewidget/${id}`,
  types: '/cms/pagewidget/types',
  publish: '/cms/pagewidget/publish',
  offline: '/cms/pagewidget/offline',
} as const;

/** Calls of CMS → Contents → Page Widget. */
export const pageWidgetApi = {
  list: (q: PageWidgetQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<PageWidgetRow>>(pageWidgetUrls.base, { params: q }),
  types: () => http.get<{ rows: { id: PageWidgetType; name: string }[]; total: number }>(pageWidgetUrls.types),
  get: (id: number) => http.get<PageWidgetDetail>(pageWidgetUrls.one(id)),
  add: (type: PageWidgetType, w: PageWidgetAdd) => http.post<{ pageWidgetId: number }>(`${pageWidgetUrls.base}?type=${type}`, w),
  update: (type: PageWidgetType, w: PageWidgetEdit) => http.put(`${pageWidgetUrls.base}?type=${type}`, w),
  remove: (ids: number[]) => http.delete(pageWidgetUrls.base, ids),
  publish: (ids: number[]) => http.post(pageWidgetUrls.publish, ids),
  offline: (ids: number[]) => http.post(pageWidgetUrls.offline, ids),
};

/** The template names of a pipe for the widget's template field (quietly none for a user who may not list templates). */
export const widgetTemplateNames = (publishPipeCode: string) =>
  http.get<PageData<Template>>(templateUrls.templates, { params: { publishPipeCode, pageNum: 1, pageSize: 200 }, silent: true }).then(
    (r) => r.rows.map((x) => x.path),
    () => [] as string[],
  );

/** A catalog's page widget as one object: managing widgets is managing the catalog's content. */
export const pageWidgetObject = cmsObject<PageWidgetRow, PageWidgetQuery>({
  name: 'PageWidget',
  rowKey: 'pageWidgetId',
  api: { list: pageWidgetApi.list, remove: pageWidgetApi.remove },
  perms: { add: 'cms:content:add', edit: 'cms:content:edit', remove: 'cms:content:delete' },
  nameOf: (r) => r.name,
});
