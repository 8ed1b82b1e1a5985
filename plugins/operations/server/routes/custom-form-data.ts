import { likeValue, listRoute, objectRoute, ok, sql, type Kernel, type RouteApp } from '#kernel/server';
import { maskIp } from '#kernel/shared';
import {
  CustomFormDataBody,
  CustomFormDataHandle,
  CustomFormDataIds,
  CustomFormDataQuery,
  CustomFormDataRef,
  CustomFormRef,
} from '../../shared/custom-form.ts';
import { formVersion, siteForm } from '../customform/forms.ts';
import { checkSubmission } from '../customform/schema-fields.ts';
import { clientIp, DATA_COLUMNS, dataWire, formData, insertSubmission, pinnedVersion, submitDay } from '../customform/submissions.ts';
import { customFormExportRoute } from '../customform/export.ts';
import { customFormFileRoute, filesOf, removeFiles } from '../customform/uploads.ts';

const log = (type: string) => ({ title: 'operations:customform.log.data', type });

/**
 * The submission desk (chestnut-api §1.7 data routes, v1.4.3 forms): a form's submissions, one with the schema of
 * the version it was filled with, staff add/edit/delete, the desk's status, assignee and notes, and the export.
 * Unlike v1.4.3 every route needs its permission; the form must be of the current site, a submission of that form.
 */
export function customFormDataRoutes(app: RouteApp, kernel: Kernel) {
  listRoute(app, kernel, {
    url: '/cms/customform/data',
    access: 'cms:customform:data:view',
    filters: CustomFormDataQuery,
    sorts: { createTime: 'createTime', status: 'status' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['dataId', 'desc'],
    dateColumn: 'createTime',
    columns: [...DATA_COLUMNS],
    equal: ['status', 'assignee'],
    wire: (_req, r) => dataWire(r),
    countScope: async (req) => String((req.query as { formId?: number }).formId ?? 0),
    query: async (req, q) => {
      const f = q as CustomFormDataQuery;
      const form = await siteForm(kernel, kernel.db, req, f.formId);
      let s = kernel.db.selectFrom('cmsCustomFormData').where('formId', '=', form.formId);
      if (f.ip?.trim()) s = s.where('clientIp', 'ilike', likeValue(f.ip.trim()));
      if (f.query?.trim()) s = s.where(sql`data::text`, 'ilike', likeValue(f.query.trim()));
      return s;
    },
  });

  app.get(
    '/cms/customform/data/detail',
    { config: { access: 'cms:customform:data:view' }, schema: { querystring: CustomFormDataRef } },
    async (req) => {
      const form = await siteForm(kernel, kernel.db, req, req.query.formId);
      const d = await formData(kernel.db, form.formId, req.query.dataId);
      const v = await formVersion(kernel.db, form.formId, d.versionNo);
      return ok({ ...dataWire(d), versionSchema: v?.schema ?? null });
    },
  );

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/customform/data',
    access: 'cms:customform:data:add',
    log: log('INSERT'),
    schema: { querystring: CustomFormRef, body: CustomFormDataBody },
    load: (req, { db }) => siteForm(kernel, db, req, req.query.formId),
    handle: async (req, form, { db }) => {
      const v = await pinnedVersion(db, form);
      const data = checkSubmission(kernel, req, form.formId, v, req.body);
      const row = await insertSubmission(db, {
        form,
        versionNo: v.versionNo,
        data,
        clientIp: maskIp(clientIp(req)),
        clientKey: null,
        uuid: null,
        memberId: null,
        day: submitDay(kernel),
        source: 'console',
        by: req.user!.userName,
      });
      return ok({ dataId: row.dataId });
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/customform/data',
    access: 'cms:customform:data:edit',
    log: log('UPDATE'),
    schema: { querystring: CustomFormRef, body: CustomFormDataBody },
    load: async (req, { db }) => {
      const form = await siteForm(kernel, db, req, req.query.formId);
      const id = Number(req.body.dataId);
      return { form, row: await formData(db, form.formId, Number.isInteger(id) && id > 0 ? id : 0) };
    },
    handle: async (req, { form, row }, { db }) => {
      // an edit changes the fields it names, keeps the version the submission was filled with, and is checked against it
      const v = await formVersion(db, form.formId, row.versionNo);
      const { dataId: _id, ...values } = req.body;
      const data = checkSubmission(kernel, req, form.formId, v!, { ...row.data, ...values });
      await db
        .updateTable('cmsCustomFormData')
        .set({ data: JSON.stringify(data) as never, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('dataId', '=', row.dataId)
        .execute();
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/customform/data/handle',
    access: 'cms:customform:data:edit',
    log: log('UPDATE'),
    schema: { body: CustomFormDataHandle },
    load: async (req, { db }) => {
      const form = await siteForm(kernel, db, req, req.body.formId);
      return formData(db, form.formId, req.body.dataId);
    },
    handle: async (req, row, { db }) => {
      const b = req.body;
      await db
        .updateTable('cmsCustomFormData')
        .set({
          status: b.status,
          assignee: b.assignee === undefined ? row.assignee : b.assignee?.trim() || null,
          notes: b.notes === undefined ? row.notes : b.notes || null,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('dataId', '=', row.dataId)
        .execute();
      return ok();
    },
  });

  // the files of deleted submissions, removed after the commit
  const doomed = new WeakMap<object, string[]>();
  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/customform/data',
    access: 'cms:customform:data:delete',
    log: log('DELETE'),
    objects: { fields: { body: 'customFormData' } },
    schema: { querystring: CustomFormRef, body: CustomFormDataIds },
    load: async (req, { db }) => {
      const form = await siteForm(kernel, db, req, req.query.formId);
      return Promise.all([...new Set(req.body)].map((id) => formData(db, form.formId, id)));
    },
    handle: async (req, rows, { db }) => {
      const ids = rows.map((r) => r.dataId);
      doomed.set(req, await filesOf(db, ids));
      await db.deleteFrom('cmsCustomFormData').where('dataId', 'in', ids).execute();
      return ok();
    },
    after: (req) => removeFiles(kernel, doomed.get(req) ?? []),
  });

  customFormExportRoute(app, kernel);
  customFormFileRoute(app, kernel, (req, id) => siteForm(kernel, kernel.db, req, id));
}
