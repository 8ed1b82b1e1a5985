import { fail, invalidField, objectRoute, ok, type Kernel, type ObjectRouteContext, type RouteApp } from '#kernel/server';
import { TagWordGroupAdd, TagWordGroupEdit, type WordGroupNode } from '../../shared/word.ts';
import { requiredSite } from '../services/site-access.ts';
import { GROUP_BASES, readAccess, text } from './word-kit.ts';
import { wordGroupRoutes } from './word-group-routes.ts';

type Db = ObjectRouteContext['db'];

/** Refuses a parent that is not a group of the site, or (on an edit) the group itself or one of its descendants. */
async function assertParent(db: Db, siteId: number, parentId: number, self?: number) {
  if (!parentId) return;
  const p = await db.selectFrom('cmsTagWordGroup').select(['siteId', 'parentId']).where('groupId', '=', parentId).executeTakeFirst();
  if (!p || p.siteId !== siteId) throw invalidField('parentId', 'cms:errors.wordGroupNotFound', { value: parentId });
  if (self == null) return;
  for (let id: number = parentId, guard = 0; id && guard < 1000; guard++) {
    if (id === self) throw invalidField('parentId', 'cms:errors.wordGroupIntoItself');
    const up = await db.selectFrom('cmsTagWordGroup').select('parentId').where('groupId', '=', id).executeTakeFirst();
    id = up?.parentId ?? 0;
  }
}

// ChestnutCMS deletes a group's words with it; a group that still has child groups is refused (rather than
// leaving them without a parent)
async function assertNoChildren(db: Db, ids: number[]) {
  const child = await db
    .selectFrom('cmsTagWordGroup as c')
    .innerJoin('cmsTagWordGroup as p', 'p.groupId', 'c.parentId')
    .select('p.name')
    .where('c.parentId', 'in', ids)
    .where('c.groupId', 'not in', ids)
    .executeTakeFirst();
  if (child) throw fail('cms:errors.wordGroupHasChildren', { name: child.name });
}

/** CMS → Words → tag word groups (chestnut-api §1.14 TagWordGroup): a tree of the current site's groups. */
export function tagWordGroupRoutes(app: RouteApp, kernel: Kernel) {
  for (const base of GROUP_BASES)
    objectRoute(app, kernel, {
      method: 'GET',
      url: `${base}/tagword/group/treedata`,
      access: readAccess(base),
      handle: async (req) => {
        const site = await requiredSite(kernel, req);
        const rows = await kernel.db
          .selectFrom('cmsTagWordGroup')
          .select(['groupId', 'parentId', 'name', 'code', 'logo', 'sortFlag', 'remark'])
          .where('siteId', '=', site.siteId)
          .orderBy('sortFlag')
          .orderBy('groupId')
          .execute();
        const nodes = new Map<number, WordGroupNode>();
        for (const r of rows)
          nodes.set(r.groupId, {
            id: r.groupId,
            parentId: r.parentId,
            label: r.name,
            props: { code: r.code, sortFlag: r.sortFlag, logo: r.logo, remark: r.remark },
            children: [],
          });
        const roots: WordGroupNode[] = [];
        for (const n of nodes.values()) (nodes.get(n.parentId)?.children ?? roots).push(n);
        return ok(roots);
      },
    });

  wordGroupRoutes(app, kernel, {
    kind: 'tagword',
    table: 'cmsTagWordGroup',
    log: 'tagWordGroup',
    objects: { fields: { groupId: 'tagWordGroup', parentId: 'tagWordGroup', body: 'tagWordGroup' } },
    add: TagWordGroupAdd,
    edit: TagWordGroupEdit,
    columns: (b) => ({ parentId: b.parentId, logo: text(b.logo) }),
    guard: (db, siteId, b, self) => assertParent(db, siteId, b.parentId, self),
    beforeDelete: assertNoChildren,
    cached: false,
  });
}
