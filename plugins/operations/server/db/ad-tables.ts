import type { Generated } from 'kysely';

/** cms_advertisement (migration 0002-ad). */
export interface CmsAdvertisementTable {
  advertisementId: Generated<number>;
  siteId: number;
  adSpaceId: number;
  /** the space's code (migration 0004) */
  adSpaceCode: string | null;
  type: Generated<string>;
  name: string;
  weight: number;
  keywords: string | null;
  /** '0' enabled, '1' disabled */
  state: Generated<string>;
  onlineDate: string;
  offlineDate: string;
  redirectUrl: string | null;
  resourcePath: string | null;
  sponsor: string | null;
  /** online when the schedule job last looked (enabled and within its dates) */
  live: Generated<boolean>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

export interface CmsAdHourStatTable {
  advertisementId: number;
  hour: string;
  siteId: number;
  view: Generated<number>;
  click: Generated<number>;
  botView: Generated<number>;
  botClick: Generated<number>;
}

/** a click or an impression of an ad (cms_ad_click_log, cms_ad_view_log) */
export interface CmsAdEventLogTable {
  logId: Generated<number>;
  siteId: number;
  adId: number;
  host: string | null;
  ip: string | null;
  referer: string | null;
  browser: string | null;
  userAgent: string | null;
  os: string | null;
  deviceType: string | null;
  locale: string | null;
  visitor: string;
  bot: Generated<boolean>;
  evtTime: string;
}

declare module '#kernel/server' {
  interface Database {
    cmsAdvertisement: CmsAdvertisementTable;
    cmsAdHourStat: CmsAdHourStatTable;
    cmsAdClickLog: CmsAdEventLogTable;
    cmsAdViewLog: CmsAdEventLogTable;
  }
}
