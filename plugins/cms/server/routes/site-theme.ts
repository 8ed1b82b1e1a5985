import type { RouteApp } from '#kernel/server';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fail, idParam, invalidField, ok, readUpload, writeAtomic, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { THEME_LIMITS } from '../../shared/theme.ts';
import { applyTheme, exportTheme, stageTheme, themeExportFile } from '../services/site-theme.ts';
import { assertSite } from '../services/site-access.ts';
import { ZipRefused } from '../services/zip-read.ts';
import { SITE_ID_QUERY } from './site.ts';

const log = (type: string) => ({ title: 'cms:log.siteTheme', type });

/** A refused archive as a localized message naming the entry (`cms:theme.errors.{reason}`). */
export const zipRefusal = (e: ZipRefused) =>
  new AppError(ResultCode.ERROR, `cms:theme.errors.${e.reason}`, { entry: e.entry, ...e.values }, { reason: e.reason, entry: e.entry });

/**
 * Site themes (chestnut-api §1.4): export as an async task, then download the zip; import a zip upload, which
 * is checked entry by entry and extracted to a staging directory before anything of the site changes (a
 * refused zip answers at once with the reason and leaves the site as it was); the move is the task.
 */
export async function siteThemeRoutes(app: RouteApp, kernel: Kernel) {
  app.post(
    '/cms/site/exportTheme',
    {
      config: { access: 'cms:site:edit', log: log('EXPORT') },
      schema: {
        body: {
          type: 'object',
          required: ['siteId'],
          properties: { siteId: { type: 'integer', minimum: 1 }, directories: { type: 'array', maxItems: 50, items: { type: 'string' } } },
        },
      },
    },
    async (req) => {
      const site = await assertSite(kernel, req, (req.body as { siteId: number }).siteId, 'Edit');
      const taskId = await kernel.tasks.start('SiteTheme', `SiteThemeExport-${site.siteId}`, async (ctx) => {
        try {
          const zip = await exportTheme(kernel, site, (p) => ctx.progress(p));
          await writeAtomic(themeExportFile(kernel, site.siteId), zip);
        } catch (e) {
          if (e instanceof ZipRefused) throw new Error(req.t(`cms:theme.errors.${e.reason}`, { entry: e.entry, ...e.values }));
          throw e;
        }
        ctx.progress(100, req.t('cms:theme.exported'));
      });
      return ok(taskId);
    },
  );

  const download = async (req: FastifyRequest, reply: FastifyReply, siteId: number) => {
    const site = await assertSite(kernel, req, siteId, 'Edit');
    const file = themeExportFile(kernel, site.siteId);
    if (!(await fsp.stat(file).catch(() => null))) throw fail('cms:theme.errors.notExported');
    const name = `${site.path}-theme.zip`;
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    reply.header('download-filename', encodeURIComponent(name));
    reply.header('Access-Control-Expose-Headers', 'download-filename');
    return reply.send(fs.createReadStream(file));
  };
  // v1.4.3 posts the site id in the query; HEAD gets it in the path
  app.post('/cms/site/theme_download', { config: { access: 'cms:site:edit' }, schema: { querystring: SITE_ID_QUERY } }, (req, reply) =>
    download(req, reply, (req.query as { siteId: number }).siteId),
  );
  app.get(
    '/cms/site/downloadTheme/:id',
    { config: { objects: { fields: { id: ['site', 'Edit'] } }, access: 'cms:site:edit' }, schema: { params: idParam } },
    (req, reply) => download(req, reply, req.params.id),
  );

  app.post('/cms/site/importTheme', { config: { access: 'cms:site:edit', log: log('IMPORT') } }, async (req) => {
    const up = await readUpload(kernel, req, { allowed: ['zip'], limit: THEME_LIMITS.uploadBytes });
    const siteId = Number(up.fields.siteId);
    if (!Number.isInteger(siteId) || siteId < 1) throw invalidField('siteId', 'cms:theme.errors.siteId');
    const site = await assertSite(kernel, req, siteId, 'Edit');
    let staged: Awaited<ReturnType<typeof stageTheme>>;
    try {
      staged = await stageTheme(kernel, site, up.buf);
    } catch (e) {
      if (e instanceof ZipRefused) throw zipRefusal(e);
      throw e;
    }
    const who = req.user!.userName;
    try {
      const taskId = await kernel.tasks.start('SiteTheme', `SiteThemeImport-${site.siteId}`, async (ctx) => {
        const n = await applyTheme(kernel, site, staged, who, (p) => ctx.progress(p));
        for (const code of staged.skipped) ctx.error(req.t('cms:theme.skippedPipe', { pipe: code }));
        ctx.progress(100, req.t('cms:theme.imported', { count: n }));
        return String(n);
      });
      return ok(taskId);
    } catch (e) {
      // another import of the site is running: this one's staging goes
      await fsp.rm(staged.dir, { recursive: true, force: true });
      throw e;
    }
  });
}
