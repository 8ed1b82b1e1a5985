import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  assertUserPattern,
  type Db,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  sql,
  type Kernel,
} from '#kernel/server';
import { CUSTOM_FORM_MODELS, Wire } from '#kernel/shared';
import {
  CONTROL_TYPES,
  type FieldType,
  OPTION_CONTROLS,
  parseOptionLines,
  XMODEL_DEFAULT_TABLE,
  XMODEL_OWNER,
  XModelFieldAdd,
  XModelFieldEdit,
  XModelFieldQuery,
} from '../../shared/exmodel.ts';
import { columnId, customTables, valueColumns } from '../services/exmodel-tables.ts';
import { modelOf } from './exmodel.ts';

const log = (type: string) => ({ title: 'cms:log.exmodelField', type });
const MODEL_QUERY = Type.Object({ modelId: Wire.id() });

/** The columns the fields of a model use (but field `self`). */
async function columnsInUse(db: Db, modelId: number, self?: number) {
  let q = db.selectFrom('cmsXmodelField').select('fieldName').where('modelId', '=', modelId);
  if (self) q = q.where('fieldId', '<>', self);
  return new Set((await q.execute()).map((r) => r.fieldName));
}

/**
 * The column and type of a field body, completed as v1.4.3 does: no column (its form on the default table), or an
 * edit changing the type of the stored column → the next free column of the type in the model's table; no type
 * (its form on a custom table) → the named column's type.
 */
async function withColumn(
  db: Db,
  modelId: number,
  table: string,
  b: XModelFieldAdd,
  old?: { fieldId: number; fieldName: string; fieldType: string },
): Promise<XModelFieldAdd & { fieldType: FieldType; fieldName: string }> {
  const columns = await valueColumns(db, table);
  if (b.fieldName && !b.fieldType) {
    const type = columns.get(b.fieldName);
    if (!type) throw invalidField('fieldName', 'cms:errors.xmodelColumn', { value: b.fieldName });
    return { ...b, fieldName: b.fieldName, fieldType: type };
  }
  if (!b.fieldType) throw invalidField('fieldType', 'cms:errors.xmodelFieldType');
  const retyped = old && b.fieldName === old.fieldName && b.fieldType !== old.fieldType;
  if (b.fieldName && !retyped) return { ...b, fieldName: b.fieldName, fieldType: b.fieldType };
  const used = await columnsInUse(db, modelId, old?.fieldId);
  const free = [...columns].find(([c, type]) => type === b.fieldType && !used.has(c));
  if (!free) throw invalidField('fieldType', 'cms:errors.xmodelNoColumn', { type: b.fieldType, table });
  return { ...b, fieldName: free[0], fieldType: b.fieldType };
}

