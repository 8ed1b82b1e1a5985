import { http, type AsyncTask } from '#kernel/client';
import type { PageData } from '#kernel/shared';
export interface AsyncTaskQuery {
  type?: string;
  id?: string;
  status?: string;
}

/** Calls of Monitor → Async tasks. */
export const asyncApi = {
  list: (q: AsyncTaskQuery & { pageNum: number; pageSize: number }) => http.get<PageData<AsyncTask>>('/async/task', { params: q }),
  stop: (ids: string[]) => http.put('/async/task/stop', ids),
  remove: (ids: string[]) => http.delete<{ deleted: number }>('/async/task/remove', ids),
  startDemo: () => http.post<{ taskId: string }>('/async/task/demo'),
};
