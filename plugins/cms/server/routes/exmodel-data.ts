import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notFound, ok, sql, type Kernel } from '#kernel/server';
import { type XModelFieldData, XModelDataQuery, XModelDataSave, XMODEL_OWNER } from '../../shared/exmodel.ts';
import { assertContent } from '../services/content-access.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { checkedTable, columnId } from '../services/exmodel-tables.ts';
import { columnValues, optionList, type ValueField, wireValue } from '../services/exmodel-values.ts';
import { assertSite } from '../services/site-access.ts';

const log = (type: string) => ({ title: 'cms:log.exmodelData', type });

/**
 * The extended-model values of a site or catalog (v1.4.3 `GET /cms/exmodel/data`, saved with `PUT`): the caller
 * must hold View (reading) or Edit (saving) on that site or catalog, and the model must be its site's.
 */
export async function exmodelDataRoutes(app: FastifyInstance<any, any, any, any, TypeBoxTypeProvider>, kernel: Kernel) {
  const { db } = kernel;

  const target = async (req: FastifyRequest, q: XModelDataQuery, edit: boolean) => {
    let siteId: number;
    if (q.dataType === 'site') siteId = (await assertSite(kernel, req, Number(q.dataId), edit ? 'Edit' : 'View')).siteId;
    else if (q.dataType === 'catalog') siteId = (await assertCatalog(kernel, req, Number(q.dataId), edit ? 'Edit' : 'View')).siteId;
    else siteId = (await assertContent(kernel, req, Number(q.dataId), edit ? 'EditContent' : 'View')).siteId;
    const model = await db
      .selectFrom('cmsXmodel')
      .selectAll()
      .where('modelId', '=', q.modelId)
      .where('ownerType', '=', XMODEL_OWNER)
      .where('ownerId', '=', String(siteId))
      .executeTakeFirst();
    if (!model) throw notFound(String(q.modelId));
    const fields = (await db
      .selectFrom('cmsXmodelField')
      .selectAll()
      .where('modelId', '=', q.modelId)
      .orderBy('sortFlag')
      .orderBy('fieldId')
      .execute()) as ValueField[];
    return { table: await checkedTable(db, model.tableName), fields };
  };

  app.get(
    '/cms/exmodel/data',
    { config: { access: ['cms:exmodel:view', 'cms:site:view', 'cms:catalog:view'] }, schema: { querystring: XModelDataQuery } },
    async (req) => {
      const q = req.query as XModelDataQuery;
      const { table, fields } = await target(req, q, false);
      // each column read as v<i>: the kernel's camel-case plugin would rename short_text_1 and the like
      const cols = fields.length ? sql.join(fields.map((f, i) => sql`${columnId(f.fieldName)} as ${sql.id(`v${i}`)}`)) : sql`1 as v`;
      const { rows } = await sql<Record<string, unknown>>`select ${cols} from ${sql.table(table)}
      where model_id = ${q.modelId} and data_type = ${q.dataType} and data_id = ${q.dataId}`.execute(db);
      const row = rows[0];
      const out: XModelFieldData[] = [];
      for (const [i, f] of fields.entries())
        out.push({
          fieldId: f.fieldId,
          name: f.name,
          code: f.code,
          fieldType: f.fieldType as XModelFieldData['fieldType'],
          controlType: f.controlType as XModelFieldData['controlType'],
          mandatoryFlag: f.mandatoryFlag as 'Y' | 'N',
          defaultValue: f.defaultValue,
          validations: f.validations,
          options: await optionList(db, f.options),
          value: wireValue(f, row ? row[`v${i}`] : undefined),
        });
      return ok(out);
    },
  );

  app.put(
    '/cms/exmodel/data',
    { config: { access: ['cms:exmodel:edit', 'cms:site:edit', 'cms:catalog:edit'], log: log('UPDATE') }, schema: { body: XModelDataSave } },
    async (req) => {
      const b = req.body as XModelDataSave;
      const { table, fields } = await target(req, b, true);
      // every value is checked before anything is written; the row is written by one statement
      const cols = await columnValues(db, fields, b.values);
      if (!cols.size) return ok();
      const names = [...cols.keys()];
      const key = sql`model_id = ${b.modelId} and data_type = ${b.dataType} and data_id = ${b.dataId}`;
      await db.transaction().execute(async (trx) => {
        const updated = await sql`update ${sql.table(table)} set ${sql.join(names.map((c) => sql`${columnId(c)} = ${cols.get(c)}`))}
          where ${key}`.execute(trx);
        if (!Number(updated.numAffectedRows ?? 0))
          await sql`insert into ${sql.table(table)} (model_id, data_type, data_id, ${sql.join(names.map(columnId))})
            values (${b.modelId}, ${b.dataType}, ${b.dataId}, ${sql.join(names.map((c) => cols.get(c)))})`.execute(trx);
      });
      return ok();
    },
  );
}
