import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** One run of a job as the log list and detail send it (empty columns left out). */
export const JobLog = Type.Object({
  jobLogId: Wire.id(),
  jobId: Type.Optional(Wire.id()),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  /** CRON, MISFIRE or MANUAL */
  triggerType: Type.Optional(Type.String()),
  fireTime: Type.Optional(Wire.time()),
  /** '0' success, '1' failed, '2' running, '3' interrupted */
  status: Type.String(),
  jobMessage: Type.Optional(Type.String()),
  exceptionInfo: Type.Optional(Type.String()),
  instanceNo: Type.Optional(Type.Integer()),
  startTime: Type.Optional(Wire.time()),
  endTime: Type.Optional(Wire.time()),
  createTime: Type.Optional(Wire.time()),
});
export type JobLog = Static<typeof JobLog>;

/** Filters of `GET /monitor/jobLog/list`: begin/end bound the run's creation time (a bare end date means the whole day) */
export const JobLogQuery = Type.Object({
  jobId: Type.Optional(Wire.id()),
  jobName: Wire.filter(64),
  jobGroup: Wire.filter(64),
  status: Type.Optional(Type.Enum(['0', '1', '2', '3', '4'])),
  triggerType: Type.Optional(Type.Enum(['CRON', 'MISFIRE', 'MANUAL'])),
  beginTime: Wire.dateFilter(),
  endTime: Wire.dateFilter(),
});
export type JobLogQuery = Static<typeof JobLogQuery>;

/** `GET /monitor/jobLog/:jobLogId` */
export const JobLogIdParam = Type.Object({ jobLogId: Wire.id() });
