import type { FastifyInstance } from 'fastify';
import { AppError, ok, page, pageQuery, paging, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { localize } from '../errors.ts';
import { stringIdArray } from './common.ts';

/** Async tasks (chestnut-api.md §4.3): list, progress of one, stop (interruptible only), remove. */
export async function asyncRoutes(app: FastifyInstance, kernel: Kernel) {
  app.get<{ Querystring: { type?: string; id?: string; status?: string; pageNum?: number; pageSize?: number } }>(
    '/async/task',
    {
      config: { access: 'monitor:async:view' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            type: { type: 'string', maxLength: 100 },
            id: { type: 'string', maxLength: 200 },
            status: { type: 'string', enum: ['READY', 'RUNNING', 'SUCCESS', 'FAILED', 'INTERRUPTED'] },
          },
        },
      },
    },
    async (req) => {
      const all = await kernel.tasks.list(req.query, 10000);
      const { limit, offset } = paging(req.query);
      return page(all.slice(offset, offset + limit), all.length);
    },
  );

  // any signed-in user: the progress component of any screen (publishing, imports…) polls its own task
  app.get<{ Params: { taskId: string } }>(
    '/async/task/:taskId',
    {
      config: { access: 'login' },
      schema: { params: { type: 'object', properties: { taskId: { type: 'string', minLength: 1, maxLength: 200 } } } },
    },
    async (req) => {
      const t = await kernel.tasks.get(req.params.taskId);
      if (!t) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.asyncNotFound', { id: req.params.taskId });
      return ok(t);
    },
  );

  const stop = async (req: { body: string[] } & Parameters<typeof localize>[1]) => {
    try {
      await kernel.tasks.stop(req.body);
    } catch (e) {
      localize(e, req);
    }
    return ok();
  };
  const remove = async (req: { body: string[] } & Parameters<typeof localize>[1]) => {
    try {
      return ok({ deleted: await kernel.tasks.remove(req.body) });
    } catch (e) {
      localize(e, req);
    }
  };
  const stopCfg = {
    config: { access: 'monitor:async:stop', log: { title: 'monitor:log.async', type: 'OTHER' } },
    schema: { body: stringIdArray },
  };
  const removeCfg = {
    config: { access: 'monitor:async:remove', log: { title: 'monitor:log.async', type: 'DELETE' } },
    schema: { body: stringIdArray },
  };
  app.put<{ Body: string[] }>('/async/task/stop', stopCfg, stop);
  app.post<{ Body: string[] }>('/async/task/stop', stopCfg, stop);
  app.delete<{ Body: string[] }>('/async/task/remove', removeCfg, remove);
  app.post<{ Body: string[] }>('/async/task/remove', removeCfg, remove);

  // a real, interruptible task counting to 100 over ~5 s: lets an operator (and the browser test) see
  // the progress mechanism end to end without starting product work such as a publish
  app.post(
    '/async/task/demo',
    { config: { access: 'monitor:async:demo', log: { title: 'monitor:log.async', type: 'OTHER' } } },
    async () => {
      const taskId = await kernel.tasks.start(
        'Demo',
        undefined,
        async (ctx) => {
          for (let i = 1; i <= 100; i++) {
            ctx.checkStop();
            await new Promise((r) => setTimeout(r, 50));
            ctx.progress(i, `${i} / 100`);
          }
          return 'counted to 100';
        },
        { interruptible: true },
      );
      return ok({ taskId });
    },
  );
}
