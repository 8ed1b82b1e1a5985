import type { RouteApp } from '#kernel/server';
import { AppError, RunStatus, compact, listRoute, ok, removeRoute, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { type JobLog, JobLogIdParam, JobLogQuery } from '../../shared/job-log.ts';

const COLUMNS = [
  'jobLogId',
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'triggerType',
  'fireTime',
  'status',
  'jobMessage',
  'exceptionInfo',
  'instanceNo',
  'startTime',
  'endTime',
  'createTime',
] as const;

/** Job logs: search, detail, delete, clean. Rows of running jobs are never deleted (they mark the run). */
export async function jobLogRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  listRoute<JobLog>(app, kernel, {
    url: '/monitor/jobLog/list',
    access: 'monitor:job:view',
    filters: JobLogQuery,
    sorts: {},
    tiebreak: ['jobLogId', 'desc'],
    count: 'exact',
    query: (_req, query) => {
      const q = query as JobLogQuery;
      let s = db.selectFrom('sysJobLog');
      if (q.beginTime) s = s.where('createTime', '>=', q.beginTime);
      if (q.endTime) s = s.where('createTime', '<=', q.endTime.length === 10 ? `${q.endTime} 23:59:59` : q.endTime);
      return s;
    },
    contains: ['jobName'],
    equal: ['jobId', 'jobGroup', 'status', 'triggerType'],
    columns: [...COLUMNS],
    wire: (_req, r) => compact(r),
  });

  app.delete(
    '/monitor/jobLog/clean',
    { config: { access: 'monitor:job:remove', log: { title: 'monitor:log.jobLog', type: 'CLEAN' } } },
    async () => {
      const r = await db.deleteFrom('sysJobLog').where('status', '<>', RunStatus.RUNNING).executeTakeFirst();
      return ok({ deleted: Number(r.numDeletedRows) });
    },
  );

  app.get('/monitor/jobLog/:jobLogId', { config: { access: 'monitor:job:query' }, schema: { params: JobLogIdParam } }, async (req) => {
    const row = await db
      .selectFrom('sysJobLog')
      .select([...COLUMNS])
      .where('jobLogId', '=', req.params.jobLogId)
      .executeTakeFirst();
    if (!row) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.jobLogNotFound', { id: req.params.jobLogId });
    return ok(compact(row));
  });

  removeRoute(app, kernel, {
    url: '/monitor/jobLog',
    table: 'sysJobLog',
    key: 'jobLogId',
    access: 'monitor:job:remove',
    logTitle: 'monitor:log.jobLog',
    only: (eb) => eb('status', '<>', RunStatus.RUNNING),
    counted: true,
  });
}
