import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import type { FormilySchema } from '#kernel/shared';

/** Bounds of custom forms (chestnut-api §1.7). */
export const CUSTOM_FORM_LIMITS = {
  name: 100,
  code: 50,
  remark: 500,
  template: 200,
  dayLimit: 100000,
  batch: 500,
  notes: 2000,
  assignee: 64,
  /** the schema as JSON text, and a submission's body (bytes) */
  schemaBytes: 256 * 1024,
  submitBytes: 64 * 1024,
} as const;

/** Form status (dict CustomFormStatus): 0 draft, 10 published, 20 offline. */
export const CUSTOM_FORM_STATUS = { draft: 0, published: 10, offline: 20 } as const;
/** The limit rules (HEAD's ids; v1.4.3's dict CustomFormRule 0/1/2 maps to them). */
export const CUSTOM_FORM_RULES = ['Unlimited', 'IP', 'UUID'] as const;
export type CustomFormRule = (typeof CUSTOM_FORM_RULES)[number];
/** A submission's handling on the desk: new → handling → done, or rejected. */
export const CUSTOM_FORM_DATA_STATUSES = ['new', 'handling', 'done', 'rejected'] as const;
export type CustomFormDataStatus = (typeof CUSTOM_FORM_DATA_STATUSES)[number];
/** The hidden field a person leaves empty (a bot fills it). */
export const CUSTOM_FORM_HONEYPOT = '_hp_website';

const templates = Type.Optional(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: CUSTOM_FORM_LIMITS.template })));
const schema = Type.Optional(Type.Object({ type: Type.Literal('object') }, { additionalProperties: true }));
const formFields = {
  name: Wire.text(CUSTOM_FORM_LIMITS.name),
  code: Wire.code(CUSTOM_FORM_LIMITS.code),
  needCaptcha: Type.Optional(Wire.yesNo()),
  needLogin: Type.Optional(Wire.yesNo()),
  ruleLimit: Type.Optional(Wire.codeOf(CUSTOM_FORM_RULES)),
  dayLimit: Type.Optional(Wire.int(0, CUSTOM_FORM_LIMITS.dayLimit)),
  templates,
  remark: Wire.optionalText(CUSTOM_FORM_LIMITS.remark),
  schema,
};

/** `POST /cms/customform` (of the current site; v1.4.3's `siteId` and `tableName` are accepted and ignored). */
export const CustomFormAdd = Type.Object({
  ...formFields,
  siteId: Type.Optional(Type.Unknown()),
  tableName: Type.Optional(Type.Unknown()),
});
export type CustomFormAdd = Static<typeof CustomFormAdd>;
/** `PUT /cms/customform` */
export const CustomFormEdit = Type.Object({ formId: Wire.id(), ...formFields });
export type CustomFormEdit = Static<typeof CustomFormEdit>;
/** `PUT /cms/customform/schema`: the designer saves the schema as edited (publishing freezes it). */
export const CustomFormSchemaSave = Type.Object({
  formId: Wire.id(),
  schema: Type.Object({ type: Type.Literal('object') }, { additionalProperties: true }),
});
/** `GET /cms/customform`: `query` in name or code, `status` a status. */
export const CustomFormQuery = Type.Object({
  query: Wire.filter(100),
  status: Type.Optional(Type.Union([Type.Integer(), Type.Literal('')])),
});
export type CustomFormQuery = Static<typeof CustomFormQuery>;
/** delete / publish / offline: `[formIds]` */
export const CustomFormIds = Type.Array(Wire.id(), { minItems: 1, maxItems: CUSTOM_FORM_LIMITS.batch });

/** `GET /cms/customform/data?formId=`: filters of the desk. */
export const CustomFormDataQuery = Type.Object({
  formId: Wire.id(),
  ip: Wire.filter(64),
  status: Wire.filterOf(CUSTOM_FORM_DATA_STATUSES),
  assignee: Wire.filter(CUSTOM_FORM_LIMITS.assignee),
  query: Wire.filter(100),
});
export type CustomFormDataQuery = Static<typeof CustomFormDataQuery>;
/** the form a data route works on (`?formId=`) */
export const CustomFormRef = Type.Object({ formId: Wire.id() });
/** `GET /cms/customform/data/detail?formId=&dataId=` */
export const CustomFormDataRef = Type.Object({ formId: Wire.id(), dataId: Wire.id() });
/** `POST`/`PUT /cms/customform/data?formId=`: the field values (`{fieldCode: value}`; the edit also `dataId`). */
export const CustomFormDataBody = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown());
/** `DELETE /cms/customform/data?formId=`: `[dataIds]` */
export const CustomFormDataIds = Type.Array(Wire.id(), { minItems: 1, maxItems: CUSTOM_FORM_LIMITS.batch });
/** `PUT /cms/customform/data/handle`: the desk's status, assignee and internal notes. */
export const CustomFormDataHandle = Type.Object({
  formId: Wire.id(),
  dataId: Wire.id(),
  status: Wire.codeOf(CUSTOM_FORM_DATA_STATUSES),
  assignee: Wire.optionalText(CUSTOM_FORM_LIMITS.assignee),
  notes: Wire.optionalText(CUSTOM_FORM_LIMITS.notes),
});
export type CustomFormDataHandle = Static<typeof CustomFormDataHandle>;

/** A form as the console reads it (v1.4.3's CmsCustomForm fields, `modelId` its ex-model, plus ours). */
export interface CustomFormRow {
  formId: number;
  siteId: number;
  modelId: number;
  name: string;
  code: string;
  status: number;
  needCaptcha: string;
  needLogin: string;
  ruleLimit: CustomFormRule;
  dayLimit: number;
  templates: Record<string, string>;
  publishedVersion: number | null;
  remark: string | null;
  createBy: string | null;
  createTime: string;
  updateTime: string | null;
  schema?: FormilySchema;
}

/** A submission as the desk reads it: the values at the top (v1.4.3's `{fieldCode: value}` map) and the fixed fields. */
export interface CustomFormDataRow {
  dataId: number;
  formId: number;
  siteId: number;
  modelId: number;
  versionNo: number;
  status: CustomFormDataStatus;
  assignee: string | null;
  notes: string | null;
  clientIp: string | null;
  uuid: string | null;
  memberId: number | null;
  createTime: string;
  [field: string]: unknown;
}
