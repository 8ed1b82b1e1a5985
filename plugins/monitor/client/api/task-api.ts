import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** Trigger data of a scheduled task: a cron, or a period with an initial delay. */
export interface TaskTriggerData {
  cron?: string;
  fixedRate?: 'Y' | 'N';
  seconds?: number;
  delaySeconds?: number;
}

/** A scheduled task (SPEC §3 Scheduled task) as the API sends it. */
export interface ScheduledTask {
  taskId: number;
  taskType: string;
  taskTypeName?: string;
  status: string;
  taskTrigger: 'Cron' | 'Periodic';
  data: TaskTriggerData;
  readyTime?: string;
  startTime?: string;
  endTime?: string;
  remark?: string;
  createTime?: string;
}

/** One run of a scheduled task. */
export interface TaskLog {
  logId: number;
  taskId: number;
  taskType: string;
  triggerType?: string;
  readyTime?: string;
  startTime?: string;
  endTime?: string;
  interruptTime?: string;
  percent?: number;
  status: string;
  result?: string;
  message?: string;
  instanceNo?: number;
  logTime?: string;
}

export interface TaskQuery {
  status?: string;
  taskType?: string;
}

/** Calls of Monitor → Scheduled tasks. */
export const taskApi = {
  list: (q: TaskQuery & { pageNum: number; pageSize: number }) => http.get<PageData<ScheduledTask>>('/monitor/task', { params: q }),
  get: (id: number) => http.get<ScheduledTask>(`/monitor/task/${id}`),
  typeOptions: () => http.get<{ value: string; label: string }[]>('/monitor/task/typeOptions'),
  add: (t: Partial<ScheduledTask>) => http.post<{ taskId: number }>('/monitor/task', t),
  update: (t: Partial<ScheduledTask>) => http.put('/monitor/task', t),
  remove: (ids: number[]) => http.delete('/monitor/task', ids),
  enable: (id: number) => http.put(`/monitor/task/enable/${id}`),
  disable: (id: number) => http.put(`/monitor/task/disable/${id}`),
  exec: (id: number) => http.post<{ logId: number }>(`/monitor/task/exec/${id}`),
  logs: (q: { taskId?: number; pageNum: number; pageSize: number }) => http.get<PageData<TaskLog>>('/monitor/task/logs', { params: q }),
  removeLogs: (ids: number[]) => http.delete('/monitor/task/logs', ids),
};
