import type { RouteApp } from '#kernel/server';
import { fail, idParam, invalidField, objectRoute, ok, sql, type Kernel, type ObjectRouteContext } from '#kernel/server';
import { DEFAULT_LANGUAGE } from '#kernel/shared';
import { Type } from 'typebox';
import {
  CATALOG_PIPE_PROP_KEYS,
  catalogNameKey,
  catalogPath,
  CatalogAdd,
  CatalogEdit,
  type CatalogNode,
  CatalogSpelling,
} from '../../shared/catalog.ts';
import { assertCatalog, viewableCatalogIds } from '../services/catalog-access.ts';
import { catalogPlaceRoutes } from './catalog-place.ts';
import { resourceSrc } from '../services/resource-usage.ts';
import { assertSite, requiredSite } from '../services/site-access.ts';

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'cms:log.catalog', type });

/** letters, digits, underscore, at most 100: what a Chinese name spells to as an alias */
export async function spell(name: string): Promise<string> {
  // its dictionaries load on the first spelling, not when the server starts
  const { pinyin } = await import('pinyin-pro');
  const s = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .replace(/[^A-Za-z0-9_]/g, '')
    .toLowerCase();
  return s.slice(0, 100) || 'catalog';
}

/** A catalog's pipe props after an edit: only the known keys of each sent pipe, as trimmed text. */
export function pipeProps(
  old: Record<string, Record<string, unknown>>,
  datas: { pipeCode: string; props: Record<string, string | null> }[],
): Record<string, Record<string, string>> {
  const out = { ...old } as Record<string, Record<string, string>>;
  for (const d of datas) {
    const props: Record<string, string> = {};
    for (const k of CATALOG_PIPE_PROP_KEYS) {
      const v = d.props[k];
      if (v != null && String(v).trim() !== '') props[k] = String(v).trim().slice(0, 500);
    }
    out[d.pipeCode] = props;
  }
  return out;
}

