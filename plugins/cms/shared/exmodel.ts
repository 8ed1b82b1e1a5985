import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** The owner type of the CMS's extended models (chestnut-api §4.9); owner id = the site id. */
export const XMODEL_OWNER = 'CmsExtend';
/** The default data table of extended models and the names a custom one may take. */
export const XMODEL_DEFAULT_TABLE = 'cms_exd_default';
export const XMODEL_TABLE_PATTERN = /^cms_exd_[a-z0-9_]{1,40}$/;

/**
 * A site's or catalog's choice of extended model in its extends: the model id as text ('' for none, or the
 * site's for a catalog), or as the number v1.4.3's select binds (its options' `modelId`); stored as text.
 */
export const ExtendModelRef = () =>
  Type.Optional(Type.Union([Type.String({ maxLength: 20, pattern: '^([1-9][0-9]*)?$' }), Type.Integer({ minimum: 1 })]));

/** Field types (dict MetaFieldType): the column type they map to and how many the default table has. */
export const FIELD_TYPES = {
  short_text: { sqlType: 'character varying', maxLength: 50, count: 25 },
  medium_text: { sqlType: 'character varying', maxLength: 200, count: 25 },
  large_text: { sqlType: 'character varying', maxLength: 2000, count: 4 },
  clob_text: { sqlType: 'text', maxLength: null, count: 1 },
  long: { sqlType: 'bigint', maxLength: null, count: 10 },
  double: { sqlType: 'double precision', maxLength: null, count: 10 },
  datetime: { sqlType: 'timestamp with time zone', maxLength: null, count: 10 },
} as const;
export type FieldType = keyof typeof FIELD_TYPES;
export const FIELD_TYPE_IDS = Object.keys(FIELD_TYPES) as FieldType[];

/** Control types (v1.4.3 `GET /xmodel/controls`). */
export const CONTROL_TYPES = [
  'input',
  'textarea',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'datetime',
  'UEditor',
  'CMSImage',
  'CMSContentSelect',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];
/** Controls whose value is one or several of the field's options. */
export const OPTION_CONTROLS: readonly string[] = ['radio', 'checkbox', 'select'];

/** Validation kinds of a field (SPEC §5). */
export const VALIDATION_TYPES = ['NotEmpty', 'Number', 'Int', 'Date', 'Time', 'DateTime', 'Email', 'PhoneNumber', 'Regex'] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];

/** The data an extended model's values belong to. */
export const DATA_TYPES = ['site', 'catalog', 'content'] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const XModelFieldOptions = Type.Object({
  type: Type.Enum(['text', 'dict']),
  value: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
});
export type XModelFieldOptions = Static<typeof XModelFieldOptions>;

export const XModelValidation = Type.Object({
  type: Type.Enum([...VALIDATION_TYPES]),
  regex: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});
export type XModelValidation = Static<typeof XModelValidation>;

const CODE = { minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' };

const modelFields = {
  name: Wire.text(100),
  code: Type.String(CODE),
  tableName: Wire.optionalText(64),
  remark: Wire.optionalText(500),
};

/** `POST /cms/exmodel`: a model of the current site; no table name means the default table. */
export const XModelAdd = Type.Object(modelFields);
export type XModelAdd = Static<typeof XModelAdd>;
/** `PUT /cms/exmodel` */
export const XModelEdit = Type.Object({ modelId: Wire.id(), ...modelFields });
export type XModelEdit = Static<typeof XModelEdit>;
/** `GET /cms/exmodel` filters */
export const XModelQuery = Type.Object({ query: Wire.filter(100) });
export type XModelQuery = Static<typeof XModelQuery>;

/** A model as the list sends it (XModel). */
export interface XModel {
  modelId: number;
  ownerType: string;
  ownerId: string;
  name: string;
  code: string;
  tableName: string;
  isDefaultTable: boolean;
  remark: string | null;
  createTime?: string;
}

const fieldFields = {
  modelId: Wire.id(),
  name: Wire.text(100),
  code: Type.String(CODE),
  /** v1.4.3's form sends no type for a custom table's column: the column's type then */
  fieldType: Type.Optional(Type.Enum(FIELD_TYPE_IDS)),
  /** no column (v1.4.3's form on the default table): the next free one of the type is assigned */
  fieldName: Type.Optional(Type.String({ minLength: 1, maxLength: 63 })),
  controlType: Type.Enum([...CONTROL_TYPES]),
  mandatoryFlag: Type.Optional(Type.Enum(['Y', 'N'])),
  defaultValue: Wire.optionalText(2000),
  options: Type.Optional(XModelFieldOptions),
  validations: Type.Optional(Type.Array(XModelValidation, { maxItems: 20 })),
  sortFlag: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  remark: Wire.optionalText(500),
};

/** `POST /xmodel/field` */
export const XModelFieldAdd = Type.Object(fieldFields);
export type XModelFieldAdd = Static<typeof XModelFieldAdd>;
/** `PUT /xmodel/field` */
export const XModelFieldEdit = Type.Object({ fieldId: Wire.id(), ...fieldFields });
export type XModelFieldEdit = Static<typeof XModelFieldEdit>;
/** `GET /xmodel/field/list` filters */
export const XModelFieldQuery = Type.Object({ modelId: Wire.id(), query: Wire.filter(100) });
export type XModelFieldQuery = Static<typeof XModelFieldQuery>;

/** A field as the lists send it. */
export type XModelField = XModelFieldEdit & { fieldId: number; fieldType: FieldType; fieldName: string; createTime?: string };

/** `GET /cms/exmodel/data` */
export const XModelDataQuery = Type.Object({
  modelId: Wire.id(),
  dataType: Type.Enum([...DATA_TYPES]),
  dataId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
});
export type XModelDataQuery = Static<typeof XModelDataQuery>;

/** `PUT /cms/exmodel/data`: values by field code. */
export const XModelDataSave = Type.Object({
  ...XModelDataQuery.properties,
  values: Type.Record(Type.String({ maxLength: 50 }), Type.Unknown()),
});
export type XModelDataSave = Static<typeof XModelDataSave>;

/** One field with its current value, as `GET /cms/exmodel/data` sends it. */
export interface XModelFieldData {
  fieldId: number;
  name: string;
  code: string;
  fieldType: FieldType;
  controlType: ControlType;
  mandatoryFlag: 'Y' | 'N';
  defaultValue: string | null;
  validations: XModelValidation[];
  /** the options of radio/checkbox/select fields, resolved from text lines or the dictionary */
  options: { value: string; label: string }[];
  /** the stored value (a list for checkboxes); the default value when nothing is stored */
  value: string | number | string[] | null;
}

/** Parses `key=label` lines (a line without `=` is both). */
export function parseOptionLines(text: string | null | undefined): { value: string; label: string }[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const i = l.indexOf('=');
      return i < 0 ? { value: l, label: l } : { value: l.slice(0, i).trim(), label: l.slice(i + 1).trim() };
    });
}
