import type { RouteApp } from '#kernel/server';
import { idParam, invalidField, ok, sql, type Kernel } from '#kernel/server';
import {
  ApplyConfigProps,
  ApplyPipeProps,
  type BatchCatalog,
  CATALOG_EXTENDS_KEYS,
  CATALOG_PIPE_PROP_KEYS,
  CatalogBatchAdd,
  CatalogExtends,
} from '../../shared/catalog.ts';
import { XMODEL_OWNER } from '../../shared/exmodel.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertSite, requiredSite } from '../services/site-access.ts';
import { spell } from './catalog.ts';

const log = (type: string) => ({ title: 'cms:log.catalog', type });

/** What an unset catalog extend reads as: '' and 0 mean "the site's value". */
const DEFAULTS: CatalogExtends = {
  ContentExtendModel: '',
  CatalogExtendModel: '',
  EnableIndex: '',
  ArticleImageWidth: 0,
  ArticleImageHeight: 0,
};

/** CMS → Catalogs: extends, apply to children, batch add (chestnut-api §1.4, v1.4.3 forms). */
export async function catalogExtendsRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  /** the catalog and all catalogs under it */
  const descendants = (siteId: number, ancestors: string) =>
    db
      .selectFrom('cmsCatalog')
      .select(['catalogId', 'configProps', 'publishPipeProps'])
      .where('siteId', '=', siteId)
      .where('ancestors', 'like', `${ancestors}:%`);

  app.get(
    '/cms/catalog/extends',
    {
      config: { access: 'cms:catalog:view' },
      schema: { querystring: { type: 'object', required: ['catalogId'], properties: { catalogId: { type: 'integer', minimum: 1 } } } },
    },
    async (req) => {
      const c = await assertCatalog(kernel, req, (req.query as { catalogId: number }).catalogId);
      const own = Object.fromEntries(CATALOG_EXTENDS_KEYS.filter((k) => c.configProps[k] !== undefined).map((k) => [k, c.configProps[k]]));
      return ok({ ...DEFAULTS, ...own, siteId: c.siteId });
    },
  );

  app.put(
    '/cms/catalog/extends/:id',
    {
      config: { objects: { fields: { id: 'catalog' } }, access: 'cms:catalog:edit', log: log('UPDATE') },
      schema: { params: idParam, body: CatalogExtends },
    },
    async (req) => {
      const c = await assertCatalog(kernel, req, req.params.id, 'Edit');
      const b = req.body;
      for (const key of ['ContentExtendModel', 'CatalogExtendModel'] as const) {
        const model = b[key];
        if (!model) continue;
        const own = await db
          .selectFrom('cmsXmodel')
          .select('modelId')
          .where('modelId', '=', Number(model))
          .where('ownerType', '=', XMODEL_OWNER)
          .where('ownerId', '=', String(c.siteId))
          .executeTakeFirst();
        if (!own) throw invalidField(key, 'cms:errors.xmodelSiteModel', { value: model });
      }
      const values: Record<string, unknown> = Object.fromEntries(
        CATALOG_EXTENDS_KEYS.filter((k) => b[k] !== undefined).map((k) => [k, b[k]]),
      );
      for (const key of ['ContentExtendModel', 'CatalogExtendModel'] as const) if (typeof b[key] === 'number') values[key] = String(b[key]);
      await db
        .updateTable('cmsCatalog')
        .set({ configProps: sql`config_props || ${JSON.stringify(values)}::jsonb`, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('catalogId', '=', c.catalogId)
        .execute();
      return ok();
    },
  );

  // copies extend keys of a catalog to all its descendants, or to the listed ones among them
  app.put(
    '/cms/catalog/apply_children/config_props',
    { config: { access: 'cms:catalog:edit', log: log('UPDATE') }, schema: { body: ApplyConfigProps } },
    async (req) => {
      const b = req.body;
      const c = await assertCatalog(kernel, req, b.catalogId, 'Edit');
      const keys = b.allExtends || !b.configPropKeys?.length ? CATALOG_EXTENDS_KEYS : (b.configPropKeys as typeof CATALOG_EXTENDS_KEYS);
      const values = Object.fromEntries(keys.filter((k) => c.configProps[k] !== undefined).map((k) => [k, c.configProps[k]]));
      let targets = (await descendants(c.siteId, c.ancestors).execute()).map((r) => r.catalogId);
      if (b.toCatalogIds?.length) {
        const wanted = new Set(b.toCatalogIds);
        const stray = b.toCatalogIds.find((id) => !targets.includes(id));
        if (stray) throw invalidField('toCatalogIds', 'cms:errors.notDescendant', { value: stray });
        targets = targets.filter((id) => wanted.has(id));
      }
      for (const id of targets) await assertCatalog(kernel, req, id, 'Edit');
      if (targets.length)
        await db
          .updateTable('cmsCatalog')
          .set({ configProps: sql`config_props || ${JSON.stringify(values)}::jsonb`, updateBy: req.user!.userName, updateTime: sql`now()` })
          .where('catalogId', 'in', targets)
          .execute();
      return ok(targets.length);
    },
  );

  app.put(
    '/cms/catalog/apply_children/publish_pipe',
    { config: { access: 'cms:catalog:edit', log: log('UPDATE') }, schema: { body: ApplyPipeProps } },
    async (req) => {
      const b = req.body;
      const c = await assertCatalog(kernel, req, b.catalogId, 'Edit');
      const keys = b.publishPipePropKeys?.length ? b.publishPipePropKeys : [...CATALOG_PIPE_PROP_KEYS];
      const from = (c.publishPipeProps[b.publishPipeCode] ?? {}) as Record<string, unknown>;
      const children = await descendants(c.siteId, c.ancestors).execute();
      for (const child of children) await assertCatalog(kernel, req, child.catalogId, 'Edit');
      await db.transaction().execute(async (trx) => {
        for (const child of children) {
          const props = { ...(child.publishPipeProps[b.publishPipeCode] ?? {}) } as Record<string, unknown>;
          for (const k of keys) {
            if (from[k] == null) delete props[k];
            else props[k] = from[k];
          }
          await trx
            .updateTable('cmsCatalog')
            .set({ publishPipeProps: sql`publish_pipe_props || ${JSON.stringify({ [b.publishPipeCode]: props })}::jsonb` })
            .where('catalogId', '=', child.catalogId)
            .execute();
        }
      });
      return ok(children.length);
    },
  );

  // a tree of names under one parent in one transaction; alias and path spelled, made unique in the site
  app.post(
    '/cms/catalog/batchAdd',
    {
      config: { objects: { fields: { parentId: 'catalog' } }, access: 'cms:catalog:add', log: log('INSERT') },
      schema: { body: CatalogBatchAdd },
    },
    async (req) => {
      const b = req.body;
      const s = await requiredSite(kernel, req);
      await assertSite(kernel, req, s.siteId, 'AddCatalog');
      let root = { ancestors: '', treeLevel: 0 };
      if (b.parentId) {
        const parent = await assertCatalog(kernel, req, b.parentId, 'Edit');
        if (parent.siteId !== s.siteId) throw invalidField('parentId', 'cms:errors.catalogOtherSite');
        root = parent;
      }
      const count = (nodes: BatchCatalog[]): number => nodes.reduce((n, c) => n + 1 + count(c.children ?? []), 0);
      if (count(b.catalogs) > 200) throw invalidField('catalogs', 'cms:errors.batchTooMany', { max: 200 });
      const added = await db.transaction().execute(async (trx) => {
        const taken = new Set(
          (await trx.selectFrom('cmsCatalog').select(['alias', 'path']).where('siteId', '=', s.siteId).execute()).flatMap((r) => [
            `a:${r.alias.toLowerCase()}`,
            `p:${r.path.toLowerCase()}`,
          ]),
        );
        const unique = (base: string) => {
          let v = base;
          for (let i = 2; taken.has(`a:${v.toLowerCase()}`) || taken.has(`p:${v.toLowerCase()}`); i++) v = `${base.slice(0, 95)}_${i}`;
          taken.add(`a:${v.toLowerCase()}`);
          taken.add(`p:${v.toLowerCase()}`);
          return v;
        };
        const ids: number[] = [];
        const insert = async (nodes: BatchCatalog[], parentId: number, ancestors: string, level: number) => {
          const max = await trx
            .selectFrom('cmsCatalog')
            .select((eb) => eb.fn.max('sortFlag').as('m'))
            .where('siteId', '=', s.siteId)
            .where('parentId', '=', parentId)
            .executeTakeFirst();
          let sort = Number(max?.m ?? 0);
          for (const n of nodes) {
            const code = unique(await spell(n.name));
            const row = await trx
              .insertInto('cmsCatalog')
              .values({
                siteId: s.siteId,
                parentId,
                ancestors: 'pending',
                treeLevel: level,
                name: n.name.trim(),
                alias: code,
                path: code,
                catalogType: 'common',
                redirectUrl: null,
                description: null,
                logo: null,
                visibleFlag: 'Y',
                indexFlag: 'Y',
                contributeFlag: 'N',
                pageSize: -1,
                sortFlag: ++sort,
                createBy: req.user!.userName,
              })
              .returning('catalogId')
              .executeTakeFirstOrThrow();
            const own = ancestors ? `${ancestors}:${row.catalogId}` : String(row.catalogId);
            await trx.updateTable('cmsCatalog').set({ ancestors: own }).where('catalogId', '=', row.catalogId).execute();
            ids.push(row.catalogId);
            if (n.children?.length) await insert(n.children, row.catalogId, own, level + 1);
          }
        };
        await insert(b.catalogs, b.parentId, root.ancestors, root.treeLevel + 1);
        return ids;
      });
      return ok(added);
    },
  );
}
