import { http, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  DataType,
  FieldType,
  XModel,
  XModelAdd,
  XModelEdit,
  XModelField,
  XModelFieldAdd,
  XModelFieldData,
  XModelFieldEdit,
} from '../../shared/exmodel.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { XModel, XModelField, XModelFieldData };

/** URLs of CMS → Extended models and the meta-model calls, declared once. */
export const exmodelUrls = {
  models: '/cms/exmodel',
  options: '/cms/exmodel/options',
  data: '/cms/exmodel/data',
  controls: '/xmodel/controls',
  tables: '/xmodel/tables',
  tableFields: '/xmodel/tableFields',
  fieldList: '/xmodel/field/list',
  field: '/xmodel/field',
} as const;

/** Calls of CMS → Extended models (wire shapes from plugins/cms/shared/exmodel.ts). */
export const exmodelApi = {
  list: (q: { query?: string; pageNum: number; pageSize: number }) => http.get<PageData<XModel>>(exmodelUrls.models, { params: q }),
  /** the site's models for a form's choice (one page of them all) */
  options: () =>
    http
      .get<PageData<XModel>>(exmodelUrls.options, { params: { pageNum: 1, pageSize: 500 } })
      .then((r) => r.rows.map((m) => ({ id: m.modelId, name: m.name, code: m.code }))),
  add: (m: XModelAdd) => http.post(exmodelUrls.models, m),
  update: (m: XModelEdit) => http.put(exmodelUrls.models, m),
  remove: (ids: number[]) => http.delete(exmodelUrls.models, ids),
  tables: () => http.get<{ rows: string[]; total: number }>(exmodelUrls.tables, { params: { type: 'CmsExtend' } }),
  data: (modelId: number, dataType: DataType, dataId: string | number) =>
    http.get<XModelFieldData[]>(exmodelUrls.data, { params: { modelId, dataType, dataId } }),
  saveData: (b: { modelId: number; dataType: DataType; dataId: string; values: Record<string, unknown> }) => http.put(exmodelUrls.data, b),
};

/** Calls of a model's fields. */
export const xmodelFieldApi = {
  controls: () => http.get<{ id: string; name: string }[]>(exmodelUrls.controls),
  tableFields: (modelId: number) =>
    http
      .get<{ rows: string[]; total: number; types: Record<string, FieldType> }>(exmodelUrls.tableFields, { params: { modelId } })
      .then((r) => r.rows.map((fieldName) => ({ fieldName, fieldType: r.types[fieldName] }))),
  list: (q: { modelId: number; query?: string; pageNum: number; pageSize: number }) =>
    http.get<PageData<XModelField>>(exmodelUrls.fieldList, { params: q }),
  add: (f: XModelFieldAdd) => http.post(exmodelUrls.field, f),
  update: (f: XModelFieldEdit) => http.put(exmodelUrls.field, f),
  remove: (ids: number[]) => http.delete(exmodelUrls.field, ids),
};

/** CMS → Extended models as one object (a model is edited from its row). */
export const exmodelObject = cmsObject<XModel, { query?: string }>({
  name: 'XModel',
  rowKey: 'modelId',
  api: exmodelApi,
  perms: crudPerms('cms', 'exmodel', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.name,
});

/** A model's field as one object: changing the fields is editing the model. */
export const xmodelFieldObject = cmsObject<XModelField, { modelId: number; query?: string }>({
  name: 'XModelField',
  rowKey: 'fieldId',
  api: xmodelFieldApi,
  perms: crudPerms('cms', 'exmodel', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.name,
});
