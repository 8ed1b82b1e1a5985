import { http } from '#kernel/client';

/** `GET /cms/dashboard/stat`: counts of the current site. */
export interface CmsStat {
  siteId: number;
  siteName: string;
  catalogCount: number;
  contentCount: number;
  contentDetails: Record<string, number>;
  contentStatus: Record<string, number>;
  resourceCount: number;
  resourceDetails: Record<string, number>;
  templateCount: number;
}

export const dashboardApi = {
  stat: () => http.get<CmsStat>('/cms/dashboard/stat', { silent: true }),
};
