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

/** URLs of Monitor → Scheduled jobs and their logs, declared once. */
export const jobUrls = {
  list: '/monitor/job/list',
  export: '/monitor/job/export',
  one: (id: number) => `/monitor/job/${id}`,
  base: '/monitor/job',
  changeStatus: '/monitor/job/changeStatus',
  run: '/monitor/job/run',
  handlers: '/monitor/job/handlers',
  nextRuns: '/monitor/job/nextRuns',
  logs: '/monitor/jobLog/list',
  log: (id: number) => `/monitor/jobLog/${id}`,
  logBase: '/monitor/jobLog',
  cleanLogs: '/monitor/jobLog/clean',
} as const;

/** Calls of Monitor → Scheduled jobs and their logs. */
export const jobApi = {
  list: (q: JobQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Job>>(jobUrls.list, { params: q }),
  get: (id: number) => http.get<Job>(jobUrls.one(id)),
  add: (j: Partial<Job>) => http.post<{ jobId: number }>(jobUrls.base, j),
  update: (j: Partial<Job>) => http.put(jobUrls.base, j),
  remove: (ids: number[]) => http.delete(jobUrls.base, ids),
  changeStatus: (jobId: number, status: string) => http.put(jobUrls.changeStatus, { jobId, status }),
  run: (jobId: number) => http.put<{ jobLogId: number }>(jobUrls.run, { jobId }),
  handlers: () => http.get<JobHandlerInfo[]>(jobUrls.handlers),
  /** silent: the dialog shows an invalid cron under the field instead of a toast */
  nextRuns: (cron: string) => http.get<string[]>(jobUrls.nextRuns, { params: { cron }, silent: true }),
  logs: (q: JobLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<JobLog>>(jobUrls.logs, { params: q }),
  log: (id: number) => http.get<JobLog>(jobUrls.log(id)),
  removeLogs: (ids: number[]) => http.delete<{ deleted: number }>(jobUrls.logBase, ids),
  cleanLogs: () => http.delete<{ deleted: number }>(jobUrls.cleanLogs),
};
