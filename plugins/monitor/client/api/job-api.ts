import { crudApi, crudPerms, crudUrls, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Job, JobAdd, JobEdit, JobHandlerInfo, JobQuery } from '../../shared/job.ts';
import type { JobLog, JobLogQuery } from '../../shared/job-log.ts';
import { monitorObject } from './monitor-object.ts';

export type { Job, JobHandlerInfo, JobLog, JobLogQuery, JobQuery };

/** URLs of Monitor → Scheduled jobs and their logs, declared once. */
export const jobUrls = {
  ...crudUrls('/monitor/job'),
  export: '/monitor/job/export',
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
  ...crudApi<Job, JobQuery, JobAdd, JobEdit>(jobUrls),
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

/** Monitor → Scheduled jobs as one object (the export's file name is translated: the screen gives it). */
export const jobObject = monitorObject<Job, JobQuery>({
  name: 'Job',
  rowKey: 'jobId',
  api: jobApi,
  perms: crudPerms('monitor', 'job', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.jobName,
});

/** A job's runs as one object: read and deleted (with the job's remove permission), never added or edited. */
export const jobLogObject = monitorObject<JobLog, JobLogQuery>({
  name: 'JobLog',
  rowKey: 'jobLogId',
  api: { list: jobApi.logs, get: jobApi.log, remove: jobApi.removeLogs },
  perms: { remove: 'monitor:job:remove' },
});
