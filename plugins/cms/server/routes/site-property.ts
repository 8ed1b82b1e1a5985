import type { RouteApp } from '#kernel/server';
import { idsBody, invalidField, likeValue, listRoute, notFound, ok, sql, type Kernel } from '#kernel/server';
import { SitePropertyAdd, SitePropertyEdit, SitePropertyQuery } from '../../shared/site-property.ts';
import { assertSite } from '../services/site-access.ts';

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

  app.post(
    '/cms/site/prop',
    { config: { access: 'cms:site:edit', log: log('INSERT') }, schema: { body: SitePropertyAdd } },
    async (req) => {
      const b = req.body;
      await assertSite(kernel, req, b.siteId, 'Edit');
      await uniqueCode(b.siteId, b.propCode);
      const row = await db
        .insertInto('cmsSiteProperty')
        .values({
          siteId: b.siteId,
          propName: b.propName.trim(),
          propCode: b.propCode,
          propValue: b.propValue ?? null,
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning('propertyId')
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  );

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

  app.delete('/cms/site/prop', { config: { access: 'cms:site:edit', log: log('DELETE') }, schema: { body: idsBody } }, async (req) => {
    const rows = await db.selectFrom('cmsSiteProperty').select(['propertyId', 'siteId']).where('propertyId', 'in', req.body).execute();
    for (const siteId of new Set(rows.map((r) => r.siteId))) await assertSite(kernel, req, siteId, 'Edit');
    if (rows.length)
      await db
        .deleteFrom('cmsSiteProperty')
        .where(
          'propertyId',
          'in',
          rows.map((r) => r.propertyId),
        )
        .execute();
    return ok();
  });
}
