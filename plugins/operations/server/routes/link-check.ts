import { objectRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import { Type } from 'typebox';
import { Wire } from '#kernel/shared';
import type { LinkCheckRow } from '../../shared/link.ts';
import { checkLinks } from '../services/link-check.ts';

/** The link check on request (ours): a group's links asked now, and a link's short check history. */
export function linkCheckRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/link/check',
    access: 'cms:friendlink:edit',
    log: { title: 'operations:link.log.check', type: 'OTHER' },
    objects: { fields: { groupId: 'linkGroup' } },
    schema: { body: Type.Object({ groupId: Wire.id() }) },
    // the links are asked outside any transaction; each outcome is written as it comes
    transaction: false,
    handle: async (req) => ok(await checkLinks(kernel, { groupId: req.body.groupId })),
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/link/checks',
    access: 'cms:friendlink:view',
    schema: { querystring: Type.Object({ linkId: Wire.id() }) },
    handle: async (req) => {
      const rows = await kernel.db
        .selectFrom('cmsLinkCheck')
        .select(['checkId', 'checkTime', 'state', 'httpStatus', 'finalUrl', 'message'])
        .where('linkId', '=', req.query.linkId)
        .orderBy('checkTime', 'desc')
        .orderBy('checkId', 'desc')
        .execute();
      return ok(rows as LinkCheckRow[]);
    },
  });
}
