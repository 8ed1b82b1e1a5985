import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** '0' default, '1' fire now, '2' fire once, '3' do nothing */
const MisfirePolicy = Wire.codeOf(['0', '1', '2', '3']);
/** '0' allowed, '1' forbidden */
const Concurrent = Wire.codeOf(['0', '1']);

/** A cron job (SPEC §3 Job) as the list and the detail send it (empty columns left out). */
export const Job = Type.Object({
  jobId: Wire.id(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  cronExpression: Type.String(),
  misfirePolicy: MisfirePolicy,
  concurrent: Concurrent,
  status: Wire.status(),
  remark: Type.Optional(Type.String()),
  createBy: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  updateBy: Type.Optional(Type.String()),
  updateTime: Type.Optional(Wire.time()),
  /** the next fire of an enabled job (detail only) */
  nextValidTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type Job = Static<typeof Job>;

// read-only and unknown fields a v1.4.3 client echoes back (createTime, nextValidTime…) are ignored, never written
const fields = {
  jobName: Wire.text(64),
  jobGroup: Type.Optional(Wire.code(64)),
  invokeTarget: Type.String({ minLength: 1, maxLength: 500 }),
  cronExpression: Type.String({ minLength: 1, maxLength: 200 }),
  misfirePolicy: Type.Optional(MisfirePolicy),
  concurrent: Type.Optional(Concurrent),
  status: Type.Optional(Wire.status()),
  remark: Wire.optionalText(500),
};

/** `POST /monitor/job` */
export const JobAdd = Type.Object(fields);
export type JobAdd = Static<typeof JobAdd>;

/** `PUT /monitor/job`; the version the editor loaded is checked when sent (v1.4.3 clients send none) */
export const JobEdit = Type.Object({ jobId: Wire.id(), version: Type.Optional(Wire.version()), ...fields });
export type JobEdit = Static<typeof JobEdit>;

/** Filters of `GET /monitor/job/list` (and its export) */
export const JobQuery = Type.Object({
  jobName: Wire.filter(64),
  jobGroup: Wire.filter(64),
  status: Type.Optional(Wire.status()),
  invokeTarget: Wire.filter(500),
});
export type JobQuery = Static<typeof JobQuery>;

/** `GET /monitor/job/:jobId` */
export const JobIdParam = Type.Object({ jobId: Wire.id() });

/** `PUT /monitor/job/changeStatus` (a v1.4.3 client also sends the group, which is ignored) */
export const JobStatusChange = Type.Object({ jobId: Wire.id(), status: Wire.status(), jobGroup: Type.Optional(Wire.code(64)) });
export type JobStatusChange = Static<typeof JobStatusChange>;

/** `PUT /monitor/job/run` */
export const JobRun = Type.Object({ jobId: Wire.id(), jobGroup: Type.Optional(Wire.code(64)) });

/** `GET /monitor/job/nextRuns`: the next five fires of a cron */
export const NextRunsQuery = Type.Object({ cron: Type.String({ minLength: 1, maxLength: 200 }) });

/** A handler a job may invoke, with its typed parameters (`GET /monitor/job/handlers`). */
export const JobHandlerInfo = Type.Object({
  name: Type.String(),
  description: Type.String(),
  params: Type.Array(
    Type.Object({
      name: Type.String(),
      type: Type.Enum(['string', 'number', 'integer', 'boolean']),
      optional: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type JobHandlerInfo = Static<typeof JobHandlerInfo>;
