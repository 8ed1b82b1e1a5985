import type { RouteApp } from '#kernel/server';
import fsp from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { fail, idParam, idsBody, invalidField, likeValue, listRoute, notFound, ok, sql, type Kernel } from '#kernel/server';
import { type PublishPipe, PublishPipeAdd, PublishPipeEdit, PublishPipeQuery } from '../../shared/publish-pipe.ts';
import { assertSite, editableSites, requiredSite, siteCountScope } from '../services/site-access.ts';
import { pipeDir } from '../storage/site-layout.ts';

const log = (type: string) => ({ title: 'cms:log.publishPipe', type });

const COLUMNS = ['pipeId as publishpipeId', 'siteId', 'name', 'code', 'state', 'sort', 'remark', 'createBy', 'createTime'] as const;

/**
 * CMS → Publish pipes of the current site (chestnut-api §1.4, v1.4.3 forms). Codes are unique per site (any case)
 * and fixed once made. A site always keeps one enabled pipe, and a pipe that still has templates is not deleted:
 * both are refused with the reason.
 */
export async function publishPipeRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<PublishPipe>(app, kernel, {
    url: '/cms/publishpipe/list',
    countScope: siteCountScope(kernel),
    access: 'cms:publishpipe:view',
    filters: PublishPipeQuery,
    sorts: { sort: 'sort', code: 'code', createTime: 'createTime' },
    defaultOrder: [['sort', 'asc']],
    tiebreak: ['pipeId', 'asc'],
    query: async (req, query) => {
      const q = query as PublishPipeQuery;
      const site = await requiredSite(kernel, req);
      let s = db.selectFrom('cmsPublishPipe').where('siteId', '=', site.siteId);
      if (q.name) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(q.name!)), eb('code', 'ilike', likeValue(q.name!))]));
      if (q.state) s = s.where('state', '=', q.state);
      return s;
    },
    columns: COLUMNS,
    count: 'exact',
  });

  // the enabled pipes of the current site, for pickers (templates, site and catalog props)
  app.get(
    '/cms/publishpipe/selectData',
    {
      config: {
        access: ['cms:publishpipe:view', 'cms:template:view', 'cms:site:view', 'cms:catalog:view', 'cms:file:view', 'cms:content:view'],
      },
    },
    async (req) => {
      const site = await requiredSite(kernel, req);
      const rows = await db
        .selectFrom('cmsPublishPipe')
        .select(['code', 'name'])
        .where('siteId', '=', site.siteId)
        .where('state', '=', '0')
        .orderBy('sort')
        .orderBy('pipeId')
        .execute();
      return ok({ rows: rows.map((r) => ({ pipeCode: r.code, pipeName: r.name, props: null })), total: rows.length });
    },
  );

  const loadPipe = async (req: FastifyRequest, id: number, action: 'View' | 'Edit' = 'View') => {
    const p = await db.selectFrom('cmsPublishPipe').select(COLUMNS).where('pipeId', '=', id).executeTakeFirst();
    if (!p) throw notFound(String(id));
    const site = await assertSite(kernel, req, p.siteId, action);
    return { pipe: p, site };
  };

  app.get(
    '/cms/publishpipe/:id',
    { config: { objects: { fields: { id: 'pipe' } }, access: 'cms:publishpipe:view' }, schema: { params: idParam } },
    async (req) => ok((await loadPipe(req, req.params.id)).pipe),
  );

  const uniqueCode = async (siteId: number, code: string) => {
    const hit = await db
      .selectFrom('cmsPublishPipe')
      .select('pipeId')
      .where('siteId', '=', siteId)
      .where(sql`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirst();
    if (hit) throw invalidField('code', 'cms:errors.pipeCodeTaken', { value: code });
  };

  /** refuses when the site would have no enabled pipe left without the given ones */
  const keepOneEnabled = async (siteId: number, without: number[]) => {
    const left = await db
      .selectFrom('cmsPublishPipe')
      .select('pipeId')
      .where('siteId', '=', siteId)
      .where('state', '=', '0')
      .where('pipeId', 'not in', without)
      .executeTakeFirst();
    if (!left) throw fail('cms:errors.pipeLastEnabled');
  };

  app.post(
    '/cms/publishpipe',
    { config: { access: 'cms:publishpipe:add', log: log('INSERT') }, schema: { body: PublishPipeAdd } },
    async (req) => {
      const b = req.body;
      const site = await requiredSite(kernel, req);
      await assertSite(kernel, req, site.siteId, 'Edit');
      await uniqueCode(site.siteId, b.code);
      const row = await db
        .insertInto('cmsPublishPipe')
        .values({
          siteId: site.siteId,
          name: b.name.trim(),
          code: b.code,
          state: b.state,
          sort: b.sort,
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning('pipeId as publishpipeId')
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  );

  app.put(
    '/cms/publishpipe',
    { config: { access: 'cms:publishpipe:edit', log: log('UPDATE') }, schema: { body: PublishPipeEdit } },
    async (req) => {
      const b = req.body;
      const { pipe } = await loadPipe(req, b.publishpipeId, 'Edit');
      if (b.code !== pipe.code) throw invalidField('code', 'cms:errors.pipeCodeFixed', { value: pipe.code });
      if (b.state === '1' && pipe.state === '0') await keepOneEnabled(pipe.siteId, [pipe.publishpipeId]);
      await db
        .updateTable('cmsPublishPipe')
        .set({
          name: b.name.trim(),
          state: b.state,
          sort: b.sort,
          remark: b.remark ?? null,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('pipeId', '=', b.publishpipeId)
        .execute();
      return ok();
    },
  );

  app.delete(
    '/cms/publishpipe',
    { config: { objects: { fields: { body: 'pipe' } }, access: 'cms:publishpipe:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const rows = await db
        .selectFrom('cmsPublishPipe')
        .select(['pipeId', 'siteId', 'code', 'name'])
        .where('pipeId', 'in', req.body)
        .execute();
      if (!rows.length) return ok();
      const sites = await editableSites(kernel, req, rows);
      for (const r of rows) {
        const used = await db
          .selectFrom('cmsTemplate')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('siteId', '=', r.siteId)
          .where('publishPipeCode', '=', r.code)
          .executeTakeFirstOrThrow();
        if (Number(used.n) > 0) throw fail('cms:errors.pipeInUse', { name: r.name, count: Number(used.n) });
      }
      for (const siteId of sites.keys())
        await keepOneEnabled(
          siteId,
          rows.map((r) => r.pipeId),
        );
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('cmsPublishPipe')
          .where(
            'pipeId',
            'in',
            rows.map((r) => r.pipeId),
          )
          .execute();
        // the per-pipe props of the site and its catalogs go with the pipe
        for (const r of rows) {
          await trx
            .updateTable('cmsSite')
            .set({ publishPipeProps: sql`publish_pipe_props - ${r.code}::text` })
            .where('siteId', '=', r.siteId)
            .execute();
          await trx
            .updateTable('cmsCatalog')
            .set({ publishPipeProps: sql`publish_pipe_props - ${r.code}::text` })
            .where('siteId', '=', r.siteId)
            .execute();
        }
      });
      // its output directory (the templates are gone already: a pipe with templates is not deleted)
      for (const r of rows)
        await fsp
          .rm(pipeDir(kernel, sites.get(r.siteId)!.path, r.code), { recursive: true, force: true })
          .catch((e) => req.log.warn({ err: e }, 'pipe directory not removed'));
      return ok();
    },
  );
}
