import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { idParam, notFound, ok, type Kernel } from '#kernel/server';
import { publishPipeSet } from '../publish/publisher.ts';
import { assertSite } from '../services/site-access.ts';
import { templateImpact } from '../services/template-impact.ts';

/**
 * What saving a template touches, beyond ChestnutCMS: `GET /cms/template/impact/{id}` counts the pages the
 * template renders (through includes too), and `POST /cms/template/republish` publishes exactly those pages
 * of its pipe as an async task (the editor offers it after a save).
 */
export async function templateImpactRoutes(app: RouteApp, kernel: Kernel) {
  const load = async (req: FastifyRequest, id: number, action: 'View' | 'Publish') => {
    const row = await kernel.db
      .selectFrom('cmsTemplate')
      .select(['templateId', 'siteId', 'publishPipeCode', 'path'])
      .where('templateId', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(String(id));
    await assertSite(kernel, req, row.siteId, action);
    return row;
  };

  app.get(
    '/cms/template/impact/:id',
    { config: { objects: { fields: { id: 'template' } }, access: 'cms:template:view' }, schema: { params: idParam } },
    async (req) => {
      const { contentIds: _ids, ...impact } = await templateImpact(kernel, await load(req, req.params.id, 'View'));
      return ok(impact);
    },
  );

  app.post(
    '/cms/template/republish',
    {
      config: { access: 'cms:template:edit', log: { title: 'cms:log.publish', type: 'OTHER' } },
      schema: { body: { type: 'object', required: ['templateId'], properties: { templateId: { type: 'integer', minimum: 1 } } } },
    },
    async (req) => {
      const row = await load(req, (req.body as { templateId: number }).templateId, 'Publish');
      const impact = await templateImpact(kernel, row);
      const taskId = await kernel.tasks.start(
        'Publish',
        `Publish-Template-${row.templateId}`,
        async (ctx) => {
          const r = await publishPipeSet(
            kernel,
            row.siteId,
            row.publishPipeCode,
            { siteIndex: impact.siteIndex, catalogIds: impact.catalogs.map((c) => c.catalogId), contentIds: impact.contentIds },
            (p) => ctx.progress(p),
            () => ctx.stopped,
          );
          for (const e of r.errors.slice(0, 50)) ctx.error(e);
          ctx.progress(100, req.t('cms:impact.done', { pages: r.pages }));
          return String(r.pages);
        },
        { interruptible: true },
      );
      return ok(taskId);
    },
  );
}
