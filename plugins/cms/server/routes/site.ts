import type { RouteApp } from '#kernel/server';
import fsp from 'node:fs/promises';
import {
  AUDIT_COLUMNS,
  idParam,
  invalidField,
  likeValue,
  listRoute,
  objectRoute,
  ok,
  sql,
  type Kernel,
  type ObjectRouteContext,
} from '#kernel/server';
import { PIPE_PROP_KEYS, type Site, SiteAdd, SiteEdit, SiteQuery } from '../../shared/site.ts';
import { XMODEL_OWNER } from '../../shared/exmodel.ts';
import { SITE_EXTENDS_DEFAULTS, SITE_EXTENDS_OBJECT_KEYS, SiteExtends, watermarkStored, watermarkWire } from '../../shared/site-extends.ts';
import { deployPropProblems } from '../../shared/pipe-deploy.ts';
import { type FileStorageArgs, SECRET_MASK } from '../../shared/resource.ts';
import { storageFor } from '../storage/file-storage.ts';
import { siteDir } from '../storage/local-storage.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { resourceSrc } from '../services/resource-usage.ts';
import { assertSite, currentSite, viewableSiteIds } from '../services/site-access.ts';

const SITE_COLUMNS = [
  'siteId',
  'name',
  'path',
  'logo',
  'resourceUrl',
  'description',
  'deptCode',
  'sortFlag',
  'version',
  ...AUDIT_COLUMNS,
  'remark',
] as const;

/** `?siteId=` of the calls that take it */
export const SITE_ID_QUERY = { type: 'object', required: ['siteId'], properties: { siteId: { type: 'integer', minimum: 1 } } } as const;

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'cms:log.site', type });

