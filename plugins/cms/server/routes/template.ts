import type { RouteApp } from '#kernel/server';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_COLUMNS,
  AppError,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  sql,
  writeAtomic,
  type Kernel,
} from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { fileSizeName } from '../../shared/resource.ts';
import {
  TEMPLATE_MAX_BYTES,
  type Template,
  TemplateAdd,
  TemplateEdit,
  TemplateQuery,
  TemplateRename,
  templateName,
} from '../../shared/template.ts';
import { assertSite, editableSites, requiredSite, siteCountScope } from '../services/site-access.ts';
import { includeCache, templateCache, templateKey } from '../services/template-cache.ts';
import { contentHash, syncTemplates, templateFile, templateSuffix } from '../services/template-files.ts';
import { checkTemplateSyntax } from '../services/template-syntax.ts';

const log = (type: string) => ({ title: 'cms:log.template', type });

const COLUMNS = ['templateId', 'siteId', 'publishPipeCode', 'path', 'filesize', 'modifyTime', 'remark', ...AUDIT_COLUMNS] as const;

const wire = (_req: FastifyRequest, r: Omit<Template, 'filesizeName'>): Template => ({
  ...r,
  filesizeName: fileSizeName(Number(r.filesize)),
});

/**
 * CMS → Templates of the current site per publish pipe (chestnut-api §1.4 / §4.4, v1.4.3 forms). The files are the
 * truth (`{sitePath}_{pipeCode}/template/…`); rows follow them. A save that does not parse is refused with the line
 * and column (`data` carries them) and leaves the file as it was.
 */
