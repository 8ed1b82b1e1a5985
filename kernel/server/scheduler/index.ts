/** The kernel's scheduler: cron jobs and scheduled tasks fired once across instances. */
export { Scheduler } from './scheduler.ts';
export { MisfirePolicy } from './misfire.ts';
export { RunRefused } from './run-refused.ts';
export { InstanceRegistry } from './instance.ts';
export { schedulerOptions, type SchedulerOptions } from './options.ts';
export { parseCron, nextRuns, CronError } from './cron.ts';
export {
  parseInvokeTarget,
  resolveInvokeTarget,
  defineJobHandler,
  InvokeTargetError,
  type JobArg,
  type JobContext,
  type JobParam,
  type TypedJobHandler,
} from './invoke-target.ts';
export { RunStatus } from './tables.ts';
