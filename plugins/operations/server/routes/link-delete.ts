import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { objectRoute, ok, type Kernel, type ObjectRouteContext, type RouteApp } from '#kernel/server';
import { republishLinks } from '../services/link-publish.ts';

type Db = ObjectRouteContext['db'];

/**
 * `DELETE /cms/link_group` and `DELETE /cms/link` (v1.4.3): the body is the rows themselves; each named row is
 * loaded as one of the current site (`loadOne` refuses any other), all are deleted in one statement (a group's
 * links and check history go with it, by foreign key), and the site's links block is republished.
 */
export function linkDeleteRoute<Row extends { siteId: number }>(
  app: RouteApp,
  kernel: Kernel,
  o: {
    url: string;
    logTitle: string;
    body: TSchema;
    table: 'cmsLinkGroup' | 'cmsLink';
    key: 'linkGroupId' | 'linkId';
    loadOne: (db: Db, req: FastifyRequest, id: number) => Promise<Row>;
  },
) {
  objectRoute(app, kernel, {
    method: 'DELETE',
    url: o.url,
    access: 'cms:friendlink:delete',
    log: { title: o.logTitle, type: 'DELETE' },
    // the rows themselves (v1.4.3): each is loaded as a row of the current site below
    objects: { fields: { body: false } },
    schema: { body: o.body },
    load: (req, { db }) => {
      const ids = (req.body as Record<string, number>[]).map((r) => r[o.key]);
      return Promise.all([...new Set(ids)].map((id) => o.loadOne(db, req, id)));
    },
    handle: async (_req, rows, { db }) => {
      const ids = rows.map((r) => (r as unknown as Record<string, number>)[o.key]);
      await db
        .deleteFrom(o.table)
        .where(o.key as never, 'in', ids as never)
        .execute();
      return ok();
    },
    after: (req, rows) => republishLinks(kernel, req, rows[0].siteId),
  });
}
