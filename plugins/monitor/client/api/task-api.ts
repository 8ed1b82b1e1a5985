import { http, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  ScheduledTask,
  TaskAdd,
  TaskEdit,
  TaskLog,
  TaskLogQuery,
  TaskQuery,
  TaskTriggerData,
  TaskTypeOption,
} from '../../shared/task.ts';
import { monitorObject } from './monitor-object.ts';

export type { ScheduledTask, TaskAdd, TaskEdit, TaskLog, TaskQuery, TaskTriggerData };

/** URLs of Monitor → Scheduled tasks and their logs, declared once. */
export const taskUrls = {
  base: '/monitor/task',
  one: (id: number) => `/monitor/task/${id}`,
  typeOptions: '/monitor/task/typeOptions',
  enable: (id: number) => `/monitor/task/enable/${id}`,
  disable: (id: number) => `/monitor/task/disable/${id}`,
  exec: (id: number) => `/monitor/task/exec/${id}`,
  logs: '/monitor/task/logs',
} as const;

/** Calls of Monitor → Scheduled tasks (wire shapes from plugins/monitor/shared/task.ts). */
export const taskApi = {
  list: (q: TaskQuery & { pageNum: number; pageSize: number }) => http.get<PageData<ScheduledTask>>(taskUrls.base, { params: q }),
  get: (id: number) => http.get<ScheduledTask>(taskUrls.one(id)),
  typeOptions: () => http.get<TaskTypeOption[]>(taskUrls.typeOptions),
  add: (t: TaskAdd) => http.post<{ taskId: number }>(taskUrls.base, t),
  update: (t: TaskEdit) => http.put(taskUrls.base, t),
  remove: (ids: number[]) => http.delete<{ deleted: number }>(taskUrls.base, ids),
  enable: (id: number) => http.put(taskUrls.enable(id)),
  disable: (id: number) => http.put(taskUrls.disable(id)),
  exec: (id: number) => http.post<{ logId: number }>(taskUrls.exec(id)),
  logs: (q: TaskLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<TaskLog>>(taskUrls.logs, { params: q }),
  removeLogs: (ids: number[]) => http.delete<{ deleted: number }>(taskUrls.logs, ids),
};

/** Monitor → Scheduled tasks as one object (a task is named by its type). */
export const taskObject = monitorObject<ScheduledTask, TaskQuery>({
  name: 'Task',
  rowKey: 'taskId',
  api: taskApi,
  perms: crudPerms('monitor', 'task', ['add', 'edit', 'remove']),
  nameOf: (r) => r.taskTypeName ?? r.taskType,
});
