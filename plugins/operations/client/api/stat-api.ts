import { http } from '#kernel/client';
import type {
  ClientRow,
  EntryPageRow,
  NoticeReach,
  SiteOverviewRow,
  SiteTrend,
  SourceRow,
  StatRange,
  TrendGran,
  VisitLogQuery,
  VisitLogRow,
} from '../../shared/stat.ts';
import type { StatContent, StatContentTotals } from '#kernel/shared';

/** A node of the report menu. */
export interface StatMenuNode {
  id: string;
  label: string;
  children?: StatMenuNode[];
}

type Range = StatRange;

/** The Statistics screen's calls (`/stat/menu/*`, `/cms/stat/*`). */
export const statApi = {
  menu: () => http.get<{ treeData: StatMenuNode[]; defaultMenu: string; today: string }>('/stat/menu/tree'),
  trend: (q: Range & { gran: TrendGran }) =>
    http.get<SiteTrend & { siteName: string; startDate: string; endDate: string }>('/cms/stat/site/trend', { params: q }),
  entryPages: (q: Range) => http.get<EntryPageRow[]>('/cms/stat/site/entryPages', { params: q }),
  sources: (q: Range) => http.get<SourceRow[]>('/cms/stat/site/sources', { params: q }),
  clients: (q: Range) => http.get<ClientRow[]>('/cms/stat/site/clients', { params: q }),
  overview: (q: Range) => http.get<{ rows: SiteOverviewRow[] }>('/cms/stat/site/overview', { params: q }),
  visitLog: (q: Partial<VisitLogQuery>) => http.get<{ rows: VisitLogRow[]; total: number }>('/cms/stat', { params: q }),
  contents: (q: { pageNum: number; pageSize: number; query?: string; sorts?: string }) =>
    http.get<{ rows: StatContent[]; total: number }>('/cms/stat/contentDynamicData', { params: q }),
  byCatalog: () => http.get<(StatContentTotals & { catalogId: number; name: string })[]>('/cms/stat/contentStatByCatalog'),
  byUser: () => http.get<(StatContentTotals & { userName: string })[]>('/cms/stat/contentStatByUser'),
  noticeReach: (contentId: number) => http.get<NoticeReach>('/cms/stat/notice/reach', { params: { contentId } }),
};