/** CMS → Sites (chestnut-api §1.4, v1.4.3 forms): list, options, detail, add, edit, delete, current site, extends. */
export async function siteRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<Site>(app, kernel, {
    url: '/cms/site/list',
    access: 'cms:site:view',
    filters: SiteQuery,
    sorts: { siteId: 'siteId', name: 'name', createTime: 'createTime' },
    defaultOrder: [['sortFlag', 'asc']],
    tiebreak: ['siteId', 'asc'],
    query: async (req, q: SiteQuery) => {
      const ids = await viewableSiteIds(kernel, req);
      let s = db.selectFrom('cmsSite');
      if (ids != null) s = ids.length ? s.where('siteId', 'in', ids) : s.where(sql<boolean>`false`);
      if (q.siteName) s = s.where('name', 'ilike', likeValue(q.siteName));
      return s;
    },
    columns: SITE_COLUMNS,
  });

  // the sites the caller may view, as {id, name} (the switcher and pickers)
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/site/options',
    access: 'login',
    handle: async (req) => {
      const ids = await viewableSiteIds(kernel, req);
      let q = db.selectFrom('cmsSite').select(['siteId as id', 'name']).orderBy('sortFlag').orderBy('siteId');
      if (ids != null) q = ids.length ? q.where('siteId', 'in', ids) : q.where(sql<boolean>`false`);
      const rows = await q.execute();
      return ok({ rows, total: rows.length });
    },
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/site/getCurrentSite',
    access: 'login',
    load: (req) => currentSite(kernel, req),
    handle: (_req, s) => ok(s ? { siteId: s.siteId, siteName: s.name } : undefined),
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/site/setCurrentSite/:id',
    access: 'login',
    log: false,
    objects: { fields: { id: ['site', 'View'] } },
    schema: { params: idParam },
    transaction: false,
    load: (req) => assertSite(kernel, req, req.params.id),
    handle: (_req, s) => ok({ siteId: s.siteId, siteName: s.name }),
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/site/:id',
    access: 'cms:site:view',
    objects: { fields: { id: 'site' } },
    schema: { params: idParam },
    load: (req) => assertSite(kernel, req, req.params.id),
    handle: async (req) => {
      const id = req.params.id;
      const site = await db.selectFrom('cmsSite').selectAll().where('siteId', '=', id).executeTakeFirstOrThrow();
      const pipes = await db.selectFrom('cmsPublishPipe').select(['code', 'name']).where('siteId', '=', id).orderBy('sort').execute();
      const { configProps: _c, publishPipeProps, ...rest } = site;
      return ok({
        ...rest,
        logoSrc: await resourceSrc(kernel, site.logo),
        publishPipeDatas: pipes.map((p) => ({ pipeCode: p.code, pipeName: p.name, props: maskedPipeProps(publishPipeProps[p.code]) })),
      });
    },
  });

  const uniquePath = async (db: Db, p: string, self?: number) => {
    let q = db.selectFrom('cmsSite').select('siteId').where(sql`lower(path)`, '=', p.toLowerCase());
    if (self) q = q.where('siteId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('path', 'cms:errors.sitePathTaken', { value: p });
  };

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/site',
    access: 'cms:site:add',
    log: log('INSERT'),
    schema: { body: SiteAdd },
    handle: async (req, _o, { db: trx }) => {
      const b = req.body;
      await uniquePath(trx, b.path);
      const row = await trx
        .insertInto('cmsSite')
        .values({
          name: b.name.trim(),
          path: b.path,
          resourceUrl: b.resourceUrl ?? null,
          description: b.description ?? null,
          logo: b.logo ?? null,
          deptCode: b.deptCode ?? null,
          createBy: req.user!.userName,
        })
        .returning(SITE_COLUMNS)
        .executeTakeFirstOrThrow();
      // every site starts with the PC pipe, as v1.4.3 does
      await trx
        .insertInto('cmsPublishPipe')
        .values({ siteId: row.siteId, name: 'PC', code: 'pc', sort: 1, createBy: req.user!.userName })
        .execute();
      return ok(row);
    },
    // the creator may see what they made without a grant of their own: grants are cached with the identity
    after: () => kernel.invalidate('identity'),
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/site',
    access: 'cms:site:edit',
    log: log('UPDATE'),
    schema: { body: SiteEdit },
    load: async (req, { db }) => {
      await assertSite(kernel, req, req.body.siteId, 'Edit');
      return db.selectFrom('cmsSite').select(['path', 'publishPipeProps']).where('siteId', '=', req.body.siteId).executeTakeFirstOrThrow();
    },
    handle: async (req, old, { db, update }) => {
      const b = req.body;
      await uniquePath(db, b.path, b.siteId);
      const pipeProps = { ...old.publishPipeProps };
      for (const d of b.publishPipeDatas ?? []) {
        const props: Record<string, string> = {};
        for (const k of PIPE_PROP_KEYS) if (d.props[k] != null) props[k] = String(d.props[k]).slice(0, 500);
        // the sitemap's switch and URL limit are read as such: a value that could not be is refused, naming it
        if (props.enableSitemap && !['Y', 'N'].includes(props.enableSitemap))
          throw invalidField('enableSitemap', 'cms:pipe.enableSitemapRule');
        if (props.sitemapUrlLimit && !/^[1-9][0-9]{0,5}$/.test(props.sitemapUrlLimit))
          throw invalidField('sitemapUrlLimit', 'cms:pipe.sitemapUrlLimitRule', { max: 500000 });
        // the deploy secret is never sent to the console: left blank (or the mask sent back) it keeps the stored one
        const stored = (old.publishPipeProps[d.pipeCode] as Record<string, unknown> | undefined)?.deploySecret;
        if ((!props.deploySecret?.trim() || props.deploySecret === SECRET_MASK) && typeof stored === 'string' && stored)
          props.deploySecret = stored;
        else if (props.deploySecret === SECRET_MASK) delete props.deploySecret;
        const problem = deployPropProblems(props, !!props.deploySecret?.trim())[0];
        if (problem) throw invalidField(problem.field, `cms:${problem.key}`, { pipe: d.pipeCode });
        pipeProps[d.pipeCode] = props;
      }
      await update('cmsSite', { column: 'siteId', id: b.siteId }, b.version, {
        name: b.name.trim(),
        path: b.path,
        resourceUrl: b.resourceUrl ?? null,
        description: b.description ?? null,
        logo: b.logo ?? null,
        deptCode: b.deptCode ?? null,
        seoTitle: b.seoTitle ?? null,
        seoKeywords: b.seoKeywords ?? null,
        seoDescription: b.seoDescription ?? null,
        publishPipeProps: sql`${JSON.stringify(pipeProps)}::jsonb`,
      });
      return ok();
    },
    // the site's directories follow its path once the new one is stored
    after: async (req, old) => {
      const b = req.body;
      if (old.path !== b.path) {
        await fsp.rename(siteDir(kernel, old.path), siteDir(kernel, b.path)).catch(() => {});
        // the pipes' output and template directories are named after the site too
        for (const p of await db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', b.siteId).execute())
          await fsp.rename(pipeDir(kernel, old.path, p.code), pipeDir(kernel, b.path, p.code)).catch(() => {});
      }
    },
  });

  // deleting a site is long work (its rows, then its files): an async task whose id is returned at once
  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/site/:id',
    access: 'cms:site:delete',
    log: log('DELETE'),
    objects: { fields: { id: 'site' } },
    schema: { params: idParam },
    // the delete itself is an async task with a transaction of its own
    transaction: false,
    load: (req) => assertSite(kernel, req, req.params.id, 'Delete'),
    handle: async (req, site) => {
      const pipes = await db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', site.siteId).execute();
      const taskId = await kernel.tasks.start('SiteDelete', `SiteDelete-${site.siteId}`, async (ctx) => {
        // files of a bucket go first, while the rows still say where they are (local files go with the directory)
        const full = await db
          .selectFrom('cmsSite')
          .select(['siteId', 'path', 'configProps'])
          .where('siteId', '=', site.siteId)
          .executeTakeFirstOrThrow();
        const storage = await storageFor(kernel, full);
        if (storage.type !== 'Local') {
          ctx.progress(5, req.t('cms:site.deletingFiles'));
          const files = await db
            .selectFrom('cmsResource')
            .select('path')
            .where('siteId', '=', site.siteId)
            .where('storageType', '<>', 'Remote')
            .execute();
          for (const f of files)
            await storage.removeFamily(f.path).catch((e) => req.log.warn({ err: e, path: f.path }, 'resource file not removed'));
        }
        ctx.progress(10, req.t('cms:site.deletingRows'));
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('cmsSite').where('siteId', '=', site.siteId).execute();
          // its extended models, their fields and default-table values (foreign keys)
          await trx.deleteFrom('cmsXmodel').where('ownerType', '=', XMODEL_OWNER).where('ownerId', '=', String(site.siteId)).execute();
          const grant = `Site:%:${site.siteId}`;
          await trx
            .updateTable('cmsPermission')
            .set({
              perms: sql`coalesce((select jsonb_agg(x) from jsonb_array_elements_text(perms) x where x not like ${grant}), '[]'::jsonb)`,
            })
            .where('permType', '=', 'Site')
            .execute();
        });
        ctx.progress(60, req.t('cms:site.deletingFiles'));
        await fsp.rm(siteDir(kernel, site.path), { recursive: true, force: true });
        for (const p of pipes) await fsp.rm(pipeDir(kernel, site.path, p.code), { recursive: true, force: true });
        await kernel.invalidate('identity');
        ctx.progress(100);
      });
      return ok(taskId);
    },
  });
}

/** A pipe's props as the console receives them: the deploy secret masked. */
function maskedPipeProps(props: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!props?.deploySecret) return props ?? {};
  return { ...props, deploySecret: SECRET_MASK };
}
