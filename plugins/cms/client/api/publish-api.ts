import { http } from '#kernel/client';
import { raisePublishFlag } from '../publish-flag.ts';

/** Publishing calls (chestnut-api §1.4, v1.4.3). */
export const publishApi = {
  taskCount: () => http.get<number>('/cms/publish/taskCount', { silent: true }),
  clear: () => http.delete('/cms/publish/clear'),
  /** the whole site: an async task's id */
  site: (siteId: number) => http.post<string>('/cms/site/publish', { siteId }).then((id) => (raisePublishFlag(), id)),
  /** the home page only, at once: what was written */
  siteIndex: (siteId: number) => http.post<{ pages: number; errors: string[] }>('/cms/site/publish', { siteId, publishIndex: true }),
  catalog: (catalogId: number, publishChild: boolean, publishDetail: boolean) =>
    http.post<string>('/cms/catalog/publish', { catalogId, publishChild, publishDetail }),
};
