import type { FastifyRequest } from 'fastify';
import { invalidField, notFound, sql, type Kernel, type ObjectRouteContext } from '#kernel/server';
import type { FormilySchema } from '#kernel/shared';
import type { CustomFormRow } from '../../shared/custom-form.ts';
import { siteOf } from '../services/cms.ts';
import { modelIdOf } from './xmodel.ts';

type Db = ObjectRouteContext['db'] | Kernel['db'];

/** The columns of a form row (the schema only where a route asks for it). */
export const FORM_COLUMNS = [
  'formId',
  'siteId',
  'name',
  'code',
  'status',
  'needCaptcha',
  'needLogin',
  'ruleLimit',
  'dayLimit',
  'templates',
  'publishedVersion',
  'remark',
  'createBy',
  'createTime',
  'updateTime',
] as const;

/** A form row on the wire: v1.4.3's fields, `modelId` its ex-model's (§4.9 ownerType CmsCustomForm, customform/xmodel.ts). */
export const formWire = <R extends { formId: number }>(r: R) => ({ ...r, modelId: modelIdOf(r.formId) }) as unknown as CustomFormRow;

/** A form of the current site (the object check has seen the id; this loads the row), with its schema. */
export async function siteForm(kernel: Kernel, db: Db, req: FastifyRequest, formId: number) {
  const site = await siteOf(kernel, req);
  const f = await db
    .selectFrom('cmsCustomForm')
    .selectAll()
    .where('formId', '=', formId)
    .where('siteId', '=', site.siteId)
    .executeTakeFirst();
  if (!f) throw notFound(String(formId));
  return f;
}

/** Refuses a code another form of the site has (ignoring case), naming the field. */
export async function uniqueFormCode(db: Db, siteId: number, code: string, self?: number) {
  let q = db.selectFrom('cmsCustomForm').select('formId').where('siteId', '=', siteId).where(sql`lower(code)`, '=', code.toLowerCase());
  if (self) q = q.where('formId', '<>', self);
  if (await q.executeTakeFirst()) throw invalidField('code', 'server:schema.taken');
}

/** A frozen version of a form (null when the form has none of that number). */
export async function formVersion(db: Db, formId: number, versionNo: number) {
  return (
    (await db
      .selectFrom('cmsCustomFormVersion')
      .select(['formId', 'versionNo', 'schema', 'publishTime'])
      .where('formId', '=', formId)
      .where('versionNo', '=', versionNo)
      .executeTakeFirst()) ?? null
  );
}

/** Freezes the form's schema as its next version and publishes it (the data filled from now on pins it). */
export async function publishForm(db: Db, form: { formId: number; schema: FormilySchema }, by: string) {
  const last = await db
    .selectFrom('cmsCustomFormVersion')
    .select(sql<number>`coalesce(max(version_no), 0)`.as('n'))
    .where('formId', '=', form.formId)
    .executeTakeFirstOrThrow();
  const prev = last.n ? await formVersion(db, form.formId, last.n) : null;
  // publishing an unchanged schema again keeps its version
  const same = prev && JSON.stringify(prev.schema) === JSON.stringify(form.schema);
  const versionNo = same ? Number(last.n) : Number(last.n) + 1;
  if (!same)
    await db
      .insertInto('cmsCustomFormVersion')
      .values({ formId: form.formId, versionNo, schema: JSON.stringify(form.schema) as unknown as FormilySchema, publishBy: by })
      .execute();
  await db
    .updateTable('cmsCustomForm')
    .set({ status: 10, publishedVersion: versionNo, updateBy: by, updateTime: sql`now()`, version: sql`version + 1` })
    .where('formId', '=', form.formId)
    .execute();
  return versionNo;
}
