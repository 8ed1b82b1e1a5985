import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { CurrentSite, Site, SiteAdd, SiteEdit, SiteQuery } from '../../shared/site.ts';

export type { CurrentSite, Site, SiteQuery };

/** A site as the detail sends it (SiteDTO). */
export type SiteDetail = SiteEdit & {
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
  moduleEnabled: () => http.get<string>('/system/config/configKey/CMSModuleEnable', { silent: true }),
};