export async function templateRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<Template>(app, kernel, {
    url: '/cms/template',
    countScope: siteCountScope(kernel),
    access: 'cms:template:view',
    filters: TemplateQuery,
    sorts: { path: 'path', modifyTime: 'modifyTime', filesize: 'filesize' },
    defaultOrder: [
      ['publishPipeCode', 'asc'],
      ['path', 'asc'],
    ],
    tiebreak: ['templateId', 'asc'],
    query: async (req, query) => {
      const q = query as TemplateQuery;
      const site = await requiredSite(kernel, req);
      await syncTemplates(kernel, site, req.user!.userName);
      let s = db.selectFrom('cmsTemplate').where('siteId', '=', site.siteId);
      if (q.publishPipeCode) s = s.where('publishPipeCode', '=', q.publishPipeCode);
      if (q.filename) s = s.where('path', 'ilike', likeValue(q.filename));
      return s;
    },
    columns: COLUMNS,
    wire,
    count: 'exact',
  });

  /** a template and its site (refused unless the caller holds the site action) */
  const loadTemplate = async (req: FastifyRequest, id: number, action: 'View' | 'Edit' = 'View') => {
    const row = await db.selectFrom('cmsTemplate').select(COLUMNS).where('templateId', '=', id).executeTakeFirst();
    if (!row) throw notFound(String(id));
    const site = await assertSite(kernel, req, row.siteId, action);
    return { row, site, file: templateFile(kernel, site.path, row.publishPipeCode, row.path) };
  };

  /** the stored path (`name` + suffix) of a path the client sent, refused naming `path` when it breaks the rule */
  const checkedPath = async (p: string) => {
    const suffix = await templateSuffix(kernel);
    const name = templateName(p.trim(), suffix);
    if (!name) throw invalidField('path', 'cms:errors.templateName', { suffix });
    return name + suffix;
  };

  const taken = async (siteId: number, pipeCode: string, rel: string, file: string) => {
    const row = await db
      .selectFrom('cmsTemplate')
      .select('templateId')
      .where('siteId', '=', siteId)
      .where('publishPipeCode', '=', pipeCode)
      .where(sql`lower(path)`, '=', rel.toLowerCase())
      .executeTakeFirst();
    const onDisk = await fsp.stat(file).then(
      () => true,
      () => false,
    );
    if (row || onDisk) throw invalidField('path', 'cms:errors.templateTaken', { value: rel });
  };

  const dropCaches = (siteId: number, pipeCode: string, rel: string) => {
    templateCache.delete(siteId, templateKey(pipeCode, rel));
    includeCache.delete(siteId, templateKey(pipeCode, rel));
  };

  app.get(
    '/cms/template/:id',
    { config: { objects: { fields: { id: 'template' } }, access: 'cms:template:view' }, schema: { params: idParam } },
    async (req) => {
      const { row, file } = await loadTemplate(req, req.params.id);
      const content = await fsp.readFile(file, 'utf8').catch(() => '');
      return ok({ ...wire(req, row as Omit<Template, 'filesizeName'>), content });
    },
  );

  app.post('/cms/template', { config: { access: 'cms:template:add', log: log('INSERT') }, schema: { body: TemplateAdd } }, async (req) => {
    const b = req.body;
    const site = b.siteId ? await assertSite(kernel, req, b.siteId, 'Edit') : await requiredSite(kernel, req);
    if (!b.siteId) await assertSite(kernel, req, site.siteId, 'Edit');
    const pipe = await db
      .selectFrom('cmsPublishPipe')
      .select('code')
      .where('siteId', '=', site.siteId)
      .where('code', '=', b.publishPipeCode)
      .executeTakeFirst();
    if (!pipe) throw invalidField('publishPipeCode', 'cms:errors.unknownPipe', { value: b.publishPipeCode });
    const rel = await checkedPath(b.path);
    const file = templateFile(kernel, site.path, pipe.code, rel);
    await taken(site.siteId, pipe.code, rel, file);
    await writeAtomic(file, '');
    const st = await fsp.stat(file);
    try {
      const row = await db
        .insertInto('cmsTemplate')
        .values({
          siteId: site.siteId,
          publishPipeCode: pipe.code,
          path: rel,
          filesize: 0,
          contentHash: contentHash(''),
          modifyTime: new Date(Math.floor(st.mtimeMs / 1000) * 1000).toISOString(),
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning('templateId')
        .executeTakeFirstOrThrow();
      return ok(row);
    } catch (e) {
      await fsp.rm(file, { force: true });
      throw e;
    }
  });

  app.post(
    '/cms/template/rename',
    { config: { access: 'cms:template:edit', log: log('UPDATE') }, schema: { body: TemplateRename } },
    async (req) => {
      const b = req.body;
      const { row, site, file } = await loadTemplate(req, b.templateId, 'Edit');
      const rel = await checkedPath(b.path);
      const target = templateFile(kernel, site.path, row.publishPipeCode, rel);
      if (rel !== row.path) {
        if (rel.toLowerCase() !== row.path.toLowerCase()) await taken(site.siteId, row.publishPipeCode, rel, target);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(file, target);
      }
      try {
        await db
          .updateTable('cmsTemplate')
          .set({ path: rel, remark: b.remark ?? null, updateBy: req.user!.userName, updateTime: sql`now()` })
          .where('templateId', '=', row.templateId)
          .execute();
      } catch (e) {
        if (rel !== row.path) await fsp.rename(target, file).catch(() => {});
        throw e;
      }
      dropCaches(site.siteId, row.publishPipeCode, row.path);
      return ok();
    },
  );

  app.put('/cms/template', { config: { access: 'cms:template:edit', log: log('UPDATE') }, schema: { body: TemplateEdit } }, async (req) => {
    const b = req.body;
    const { row, site, file } = await loadTemplate(req, b.templateId, 'Edit');
    const buf = Buffer.from(b.content, 'utf8');
    if (buf.length > TEMPLATE_MAX_BYTES)
      throw invalidField('content', 'cms:errors.templateTooLarge', {
        size: TEMPLATE_MAX_BYTES / 1024,
        actual: Math.ceil(buf.length / 1024),
      });
    const bad = checkTemplateSyntax(b.content);
    if (bad)
      throw new AppError(
        ResultCode.ERROR,
        'cms:errors.templateSyntax',
        { field: 'content', line: bad.line, col: bad.col, reason: bad.reason },
        { field: 'content', ...bad },
      );
    await writeAtomic(file, buf);
    const st = await fsp.stat(file);
    await db
      .updateTable('cmsTemplate')
      .set({
        filesize: buf.length,
        contentHash: contentHash(buf),
        modifyTime: new Date(Math.floor(st.mtimeMs / 1000) * 1000).toISOString(),
        remark: b.remark === undefined ? row.remark : b.remark,
        updateBy: req.user!.userName,
        updateTime: sql`now()`,
      })
      .where('templateId', '=', row.templateId)
      .execute();
    dropCaches(site.siteId, row.publishPipeCode, row.path);
    return ok();
  });

  app.delete(
    '/cms/template',
    { config: { objects: { fields: { body: 'template' } }, access: 'cms:template:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const rows = await db
        .selectFrom('cmsTemplate')
        .select(['templateId', 'siteId', 'publishPipeCode', 'path'])
        .where('templateId', 'in', req.body)
        .execute();
      const sites = await editableSites(kernel, req, rows);
      if (!rows.length) return ok();
      await db
        .deleteFrom('cmsTemplate')
        .where(
          'templateId',
          'in',
          rows.map((r) => r.templateId),
        )
        .execute();
      for (const r of rows) {
        await fsp.rm(templateFile(kernel, sites.get(r.siteId)!.path, r.publishPipeCode, r.path), { force: true });
        dropCaches(r.siteId, r.publishPipeCode, r.path);
      }
      return ok();
    },
  );

  // the rendered includes of the given templates (cms_include output kept between publishes)
  app.delete(
    '/cms/template/clearIncludeCache',
    { config: { objects: { fields: { body: 'template' } }, access: 'cms:template:edit', log: log('CLEAN') }, schema: { body: idsBody } },
    async (req) => {
      const rows = await db
        .selectFrom('cmsTemplate')
        .select(['siteId', 'publishPipeCode', 'path'])
        .where('templateId', 'in', req.body)
        .execute();
      await editableSites(kernel, req, rows);
      let cleared = 0;
      for (const r of rows) cleared += includeCache.delete(r.siteId, templateKey(r.publishPipeCode, r.path));
      return ok({ cleared });
    },
  );

  // every compiled template and include of the current site
  app.post('/cms/template/clearTemplateCache', { config: { access: 'cms:template:edit', log: log('CLEAN') } }, async (req) => {
    const site = await requiredSite(kernel, req);
    await assertSite(kernel, req, site.siteId, 'Edit');
    const cleared = templateCache.size(site.siteId) + includeCache.size(site.siteId);
    templateCache.clear(site.siteId);
    includeCache.clear(site.siteId);
    return ok({ cleared });
  });
}
