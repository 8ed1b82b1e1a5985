import type { RouteApp } from '#kernel/server';
import {
  AUDIT_COLUMNS,
  AppError,
  addRoute,
  nextRuns,
  ok,
  parseCron,
  resolveInvokeTarget,
  sql,
  type Kernel,
  type TypedJobHandler,
  compact,
  listRoute,
  removeRoute,
  formatInstant,
  updateVersioned,
} from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { localize } from '../errors.ts';
import { type Job, JobAdd, JobEdit, JobIdParam, JobQuery, JobRun, JobStatusChange, NextRunsQuery } from '../../shared/job.ts';

const SORTS = { jobId: 'jobId', jobName: 'jobName', jobGroup: 'jobGroup', status: 'status', createTime: 'createTime' };
export const COLUMNS = [
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'cronExpression',
  'misfirePolicy',
  'concurrent',
  'status',
  ...AUDIT_COLUMNS,
  'remark',
  'version',
] as const;

/** Cron jobs (SPEC §3 Job), in the RuoYi REST form the spec-era UI calls (chestnut-api.md §1.3, "NO BACKEND" there). */
export async function jobRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const tz = kernel.config.timeZone;

  /** Checks cron and invoke target of a body; refusals name the field in the request language. */
  const validate = (req: Parameters<typeof localize>[1], b: JobAdd) => {
    try {
      parseCron(b.cronExpression, tz);
    } catch (e) {
      localize(e, req);
    }
    try {
      resolveInvokeTarget(kernel.jobs, b.invokeTarget);
    } catch (e) {
      localize(e, req);
    }
  };

  listRoute<Job>(app, kernel, {
    url: '/monitor/job/list',
    access: 'monitor:job:view',
    exportAccess: 'monitor:job:export',
    filters: JobQuery,
    sorts: SORTS,
    tiebreak: ['jobId', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('sysJob'),
    contains: ['jobName', 'invokeTarget'],
    equal: ['jobGroup', 'status'],
    columns: [...COLUMNS],
    wire: (_req, r) => compact(r),
    export: {
      url: '/monitor/job/export',
      sheet: (req) => req.t('monitor:job.exportSheet'),
      logTitle: 'monitor:log.job',
      columns: (req) => COLUMNS.map((c) => ({ header: req.t(`monitor:fields.${c}`), value: (r: Record<string, unknown>) => r[c] })),
    },
  });

  app.get('/monitor/job/handlers', { config: { access: 'monitor:job:view' } }, async (req) =>
    ok(
      [...kernel.jobs.values()].map((h) => ({
        name: h.name,
        description: h.description[req.lang] ?? h.name,
        params: (h as Partial<TypedJobHandler>).params ?? [],
      })),
    ),
  );

  app.get('/monitor/job/nextRuns', { config: { access: 'monitor:job:view' }, schema: { querystring: NextRunsQuery } }, async (req) => {
    try {
      return ok(nextRuns(req.query.cron, tz, 5).map((d) => formatInstant(d, tz)));
    } catch (e) {
      localize(e, req);
    }
  });

  app.get('/monitor/job/:jobId', { config: { access: 'monitor:job:query' }, schema: { params: JobIdParam } }, async (req) => {
    const job = await db
      .selectFrom('sysJob')
      .select([...COLUMNS])
      .where('jobId', '=', req.params.jobId)
      .executeTakeFirst();
    if (!job) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.jobNotFound', { id: req.params.jobId });
    let nextValidTime: string | undefined;
    try {
      const n = parseCron(job.cronExpression, tz).nextRun();
      if (n && job.status === '0') nextValidTime = formatInstant(n, tz);
    } catch {
      /* a hand-edited bad cron shows no next time */
    }
    return ok(compact({ ...job, nextValidTime }));
  });

  /** The columns an add and an edit write from the body (besides the status). */
  const written = (b: JobAdd) => ({
    jobName: b.jobName.trim(),
    jobGroup: b.jobGroup ?? 'DEFAULT',
    invokeTarget: b.invokeTarget.trim(),
    cronExpression: b.cronExpression.trim(),
    misfirePolicy: b.misfirePolicy ?? '0',
    concurrent: b.concurrent ?? '1',
    // fires count from now: a new job has missed nothing, and a changed schedule does not "miss" runs of the old one
    lastFireTime: sql<string>`now()`,
    remark: b.remark ?? null,
  });

  const object = { url: '/monitor/job', table: 'sysJob', key: 'jobId', logTitle: 'monitor:log.job' } as const;
  addRoute(app, kernel, {
    ...object,
    access: 'monitor:job:add',
    body: JobAdd,
    guard: async (_trx, req, b) => validate(req, b),
    values: (_req, b) => ({ ...written(b), status: b.status ?? '1' }),
  });

  app.put(
    '/monitor/job',
    { config: { access: 'monitor:job:edit', log: { title: 'monitor:log.job', type: 'UPDATE' } }, schema: { body: JobEdit } },
    async (req) => {
      const b = req.body;
      validate(req, b);
      const values = { ...written(b), ...(b.status ? { status: b.status } : {}) };
      const current = await db.selectFrom('sysJob').select('version').where('jobId', '=', b.jobId).executeTakeFirst();
      if (!current) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.jobNotFound', { id: b.jobId });
      await updateVersioned(db, 'sysJob', { column: 'jobId', id: b.jobId }, b.version ?? current.version, values, req.user!.userName);
      return ok();
    },
  );

  removeRoute(app, kernel, { ...object, access: 'monitor:job:remove', counted: true });

  app.put(
    '/monitor/job/changeStatus',
    {
      config: { access: 'monitor:job:changeStatus', log: { title: 'monitor:log.job', type: 'UPDATE' } },
      schema: { body: JobStatusChange },
    },
    async (req) => {
      const { jobId, status } = req.body;
      // resuming counts from now: runs missed while paused are not misfires
      const r = await db
        .updateTable('sysJob')
        .set({
          status,
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
          ...(status === '0' ? { lastFireTime: sql<string>`now()` } : {}),
        })
        .where('jobId', '=', jobId)
        .executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.jobNotFound', { id: jobId });
      return ok();
    },
  );

  app.put(
    '/monitor/job/run',
    { config: { access: 'monitor:job:changeStatus', log: { title: 'monitor:log.job', type: 'OTHER' } }, schema: { body: JobRun } },
    async (req) => {
      const job = await db.selectFrom('sysJob').select('invokeTarget').where('jobId', '=', req.body.jobId).executeTakeFirst();
      if (!job) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.jobNotFound', { id: req.body.jobId });
      try {
        resolveInvokeTarget(kernel.jobs, job.invokeTarget);
        return ok({ jobLogId: await kernel.scheduler.runJobOnce(req.body.jobId) });
      } catch (e) {
        localize(e, req);
      }
    },
  );
}
