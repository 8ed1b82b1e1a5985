import type { FastifyRequest } from 'fastify';
import {
  invalidField,
  likeValue,
  listRoute,
  notFound,
  objectRoute,
  ok,
  sql,
  type Kernel,
  type ObjectRouteContext,
  type RouteApp,
} from '#kernel/server';
import { LinkGroupAdd, LinkGroupDelete, LinkGroupEdit, LinkGroupQuery } from '../../shared/link.ts';
import { cmsOf, siteOf } from '../services/cms.ts';
import { republishLinks } from '../services/link-publish.ts';
import { linkDeleteRoute } from './link-delete.ts';

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'operations:link.log.group', type });

/** Refuses a code another group of the site has (ignoring case), naming the field. */
async function uniqueCode(db: Db, siteId: number, code: string, self?: number) {
  let q = db.selectFrom('cmsLinkGroup').select('linkGroupId').where('siteId', '=', siteId).where(sql`lower(code)`, '=', code.toLowerCase());
  if (self) q = q.where('linkGroupId', '<>', self);
  if (await q.executeTakeFirst()) throw invalidField('code', 'server:schema.taken');
}

/** A group of the current site (the object check has seen the id; this loads the row). */
async function siteGroup(kernel: Kernel, db: Db, req: FastifyRequest, id: number) {
  const site = await siteOf(kernel, req);
  const g = await db
    .selectFrom('cmsLinkGroup')
    .selectAll()
    .where('linkGroupId', '=', id)
    .where('siteId', '=', site.siteId)
    .executeTakeFirst();
  if (!g) throw notFound(String(id));
  return g;
}

/**
 * Friend-link groups (chestnut-api §1.6, v1.4.3 routes): the current site's groups, each with a code the
 * templates name (`cms_link_group code:"…"`, `cms_link code:"…"`); a group's links go with it. Every write
 * publishes the site's home page again.
 */
export function linkGroupRoutes(app: RouteApp, kernel: Kernel) {
  listRoute(app, kernel, {
    url: '/cms/link_group',
    access: 'cms:friendlink:view',
    filters: LinkGroupQuery,
    sorts: { sortFlag: 'sortFlag', name: 'name', code: 'code', createTime: 'createTime' },
    defaultOrder: [['sortFlag', 'asc']],
    tiebreak: ['linkGroupId', 'asc'],
    columns: ['linkGroupId', 'siteId', 'name', 'code', 'sortFlag', 'createBy', 'createTime', 'updateTime'],
    countScope: async (req) => String((await cmsOf(kernel).currentSite(req))?.siteId ?? 0),
    query: async (req, q) => {
      const site = await siteOf(kernel, req);
      let s = kernel.db.selectFrom('cmsLinkGroup').where('siteId', '=', site.siteId);
      const text = (q as LinkGroupQuery).query?.trim();
      if (text) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(text)), eb('code', 'ilike', likeValue(text))]));
      return s;
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/link_group',
    access: 'cms:friendlink:add',
    log: log('INSERT'),
    schema: { body: LinkGroupAdd },
    load: (req) => siteOf(kernel, req),
    handle: async (req, site, { db }) => {
      await uniqueCode(db, site.siteId, req.body.code);
      const row = await db
        .insertInto('cmsLinkGroup')
        .values({
          siteId: site.siteId,
          name: req.body.name.trim(),
          code: req.body.code,
          sortFlag: req.body.sortFlag ?? 0,
          createBy: req.user!.userName,
        })
        .returning(['linkGroupId', 'siteId', 'name', 'code', 'sortFlag'])
        .executeTakeFirstOrThrow();
      return ok(row);
    },
    after: (req, site) => republishLinks(kernel, req, site.siteId),
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/link_group',
    access: 'cms:friendlink:edit',
    log: log('UPDATE'),
    schema: { body: LinkGroupEdit },
    load: (req, { db }) => siteGroup(kernel, db, req, req.body.linkGroupId),
    handle: async (req, g, { db }) => {
      await uniqueCode(db, g.siteId, req.body.code, g.linkGroupId);
      await db
        .updateTable('cmsLinkGroup')
        .set({
          name: req.body.name.trim(),
          code: req.body.code,
          sortFlag: req.body.sortFlag ?? g.sortFlag,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('linkGroupId', '=', g.linkGroupId)
        .execute();
      return ok();
    },
    after: (req, g) => republishLinks(kernel, req, g.siteId),
  });

  linkDeleteRoute(app, kernel, {
    url: '/cms/link_group',
    logTitle: 'operations:link.log.group',
    body: LinkGroupDelete,
    table: 'cmsLinkGroup',
    key: 'linkGroupId',
    loadOne: (db, req, id) => siteGroup(kernel, db, req, id),
  });
}
