import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A cron job (SPEC §3 Job) as the API sends it. */
export interface Job {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  /** '0' default, '1' fire now, '2' fire once, '3' do nothing */
  misfirePolicy: string;
  /** '0' allowed, '1' forbidden */
  concurrent: string;
  status: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateTime?: string;
  nextValidTime?: string;
  version?: number;
}

export interface JobQuery {
  jobName?: string;
  jobGroup?: string;
  status?: string;
}

/** A handler a job may invoke, with its typed parameters. */
export interface JobHandlerInfo {
  name: string;
  description: string;
  params: { name: string; type: 'string' | 'number' | 'integer' | 'boolean'; optional?: boolean }[];
}

/** One run of a job. */
export interface JobLog {
  jobLogId: number;
  jobId?: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  triggerType?: string;
  fireTime?: string;
  /** '0' success, '1' failed, '2' running, '3' interrupted */
  status: string;
  jobMessage?: string;
  exceptionInfo?: string;
  instanceNo?: number;
  startTime?: string;
  endTime?: string;
  createTime?: string;
}

export interface JobLogQuery {
  jobId?: number;
  jobName?: string;
  jobGroup?: string;
  status?: string;
  beginTime?: string;
  endTime?: string;
}

/** Calls of Monitor → Scheduled jobs and their logs. */
export const jobApi = {
  list: (q: JobQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Job>>('/monitor/job/list', { params: q }),
  get: (id: number) => http.get<Job>(`/monitor/job/${id}`),
  add: (j: Partial<Job>) => http.post<{ jobId: number }>('/monitor/job', j),
  update: (j: Partial<Job>) => http.put('/monitor/job', j),
  remove: (ids: number[]) => http.delete('/monitor/job', ids),
  changeStatus: (jobId: number, status: string) => http.put('/monitor/job/changeStatus', { jobId, status }),
  run: (jobId: number) => http.put<{ jobLogId: number }>('/monitor/job/run', { jobId }),
  handlers: () => http.get<JobHandlerInfo[]>('/monitor/job/handlers'),
  /** silent: the dialog shows an invalid cron under the field instead of a toast */
  nextRuns: (cron: string) => http.get<string[]>('/monitor/job/nextRuns', { params: { cron }, silent: true }),
  logs: (q: JobLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<JobLog>>('/monitor/jobLog/list', { params: q }),
  log: (id: number) => http.get<JobLog>(`/monitor/jobLog/${id}`),
  removeLogs: (ids: number[]) => http.delete<{ deleted: number }>('/monitor/jobLog', ids),
  cleanLogs: () => http.delete<{ deleted: number }>('/monitor/jobLog/clean'),
};
