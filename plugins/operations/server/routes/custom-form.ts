import { likeValue, listRoute, objectRoute, ok, sql, type Kernel, type RouteApp } from '#kernel/server';
import type { FormilySchema } from '#kernel/shared';
import {
  CUSTOM_FORM_RULES,
  CUSTOM_FORM_STATUS,
  CustomFormAdd,
  CustomFormEdit,
  CustomFormIds,
  CustomFormQuery,
  CustomFormRef,
  CustomFormSchemaSave,
} from '../../shared/custom-form.ts';
import { FORM_COLUMNS, formWire, publishForm, siteForm, uniqueFormCode } from '../customform/forms.ts';
import { assertSchemaUsable } from '../customform/schema-fields.ts';
import { checkedTemplates, customFormTemplatesRoute } from '../customform/templates.ts';
import { removeFormFiles } from '../customform/uploads.ts';
import { cmsOf, siteOf } from '../services/cms.ts';

const log = (type: string) => ({ title: 'operations:customform.log.form', type });
const json = (v: unknown) => JSON.stringify(v) as never;
const EMPTY_SCHEMA: FormilySchema = { type: 'object', properties: {} };

/**
 * Custom forms of the current site (chestnut-api §1.7, v1.4.3 routes): list, detail (with the schema as edited),
 * add, edit, delete, publish (freezes the schema as a version the submissions pin) and offline; the designer saves
 * the schema with `PUT /cms/customform/schema`. A code is unique in its site ignoring case.
 */
