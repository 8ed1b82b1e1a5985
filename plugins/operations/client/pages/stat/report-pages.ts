import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * The page of each report of the Statistics menu (`/stat/menu/tree` ids), each in its own lazy chunk; an area
 * adds its reports here (the ads' CmsAdStat, CmsAdClickLog and CmsAdViewLog come with the ads screens).
 */
export const REPORT_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  // stats
  SiteTrend: lazy(() => import('./SiteTrendReport.tsx')),
  SiteEntryPages: lazy(() => import('./SiteEntryPagesReport.tsx')),
  SiteSources: lazy(() => import('./SiteSourcesReport.tsx')),
  SiteClients: lazy(() => import('./SiteClientsReport.tsx')),
  SiteOverview: lazy(() => import('./SiteOverviewReport.tsx')),
  SiteVisitLog: lazy(() => import('./SiteVisitLogReport.tsx')),
  ContentDynamicStat: lazy(() => import('./ContentDynamicReport.tsx')),
  ContentStatByCatalog: lazy(() => import('./ContentTotalsReport.tsx').then((m) => ({ default: m.ContentByCatalogReport }))),
  ContentStatByUser: lazy(() => import('./ContentTotalsReport.tsx').then((m) => ({ default: m.ContentByUserReport }))),
  NoticeReach: lazy(() => import('./NoticeReachReport.tsx')),
  // ads
  CmsAdStat: lazy(() => import('../ad/AdStatReports.tsx').then((m) => ({ default: m.AdStatReport }))),
  CmsAdClickLog: lazy(() => import('../ad/AdStatReports.tsx').then((m) => ({ default: m.AdClickLogReport }))),
  CmsAdViewLog: lazy(() => import('../ad/AdStatReports.tsx').then((m) => ({ default: m.AdViewLogReport }))),
};
