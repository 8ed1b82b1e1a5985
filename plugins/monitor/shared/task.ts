import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Trigger data of a scheduled task: a cron, or a period (fixed rate or fixed delay) with an initial delay. */
export const TaskTriggerData = Type.Object({
  cron: Type.Optional(Type.String({ maxLength: 200 })),
  fixedRate: Type.Optional(Wire.yesNo()),
  seconds: Type.Optional(Wire.int(1, 31_536_000)),
  delaySeconds: Type.Optional(Wire.int(0, 31_536_000)),
});
export type TaskTriggerData = Static<typeof TaskTriggerData>;

const TaskTrigger = Type.Enum(['Cron', 'Periodic']);

/** A scheduled task (SPEC §3 Scheduled task) as the list and the detail send it (empty fields left out). */
export const ScheduledTask = Type.Object({
  taskId: Wire.id(),
  taskType: Type.String(),
  /** the handler's description in the request language */
  taskTypeName: Type.Optional(Type.String()),
  status: Wire.status(),
  taskTrigger: TaskTrigger,
  data: TaskTriggerData,
  /** the next fire of an enabled task */
  readyTime: Type.Optional(Wire.time()),
  /** start and end of the last run */
  startTime: Type.Optional(Wire.time()),
  endTime: Type.Optional(Wire.time()),
  remark: Type.Optional(Type.String()),
  createBy: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  updateBy: Type.Optional(Type.String()),
  updateTime: Type.Optional(Wire.time()),
});
export type ScheduledTask = Static<typeof ScheduledTask>;

// read-only and unknown fields a v1.4.3 client sends (taskTypeName, a top-level fixedRate…) are ignored;
// the trigger's own need (a cron for Cron, a period for Periodic) is checked by the route
const fields = {
  taskType: Type.String({ minLength: 1, maxLength: 100 }),
  taskTrigger: TaskTrigger,
  data: TaskTriggerData,
  status: Type.Optional(Wire.status()),
  remark: Wire.optionalText(500),
};

/** `POST /monitor/task` */
export const TaskAdd = Type.Object(fields);
export type TaskAdd = Static<typeof TaskAdd>;

/** `PUT /monitor/task` */
export const TaskEdit = Type.Object({ taskId: Wire.id(), ...fields });
export type TaskEdit = Static<typeof TaskEdit>;

/** Filters of `GET /monitor/task` */
export const TaskQuery = Type.Object({ status: Type.Optional(Wire.status()), taskType: Wire.filter(100) });
export type TaskQuery = Static<typeof TaskQuery>;

/** `/monitor/task/:taskId`, `/monitor/task/{enable,disable,exec}/:taskId` */
export const TaskIdParam = Type.Object({ taskId: Wire.id() });
export type TaskIdParam = Static<typeof TaskIdParam>;

/** A handler usable as a task type (`GET /monitor/task/typeOptions`). */
export const TaskTypeOption = Type.Object({ value: Type.String(), label: Type.String() });
export type TaskTypeOption = Static<typeof TaskTypeOption>;

/** One run of a scheduled task. */
export const TaskLog = Type.Object({
  logId: Wire.id(),
  taskId: Wire.id(),
  taskType: Type.String(),
  triggerType: Type.Optional(Type.String()),
  readyTime: Type.Optional(Wire.time()),
  startTime: Type.Optional(Wire.time()),
  endTime: Type.Optional(Wire.time()),
  interruptTime: Type.Optional(Wire.time()),
  percent: Type.Optional(Type.Number()),
  status: Type.String(),
  result: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  instanceNo: Type.Optional(Type.Integer()),
  logTime: Type.Optional(Wire.time()),
});
export type TaskLog = Static<typeof TaskLog>;

/** Filters of `GET /monitor/task/logs` */
export const TaskLogQuery = Type.Object({ taskId: Type.Optional(Wire.id()) });
export type TaskLogQuery = Static<typeof TaskLogQuery>;
