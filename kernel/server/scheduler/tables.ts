import type { Generated } from 'kysely';

/** Status of a job or task log row: '0' success, '1' failed, '2' running, '3' interrupted, '4' skipped (not run; the message says why). */
export const RunStatus = { SUCCESS: '0', FAILED: '1', RUNNING: '2', INTERRUPTED: '3', SKIPPED: '4' } as const;

export interface SysInstanceTable {
  instanceNo: Generated<number>;
  host: string;
  pid: number;
  startedAt: Generated<string>;
}
export interface SysJobTable {
  jobId: Generated<number>;
  jobName: string;
  jobGroup: Generated<string>;
  invokeTarget: string;
  cronExpression: string;
  /** '0' default (= fire once), '1' fire every missed run, '2' fire once, '3' do nothing */
  misfirePolicy: Generated<string>;
  /** '0' may overlap itself, '1' never overlaps */
  concurrent: Generated<string>;
  /** '0' normal, '1' paused */
  status: Generated<string>;
  /** the latest scheduled fire that some instance has claimed (or skipped by policy) */
  lastFireTime: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}
export interface SysJobLogTable {
  jobLogId: Generated<number>;
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  /** CRON, MISFIRE or MANUAL */
  triggerType: Generated<string>;
  fireTime: string;
  status: Generated<string>;
  jobMessage: string | null;
  exceptionInfo: string | null;
  instanceNo: number | null;
  startTime: Generated<string>;
  endTime: string | null;
  createTime: Generated<string>;
}
export interface SysScheduledTaskTable {
  taskId: Generated<number>;
  taskType: string;
  /** Cron or Periodic */
  taskTrigger: Generated<string>;
  cronExpression: string | null;
  /** Periodic: 'Y' fixed rate, 'N' fixed delay */
  fixedRate: Generated<string>;
  periodSeconds: number | null;
  delaySeconds: Generated<number>;
  /** '0' enabled, '1' disabled */
  status: Generated<string>;
  /** when a periodic task was enabled (fixed-rate fires are anchor + delay + k·period) */
  anchorTime: string | null;
  lastFireTime: string | null;
  lastEndTime: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}
export interface SysTaskLogTable {
  logId: Generated<number>;
  taskId: number;
  taskType: string;
  triggerType: Generated<string>;
  readyTime: string;
  status: Generated<string>;
  percent: Generated<number>;
  result: string | null;
  message: string | null;
  instanceNo: number | null;
  startTime: Generated<string>;
  endTime: string | null;
  interruptTime: string | null;
  logTime: Generated<string>;
}
export interface SysAsyncTaskTable {
  taskId: string;
  taskType: Generated<string>;
  status: Generated<string>;
  interruptible: Generated<boolean>;
  stopRequested: Generated<boolean>;
  percent: Generated<number>;
  progressMessage: string | null;
  errMessages: Generated<string[]>;
  result: string | null;
  instanceNo: number | null;
  readyTime: Generated<string>;
  startTime: string | null;
  endTime: string | null;
}

declare module '../db/types.ts' {
  interface Database {
    sysInstance: SysInstanceTable;
    sysJob: SysJobTable;
    sysJobLog: SysJobLogTable;
    sysScheduledTask: SysScheduledTaskTable;
    sysTaskLog: SysTaskLogTable;
    sysAsyncTask: SysAsyncTaskTable;
  }
}
