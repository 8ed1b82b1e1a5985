import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Job, JobAdd, JobEdit, JobHandlerInfo, JobQuery } from '../../shared/job.ts';
import type { JobLog, JobLogQuery } from '../../shared/job-log.ts';

export type { Job, JobHandlerInfo, JobLog, JobLogQuery, JobQuery };

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

/** Calls of Monitor → Scheduled jobs and their logs (wire shapes from plugins/monitor/shared/{job,job-log}.ts). */
export const jobApi = {
  list: (q: JobQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Job>>(jobUrls.list, { params: q }),
  get: (id: number) => http.get<Job>(jobUrls.one(id)),
  add: (j: JobAdd) => http.post<{ jobId: number }>(jobUrls.base, j),
  update: (j: JobEdit) => http.put(jobUrls.base, j),
  remove: (ids: number[]) => http.delete<{ deleted: number }>(jobUrls.base, ids),
  changeStatus: (jobId: number, status: Job['status']) => http.put(jobUrls.changeStatus, { jobId, status }),
  run: (jobId: number) => http.put<{ jobLogId: number }>(jobUrls.run, { jobId }),
  handlers: () => http.get<JobHandlerInfo[]>(jobUrls.handlers),
  /** silent: the dialog shows an invalid cron under the field instead of a toast */
  nextRuns: (cron: string) => http.get<string[]>(jobUrls.nextRuns, { params: { cron }, silent: true }),
  logs: (q: JobLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<JobLog>>(jobUrls.logs, { params: q }),
  log: (id: number) => http.get<JobLog>(jobUrls.log(id)),
  removeLogs: (ids: number[]) => http.delete<{ deleted: number }>(jobUrls.logBase, ids),
  cleanLogs: () => http.delete<{ deleted: number }>(jobUrls.cleanLogs),
};
