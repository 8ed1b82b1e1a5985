import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, safeResolve, type Kernel } from '#kernel/server';
import { emptyReport } from '../publish/pages.ts';
import { publishCatalogPages, publishContentPages, publishSiteIndex, publishWholeSite } from '../publish/publisher.ts';
import { publishedContentType } from '../publish/content-types.ts';
import { deployMessages } from '../publish/deploy.ts';
import { clearPublishJobs, pendingPublishJobs } from '../publish/queue.ts';
import { STATIC_PREFIX } from '../render/render-data.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertSite } from '../services/site-access.ts';
import { SITES_ROOT } from '../storage/site-layout.ts';

const log = (title: string) => ({ title, type: 'OTHER' });

/**
 * Publishing (chestnut-api §1.4, §4.2): the whole site or its home page, a catalog with its children and
 * contents, the queue's count and clearing, and the product's own serving of the published output
 * (`{API_BASE}/cms/static/{sitePath}_{pipeCode}/…`, sandboxed so a published page never acts as the console).
 */
export async function publishRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  app.post(
    '/cms/site/publish',
    {
      config: { objects: { action: 'Publish' }, access: 'cms:site:edit', log: log('cms:log.publish') },
      schema: {
        body: {
          type: 'object',
          required: ['siteId'],
          properties: { siteId: { type: 'integer', minimum: 1 }, publishIndex: { type: 'boolean' }, contentStatus: { type: 'string' } },
        },
      },
    },
    async (req) => {
      const b = req.body as { siteId: number; publishIndex?: boolean };
      const site = await assertSite(kernel, req, b.siteId, 'Publish');
      if (b.publishIndex) {
        const { deployFailures, ...r } = await publishSiteIndex(kernel, site.siteId);
        return ok({ ...r, errors: [...r.errors, ...deployMessages(req.t, deployFailures ?? [])] });
      }
      const taskId = await kernel.tasks.start(
        'Publish',
        `Publish-Site-${site.siteId}`,
        async (ctx) => {
          const r = await publishWholeSite(
            kernel,
            site.siteId,
            (p) => ctx.progress(p),
            () => ctx.stopped,
          );
          for (const e of r.errors.slice(0, 50)) ctx.error(e);
          // the bucket's refusals: the local pages are written all the same
          for (const e of deployMessages(req.t, r.deployFailures ?? [])) ctx.error(e);
          return String(r.pages);
        },
        { interruptible: true },
      );
      return ok(taskId);
    },
  );

  app.post(
    '/cms/catalog/publish',
    {
      config: { objects: { action: 'Publish' }, access: 'cms:catalog:edit', log: log('cms:log.publish') },
      schema: {
        body: {
          type: 'object',
          required: ['catalogId'],
          properties: {
            catalogId: { type: 'integer', minimum: 1 },
            publishChild: { type: 'boolean' },
            publishDetail: { type: 'boolean' },
            publishStatus: { type: 'string' },
          },
        },
      },
    },
    async (req) => {
      const b = req.body as { catalogId: number; publishChild?: boolean; publishDetail?: boolean };
      const c = await assertCatalog(kernel, req, b.catalogId, 'Publish');
      const taskId = await kernel.tasks.start(
        'Publish',
        `Publish-Catalog-${c.catalogId}`,
        async (ctx) => {
          const catalogs = b.publishChild
            ? await db
                .selectFrom('cmsCatalog')
                .select('catalogId')
                .where('siteId', '=', c.siteId)
                .where((eb) => eb.or([eb('catalogId', '=', c.catalogId), eb('ancestors', 'like', `${c.ancestors}:%`)]))
                .execute()
            : [{ catalogId: c.catalogId }];
          const ids = catalogs.map((x) => x.catalogId);
          const contents = b.publishDetail
            ? await db
                .selectFrom('cmsContent')
                .select('contentId')
                .where('catalogId', 'in', ids)
                .where('deleted', '=', false)
                .where('status', '=', '30')
                .execute()
            : [];
          const steps = ids.length + contents.length;
          let done = 0;
          const r = emptyReport();
          for (const id of ids) {
            if (ctx.stopped) break;
            await publishCatalogPages(kernel, id, r);
            ctx.progress((++done / steps) * 100);
          }
          await publishContentPages(
            kernel,
            contents.map((x) => x.contentId),
            r,
            {
              stopped: () => ctx.stopped,
              onDone: (task) => {
                done += task.kind === 'contents' ? task.ids.length : 1;
                ctx.progress((done / steps) * 100);
              },
            },
          );
          for (const e of r.errors.slice(0, 50)) ctx.error(e);
          // the bucket's refusals: the local pages are written all the same
          for (const e of deployMessages(req.t, r.deployFailures ?? [])) ctx.error(e);
          return String(r.pages);
        },
        { interruptible: true },
      );
      return ok(taskId);
    },
  );

  app.get('/cms/publish/taskCount', { config: { access: 'cms:site:view' } }, async () => ok(await pendingPublishJobs(kernel)));
  for (const method of ['DELETE', 'POST'] as const)
    app.route({
      method,
      url: '/cms/publish/clear',
      config: { access: 'cms:site:edit', log: log('cms:log.publish') },
      handler: async () => {
        await clearPublishJobs(kernel);
        return ok();
      },
    });

  // the published output: a pipe's directory by `{sitePath}_{pipeCode}`, `index.*` for a directory
  const serve = async (req: FastifyRequest<{ Params: { dir: string; '*'?: string } }>, reply: FastifyReply) => {
    const { dir } = req.params;
    const rel = req.params['*'] ?? '';
    const notFound = () => reply.status(404).type('text/plain; charset=utf-8').send('404');
    if (!/^[A-Za-z0-9]+_[A-Za-z0-9_]+$/.test(dir) || rel.startsWith('template/') || rel === 'template') return notFound();
    const root = path.join(SITES_ROOT(kernel), dir);
    let abs: string | null = null;
    if (!rel || rel.endsWith('/')) {
      for (const ext of ['shtml', 'html', 'htm']) if (!abs) abs = await safeResolve(root, `${rel}index.${ext}`);
    } else abs = await safeResolve(root, rel);
    if (!abs) return notFound();
    reply.header('X-Content-Type-Options', 'nosniff');
    // an opaque origin: scripts of a published page cannot read the console's storage
    reply.header('Content-Security-Policy', 'sandbox allow-scripts allow-forms allow-popups');
    reply.type(publishedContentType(abs));
    return reply.send(fs.createReadStream(abs));
  };
  app.get(`${STATIC_PREFIX}/:dir/`, { config: { access: 'public' } }, serve);
  app.get(`${STATIC_PREFIX}/:dir/*`, { config: { access: 'public' } }, serve);
}
