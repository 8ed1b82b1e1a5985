import { type Static, Type } from 'typebox';
import { EX_MODEL_KINDS, type ExModelKind, type ExModelSource, Wire } from '#kernel/shared';

/** The code generator's choices (v1.4.3 gen_table / gen_table_column, RuoYi's values). */
export const GEN_TPL_CATEGORIES = ['crud', 'tree'] as const;
export const GEN_TS_TYPES = ['string', 'number', 'boolean'] as const;
export const GEN_QUERY_TYPES = ['EQ', 'NE', 'GT', 'LT', 'LIKE', 'BETWEEN'] as const;
export const GEN_HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;
export type GenTsType = (typeof GEN_TS_TYPES)[number];
export type GenQueryType = (typeof GEN_QUERY_TYPES)[number];
export type GenHtmlType = (typeof GEN_HTML_TYPES)[number];

/** A plugin id the generator writes: kebab-case, starting with a letter. */
export const GEN_PLUGIN_ID_PATTERN = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';
/** A class name: PascalCase. A business name: camelCase. A column's field: camelCase. */
export const GEN_CLASS_PATTERN = '^[A-Z][A-Za-z0-9]*$';
export const GEN_IDENT_PATTERN = '^[a-z][A-Za-z0-9]*$';
/** A database identifier (table, column). */
export const GEN_SQL_NAME_PATTERN = '^[a-z_][a-z0-9_]*$';

const yesNo = Wire.yesNo();
const sqlName = Type.String({ minLength: 1, maxLength: 63, pattern: GEN_SQL_NAME_PATTERN });

/** One column in `PUT /tool/gen` (the column's name and database type are the database's: not changed here). */
export const GenColumnEdit = Type.Object({
  columnId: Wire.id(),
  columnComment: Type.Optional(Type.String({ maxLength: 500 })),
  tsType: Wire.codeOf(GEN_TS_TYPES),
  tsField: Type.String({ minLength: 1, maxLength: 63, pattern: GEN_IDENT_PATTERN }),
  isRequired: yesNo,
  isInsert: yesNo,
  isEdit: yesNo,
  isList: yesNo,
  isQuery: yesNo,
  queryType: Wire.codeOf(GEN_QUERY_TYPES),
  htmlType: Wire.codeOf(GEN_HTML_TYPES),
  dictType: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_:.-]*$' })),
  sort: Type.Optional(Wire.int(0, 9999)),
});
export type GenColumnEdit = Static<typeof GenColumnEdit>;

/** `PUT /tool/gen`: the table's generator settings and each of its columns. */
export const GenTableEdit = Type.Object({
  tableId: Wire.id(),
  version: Wire.version(),
  tableComment: Type.Optional(Type.String({ maxLength: 500 })),
  className: Type.String({ minLength: 1, maxLength: 100, pattern: GEN_CLASS_PATTERN }),
  pluginId: Type.String({ minLength: 1, maxLength: 50, pattern: GEN_PLUGIN_ID_PATTERN }),
  businessName: Type.String({ minLength: 1, maxLength: 50, pattern: GEN_IDENT_PATTERN }),
  functionName: Wire.text(100),
  functionAuthor: Wire.optionalText(50),
  tplCategory: Wire.codeOf(GEN_TPL_CATEGORIES),
  treeCode: Type.Optional(Type.Union([sqlName, Type.Literal(''), Type.Null()])),
  treeParentCode: Type.Optional(Type.Union([sqlName, Type.Literal(''), Type.Null()])),
  treeName: Type.Optional(Type.Union([sqlName, Type.Literal(''), Type.Null()])),
  parentMenuId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  remark: Wire.optionalText(500),
  columns: Type.Array(GenColumnEdit, { minItems: 1, maxItems: 500 }),
});
export type GenTableEdit = Static<typeof GenTableEdit>;

