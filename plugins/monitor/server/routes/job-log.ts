import type { FastifyInstance } from 'fastify';
import { AppError, RunStatus, likeValue, ok, page, paging, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { compactRows, dateTime, idArray, pageProps } from './common.ts';

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
  const query = {
    type: 'object',
    properties: {
      ...pageProps,
      jobId: { type: 'integer', minimum: 1 },
      jobName: { type: 'string', maxLength: 64 },
      jobGroup: { type: 'string', maxLength: 64 },
      status: { type: 'string', enum: ['0', '1', '2', '3', '4'] },
      triggerType: { type: 'string', enum: ['CRON', 'MISFIRE', 'MANUAL'] },
      beginTime: dateTime,
      endTime: dateTime,
    },
  } as const;

  app.get<{ Querystring: { [k: string]: string | undefined; pageNum?: string; pageSize?: string } & { jobId?: number } }>(
    '/monitor/jobLog/list',
    { config: { access: 'monitor:job:view' }, schema: { querystring: query } },
    async (req) => {
      const q = req.query;
      const { limit, offset } = paging(q);
      let s = db.selectFrom('sysJobLog');
      if (q.jobId) s = s.where('jobId', '=', q.jobId);
      if (q.jobName) s = s.where('jobName', 'ilike', likeValue(q.jobName));
      if (q.jobGroup) s = s.where('jobGroup', '=', q.jobGroup);
      if (q.status) s = s.where('status', '=', q.status);
      if (q.triggerType) s = s.where('triggerType', '=', q.triggerType);
      if (q.beginTime) s = s.where('createTime', '>=', q.beginTime);
      if (q.endTime) s = s.where('createTime', '<=', q.endTime.length === 10 ? `${q.endTime} 23:59:59` : q.endTime);
      const total = await s.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await s
        .select([...COLUMNS])
        .orderBy('jobLogId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return page(compactRows(rows), Number(total.n));
    },
  );

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
      return ok(compactRows([row])[0]);
    },
  );

  app.delete<{ Body: number[] }>(
    '/monitor/jobLog',
    { config: { access: 'monitor:job:remove', log: { title: 'monitor:log.jobLog', type: 'DELETE' } }, schema: { body: idArray } },
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