export function customFormRoutes(app: RouteApp, kernel: Kernel) {
  customFormTemplatesRoute(app, kernel);

  app.get('/cms/customform/limit_rules', { config: { access: 'cms:customform:view' } }, async (req) =>
    ok(CUSTOM_FORM_RULES.map((value) => ({ value, label: req.t(`operations:customform.rules.${value}`) }))),
  );

  listRoute(app, kernel, {
    url: '/cms/customform',
    access: 'cms:customform:view',
    filters: CustomFormQuery,
    sorts: { name: 'name', code: 'code', status: 'status', createTime: 'createTime' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['formId', 'desc'],
    columns: [...FORM_COLUMNS],
    wire: (_req, r) => formWire(r),
    countScope: async (req) => String((await cmsOf(kernel).currentSite(req))?.siteId ?? 0),
    query: async (req, q) => {
      const site = await siteOf(kernel, req);
      let s = kernel.db.selectFrom('cmsCustomForm').where('siteId', '=', site.siteId);
      const f = q as CustomFormQuery;
      const text = f.query?.trim();
      if (text) s = s.where((eb) => eb.or([eb('name', 'ilike', likeValue(text)), eb('code', 'ilike', likeValue(text))]));
      if (typeof f.status === 'number') s = s.where('status', '=', f.status);
      return s;
    },
  });

  app.get('/cms/customform/:formId', { config: { access: 'cms:customform:view' }, schema: { params: CustomFormRef } }, async (req) =>
    ok(formWire(await siteForm(kernel, kernel.db, req, req.params.formId))),
  );

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/customform',
    access: 'cms:customform:add',
    log: log('INSERT'),
    // v1.4.3's siteId is ignored: a form is added to the current site
    objects: { fields: { siteId: false } },
    schema: { body: CustomFormAdd },
    load: (req) => siteOf(kernel, req),
    handle: async (req, site, { db }) => {
      const b = req.body;
      await uniqueFormCode(db, site.siteId, b.code);
      const templates = await checkedTemplates(kernel, site.siteId, b.templates ?? {});
      const schema = (b.schema as FormilySchema | undefined) ?? EMPTY_SCHEMA;
      assertSchemaUsable(schema);
      const row = await db
        .insertInto('cmsCustomForm')
        .values({
          siteId: site.siteId,
          name: b.name.trim(),
          code: b.code,
          needCaptcha: b.needCaptcha ?? 'N',
          needLogin: b.needLogin ?? 'N',
          ruleLimit: b.ruleLimit ?? 'Unlimited',
          dayLimit: b.dayLimit ?? 0,
          templates: json(templates),
          schema: json(schema),
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning([...FORM_COLUMNS])
        .executeTakeFirstOrThrow();
      return ok(formWire(row));
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/customform',
    access: 'cms:customform:edit',
    log: log('UPDATE'),
    schema: { body: CustomFormEdit },
    load: (req, { db }) => siteForm(kernel, db, req, req.body.formId),
    handle: async (req, f, { db }) => {
      const b = req.body;
      await uniqueFormCode(db, f.siteId, b.code, f.formId);
      const templates = b.templates ? await checkedTemplates(kernel, f.siteId, b.templates) : f.templates;
      if (b.schema) assertSchemaUsable(b.schema as FormilySchema);
      await db
        .updateTable('cmsCustomForm')
        .set({
          name: b.name.trim(),
          code: b.code,
          needCaptcha: b.needCaptcha ?? f.needCaptcha,
          needLogin: b.needLogin ?? f.needLogin,
          ruleLimit: b.ruleLimit ?? f.ruleLimit,
          dayLimit: b.dayLimit ?? f.dayLimit,
          templates: json(templates),
          ...(b.schema ? { schema: json(b.schema) } : {}),
          remark: b.remark === undefined ? f.remark : b.remark,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
          version: sql`version + 1`,
        })
        .where('formId', '=', f.formId)
        .execute();
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/customform/schema',
    access: 'cms:customform:edit',
    log: log('UPDATE'),
    schema: { body: CustomFormSchemaSave },
    load: (req, { db }) => siteForm(kernel, db, req, req.body.formId),
    handle: async (req, f, { db }) => {
      assertSchemaUsable(req.body.schema as FormilySchema);
      await db
        .updateTable('cmsCustomForm')
        .set({ schema: json(req.body.schema), updateBy: req.user!.userName, updateTime: sql`now()`, version: sql`version + 1` })
        .where('formId', '=', f.formId)
        .execute();
      return ok();
    },
  });

  const batch = (
    url: string,
    access: string,
    type: string,
    act: (f: Awaited<ReturnType<typeof siteForm>>, db: any, by: string) => Promise<unknown>,
    after?: (forms: Awaited<ReturnType<typeof siteForm>>[]) => Promise<void>,
  ) =>
    objectRoute(app, kernel, {
      method: url.endsWith('customform') ? 'DELETE' : 'PUT',
      url,
      access,
      log: log(type),
      objects: { fields: { body: 'customForm' } },
      schema: { body: CustomFormIds },
      load: (req, { db }) => Promise.all([...new Set(req.body)].map((id) => siteForm(kernel, db, req, id))),
      handle: async (req, forms, { db }) => {
        for (const f of forms) await act(f, db, req.user!.userName);
        return ok();
      },
      ...(after ? { after: (_req: unknown, forms: Awaited<ReturnType<typeof siteForm>>[]) => after(forms) } : {}),
    });
  // a form goes with its versions, submissions and uploads; its private files after the commit
  batch(
    '/cms/customform',
    'cms:customform:delete',
    'DELETE',
    (f, db) => db.deleteFrom('cmsCustomForm').where('formId', '=', f.formId).execute(),
    async (forms) => {
      for (const f of forms) await removeFormFiles(kernel, f.formId);
    },
  );
  batch('/cms/customform/publish', 'cms:customform:edit', 'UPDATE', async (f, db, by) => {
    assertSchemaUsable(f.schema);
    await publishForm(db, f, by);
  });
  batch('/cms/customform/offline', 'cms:customform:edit', 'UPDATE', (f, db, by) =>
    db
      .updateTable('cmsCustomForm')
      .set({ status: CUSTOM_FORM_STATUS.offline, updateBy: by, updateTime: sql`now()`, version: sql`version + 1` })
      .where('formId', '=', f.formId)
      .execute(),
  );
}
