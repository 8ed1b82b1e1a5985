import { invalidField, objectRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import { Type } from 'typebox';
import { assertCatalog } from '../services/catalog-access.ts';

const log = (type: string) => ({ title: 'cms:log.catalog', type });

const id = Type.Integer({ minimum: 1 });
const VisibleBody = Type.Object({ catalogId: id, visible: Type.Unsafe<'Y' | 'N'>({ type: 'string', enum: ['Y', 'N'] }) });
// by `sort` positions among its siblings (negative: up)
const SortBody = Type.Object({ catalogId: id, sort: Type.Integer({ minimum: -1000, maximum: 1000, not: { const: 0 } }) });
// below another catalog, or to the top with 0
const MoveParams = Type.Object({ from: id, to: Type.Integer({ minimum: 0 }) });

/** A catalog's place in the tree of its site (chestnut-api §1.4, v1.4.3): shown or hidden, its order among its siblings, its parent. */
export function catalogPlaceRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/catalog/visible',
    access: 'cms:catalog:edit',
    log: log('UPDATE'),
    objects: { action: 'ShowHide' },
    schema: { body: VisibleBody },
    load: (req) => assertCatalog(kernel, req, req.body.catalogId, 'ShowHide'),
    handle: async (req, c, { update }) => {
      await update('cmsCatalog', { column: 'catalogId', id: c.catalogId }, c.version, { visibleFlag: req.body.visible });
      return ok();
    },
  });

  // move by `sort` positions among its siblings (negative: up), v1.4.3
  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/catalog/sort',
    access: 'cms:catalog:edit',
    log: log('UPDATE'),
    objects: { action: 'Sort' },
    schema: { body: SortBody },
    load: (req) => assertCatalog(kernel, req, req.body.catalogId, 'Sort'),
    handle: async (req, c, { db: trx, update }) => {
      const b = req.body;
      const siblings = await trx
        .selectFrom('cmsCatalog')
        .select(['catalogId', 'sortFlag', 'version'])
        .where('siteId', '=', c.siteId)
        .where('parentId', '=', c.parentId)
        .orderBy('sortFlag')
        .orderBy('catalogId')
        .execute();
      const from = siblings.findIndex((s) => s.catalogId === c.catalogId);
      const to = Math.max(0, Math.min(siblings.length - 1, from + b.sort));
      const [moved] = siblings.splice(from, 1);
      siblings.splice(to, 0, moved!);
      // the siblings are renumbered 1…n; only those whose place changed are edited (and get a new version)
      for (const [i, s] of siblings.entries())
        if (Number(s.sortFlag) !== i + 1)
          await update('cmsCatalog', { column: 'catalogId', id: s.catalogId }, s.version, { sortFlag: i + 1 });
      return ok();
    },
  });

  // move a catalog (and everything under it) below another one, or to the top with 0
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/catalog/move/:from/:to',
    access: 'cms:catalog:edit',
    log: log('UPDATE'),
    objects: { fields: { from: ['catalog', 'Move'], to: 'catalog' } },
    schema: { params: MoveParams },
    load: (req) => assertCatalog(kernel, req, req.params.from, 'Move'),
    handle: async (req, c, { db: trx, update }) => {
      const { to } = req.params;
      let ancestors = '';
      let level = 1;
      if (to) {
        const target = await assertCatalog(kernel, req, to, 'Edit');
        if (target.siteId !== c.siteId) throw invalidField('to', 'cms:errors.catalogOtherSite');
        if (`:${target.ancestors}:`.includes(`:${c.catalogId}:`)) throw invalidField('to', 'cms:errors.catalogIntoItself');
        ancestors = target.ancestors;
        level = target.treeLevel + 1;
      }
      const own = ancestors ? `${ancestors}:${c.catalogId}` : String(c.catalogId);
      await update('cmsCatalog', { column: 'catalogId', id: c.catalogId }, c.version, { parentId: to, ancestors: own, treeLevel: level });
      // the subtree keeps its shape: its ancestors' prefix and levels follow, each row a versioned edit
      const subtree = await trx
        .selectFrom('cmsCatalog')
        .select(['catalogId', 'ancestors', 'treeLevel', 'version'])
        .where('siteId', '=', c.siteId)
        .where('ancestors', 'like', `${c.ancestors}:%`)
        .execute();
      for (const d of subtree)
        await update('cmsCatalog', { column: 'catalogId', id: d.catalogId }, d.version, {
          ancestors: own + d.ancestors.slice(c.ancestors.length),
          treeLevel: d.treeLevel + level - c.treeLevel,
        });
      return ok();
    },
  });
}
