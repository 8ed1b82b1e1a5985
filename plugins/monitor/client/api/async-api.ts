import { http, type AsyncTask } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { AsyncTaskIds, AsyncTaskQuery } from '../../shared/async.ts';
import { monitorObject } from './monitor-object.ts';

export type { AsyncTaskQuery };

/** URLs of Monitor → Async tasks, declared once (a task's own progress is the kernel's `/async/task/:id`). */
export const asyncUrls = {
  list: '/async/task',
  stop: '/async/task/stop',
  remove: '/async/task/remove',
  demo: '/async/task/demo',
} as const;

/** Calls of Monitor → Async tasks (filters from plugins/monitor/shared/async.ts; rows are the kernel's AsyncTask). */
export const asyncApi = {
  list: (q: AsyncTaskQuery & { pageNum: number; pageSize: number }) => http.get<PageData<AsyncTask>>(asyncUrls.list, { params: q }),
  stop: (ids: AsyncTaskIds) => http.put(asyncUrls.stop, ids),
  remove: (ids: AsyncTaskIds) => http.delete<{ deleted: number }>(asyncUrls.remove, ids),
  startDemo: () => http.post<{ taskId: string }>(asyncUrls.demo),
};

/** Monitor → Async tasks as one object: stopped and removed by the screen's own buttons. */
export const asyncTaskObject = monitorObject<AsyncTask, AsyncTaskQuery>({
  name: 'AsyncTask',
  rowKey: 'taskId',
  api: { list: asyncApi.list },
  perms: {},
});
