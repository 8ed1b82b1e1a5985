import type { RouteApp } from '#kernel/server';
import { AppError, ok, page, paging, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { localize } from '../errors.ts';
import { AsyncTaskIdParam, AsyncTaskIds, AsyncTaskPageQuery } from '../../shared/async.ts';

/** Async tasks (chestnut-api.md §4.3): list, progress of one, stop (interruptible only), remove. */
export async function asyncRoutes(app: RouteApp, kernel: Kernel) {
  app.get('/async/task', { config: { access: 'monitor:async:view' }, schema: { querystring: AsyncTaskPageQuery } }, async (req) => {
    const all = await kernel.tasks.list(req.query, 10000);
    const { limit, offset } = paging(req.query);
    return page(all.slice(offset, offset + limit), all.length);
  });

  // any signed-in user: the progress component of any screen (publishing, imports…) polls its own task
  app.get('/async/task/:taskId', { config: { access: 'login' }, schema: { params: AsyncTaskIdParam } }, async (req) => {
    const t = await kernel.tasks.get(req.params.taskId);
    if (!t) throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.asyncNotFound', { id: req.params.taskId });
    return ok(t);
  });

  const stop = async (req: { body: AsyncTaskIds } & Parameters<typeof localize>[1]) => {
    try {
      await kernel.tasks.stop(req.body);
    } catch (e) {
      localize(e, req);
    }
    return ok();
  };
  const remove = async (req: { body: AsyncTaskIds } & Parameters<typeof localize>[1]) => {
    try {
      return ok({ deleted: await kernel.tasks.remove(req.body) });
    } catch (e) {
      localize(e, req);
    }
  };
  const stopCfg = {
    config: { access: 'monitor:async:stop', log: { title: 'monitor:log.async', type: 'OTHER' } },
    schema: { body: AsyncTaskIds },
  };
  const removeCfg = {
    config: { access: 'monitor:async:remove', log: { title: 'monitor:log.async', type: 'DELETE' } },
    schema: { body: AsyncTaskIds },
  };
  app.put('/async/task/stop', stopCfg, stop);
  app.post('/async/task/stop', stopCfg, stop);
  app.delete('/async/task/remove', removeCfg, remove);
  app.post('/async/task/remove', removeCfg, remove);

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
