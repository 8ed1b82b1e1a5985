import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { fail, idsBody, invalidField, likeValue, listRoute, notFound, ok, sql, type Kernel } from '#kernel/server';
import { XMODEL_DEFAULT_TABLE, XMODEL_OWNER, XModelAdd, XModelEdit, XModelQuery } from '../../shared/exmodel.ts';
import { checkedTable } from '../services/exmodel-tables.ts';
import { currentSite, siteCountScope } from '../services/site-access.ts';
import { exmodelDataRoutes } from './exmodel-data.ts';

const log = (type: string) => ({ title: 'cms:log.exmodel', type });

/** The current site of a request, refused when the caller may view none. */
export async function siteOf(kernel: Kernel, req: FastifyRequest) {
  const site = await currentSite(kernel, req);
  if (!site) throw fail('cms:errors.noSite');
  return site;
}

/** A model of the current site (404 for another site's or an unknown one). */
export async function modelOf(kernel: Kernel, req: FastifyRequest, modelId: number) {
  const site = await siteOf(kernel, req);
  const m = await kernel.db
    .selectFrom('cmsXmodel')
    .selectAll()
    .where('modelId', '=', modelId)
    .where('ownerType', '=', XMODEL_OWNER)
    .where('ownerId', '=', String(site.siteId))
    .executeTakeFirst();
  if (!m) throw notFound(String(modelId));
  return m;
}

const wire = (_req: FastifyRequest, r: Record<string, unknown>) => ({ ...r, isDefaultTable: r.tableName === XMODEL_DEFAULT_TABLE });

/** CMS → Extended models (扩展模型, chestnut-api §1.4 / §4.9, v1.4.3 forms): models of the current site. */
export async function exmodelRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  // the screen's list, its options for the site and catalog forms, and the meta-model list of v1.4.3 (`GET /xmodel`):
  // the models of the current site, paged, as {rows,total} of XModel
  const lists = [
    ['/cms/exmodel', 'cms:exmodel:view'],
    ['/cms/exmodel/options', ['cms:exmodel:view', 'cms:site:view']],
    ['/xmodel', 'cms:exmodel:view'],
  ] as const;
  for (const [url, access] of lists)
    listRoute<Record<string, unknown>>(app, kernel, {
      url,
      access: typeof access === 'string' ? access : [...access],
      countScope: siteCountScope(kernel),
      filters: XModelQuery,
      sorts: { code: 'code', createTime: 'createTime' },
      tiebreak: ['modelId', 'asc'],
      query: async (req, query) => {
        const q = query as XModelQuery;
        const site = await siteOf(kernel, req);
        let s = db.selectFrom('cmsXmodel').where('ownerType', '=', XMODEL_OWNER).where('ownerId', '=', String(site.siteId));
        if (q.query) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(q.query!)), eb('code', 'ilike', likeValue(q.query!))]));
        return s;
      },
      wire,
      count: 'exact',
    });

  const uniqueCode = async (ownerId: string, code: string, self?: number) => {
    let q = db
      .selectFrom('cmsXmodel')
      .select('modelId')
      .where('ownerType', '=', XMODEL_OWNER)
      .where('ownerId', '=', ownerId)
      .where(sql`lower(code)`, '=', code.toLowerCase());
    if (self) q = q.where('modelId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('code', 'cms:errors.xmodelCodeTaken', { value: code });
  };

  app.post('/cms/exmodel', { config: { access: 'cms:exmodel:add', log: log('INSERT') }, schema: { body: XModelAdd } }, async (req) => {
    const b = req.body;
    const site = await siteOf(kernel, req);
    const ownerId = String(site.siteId);
    await uniqueCode(ownerId, b.code);
    const tableName = await checkedTable(db, b.tableName);
    const row = await db
      .insertInto('cmsXmodel')
      .values({
        ownerType: XMODEL_OWNER,
        ownerId,
        name: b.name.trim(),
        code: b.code,
        tableName,
        remark: b.remark ?? null,
        createBy: req.user!.userName,
      })
      .returning('modelId')
      .executeTakeFirstOrThrow();
    return ok(row);
  });

  app.put('/cms/exmodel', { config: { access: 'cms:exmodel:edit', log: log('UPDATE') }, schema: { body: XModelEdit } }, async (req) => {
    const b = req.body;
    const old = await modelOf(kernel, req, b.modelId);
    await uniqueCode(old.ownerId, b.code, b.modelId);
    const tableName = await checkedTable(db, b.tableName);
    if (tableName !== old.tableName) {
      // the fields name columns of the old table: the table changes only while there are none
      const used = await db.selectFrom('cmsXmodelField').select('fieldId').where('modelId', '=', b.modelId).limit(1).executeTakeFirst();
      if (used) throw invalidField('tableName', 'cms:errors.xmodelTableLocked', { value: old.tableName });
    }
    await db
      .updateTable('cmsXmodel')
      .set({ name: b.name.trim(), code: b.code, tableName, remark: b.remark ?? null, updateBy: req.user!.userName, updateTime: sql`now()` })
      .where('modelId', '=', b.modelId)
      .execute();
    return ok();
  });

  // deleting a model deletes its fields (foreign key) and its values, in one transaction
  app.delete(
    '/cms/exmodel',
    { config: { objects: { fields: { body: 'xmodel' } }, access: 'cms:exmodel:delete', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const models = await Promise.all(req.body.map((id) => modelOf(kernel, req, id)));
      await db.transaction().execute(async (trx) => {
        for (const m of models) {
          // a custom table dropped since holds nothing to delete
          const table = await checkedTable(trx, m.tableName).catch(() => null);
          if (table) await sql`delete from ${sql.table(table)} where model_id = ${m.modelId}`.execute(trx);
          await trx.deleteFrom('cmsXmodel').where('modelId', '=', m.modelId).execute();
        }
      });
      return ok();
    },
  );

  await exmodelDataRoutes(app, kernel);
}
