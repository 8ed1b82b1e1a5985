import type { FastifyInstance } from 'fastify';
import { AppError, RunStatus, compact, idsBody, likeValue, listRoute, ok, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { dateTime } from './common.ts';

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
export async function jobLogRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  listRoute<Record<string, any>>(app, kernel, {
    url: '/monitor/jobLog/list',
    access: 'monitor:job:view',
    filters: {
      properties: {
        jobId: { type: 'integer', minimum: 1 },
        jobName: { type: 'string', maxLength: 64 },
        jobGroup: { type: 'string', maxLength: 64 },
        status: { type: 'string', enum: ['0', '1', '2', '3', '4'] },
        triggerType: { type: 'string', enum: ['CRON', 'MISFIRE', 'MANUAL'] },
        beginTime: dateTime,
        endTime: dateTime,
      },
    },
    sorts: {},
    tiebreak: ['jobLogId', 'desc'],
    count: 'exact',
    query: (_req, q) => {
      let s = db.selectFrom('sysJobLog');
      if (q.jobId) s = s.where('jobId', '=', q.jobId);
      if (q.jobName) s = s.where('jobName', 'ilike', likeValue(q.jobName));
      if (q.jobGroup) s = s.where('jobGroup', '=', q.jobGroup);
      if (q.status) s = s.where('status', '=', q.status);
      if (q.triggerType) s = s.where('triggerType', '=', q.triggerType);
      if (q.beginTime) s = s.where('createTime', '>=', q.beginTime);
      if (q.endTime) s = s.where('createTime', '<=', q.endTime.length === 10 ? `${q.endTime} 23:59:59` : q.endTime);
      return s;
    },
    select: (base) => base.select([...COLUMNS]),
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

  app.get<{ Params: { jobLogId: number } }>(
    '/monitor/jobLog/:jobLogId',
    {
      config: { access: 'monitor:job:query' },
      schema: { params: { type: 'object', properties: { jobLogId: { type: 'integer', minimum: 1 } } } },
    },
    async (req) => {
      const row = await db
        .selectFrom('sysJobLog')
        .select([...COLUMNS])
        .where('jobLogId', '=', req.params.jobLogId)
        .executeTakeFirst();
      if (!row) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.jobLogNotFound', { id: req.params.jobLogId });
      return ok(compact(row));
    },
  );

  app.delete<{ Body: number[] }>(
    '/monitor/jobLog',
    { config: { access: 'monitor:job:remove', log: { title: 'monitor:log.jobLog', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      const r = await db
        .deleteFrom('sysJobLog')
        .where('jobLogId', 'in', req.body)
        .where('status', '<>', RunStatus.RUNNING)
        .executeTakeFirst();
      return ok({ deleted: Number(r.numDeletedRows) });
    },
  );
}
