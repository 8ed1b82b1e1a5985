import { crudPerms, download, http, uploadForm } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { CurrentSite, DefaultTemplatesApply, Site, SiteAdd, SiteEdit, SiteQuery } from '../../shared/site.ts';
import type { SiteExtends } from '../../shared/site-extends.ts';
import type { SitePropertyAdd, SitePropertyEdit } from '../../shared/site-property.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { CurrentSite, Site, SiteExtends, SiteQuery };

/** A site property as the list sends it. */
export interface SiteProperty extends SitePropertyEdit {
  createTime?: string;
}

/** A site as the detail sends it (SiteDTO). */
export type SiteDetail = Omit<SiteEdit, 'publishPipeDatas'> & {
  logoSrc?: string;
  publishPipeDatas: { pipeCode: string; pipeName: string; props: Record<string, string> }[];
};

/** URLs of CMS → Sites, declared once. */
export const siteUrls = {
  list: '/cms/site/list',
  one: (id: number) => `/cms/site/${id}`,
  base: '/cms/site',
  current: '/cms/site/getCurrentSite',
  setCurrent: (id: number) => `/cms/site/setCurrentSite/${id}`,
} as const;

/** Calls of CMS → Sites (wire shapes from plugins/cms/shared/site.ts). */
export const siteApi = {
  list: (q: SiteQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Site>>(siteUrls.list, { params: q }),
  get: (id: number) => http.get<SiteDetail>(siteUrls.one(id)),
  add: (s: SiteAdd) => http.post<Site>(siteUrls.base, s),
  update: (s: SiteEdit) => http.put(siteUrls.base, s),
  remove: (id: number) => http.delete<string>(siteUrls.one(id)),
  current: () => http.get<CurrentSite | undefined>(siteUrls.current),
  setCurrent: (id: number) => http.post<CurrentSite>(siteUrls.setCurrent(id)),
  /** the navbar's own reset of the kept site at every console start: not a submit, so never the repeat-submit guard's */
  resetCurrent: (id: number) => http.post<CurrentSite>(siteUrls.setCurrent(id), undefined, { repeatSubmit: false, silent: true }),
  moduleEnabled: () => http.get<string>('/system/config/configKey/CMSModuleEnable', { silent: true }),
};

/** Site extends (chestnut-api §4.8) and properties. */
export const siteExtendsApi = {
  get: (siteId: number) => http.get<SiteExtends>('/cms/site/extends', { params: { siteId } }),
  save: (siteId: number, v: SiteExtends) => http.post(`/cms/site/extends/${siteId}`, v),
};

export const sitePropertyApi = {
  list: (q: { siteId: number; query?: string; pageNum: number; pageSize: number }) =>
    http.get<PageData<SiteProperty>>('/cms/site/prop/list', { params: q }),
  add: (p: SitePropertyAdd) => http.post('/cms/site/prop', p),
  update: (p: SitePropertyEdit) => http.put('/cms/site/prop', p),
  remove: (ids: number[]) => http.delete('/cms/site/prop', ids),
};

/** A site's default templates per pipe (`GET /cms/site/default_template`). */
export interface DefaultTemplates {
  siteId: number;
  publishPipeProps: { pipeCode: string; pipeName?: string; props: Record<string, string> }[];
}

export const siteTemplateApi = {
  get: (siteId: number) => http.get<DefaultTemplates>('/cms/site/default_template', { params: { siteId } }),
  save: (v: DefaultTemplates) =>
    http.post('/cms/site/default_template', {
      siteId: v.siteId,
      publishPipeProps: v.publishPipeProps.map((p) => ({ pipeCode: p.pipeCode, props: p.props })),
    }),
  apply: (v: DefaultTemplatesApply) => http.post<number>('/cms/site/apply_default_template', v),
};

/** A site's theme (chestnut-api §1.4): export as a task then download; import a zip (checked on the server, refused with the reason). */
export const siteThemeApi = {
  export: (siteId: number) => http.post<string>('/cms/site/exportTheme', { siteId }),
  download: (siteId: number, name: string) => download(`/cms/site/theme_download?siteId=${siteId}`, {}, `${name}-theme.zip`),
  import: (siteId: number, file: File) => uploadForm<string>('/cms/site/importTheme', file, { siteId: String(siteId) }),
};

/** CMS → Sites as one object: a site is deleted one at a time (and edited on its own page). */
export const siteObject = cmsObject<Site, SiteQuery>({
  name: 'Site',
  rowKey: 'siteId',
  api: {
    list: siteApi.list,
    add: siteApi.add,
    async remove(ids) {
      for (const id of ids) await siteApi.remove(id);
    },
  },
  perms: crudPerms('cms', 'site', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.name,
});

/** A site's property as one object: changing a site's properties is editing the site. */
export const sitePropertyObject = cmsObject<SiteProperty, { siteId: number; query?: string }>({
  name: 'SiteProperty',
  rowKey: 'propertyId',
  api: sitePropertyApi,
  perms: { add: 'cms:site:edit', edit: 'cms:site:edit', remove: 'cms:site:edit' },
  nameOf: (r) => r.propName,
});
