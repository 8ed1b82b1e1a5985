import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Template, TemplateAdd, TemplateImpact, TemplateQuery, TemplateRename } from '../../shared/template.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { Template, TemplateImpact, TemplateQuery };

/** URLs of CMS → Templates, declared once. */
export const templateUrls = {
  templates: '/cms/template',
  template: (id: number) => `/cms/template/${id}`,
  rename: '/cms/template/rename',
  clearInclude: '/cms/template/clearIncludeCache',
  clearTemplate: '/cms/template/clearTemplateCache',
} as const;

/** Calls of CMS → Templates. */
export const templateApi = {
  list: (q: TemplateQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Template>>(templateUrls.templates, { params: q }),
  get: (id: number) => http.get<Template>(templateUrls.template(id)),
  add: (t: TemplateAdd) => http.post<{ templateId: number }>(templateUrls.templates, t),
  rename: (t: TemplateRename) => http.post(templateUrls.rename, t),
  save: (t: { templateId: number; content: string; remark?: string | null }) => http.put(templateUrls.templates, t),
  remove: (ids: number[]) => http.delete(templateUrls.templates, ids),
  clearIncludeCache: (ids: number[]) => http.delete<{ cleared: number }>(templateUrls.clearInclude, ids),
  clearTemplateCache: () => http.post<{ cleared: number }>(templateUrls.clearTemplate),
};

/** What a template renders and its republish (beyond ChestnutCMS: the editor's impact preview). */
export const templateImpactApi = {
  get: (templateId: number) => http.get<TemplateImpact>(`/cms/template/impact/${templateId}`),
  republish: (templateId: number) => http.post<string>('/cms/template/republish', { templateId }),
};

/** CMS → Templates as one object (a template is named by its path). */
export const templateObject = cmsObject<Template, TemplateQuery>({
  name: 'Template',
  rowKey: 'templateId',
  api: templateApi,
  perms: crudPerms('cms', 'template', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.path,
});
