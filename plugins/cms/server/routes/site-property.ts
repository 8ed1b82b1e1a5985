import type { RouteApp } from '#kernel/server';
import { addRoute, invalidField, likeValue, listRoute, notFound, ok, removeRoute, sql, type Kernel } from '#kernel/server';
import { SitePropertyAdd, SitePropertyEdit, SitePropertyQuery } from '../../shared/site-property.ts';
import { assertSite, editableSites } from '../services/site-access.ts';

const log = (type: string) => ({ title: 'cms:log.siteProperty', type });

/** CMS → Site → Properties: free key/values per site, codes unique within the site. */
export async function sitePropertyRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<Record<string, unknown>>(app, kernel, {
    url: '/cms/site/prop/list',
    access: 'cms:site:view',
    filters: SitePropertyQuery,
    sorts: { propCode: 'propCode', createTime: 'createTime' },
    tiebreak: ['propertyId', 'asc'],
    query: async (req, query) => {
      const q = query as SitePropertyQuery;
      await assertSite(kernel, req, q.siteId);
      let s = db.selectFrom('cmsSiteProperty').where('siteId', '=', q.siteId);
      if (q.query) s = s.where((eb) => eb.or([eb('propName', 'ilike', likeValue(q.query!)), eb('propCode', 'ilike', likeValue(q.query!))]));
      return s;
    },
    count: 'exact',
  });

  const uniqueCode = async (siteId: number, code: string, self?: number) => {
    let q = db
      .selectFrom('cmsSiteProperty')
      .select('propertyId')
      .where('siteId', '=', siteId)
      .where(sql`lower(prop_code)`, '=', code.toLowerCase());
    if (self) q = q.where('propertyId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('propCode', 'cms:errors.propCodeTaken', { value: code });
  };

  const object = { url: '/cms/site/prop', table: 'cmsSiteProperty', key: 'propertyId', logTitle: 'cms:log.siteProperty' } as const;
  addRoute(app, kernel, {
    ...object,
    access: 'cms:site:edit',
    body: SitePropertyAdd,
    guard: async (_trx, req, b) => {
      await assertSite(kernel, req, b.siteId, 'Edit');
      await uniqueCode(b.siteId, b.propCode);
    },
    values: (_req, b) => ({
      siteId: b.siteId,
      propName: b.propName.trim(),
      propCode: b.propCode,
      propValue: b.propValue ?? null,
      remark: b.remark ?? null,
    }),
  });

  app.put(
    '/cms/site/prop',
    { config: { access: 'cms:site:edit', log: log('UPDATE') }, schema: { body: SitePropertyEdit } },
    async (req) => {
      const b = req.body;
      const old = await db.selectFrom('cmsSiteProperty').select('siteId').where('propertyId', '=', b.propertyId).executeTakeFirst();
      if (!old || old.siteId !== b.siteId) throw notFound(String(b.propertyId));
      await assertSite(kernel, req, b.siteId, 'Edit');
      await uniqueCode(b.siteId, b.propCode, b.propertyId);
      await db
        .updateTable('cmsSiteProperty')
        .set({
          propName: b.propName.trim(),
          propCode: b.propCode,
          propValue: b.propValue ?? null,
          remark: b.remark ?? null,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('propertyId', '=', b.propertyId)
        .execute();
      return ok();
    },
  );

  removeRoute(app, kernel, {
    objects: { fields: { body: 'siteProperty' } },
    ...object,
    access: 'cms:site:edit',
    // the caller edits the sites of all the rows
    before: async (trx, req, ids) => {
      const rows = await trx.selectFrom('cmsSiteProperty').select('siteId').where('propertyId', 'in', ids).execute();
      await editableSites(kernel, req, rows);
    },
  });
}
