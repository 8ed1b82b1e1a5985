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
import { isHttpUrl, LinkAdd, LinkDelete, LinkEdit, LinkQuery } from '../../shared/link.ts';
import { cmsOf, siteOf } from '../services/cms.ts';
import { republishLinks } from '../services/link-publish.ts';
import { linkDeleteRoute } from './link-delete.ts';

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'operations:link.log.link', type });
const GROUP = { fields: { groupId: 'linkGroup' } } as const;

/** A group of the current site, named by a link's `groupId`. */
async function groupOf(kernel: Kernel, db: Db, req: FastifyRequest, groupId: number) {
  const site = await siteOf(kernel, req);
  const g = await db
    .selectFrom('cmsLinkGroup')
    .select(['linkGroupId', 'siteId'])
    .where('linkGroupId', '=', groupId)
    .where('siteId', '=', site.siteId)
    .executeTakeFirst();
  if (!g) throw invalidField('groupId', 'operations:link.errors.group', { value: groupId });
  return g;
}

/** A link of the current site. */
async function siteLink(kernel: Kernel, db: Db, req: FastifyRequest, id: number) {
  const site = await siteOf(kernel, req);
  const l = await db.selectFrom('cmsLink').selectAll().where('linkId', '=', id).where('siteId', '=', site.siteId).executeTakeFirst();
  if (!l) throw notFound(String(id));
  return l;
}

/** A link's fields as stored: the URL http(s), the logo a resource of the site's library; each refusal names its field. */
async function linkValues(kernel: Kernel, siteId: number, b: LinkAdd) {
  const url = b.url.trim();
  if (!isHttpUrl(url)) throw invalidField('url', 'operations:link.errors.url');
  const logo = b.logo?.trim() || null;
  if (logo && !(await cmsOf(kernel).resourceSrc(siteId, logo))) throw invalidField('logo', 'operations:link.errors.logo');
  return { name: b.name.trim(), url, logo, sortFlag: b.sortFlag ?? 0 };
}

/**
 * Friend links (chestnut-api §1.6, v1.4.3 routes): the links of a group of the current site, each with an http(s)
 * URL and a logo from the resource library (`src` its image); the list also shows what the link check found
 * last. Every write publishes the site's home page again.
 */
export function linkRoutes(app: RouteApp, kernel: Kernel) {
  listRoute(app, kernel, {
    url: '/cms/link',
    access: 'cms:friendlink:view',
    objects: GROUP,
    filters: LinkQuery,
    sorts: { sortFlag: 'sortFlag', name: 'name', createTime: 'createTime' },
    defaultOrder: [['sortFlag', 'asc']],
    tiebreak: ['linkId', 'asc'],
    columns: ['linkId', 'siteId', 'groupId', 'name', 'url', 'logo', 'sortFlag', 'checkState', 'checkTime', 'createBy', 'createTime'],
    count: 'exact',
    query: async (req, q) => {
      const { groupId, query } = q as LinkQuery;
      if (!groupId) throw invalidField('groupId', 'server:schema.required');
      const site = await siteOf(kernel, req);
      let s = kernel.db.selectFrom('cmsLink').where('siteId', '=', site.siteId).where('groupId', '=', groupId);
      const text = query?.trim();
      if (text) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(text)), eb('url', 'ilike', likeValue(text))]));
      return s;
    },
    complete: async (_req, rows) => {
      const host = cmsOf(kernel);
      for (const r of rows as { siteId: number; logo: string | null; src?: string }[])
        r.src = r.logo ? ((await host.resourceSrc(r.siteId, r.logo)) ?? '') : '';
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/link',
    access: 'cms:friendlink:add',
    log: log('INSERT'),
    objects: GROUP,
    schema: { body: LinkAdd },
    load: (req, { db }) => groupOf(kernel, db, req, req.body.groupId),
    handle: async (req, g, { db }) => {
      const values = await linkValues(kernel, g.siteId, req.body);
      const row = await db
        .insertInto('cmsLink')
        .values({ ...values, siteId: g.siteId, groupId: g.linkGroupId, createBy: req.user!.userName })
        .returning(['linkId', 'siteId', 'groupId', 'name', 'url', 'logo', 'sortFlag'])
        .executeTakeFirstOrThrow();
      return ok(row);
    },
    after: (req, g) => republishLinks(kernel, req, g.siteId),
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/link',
    access: 'cms:friendlink:edit',
    log: log('UPDATE'),
    objects: GROUP,
    schema: { body: LinkEdit },
    load: async (req, { db }) => ({
      link: await siteLink(kernel, db, req, req.body.linkId),
      group: await groupOf(kernel, db, req, req.body.groupId),
    }),
    handle: async (req, { link, group }, { db }) => {
      const values = { ...(await linkValues(kernel, group.siteId, req.body)), sortFlag: req.body.sortFlag ?? link.sortFlag };
      // a new URL has not been checked yet
      const recheck = values.url !== link.url ? { checkState: null, checkTime: null } : {};
      await db
        .updateTable('cmsLink')
        .set({ ...values, ...recheck, groupId: group.linkGroupId, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('linkId', '=', link.linkId)
        .execute();
      return ok();
    },
    after: (req, { group }) => republishLinks(kernel, req, group.siteId),
  });

  linkDeleteRoute(app, kernel, {
    url: '/cms/link',
    logTitle: 'operations:link.log.link',
    body: LinkDelete,
    table: 'cmsLink',
    key: 'linkId',
    loadOne: (db, req, id) => siteLink(kernel, db, req, id),
  });
}
