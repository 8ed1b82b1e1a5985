/**
 * The Statistics screen's report menu (v1.4.3 `/stat/menu/tree`): groups and their reports by id. The client
 * maps each report id to its page; each area adds its group here.
 */
export interface StatMenuGroup {
  id: string;
  reports: readonly string[];
}

export const STAT_MENU: readonly StatMenuGroup[] = [
  // stats: first-party site statistics and content statistics
  { id: 'CmsSiteStat', reports: ['SiteTrend', 'SiteEntryPages', 'SiteSources', 'SiteClients', 'SiteOverview', 'SiteVisitLog'] },
  { id: 'CmsContentStat', reports: ['ContentDynamicStat', 'ContentStatByCatalog', 'ContentStatByUser', 'NoticeReach'] },
  // ads: per-ad statistics, click and impression logs
  { id: 'CmsAdv', reports: ['CmsAdStat', 'CmsAdClickLog', 'CmsAdViewLog'] },
];

/** The report shown first when the user's `StatIndex` preference names none that exists. */
export const DEFAULT_STAT_MENU = 'SiteTrend';
