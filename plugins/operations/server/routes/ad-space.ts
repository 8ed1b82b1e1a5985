import { Type } from 'typebox';
import { idsBody, objectRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import { AD_SPACE_TYPE, AdSpaceAdd, type AdSpaceDetail, AdSpaceEdit, AdSpaceQuery } from '../../shared/advertisement.ts';
import { widgetHost } from '../services/ad-object-kinds.ts';
import { adShares } from '../services/ad-shares.ts';

const log = (type: string) => ({ title: 'operations:ad.log.space', type });

/**
 * Ad spaces (chestnut-api §1.5, v1.4.3 forms): page widgets of type `ads` of the current site, kept and
 * published by the CMS through the kernel's page widget host; the space's detail adds each ad's share of
 * the rotation and of the last 30 days' impressions.
 */
export function adSpaceRoutes(app: RouteApp, kernel: Kernel) {
  const host = () => widgetHost(kernel);

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/adspace',
    access: 'cms:advertisement:view',
    // a filter within the current site's spaces (another site's catalog finds none)
    objects: { fields: { catalogId: false } },
    schema: { querystring: AdSpaceQuery },
    handle: async (req) => {
      const q = req.query;
      const page = await host().list(req, AD_SPACE_TYPE, {
        name: q.name || undefined,
        state: q.state || undefined,
        catalogId: q.catalogId ? Number(q.catalogId) : undefined,
        pageNum: q.pageNum ?? 1,
        pageSize: q.pageSize ?? 20,
      });
      return ok(page);
    },
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/adspace/:id',
    access: 'cms:advertisement:view',
    objects: { fields: { id: 'adSpace' } },
    schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
    handle: async (req) => {
      const { version: _v, ...w } = await host().get(req, AD_SPACE_TYPE, req.params.id);
      const detail: AdSpaceDetail = { ...w, shares: await adShares(kernel, w.pageWidgetId) };
      return ok(detail);
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/adspace',
    access: 'cms:advertisement:add',
    log: log('INSERT'),
    // the host checks the catalog (of the current site, the caller's right) as for any widget
    objects: { fields: { catalogId: false } },
    schema: { body: AdSpaceAdd },
    handle: async (req, _o, ctx) => ok({ pageWidgetId: await host().add(req, ctx, AD_SPACE_TYPE, req.body) }),
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/adspace',
    access: 'cms:advertisement:edit',
    log: log('UPDATE'),
    schema: { body: AdSpaceEdit },
    handle: async (req, _o, ctx) => {
      const answer = await host().edit(req, ctx, AD_SPACE_TYPE, req.body.pageWidgetId, req.body);
      // its ads keep its code (the cms_advertisement tag finds them by it)
      await ctx.db
        .updateTable('cmsAdvertisement')
        .set({ adSpaceCode: req.body.code })
        .where('adSpaceId', '=', req.body.pageWidgetId)
        .execute();
      return ok(answer);
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/adspace',
    access: 'cms:advertisement:delete',
    log: log('DELETE'),
    objects: { fields: { body: 'adSpace' } },
    schema: { body: idsBody },
    // its ads go with it (cms_advertisement references the widget)
    handle: async (req, _o, ctx) => ok(await host().remove(req, ctx, AD_SPACE_TYPE, req.body)),
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/adspace/publish',
    access: 'cms:advertisement:edit',
    log: log('UPDATE'),
    objects: { fields: { body: ['adSpace', 'Publish'] } },
    schema: { body: idsBody },
    // the published rotation holds the ads online at that moment (the schedule job keeps it so)
    handle: async (req, _o, ctx) => ok(await host().publish(req, ctx, AD_SPACE_TYPE, req.body)),
  });
}
