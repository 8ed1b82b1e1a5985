import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { idsBody, invalidField, likeValue, listRoute, notFound, objectRoute, ok, sql, type Kernel, type RouteApp } from '#kernel/server';
import { AD_SPACE_TYPE, AD_STATE, AD_TYPES, AdAdd, AdEdit, AdQuery, type AdRow } from '../../shared/advertisement.ts';
import { widgetHost } from '../services/ad-object-kinds.ts';
import { republishSpaces } from '../services/ad-schedule.ts';
import { ONLINE_NOW } from '../services/online-ads.ts';

const log = (type: string) => ({ title: 'operations:ad.log.ad', type });
const COLUMNS = [
  'advertisementId',
  'siteId',
  'adSpaceId',
  'type',
  'name',
  'weight',
  'keywords',
  'state',
  'onlineDate',
  'offlineDate',
  'redirectUrl',
  'resourcePath',
  'sponsor',
  'remark',
  'createBy',
  'createTime',
] as const;

/** what an add and an edit store, checked: the dates in order, the space an ad space of the current site the caller may edit */
async function adValues(kernel: Kernel, req: FastifyRequest, b: AdAdd) {
  if (b.offlineDate <= b.onlineDate) throw invalidField('offlineDate', 'operations:ad.errors.offlineBeforeOnline');
  const space = await widgetHost(kernel).get(req, AD_SPACE_TYPE, b.adSpaceId, 'Edit');
  return {
    siteId: space.siteId,
    adSpaceId: space.pageWidgetId,
    adSpaceCode: space.code,
    type: b.type,
    name: b.name.trim(),
    weight: b.weight,
    keywords: b.keywords?.trim() || null,
    onlineDate: b.onlineDate,
    offlineDate: b.offlineDate,
    redirectUrl: b.redirectUrl || null,
    resourcePath: b.resourcePath || null,
    sponsor: b.sponsor?.trim() || null,
    remark: b.remark ?? null,
  };
}

/**
 * Ads of an ad space (chestnut-api §1.5, v1.4.3 forms): image ads with a weight, online and offline dates and
 * the URL a click goes to. Every write republishes the ad's published space (the rotation holds the ads
 * online now); a bad weight or an offline date before the online date is refused naming the field.
 */
export function advertisementRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/advertisement/types',
    access: 'cms:advertisement:view',
    handle: (req) => {
      const rows = AD_TYPES.map((id) => ({ id, name: req.t(`operations:ad.types.${id}`) }));
      return ok({ rows, total: rows.length });
    },
  });

  listRoute<AdRow>(app, kernel, {
    url: '/cms/advertisement',
    access: 'cms:advertisement:view',
    filters: AdQuery,
    sorts: { weight: 'weight', onlineDate: 'onlineDate', offlineDate: 'offlineDate', name: 'name', createTime: 'createTime' },
    defaultOrder: [['weight', 'desc']],
    tiebreak: ['advertisementId', 'desc'],
    query: async (req, q) => {
      const f = q as unknown as AdQuery;
      let s = kernel.db.selectFrom('cmsAdvertisement').where('adSpaceId', '=', f.adSpaceId);
      if (f.name) s = s.where('name', 'ilike', likeValue(f.name));
      if (f.state) s = s.where('state', '=', f.state);
      return s;
    },
    select: (base) => base.select([...COLUMNS]).select(ONLINE_NOW.as('online')),
    count: 'exact',
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/advertisement/:id',
    access: 'cms:advertisement:view',
    objects: { fields: { id: 'advertisement' } },
    schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
    handle: async (req) => {
      const row = await kernel.db
        .selectFrom('cmsAdvertisement')
        .select([...COLUMNS])
        .select(ONLINE_NOW.as('online'))
        .where('advertisementId', '=', req.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(String(req.params.id));
      return ok(row);
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/advertisement',
    access: 'cms:advertisement:add',
    log: log('INSERT'),
    schema: { body: AdAdd },
    handle: async (req, _o, { db }) => {
      const values = await adValues(kernel, req, req.body);
      const r = await db
        .insertInto('cmsAdvertisement')
        .values({ ...values, state: AD_STATE.ENABLED, createBy: req.user!.userName })
        .returning(['advertisementId', 'adSpaceId'])
        .executeTakeFirstOrThrow();
      return ok(r);
    },
    after: (req) => republished(kernel, [req.body.adSpaceId]),
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/advertisement',
    access: 'cms:advertisement:edit',
    log: log('UPDATE'),
    schema: { body: AdEdit },
    load: async (req, { db }) => {
      const row = await db
        .selectFrom('cmsAdvertisement')
        .select(['advertisementId', 'adSpaceId', 'version'])
        .where('advertisementId', '=', req.body.advertisementId)
        .executeTakeFirst();
      if (!row) throw notFound(String(req.body.advertisementId));
      return row;
    },
    handle: async (req, row, { update }) => {
      const values = await adValues(kernel, req, req.body);
      await update('cmsAdvertisement', { column: 'advertisementId', id: row.advertisementId }, row.version, values);
      return ok();
    },
    after: (req, row) => republished(kernel, [row.adSpaceId, req.body.adSpaceId]),
  });

  adStateRoutes(app, kernel);
}

/**
 * the published spaces written again after the commit; a space whose template fails keeps its last file (the
 * space's own publish names the error)
 */
const republished = async (kernel: Kernel, spaceIds: number[]) => {
  await republishSpaces(kernel, spaceIds).catch(() => 0);
};

/** the spaces of some ads (to republish after their change) */
const spacesOf = (kernel: Kernel, ids: number[]) =>
  kernel.db.selectFrom('cmsAdvertisement').select('adSpaceId').distinct().where('advertisementId', 'in', ids).execute();

/** Delete, enable and disable ads by ids (`[ids]` bodies). */
function adStateRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/advertisement',
    access: 'cms:advertisement:delete',
    log: log('DELETE'),
    objects: { fields: { body: 'advertisement' } },
    schema: { body: idsBody },
    load: (req) => spacesOf(kernel, req.body),
    handle: async (req, _spaces, { db }) => {
      await db.deleteFrom('cmsAdvertisement').where('advertisementId', 'in', req.body).execute();
      return ok();
    },
    after: (_req, spaces) =>
      republished(
        kernel,
        spaces.map((s) => s.adSpaceId),
      ),
  });
  for (const [url, state] of [
    ['/cms/advertisement/enable', AD_STATE.ENABLED],
    ['/cms/advertisement/disable', AD_STATE.DISABLED],
  ] as const)
    objectRoute(app, kernel, {
      method: 'PUT',
      url,
      access: 'cms:advertisement:edit',
      log: log('UPDATE'),
      objects: { fields: { body: 'advertisement' } },
      schema: { body: idsBody },
      load: (req) => spacesOf(kernel, req.body),
      handle: async (req, _spaces, { db }) => {
        await db
          .updateTable('cmsAdvertisement')
          .set({ state, updateBy: req.user!.userName, updateTime: sql`now()`, version: sql`version + 1` })
          .where('advertisementId', 'in', req.body)
          .execute();
        return ok();
      },
      after: (_req, spaces) =>
        republished(
          kernel,
          spaces.map((s) => s.adSpaceId),
        ),
    });
}
