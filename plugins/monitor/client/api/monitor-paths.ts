/**
 * Console paths of the monitor's pages that its code links to or declares routes under, declared once (the API
 * URLs are the api modules' `*Urls`). Kept apart from the api modules so the plugin entry imports no calls.
 */
export const monitorPaths = {
  server: '/monitor/server',
  logs: '/monitor/logs',
  jobs: '/monitor/job',
  /** the job-log menu page, filtered to one job when given */
  jobLogs: (job?: { jobId: number; jobName: string }) =>
    job ? `/monitor/job-log?jobId=${job.jobId}&jobName=${encodeURIComponent(job.jobName)}` : '/monitor/job-log',
  /** v1.4.3's link to one job's logs, `/monitor/job-log/index/:jobId` (not /monitor/job-log itself: the menu's route) */
  jobLogsLegacy: '/monitor/job-log/index',
} as const;
