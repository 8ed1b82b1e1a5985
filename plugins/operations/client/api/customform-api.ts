import i18next from 'i18next';
import ky from 'ky';
import { baseHeaders, crudPerms, http, runtime } from '#kernel/client';
import type { FormilySchema, PageData } from '#kernel/shared';
import { formText } from '../../shared/form-text.ts';
import type { CustomFormDataHandle, CustomFormDataRow, CustomFormEdit, CustomFormRow } from '../../shared/custom-form.ts';
import { OPERATIONS_VERBS, operationsObject } from './operations-object.ts';

export type { CustomFormDataRow, CustomFormRow };
export type CustomFormQuery = { query?: string; status?: number | '' };
export type CustomFormDataQuery = { formId: number; status?: string; assignee?: string; ip?: string; query?: string };

/** URLs of custom forms (v1.4.3 routes of chestnut-api §1.7 and ours), declared once. */
export const customFormUrls = {
  forms: '/cms/customform',
  publish: '/cms/customform/publish',
  offline: '/cms/customform/offline',
  schema: '/cms/customform/schema',
  data: '/cms/customform/data',
  dataDetail: '/cms/customform/data/detail',
  dataHandle: '/cms/customform/data/handle',
  dataExport: '/cms/customform/data/export',
  dataFile: '/cms/customform/data/file',
  limitRules: '/cms/customform/limit_rules',
  templates: '/cms/customform/templates',
} as const;

/** A publish pipe of the current site with its templates (the edit screen's per-pipe selects). */
export type PipeTemplates = { pipeCode: string; pipeName: string; templates: string[] };

/** The body of an add or an edit (the edit names its form). */
export type CustomFormSave = Omit<CustomFormEdit, 'formId' | 'schema'> & { formId?: number };

export const customFormApi = {
  list: (q: CustomFormQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<CustomFormRow>>(customFormUrls.forms, { params: q }),
  get: (formId: number) => http.get<CustomFormRow & { schema: FormilySchema }>(`${customFormUrls.forms}/${formId}`),
  add: (b: CustomFormSave) => http.post<CustomFormRow>(customFormUrls.forms, b),
  update: (b: CustomFormSave & { formId: number }) => http.put(customFormUrls.forms, b),
  remove: (ids: number[]) => http.delete(customFormUrls.forms, ids),
  publish: (ids: number[]) => http.put(customFormUrls.publish, ids),
  offline: (ids: number[]) => http.put(customFormUrls.offline, ids),
  templates: () => http.get<PipeTemplates[]>(customFormUrls.templates),
};

export const customFormDataApi = {
  list: (q: CustomFormDataQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<CustomFormDataRow>>(customFormUrls.data, { params: q }),
  get: (formId: number, dataId: number) =>
    http.get<CustomFormDataRow & { versionSchema: FormilySchema | null }>(customFormUrls.dataDetail, { params: { formId, dataId } }),
  handle: (b: CustomFormDataHandle) => http.put(customFormUrls.dataHandle, b),
  remove: (formId: number, ids: number[]) => http.delete(`${customFormUrls.data}?formId=${formId}`, ids),
};

/** Saves a submission's private file (read with the desk's permission). */
export async function downloadSubmissionFile(formId: number, dataId: number, token: string, name: string): Promise<void> {
  const q = new URLSearchParams({ formId: String(formId), dataId: String(dataId), token });
  const blob = await ky.get(`${runtime().apiBase}${customFormUrls.dataFile}?${q}`, { headers: baseHeaders(), retry: 0 }).blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The files a submission's values name (`[{token, name, size}]` of its upload fields). */
export function submissionFiles(row: Record<string, unknown>): { field: string; token: string; name: string }[] {
  const out: { field: string; token: string; name: string }[] = [];
  for (const [field, v] of Object.entries(row))
    if (Array.isArray(v))
      for (const x of v)
        if (
          x &&
          typeof x === 'object' &&
          typeof (x as { token?: unknown }).token === 'string' &&
          /^cf_/.test((x as { token: string }).token)
        )
          out.push({ field, token: (x as { token: string }).token, name: String((x as { name?: unknown }).name ?? 'file') });
  return out;
}

export const customFormObject = operationsObject<CustomFormRow, CustomFormQuery>({
  name: 'CustomForm',
  rowKey: 'formId',
  api: customFormApi,
  perms: crudPerms('cms', 'customform', ['add', 'edit', 'remove'], OPERATIONS_VERBS),
  nameOf: (r) => r.name,
});

/** The desk's permission codes (each data route has its own). */
export const CUSTOM_FORM_DATA_PERMS = {
  view: 'cms:customform:data:view',
  edit: 'cms:customform:data:edit',
  remove: 'cms:customform:data:delete',
  export: 'cms:customform:data:export',
} as const;

/** A schema text in a language (shared/form-text.ts). */
export const schemaText = (v: unknown, lang: string): string => formText(v, lang, (k) => i18next.t(k));

/** A copy of a schema whose texts per language are the language's (what SchemaForm renders). */
export function localizeSchema(schema: FormilySchema, lang: string): FormilySchema {
  // `key` names a schema keyword, unless the object walked is a `properties` map (whose keys are field names)
  const walk = (v: unknown, key?: string, fieldName = false): unknown => {
    if (!fieldName && (key === 'title' || key === 'description' || key === 'label'))
      return typeof v === 'string' && !/^\{\{\s*tr\(/.test(v) ? v : schemaText(v, lang);
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k, key === 'properties')]));
  };
  return walk(schema) as FormilySchema;
}

/** The top-level fields of a schema (through layout nodes), in order: the desk's columns. */
export function schemaColumns(
  schema: FormilySchema | undefined,
): { code: string; title: unknown; options: { value: unknown; label: unknown }[] }[] {
  const out: { code: string; title: unknown; options: { value: unknown; label: unknown }[] }[] = [];
  const walk = (props: Record<string, FormilySchema> | undefined) => {
    for (const [code, s] of Object.entries(props ?? {})) {
      if (s.type === 'void') walk(s.properties);
      else
        out.push({
          code,
          title: s.title ?? code,
          options: (s.enum ?? []).map((o) =>
            typeof o === 'object' ? { value: o.value, label: o.label ?? o.value } : { value: o, label: o },
          ),
        });
    }
  };
  walk(schema?.properties);
  return out;
}