/** CMS → Catalogs of the current site (chestnut-api §1.4, v1.4.3 forms): tree, detail, add, edit, delete, visible, sort, move, spelling. */
export async function catalogRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const site = (req: Parameters<typeof requiredSite>[1]) => requiredSite(kernel, req);

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/catalog/treeData',
    access: 'cms:catalog:view',
    load: site,
    handle: async (req, s) => {
      const rows = await db
        .selectFrom('cmsCatalog')
        .select(['catalogId', 'parentId', 'name', 'catalogType', 'visibleFlag', 'alias', 'path'])
        .where('siteId', '=', s.siteId)
        .orderBy('sortFlag')
        .orderBy('catalogId')
        .execute();
      const viewable = await viewableCatalogIds(kernel, req);
      const nodes = new Map<number, CatalogNode>();
      for (const r of rows)
        if (!viewable || viewable.has(r.catalogId))
          nodes.set(r.catalogId, {
            id: r.catalogId,
            parentId: r.parentId,
            label: (req.lang !== DEFAULT_LANGUAGE && kernel.messages.lookup(req.lang, catalogNameKey(r.catalogId))) || r.name,
            props: { catalogType: r.catalogType, visibleFlag: r.visibleFlag, alias: r.alias, path: r.path },
            children: [],
          });
      const roots: CatalogNode[] = [];
      // a catalog whose parent the caller may not see hangs at the top of what they see
      for (const n of nodes.values()) (nodes.get(n.parentId)?.children ?? roots).push(n);
      return ok({ rows: roots, siteName: s.name });
    },
  });

  // v1.4.3's add dialog and catalog screen list the catalog types with this (a named path: `/cms/catalog/:id` must not catch it)
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/catalog/getCatalogTypes',
    access: 'cms:catalog:view',
    handle: (req) => ok(CatalogAdd.properties.catalogType.enum.map((id) => ({ id, name: req.t(`cms:catalog.types.${id}`) }))),
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/catalog/:id',
    access: 'cms:catalog:view',
    objects: { fields: { id: 'catalog' } },
    schema: { params: idParam },
    load: (req) => assertCatalog(kernel, req, req.params.id),
    handle: async (_req, c) => {
      const parent = c.parentId
        ? await db.selectFrom('cmsCatalog').select('name').where('catalogId', '=', c.parentId).executeTakeFirst()
        : undefined;
      const childCount = Number(
        (
          await db
            .selectFrom('cmsCatalog')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('parentId', '=', c.catalogId)
            .executeTakeFirstOrThrow()
        ).n,
      );
      const pipes = await db
        .selectFrom('cmsPublishPipe')
        .select(['code', 'name'])
        .where('siteId', '=', c.siteId)
        .orderBy('sort')
        .orderBy('pipeId')
        .execute();
      return ok({
        ...c,
        parentName: parent?.name,
        childCount,
        logoSrc: await resourceSrc(kernel, c.logo),
        publishPipeDatas: pipes.map((p) => ({ pipeCode: p.code, pipeName: p.name, props: c.publishPipeProps[p.code] ?? {} })),
      });
    },
  });

  /** alias and path unique in the site, a link catalog has its URL */
  const check = async (db: Db, siteId: number, b: CatalogAdd | CatalogEdit, self?: number) => {
    for (const field of ['alias', 'path'] as const) {
      const value = field === 'path' ? catalogPath(b.path) : b.alias;
      let q = db
        .selectFrom('cmsCatalog')
        .select('catalogId')
        .where('siteId', '=', siteId)
        .where(sql`lower(${sql.ref(field)})`, '=', value.toLowerCase());
      if (self) q = q.where('catalogId', '<>', self);
      if (await q.executeTakeFirst()) throw invalidField(field, 'cms:errors.catalogTaken', { value });
    }
    if (b.catalogType === 'link' && !/^https?:\/\/\S+$/i.test(b.redirectUrl ?? ''))
      throw invalidField('redirectUrl', 'cms:errors.redirectUrl');
  };

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/catalog',
    access: 'cms:catalog:add',
    log: log('INSERT'),
    objects: { fields: { parentId: 'catalog' } },
    schema: { body: CatalogAdd },
    load: async (req) => {
      const s = await site(req);
      await assertSite(kernel, req, s.siteId, 'AddCatalog');
      return s;
    },
    handle: async (req, s, { db: trx }) => {
      const b = req.body;
      let ancestors = '';
      let level = 1;
      if (b.parentId) {
        const parent = await assertCatalog(kernel, req, b.parentId, 'Edit');
        if (parent.siteId !== s.siteId) throw invalidField('parentId', 'cms:errors.catalogOtherSite');
        ancestors = parent.ancestors;
        level = parent.treeLevel + 1;
      }
      await check(trx, s.siteId, b);
      const max = await trx
        .selectFrom('cmsCatalog')
        .select((eb) => eb.fn.max('sortFlag').as('m'))
        .where('siteId', '=', s.siteId)
        .where('parentId', '=', b.parentId)
        .executeTakeFirst();
      const inserted = await trx
        .insertInto('cmsCatalog')
        .values({
          siteId: s.siteId,
          parentId: b.parentId,
          ancestors: 'pending',
          treeLevel: level,
          name: b.name.trim(),
          alias: b.alias,
          path: catalogPath(b.path),
          catalogType: b.catalogType,
          redirectUrl: b.catalogType === 'link' ? (b.redirectUrl ?? null) : null,
          description: b.description ?? null,
          logo: b.logo ?? null,
          visibleFlag: b.visibleFlag ?? 'Y',
          indexFlag: b.indexFlag ?? 'Y',
          contributeFlag: b.contributeFlag ?? 'N',
          pageSize: b.pageSize ?? -1,
          sortFlag: Number(max?.m ?? 0) + 1,
          createBy: req.user!.userName,
        })
        .returning('catalogId')
        .executeTakeFirstOrThrow();
      const anc = ancestors ? `${ancestors}:${inserted.catalogId}` : String(inserted.catalogId);
      await trx.updateTable('cmsCatalog').set({ ancestors: anc }).where('catalogId', '=', inserted.catalogId).execute();
      return ok(inserted);
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/catalog',
    access: 'cms:catalog:edit',
    log: log('UPDATE'),
    schema: { body: CatalogEdit },
    load: (req) => assertCatalog(kernel, req, req.body.catalogId, 'Edit'),
    handle: async (req, c, { db, update }) => {
      const b = req.body;
      await check(db, c.siteId, b, c.catalogId);
      const pipeCodes = new Set(
        (await db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', c.siteId).execute()).map((p) => p.code),
      );
      const unknownPipe = b.publishPipeDatas?.find((d) => !pipeCodes.has(d.pipeCode));
      if (unknownPipe) throw invalidField('publishPipeDatas', 'cms:errors.unknownPipe', { value: unknownPipe.pipeCode });
      await update('cmsCatalog', { column: 'catalogId', id: c.catalogId }, b.version, {
        name: b.name.trim(),
        alias: b.alias,
        path: catalogPath(b.path),
        catalogType: b.catalogType,
        redirectUrl: b.catalogType === 'link' ? (b.redirectUrl ?? null) : null,
        description: b.description ?? null,
        logo: b.logo ?? null,
        visibleFlag: b.visibleFlag ?? c.visibleFlag,
        indexFlag: b.indexFlag ?? c.indexFlag,
        contributeFlag: b.contributeFlag ?? c.contributeFlag,
        pageSize: b.pageSize ?? c.pageSize,
        seoTitle: b.seoTitle ?? null,
        seoKeywords: b.seoKeywords ?? null,
        seoDescription: b.seoDescription ?? null,
        ...(b.publishPipeDatas
          ? { publishPipeProps: sql`${JSON.stringify(pipeProps(c.publishPipeProps, b.publishPipeDatas))}::jsonb` }
          : {}),
      });
      return ok();
    },
  });

  // children first (v1.4.3): a catalog with children is refused; the delete runs as an async task
  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/catalog/:id',
    access: 'cms:catalog:delete',
    log: log('DELETE'),
    objects: { fields: { id: 'catalog' } },
    schema: { params: idParam },
    // the delete itself is an async task with a transaction of its own
    transaction: false,
    load: (req) => assertCatalog(kernel, req, req.params.id, 'Delete'),
    handle: async (_req, c) => {
      const child = await db.selectFrom('cmsCatalog').select('name').where('parentId', '=', c.catalogId).limit(1).executeTakeFirst();
      if (child) throw fail('cms:errors.catalogHasChildren', { name: c.name });
      const content = await db
        .selectFrom('cmsContent')
        .select('contentId')
        .where('catalogId', '=', c.catalogId)
        .where('deleted', '=', false)
        .limit(1)
        .executeTakeFirst();
      if (content) throw fail('cms:errors.catalogHasContents', { name: c.name });
      const widget = await db
        .selectFrom('cmsPageWidget')
        .select('pageWidgetId')
        .where('catalogId', '=', c.catalogId)
        .limit(1)
        .executeTakeFirst();
      if (widget) throw fail('cms:errors.catalogHasWidgets', { name: c.name });
      const taskId = await kernel.tasks.start('CatalogDelete', `CatalogDelete-${c.catalogId}`, async (ctx) => {
        // the catalog and its translated names go together: no reader sees one without the other
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('cmsCatalog').where('catalogId', '=', c.catalogId).execute();
          await trx.deleteFrom('sysI18nDict').where('langKey', '=', catalogNameKey(c.catalogId)).execute();
        });
        ctx.progress(100);
      });
      return ok(taskId);
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/catalog/spelling',
    access: 'cms:catalog:view',
    log: false,
    objects: { fields: { parentId: ['catalog', 'View'] } },
    schema: { body: CatalogSpelling },
    transaction: false,
    handle: async (req) => {
      const alias = await spell(req.body.name);
      return ok({ alias, path: alias });
    },
  });

  catalogPlaceRoutes(app, kernel);
}