/** Meta-model calls of extended models (v1.4.3 `/xmodel/*`): controls, data tables, columns and fields. */
export async function xmodelFieldRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  // the ex-models of type CmsCustomForm (a plugin's custom forms): their model and field rows are derived from the
  // form's schema by the plugin that keeps the forms; the reads below answer them before the CMS's own lookups
  const base = kernel.config.apiBase;
  const derivedReads = new Set([`${base}/xmodel/:id`, `${base}/xmodel/field/list`, `${base}/xmodel/field/all`]);
  app.addHook('preHandler', async (req, reply) => {
    const models = kernel.services.get(CUSTOM_FORM_MODELS);
    if (!models || req.method !== 'GET' || !derivedReads.has(req.routeOptions.url ?? '')) return;
    const modelId = Number((req.params as { id?: unknown }).id ?? (req.query as { modelId?: unknown }).modelId);
    if (!models.isFormModel(modelId)) return;
    if (req.routeOptions.url === `${base}/xmodel/:id`) {
      const m = await models.model(req, modelId);
      if (!m) throw notFound(String(modelId));
      return reply.send(ok({ ...m, isDefaultTable: false }));
    }
    const rows = await models.fields(req, modelId);
    if (!rows) throw notFound(String(modelId));
    const text = String((req.query as { query?: unknown }).query ?? '').toLowerCase();
    const hit = text ? rows.filter((r) => r.name.toLowerCase().includes(text) || r.code.toLowerCase().includes(text)) : rows;
    return reply.send(ok({ rows: hit, total: hit.length }));
  });

  app.get('/xmodel/controls', { config: { access: 'cms:exmodel:view' } }, async (req) =>
    ok(CONTROL_TYPES.map((id) => ({ id, name: req.t(`cms:exmodel.controls.${id}`) }))),
  );

  app.get(
    '/xmodel/tables',
    {
      config: { access: 'cms:exmodel:view' },
      schema: { querystring: Type.Object({ type: Type.Optional(Type.String({ maxLength: 50 })) }) },
    },
    async (req) => {
      const type = (req.query as { type?: string }).type ?? XMODEL_OWNER;
      // v1.4.3 lists every table of the type's prefix, its default one included
      const rows = type === XMODEL_OWNER ? [XMODEL_DEFAULT_TABLE, ...(await customTables(db))] : [];
      return ok({ rows, total: rows.length });
    },
  );

  const usedColumns = (modelId: number, self?: number) => columnsInUse(db, modelId, self);

  // v1.4.3 `getModel` (its field screen asks whether the model is on the default table)
  app.get(
    '/xmodel/:id',
    { config: { objects: { fields: { id: 'xmodel' } }, access: 'cms:exmodel:view' }, schema: { params: idParam } },
    async (req) => {
      const m = await modelOf(kernel, req, req.params.id);
      return ok({ ...m, isDefaultTable: m.tableName === XMODEL_DEFAULT_TABLE });
    },
  );

  app.get('/xmodel/tableFields', { config: { access: 'cms:exmodel:view' }, schema: { querystring: MODEL_QUERY } }, async (req) => {
    const m = await modelOf(kernel, req, (req.query as { modelId: number }).modelId);
    const used = await usedColumns(m.modelId);
    // v1.4.3's rows are the column names; `types` adds each one's field type, which the field form follows
    const free = [...(await valueColumns(db, m.tableName)).entries()].filter(([c]) => !used.has(c));
    return ok({ rows: free.map(([c]) => c), total: free.length, types: Object.fromEntries(free) });
  });

  listRoute<Record<string, unknown>>(app, kernel, {
    url: '/xmodel/field/list',
    access: 'cms:exmodel:view',
    filters: XModelFieldQuery,
    sorts: { sortFlag: 'sortFlag', code: 'code' },
    defaultOrder: [['sortFlag', 'asc']],
    tiebreak: ['fieldId', 'asc'],
    query: async (req, query) => {
      const q = query as XModelFieldQuery;
      await modelOf(kernel, req, q.modelId);
      let s = db.selectFrom('cmsXmodelField').where('modelId', '=', q.modelId);
      if (q.query) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(q.query!)), eb('code', 'ilike', likeValue(q.query!))]));
      return s;
    },
    count: 'exact',
  });

  app.get('/xmodel/field/all', { config: { access: 'cms:exmodel:view' }, schema: { querystring: MODEL_QUERY } }, async (req) => {
    const m = await modelOf(kernel, req, (req.query as { modelId: number }).modelId);
    const rows = await db
      .selectFrom('cmsXmodelField')
      .selectAll()
      .where('modelId', '=', m.modelId)
      .orderBy('sortFlag')
      .orderBy('fieldId')
      .execute();
    return ok({ rows, total: rows.length });
  });

  /**
   * The checks of a field body (SPEC §5): code unique in the model, a free column of the right type, options, regexes.
   * `old` is the stored field of an edit.
   */
  const checkField = async (req: FastifyRequest, body: XModelFieldAdd, old?: { fieldId: number; fieldName: string; fieldType: string }) => {
    const self = old?.fieldId;
    const m = await modelOf(kernel, req, body.modelId);
    const b = await withColumn(db, m.modelId, m.tableName || XMODEL_DEFAULT_TABLE, body, old);
    let q = db
      .selectFrom('cmsXmodelField')
      .select('fieldId')
      .where('modelId', '=', b.modelId)
      .where(sql`lower(code)`, '=', b.code.toLowerCase());
    if (self) q = q.where('fieldId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('code', 'cms:errors.xmodelFieldCodeTaken', { value: b.code });
    const type = (await valueColumns(db, m.tableName || XMODEL_DEFAULT_TABLE)).get(b.fieldName);
    if (!type) throw invalidField('fieldName', 'cms:errors.xmodelColumn', { value: b.fieldName });
    if (type !== b.fieldType) throw invalidField('fieldName', 'cms:errors.xmodelColumnType', { value: b.fieldName, type: b.fieldType });
    if ((await usedColumns(b.modelId, self)).has(b.fieldName))
      throw invalidField('fieldName', 'cms:errors.xmodelColumnUsed', { value: b.fieldName });
    const options = b.options ?? { type: 'text' as const, value: '' };
    if (options.type === 'dict') {
      const dict = options.value
        ? await db.selectFrom('sysDictType').select('dictId').where('dictType', '=', options.value).executeTakeFirst()
        : null;
      if (!dict) throw invalidField('options', 'cms:errors.xmodelDict', { value: options.value ?? '' });
    } else {
      const lines = (options.value ?? '')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      const bad = lines.find((l) => !/^[^=]+=.+$/.test(l));
      if (bad) throw invalidField('options', 'cms:errors.xmodelOptionLine', { value: bad });
      if (OPTION_CONTROLS.includes(b.controlType) && !parseOptionLines(options.value).length)
        throw invalidField('options', 'cms:errors.xmodelNoOptions', {});
    }
    // a pattern runs later on public input: only what the linear-time engine compiles is kept
    for (const v of b.validations ?? []) if (v.type === 'Regex') assertUserPattern(v.regex, 'validations', 'cms:errors.xmodelRegex');
    return { ...fieldValues(b), options: JSON.stringify(options) as never, validations: JSON.stringify(b.validations ?? []) as never };
  };

  const fieldValues = (b: XModelFieldAdd & { fieldType: FieldType; fieldName: string }) => ({
    name: b.name.trim(),
    code: b.code,
    fieldType: b.fieldType,
    fieldName: b.fieldName,
    controlType: b.controlType,
    mandatoryFlag: b.mandatoryFlag ?? 'N',
    defaultValue: b.defaultValue ?? null,
    sortFlag: b.sortFlag ?? 0,
    remark: b.remark ?? null,
  });

  app.post(
    '/xmodel/field',
    { config: { access: 'cms:exmodel:add', log: log('INSERT') }, schema: { body: XModelFieldAdd } },
    async (req) => {
      const values = await checkField(req, req.body);
      const row = await db
        .insertInto('cmsXmodelField')
        .values({ ...values, modelId: req.body.modelId, createBy: req.user!.userName })
        .returning('fieldId')
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  );

  app.put(
    '/xmodel/field',
    { config: { access: 'cms:exmodel:edit', log: log('UPDATE') }, schema: { body: XModelFieldEdit } },
    async (req) => {
      const b = req.body;
      const old = await db
        .selectFrom('cmsXmodelField')
        .select(['fieldId', 'modelId', 'fieldName', 'fieldType'])
        .where('fieldId', '=', b.fieldId)
        .executeTakeFirst();
      if (!old || old.modelId !== b.modelId) throw notFound(String(b.fieldId));
      const values = await checkField(req, b, old);
      await db
        .updateTable('cmsXmodelField')
        .set({ ...values, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('fieldId', '=', b.fieldId)
        .execute();
      return ok();
    },
  );

  // a deleted field's column is cleared for its model, so a later field on that column starts empty
  app.delete(
    '/xmodel/field',
    {
      config: { objects: { fields: { body: 'xmodelField' } }, access: 'cms:exmodel:delete', log: log('DELETE') },
      schema: { body: idsBody },
    },
    async (req) => {
      const rows = await db
        .selectFrom('cmsXmodelField')
        .select(['fieldId', 'modelId', 'fieldName'])
        .where('fieldId', 'in', req.body)
        .execute();
      const models = new Map<number, string>();
      for (const modelId of new Set(rows.map((r) => r.modelId))) models.set(modelId, (await modelOf(kernel, req, modelId)).tableName);
      await db.transaction().execute(async (trx) => {
        for (const r of rows) {
          const table = models.get(r.modelId)!;
          if ((await valueColumns(trx, table)).has(r.fieldName))
            await sql`update ${sql.table(table)} set ${columnId(r.fieldName)} = null where model_id = ${r.modelId}`.execute(trx);
          await trx.deleteFrom('cmsXmodelField').where('fieldId', '=', r.fieldId).execute();
        }
      });
      return ok();
    },
  );
}
