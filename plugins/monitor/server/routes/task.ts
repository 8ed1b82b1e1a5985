import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_COLUMNS,
  AppError,
  addRoute,
  RunStatus,
  fail,
  invalidField,
  ok,
  parseCron,
  sql,
  type JobHandler,
  type Kernel,
  type TypedJobHandler,
  compact,
  listRoute,
  formatInstant,
  removeRoute,
} from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { localize } from '../errors.ts';
import { TaskAdd, TaskEdit, TaskIdParam, type TaskLog, TaskLogQuery, TaskQuery, type TaskTypeOption } from '../../shared/task.ts';

/** A handler can be a task type when it needs no argument (a task has no invoke target). */
const usableAsTask = (h: JobHandler) => ((h as Partial<TypedJobHandler>).params ?? []).every((p) => p.optional);

/** Scheduled tasks (SPEC §3 Scheduled task) in the spec-era REST form (chestnut-api.md §1.3). */
export async function taskRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const tz = kernel.config.timeZone;
  const typeName = (req: FastifyRequest, type: string) => kernel.jobs.get(type)?.description[req.lang] ?? type;

  /** Validates a body and returns the trigger columns. */
  const columns = (req: FastifyRequest, b: TaskAdd) => {
    const h = kernel.jobs.get(b.taskType);
    if (!h || !usableAsTask(h)) throw invalidField('taskType', 'monitor:errors.badTaskType', { type: b.taskType });
    if (b.taskTrigger === 'Cron') {
      if (!b.data.cron?.trim()) throw invalidField('cron', 'monitor:errors.cronRequired');
      try {
        parseCron(b.data.cron, tz);
      } catch (e) {
        // the task body carries the expression as data.cron; the dialog's field is `cron`
        localize(e, req, 'invokeTarget', 'cron');
      }
      return { taskTrigger: 'Cron', cronExpression: b.data.cron.trim(), fixedRate: 'Y', periodSeconds: null, delaySeconds: 0 };
    }
    if (!b.data.seconds) throw invalidField('seconds', 'monitor:errors.periodRequired');
    return {
      taskTrigger: 'Periodic',
      cronExpression: null,
      fixedRate: b.data.fixedRate ?? 'Y',
      periodSeconds: b.data.seconds,
      delaySeconds: b.data.delaySeconds ?? 0,
    };
  };

  const SELECT = [
    'taskId',
    'taskType',
    'taskTrigger',
    'cronExpression',
    'fixedRate',
    'periodSeconds',
    'delaySeconds',
    'status',
    'lastFireTime',
    'lastEndTime',
    ...AUDIT_COLUMNS,
    'remark',
  ] as const;
  type Row = {
    taskId: number;
    taskType: string;
    taskTrigger: string;
    cronExpression: string | null;
    fixedRate: string;
    periodSeconds: number | null;
    delaySeconds: number;
    status: string;
    lastFireTime: string | null;
    lastEndTime: string | null;
    createBy: string | null;
    createTime: string;
    updateBy: string | null;
    updateTime: string | null;
    remark: string | null;
  };

  // the next fire, for display only (the scheduler computes its own from the same columns)
  const nextFire = (t: Row, anchorMs: number | null, lastMs: number | null, endMs: number | null): string | undefined => {
    if (t.status !== '0') return undefined;
    try {
      if (t.taskTrigger === 'Cron') {
        const n = parseCron(t.cronExpression ?? '', tz).nextRun();
        return n ? formatInstant(n, tz) : undefined;
      }
      if (anchorMs == null) return undefined;
      const period = (t.periodSeconds ?? 1) * 1000;
      const first = anchorMs + t.delaySeconds * 1000;
      if (t.fixedRate === 'Y') {
        const k = Math.max(0, Math.ceil((Date.now() - first) / period));
        return formatInstant(first + k * period, tz);
      }
      if (lastMs == null) return formatInstant(first, tz);
      return endMs != null && endMs >= lastMs ? formatInstant(Math.max(Date.now(), endMs + period), tz) : undefined;
    } catch {
      return undefined;
    }
  };

  const toWire = (req: FastifyRequest, t: Row & { anchorMs: number | null; lastMs: number | null; endMs: number | null }) =>
    compact({
      taskId: t.taskId,
      taskType: t.taskType,
      taskTypeName: typeName(req, t.taskType),
      status: t.status,
      taskTrigger: t.taskTrigger,
      data:
        t.taskTrigger === 'Cron'
          ? { cron: t.cronExpression }
          : { fixedRate: t.fixedRate, seconds: t.periodSeconds, delaySeconds: t.delaySeconds },
      readyTime: nextFire(t, t.anchorMs, t.lastMs, t.endMs),
      startTime: t.lastFireTime,
      endTime: t.lastEndTime,
      createBy: t.createBy,
      createTime: t.createTime,
      updateBy: t.updateBy,
      updateTime: t.updateTime,
      remark: t.remark,
    });

  const LOG_COLUMNS = [
    'logId',
    'taskId',
    'taskType',
    'triggerType',
    'readyTime',
    'startTime',
    'endTime',
    'interruptTime',
    'percent',
    'status',
    'result',
    'message',
    'instanceNo',
    'logTime',
  ] as const;
  const ms = (col: string) => sql<number | null>`(extract(epoch from ${sql.ref(col)}) * 1000)::float8`;
  const base = () =>
    db
      .selectFrom('sysScheduledTask')
      .select([...SELECT, ms('anchor_time').as('anchorMs'), ms('last_fire_time').as('lastMs'), ms('last_end_time').as('endMs')]);

  app.get('/monitor/task/typeOptions', { config: { access: 'monitor:task:view' } }, async (req) =>
    ok(
      [...kernel.jobs.values()]
        .filter(usableAsTask)
        .map((h): TaskTypeOption => ({ value: h.name, label: h.description[req.lang] ?? h.name })),
    ),
  );

  listRoute<ReturnType<typeof toWire>>(app, kernel, {
    url: '/monitor/task',
    access: 'monitor:task:view',
    filters: TaskQuery,
    sorts: {},
    tiebreak: ['taskId', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('sysScheduledTask'),
    equal: ['status', 'taskType'],
    select: (s) =>
      s.select([...SELECT, ms('anchor_time').as('anchorMs'), ms('last_fire_time').as('lastMs'), ms('last_end_time').as('endMs')]),
    wire: toWire,
  });

  listRoute<TaskLog>(app, kernel, {
    url: '/monitor/task/logs',
    access: 'monitor:task:view',
    filters: TaskLogQuery,
    sorts: {},
    tiebreak: ['logId', 'desc'],
    count: 'exact',
    query: () => db.selectFrom('sysTaskLog'),
    equal: ['taskId'],
    select: (s) => s.select([...LOG_COLUMNS]),
    wire: (_req, r) => compact(r),
  });

  removeRoute(app, kernel, {
    url: '/monitor/task/logs',
    table: 'sysTaskLog',
    key: 'logId',
    access: 'monitor:task:remove',
    logTitle: 'monitor:log.task',
    only: (eb) => eb('status', '<>', RunStatus.RUNNING),
    counted: true,
  });

  app.get('/monitor/task/:taskId', { config: { access: 'monitor:task:view' }, schema: { params: TaskIdParam } }, async (req) => {
    const t = await base().where('taskId', '=', req.params.taskId).executeTakeFirst();
    if (!t) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.taskNotFound', { id: req.params.taskId });
    return ok(toWire(req, t));
  });

  const object = { url: '/monitor/task', table: 'sysScheduledTask', key: 'taskId', logTitle: 'monitor:log.task' } as const;
  addRoute(app, kernel, {
    ...object,
    access: 'monitor:task:add',
    body: TaskAdd,
    values: (req, b) => {
      const c = columns(req, b);
      const now = sql<string>`date_trunc('second', now())`;
      return {
        taskType: b.taskType,
        ...c,
        status: b.status ?? '1',
        anchorTime: now,
        lastFireTime: c.taskTrigger === 'Cron' ? now : null,
        remark: b.remark ?? null,
      };
    },
  });

  app.put(
    '/monitor/task',
    { config: { access: 'monitor:task:edit', log: { title: 'monitor:log.task', type: 'UPDATE' } }, schema: { body: TaskEdit } },
    async (req) => {
      const c = columns(req, req.body);
      const now = sql<string>`date_trunc('second', now())`;
      // a changed trigger starts counting afresh
      const r = await db
        .updateTable('sysScheduledTask')
        .set({
          taskType: req.body.taskType,
          ...c,
          ...(req.body.status ? { status: req.body.status } : {}),
          anchorTime: now,
          lastFireTime: c.taskTrigger === 'Cron' ? now : null,
          remark: req.body.remark ?? null,
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
        })
        .where('taskId', '=', req.body.taskId)
        .executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.taskNotFound', { id: req.body.taskId });
      return ok();
    },
  );

  removeRoute(app, kernel, {
    ...object,
    access: 'monitor:task:remove',
    before: async (trx, _req, ids) => {
      const enabled = await trx
        .selectFrom('sysScheduledTask')
        .select('taskId')
        .where('taskId', 'in', ids)
        .where('status', '=', '0')
        .executeTakeFirst();
      if (enabled) throw fail('monitor:errors.taskEnabledDelete', { id: enabled.taskId });
    },
    counted: true,
  });

  taskStatusRoutes(app, kernel);
}