/** `GET /tool/gen/list`, `GET /tool/gen/db/list` */
export const GenTableQuery = Type.Object({ tableName: Wire.filter(200), tableComment: Wire.filter(500) });
export type GenTableQuery = Static<typeof GenTableQuery>;
/** `POST /tool/gen/importTable?tables=a,b`, `GET /tool/gen/batchGenCode?tables=a,b` */
export const GenTablesQuery = Type.Object({ tables: Type.String({ minLength: 1, maxLength: 4000 }) });
export const GenTableNameParam = Type.Object({ tableName: sqlName });

/** A new table's name: a lower-case identifier starting with a letter. */
export const GEN_NEW_TABLE_PATTERN = '^[a-z][a-z0-9_]*$';
/** `POST /tool/gen/importSource`: a new table made from a custom form (`id` the form's) or an ex-model (`id` the model's) of the current site. */
export const GenSourceImport = Type.Object({
  kind: Wire.codeOf(EX_MODEL_KINDS),
  id: Wire.id(),
  tableName: Type.String({ minLength: 1, maxLength: 63, pattern: GEN_NEW_TABLE_PATTERN }),
});
export type GenSourceImport = Static<typeof GenSourceImport>;
/** `GET /tool/gen/sources?kind=`: the current site's sources of a kind, for the import dialog's picker. */
export const GenSourcesQuery = Type.Object({ kind: Wire.codeOf(EX_MODEL_KINDS) });
export type GenSourceKind = ExModelKind;
export type GenSourceRow = ExModelSource;

/** A row of `GET /tool/gen/list`. */
export interface GenTableRow {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  pluginId: string;
  businessName: string;
  functionName: string;
  functionAuthor: string | null;
  tplCategory: string;
  treeCode: string | null;
  treeParentCode: string | null;
  treeName: string | null;
  parentMenuId: number | null;
  version: number;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
  /** what the table was made from instead of the database (`importSource`); null for a table of the database */
  sourceKind: GenSourceKind | null;
  sourceId: number | null;
}
/** A row of `GET /tool/gen/db/list`: a table of the database not imported yet. */
export interface GenDbTableRow {
  tableName: string;
  tableComment: string;
}
/** A column as stored (`GET /tool/gen/:tableId` → rows). */
export interface GenColumnRow extends Required<Omit<GenColumnEdit, 'columnComment' | 'dictType' | 'sort'>> {
  tableId: number;
  columnName: string;
  columnComment: string;
  columnType: string;
  isPk: 'Y' | 'N';
  isIncrement: 'Y' | 'N';
  dictType: string;
  maxLength: number | null;
  sort: number;
}
/** `GET /tool/gen/:tableId` */
export interface GenTableDetail {
  info: GenTableRow;
  rows: GenColumnRow[];
  tables: GenTableRow[];
}

/** One generated file against the last download (`GET /tool/gen/diff/:id`): new, changed (its unified diff), unchanged, or gone. */
export interface GenFileDiff {
  file: string;
  status: 'added' | 'changed' | 'same' | 'removed';
  patch: string;
}
/**
 * What regeneration did with a hand-written region of the last export (gen-regions.ts): its body kept, lines that
 * looked like markers dropped from it, or the region unknown to the file now (its body dropped).
 */
export interface GenRegionNote {
  file: string;
  region: string;
  status: 'kept' | 'markerDropped' | 'unknown';
  /** the lines dropped (markerDropped) */
  lines?: number;
}
/** `GET /tool/gen/diff/:id`: when the last download was (none: never), each file against it, the hand-written regions. */
export interface GenDiff {
  since: string | null;
  files: GenFileDiff[];
  regions: GenRegionNote[];
}
/** `PUT /tool/gen/handWritten/:id`: the project's current files of the table's plugin (by their generated paths). */
export const GenHandWritten = Type.Object({
  files: Type.Record(Type.String({ maxLength: 300 }), Type.String({ maxLength: 500_000 }), { minProperties: 1, maxProperties: 60 }),
});
export type GenHandWritten = Static<typeof GenHandWritten>;
