import type { FastifyRequest } from 'fastify';
import type { Kernel } from '#kernel/server';
import type { CustomFormModels, FormilySchema, XModelFieldWire } from '#kernel/shared';
import { cmsOf } from '../services/cms.ts';
import { type SchemaField, schemaFields, schemaText } from './schema-fields.ts';
import { isUploadField } from './uploads.ts';

/**
 * The ex-model of a custom form (chestnut-api §1.11/§4.9, ownerType `CmsCustomForm`): its id is the form's id above
 * CUSTOM_FORM_MODEL_BASE (so it never meets a CMS ex-model's id), and its field rows are derived from the schema
 * as edited: the v1.4.3 field API (`/xmodel/field/list|all`, `/xmodel/{id}`) keeps answering for custom forms.
 */
export const CUSTOM_FORM_MODEL_BASE = 1_000_000_000;
export const CUSTOM_FORM_OWNER = 'CmsCustomForm';
export const modelIdOf = (formId: number) => CUSTOM_FORM_MODEL_BASE + formId;

const CONTROLS: [RegExp, string][] = [
  [/ImageUpload/, 'CMSImage'],
  [/RichText/, 'UEditor'],
  [/TextArea|Textarea/, 'textarea'],
  [/Radio/, 'radio'],
  [/Checkbox/, 'checkbox'],
  [/Select|TreeSelect|Cascader/, 'select'],
  [/DatePicker\.RangePicker|DateTime/, 'datetime'],
  [/DatePicker/, 'date'],
  [/TimePicker/, 'time'],
];

/** One derived field row: the control and column type from the component and type, options and validations from the schema. */
function fieldRow(req: FastifyRequest, modelId: number, f: SchemaField, s: FormilySchema, i: number): XModelFieldWire {
  const control = CONTROLS.find(([re]) => re.test(f.component))?.[1] ?? 'input';
  const max = f.maxLength ?? 0;
  const fieldType =
    f.type === 'number'
      ? 'double'
      : control === 'date' || control === 'datetime' || control === 'time'
        ? 'datetime'
        : max && max <= 50
          ? 'short_text'
          : max && max <= 200
            ? 'medium_text'
            : max && max <= 2000
              ? 'large_text'
              : 'clob_text';
  const validators = [s['x-validator']].flat().filter(Boolean);
  const validations: XModelFieldWire['validations'] = [];
  if (f.required) validations.push({ type: 'NotEmpty' });
  if (validators.some((v) => v === 'email' || (typeof v === 'object' && v?.format === 'email'))) validations.push({ type: 'Email' });
  if (
    validators.some((v) => v === 'phone' || v === 'mobile' || (typeof v === 'object' && (v?.format === 'phone' || v?.format === 'mobile')))
  )
    validations.push({ type: 'PhoneNumber' });
  if (typeof s.pattern === 'string') validations.push({ type: 'Regex', regex: s.pattern });
  if (f.type === 'number') validations.push({ type: 'Number' });
  return {
    fieldId: i + 1,
    modelId,
    name: schemaText(req, f.title) || f.code,
    code: f.code,
    fieldType,
    fieldName: f.code,
    controlType: control,
    options: f.dictType
      ? { type: 'dict', value: f.dictType }
      : { type: 'text', value: f.options.map((o) => `${o.value}=${schemaText(req, o.label) || o.value}`).join('\n') },
    defaultValue:
      s.default === undefined || s.default === null ? null : typeof s.default === 'string' ? s.default : JSON.stringify(s.default),
    validations,
    sortFlag: i + 1,
    ...(f.maxLength ? { maxLength: f.maxLength } : {}),
    ...(control === 'input' && isUploadField(f) ? { fileUpload: true } : {}),
  };
}

/** The field nodes of a schema by code, through layout nodes (what `schemaFields` lists, with their own schema). */
function nodes(schema: FormilySchema): Map<string, FormilySchema> {
  const out = new Map<string, FormilySchema>();
  const walk = (props: Record<string, FormilySchema> | undefined) => {
    for (const [code, s] of Object.entries(props ?? {}))
      if (s?.type === 'void') walk(s.properties);
      else if (s) out.set(code, s);
  };
  walk(schema.properties);
  return out;
}

/** The service the CMS's `/xmodel/*` routes ask (kernel/shared/services.ts CUSTOM_FORM_MODELS). */
export function customFormModels(kernel: Kernel): CustomFormModels {
  const formOf = async (req: unknown, modelId: number) => {
    if (modelId <= CUSTOM_FORM_MODEL_BASE) return null;
    const site = await cmsOf(kernel).currentSite(req as FastifyRequest);
    if (!site) return null;
    return (
      (await kernel.db
        .selectFrom('cmsCustomForm')
        .select(['formId', 'siteId', 'name', 'code', 'schema'])
        .where('formId', '=', modelId - CUSTOM_FORM_MODEL_BASE)
        .where('siteId', '=', site.siteId)
        .executeTakeFirst()) ?? null
    );
  };
  return {
    isFormModel: (modelId) => modelId > CUSTOM_FORM_MODEL_BASE,
    modelIdOf,
    async list(req) {
      const site = await cmsOf(kernel).currentSite(req as FastifyRequest);
      if (!site) return [];
      const forms = await kernel.db
        .selectFrom('cmsCustomForm')
        .select(['formId', 'name', 'code'])
        .where('siteId', '=', site.siteId)
        .orderBy('formId')
        .execute();
      return forms.map((f) => ({ ...f, modelId: modelIdOf(f.formId) }));
    },
    async model(req, modelId) {
      const f = await formOf(req, modelId);
      return f
        ? {
            modelId,
            ownerType: CUSTOM_FORM_OWNER,
            ownerId: String(f.formId),
            name: f.name,
            code: f.code,
            tableName: 'cms_custom_form_data',
          }
        : null;
    },
    async fields(req, modelId) {
      const f = await formOf(req, modelId);
      if (!f) return null;
      const byCode = nodes(f.schema);
      return schemaFields(f.schema).map((x, i) => fieldRow(req as FastifyRequest, modelId, x, byCode.get(x.code) ?? {}, i));
    },
  };
}
