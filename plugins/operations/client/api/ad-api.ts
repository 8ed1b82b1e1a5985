import { crudObjects, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { AdChartData, AdLogRow, AdStatRow, SponsorPlacement } from '../../shared/ad-stat.ts';
import type {
  AdAdd,
  AdEdit,
  AdQuery,
  AdRow,
  AdSpaceAdd,
  AdSpaceDetail,
  AdSpaceEdit,
  AdSpaceQuery,
  AdSpaceRow,
} from '../../shared/advertisement.ts';
import type { OperationsPermission } from '../../shared/permissions.ts';

export type { AdChartData, AdLogRow, AdRow, AdSpaceDetail, AdSpaceQuery, AdSpaceRow, AdStatRow, SponsorPlacement };

/** URLs of the ad calls (chestnut-api §1.5, v1.4.3 forms), declared once. */
export const adUrls = {
  spaces: '/cms/adspace',
  space: (id: number) => `/cms/adspace/${id}`,
  spacePublish: '/cms/adspace/publish',
  ads: '/cms/advertisement',
  ad: (id: number) => `/cms/advertisement/${id}`,
  types: '/cms/advertisement/types',
  enable: '/cms/advertisement/enable',
  disable: '/cms/advertisement/disable',
  stat: '/cms/ad/stat',
  chart: '/cms/ad/stat/chart',
  clickLog: '/cms/ad/stat/click',
  viewLog: '/cms/ad/stat/view',
  calendar: '/cms/ad/sponsor/calendar',
  report: '/cms/ad/sponsor/report',
  /** the CMS's publish pipes of the current site (the space's pipe) */
  pipes: '/cms/publishpipe/selectData',
} as const;

type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** Calls of Operations → Advertising. */
export const adApi = {
  spaces: (q: Paged<AdSpaceQuery>) => http.get<PageData<AdSpaceRow>>(adUrls.spaces, { params: q }),
  space: (id: number) => http.get<AdSpaceDetail>(adUrls.space(id)),
  addSpace: (b: AdSpaceAdd) => http.post<{ pageWidgetId: number }>(adUrls.spaces, b),
  editSpace: (b: AdSpaceEdit) => http.put(adUrls.spaces, b),
  removeSpaces: (ids: number[]) => http.delete(adUrls.spaces, ids),
  publishSpaces: (ids: number[]) => http.post(adUrls.spacePublish, ids),
  ads: (q: Paged<AdQuery>) => http.get<PageData<AdRow & { online: boolean }>>(adUrls.ads, { params: q }),
  ad: (id: number) => http.get<AdRow>(adUrls.ad(id)),
  types: () => http.get<{ rows: { id: string; name: string }[] }>(adUrls.types),
  addAd: (b: AdAdd) => http.post<{ advertisementId: number }>(adUrls.ads, b),
  editAd: (b: AdEdit) => http.put(adUrls.ads, b),
  removeAds: (ids: number[]) => http.delete(adUrls.ads, ids),
  enable: (ids: number[]) => http.put(adUrls.enable, ids),
  disable: (ids: number[]) => http.put(adUrls.disable, ids),
  stat: (q: { beginTime?: string; endTime?: string }) => http.get<{ rows: AdStatRow[]; total: number }>(adUrls.stat, { params: q }),
  chart: (q: { advertisementId: number; beginTime?: string; endTime?: string }) => http.get<AdChartData>(adUrls.chart, { params: q }),
  clickLog: (q: Paged<{ advertisementId?: number }>) => http.get<PageData<AdLogRow>>(adUrls.clickLog, { params: q }),
  viewLog: (q: Paged<{ advertisementId?: number }>) => http.get<PageData<AdLogRow>>(adUrls.viewLog, { params: q }),
  calendar: (q: { sponsor: string; month?: string }) =>
    http.get<{ rows: SponsorPlacement[]; total: number; from: string; to: string }>(adUrls.calendar, { params: q }),
  pipes: () => http.get<{ rows: { pipeCode: string; pipeName: string }[] }>(adUrls.pipes),
};

const object = crudObjects<OperationsPermission>();

/** The current site's ad spaces as one object. */
export const adSpaceObject = object<AdSpaceRow, AdSpaceQuery>({
  name: 'AdSpace',
  rowKey: 'pageWidgetId',
  api: { list: adApi.spaces, remove: adApi.removeSpaces },
  perms: { add: 'cms:advertisement:add', edit: 'cms:advertisement:edit', remove: 'cms:advertisement:delete' },
  nameOf: (r) => r.name,
});

/** The ads of a space as one object. */
export const adObject = object<AdRow & { online: boolean }, AdQuery>({
  name: 'Advertisement',
  rowKey: 'advertisementId',
  api: { list: adApi.ads, remove: adApi.removeAds },
  perms: { add: 'cms:advertisement:add', edit: 'cms:advertisement:edit', remove: 'cms:advertisement:delete' },
  nameOf: (r) => r.name,
});