/** Enable, disable and run-once of a task. */
function taskStatusRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const setStatus = (status: '0' | '1') => async (req: FastifyRequest<{ Params: TaskIdParam }>) => {
    const now = sql<string>`date_trunc('second', now())`;
    // enabling counts from now: fires missed while disabled are not misfires
    const r = await db
      .updateTable('sysScheduledTask')
      .set({
        status,
        updateBy: req.user!.userName,
        updateTime: sql<string>`now()`,
        ...(status === '0'
          ? {
              anchorTime: now,
              lastFireTime: sql<string>`case when task_trigger = 'Cron' then date_trunc('second', now()) end`,
            }
          : {}),
      })
      .where('taskId', '=', req.params.taskId)
      .executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.taskNotFound', { id: req.params.taskId });
    return ok();
  };
  const cfg = { access: 'monitor:task:changeStatus', log: { title: 'monitor:log.task', type: 'UPDATE' } };
  app.put('/monitor/task/enable/:taskId', { config: cfg, schema: { params: TaskIdParam } }, setStatus('0'));
  app.put('/monitor/task/disable/:taskId', { config: cfg, schema: { params: TaskIdParam } }, setStatus('1'));

  app.post(
    '/monitor/task/exec/:taskId',
    { config: { access: 'monitor:task:exec', log: { title: 'monitor:log.task', type: 'OTHER' } }, schema: { params: TaskIdParam } },
    async (req) => {
      try {
        return ok({ logId: await kernel.scheduler.runTaskOnce(req.params.taskId) });
      } catch (e) {
        if ((e as { reason?: string }).reason === 'notFound')
          throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.taskNotFound', { id: req.params.taskId });
        localize(e, req);
      }
    },
  );
}
