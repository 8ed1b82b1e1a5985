/** Which log a run writes to: a cron job's (sys_job_log) or a scheduled task's (sys_task_log). */
export type LogKind = 'job' | 'task';

/** A run going on in this instance: what stops it at shutdown and what it will be recorded as. */
export interface Running {
  kind: LogKind;
  logId: number;
  ctrl: AbortController;
  done: Promise<void>;
}
