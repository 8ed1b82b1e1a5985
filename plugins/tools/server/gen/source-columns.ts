import { invalidField, type Kernel, sql } from '#kernel/server';
import { EX_MODELS, type ExModelField, type ExModelKind, type ExModels } from '#kernel/shared';
import type { GenHtmlType } from '../../shared/gen.ts';
import { columnDefaults, type DbColumn } from './db-schema.ts';
import { AUDIT, camel } from './model.ts';

/** The key column of a table made from a source. */
export const SOURCE_KEY = 'id';

/** The v1.4.3 MetaFieldType of a source's field → the column the generated migration creates for it. */
const FIELD_COLUMNS: Record<string, { typeName: string; columnType: string }> = {
  short_text: { typeName: 'varchar', columnType: 'character varying' },
  medium_text: { typeName: 'varchar', columnType: 'character varying' },
  large_text: { typeName: 'varchar', columnType: 'character varying' },
  clob_text: { typeName: 'text', columnType: 'text' },
  long: { typeName: 'int8', columnType: 'bigint' },
  double: { typeName: 'float8', columnType: 'double precision' },
  datetime: { typeName: 'timestamptz', columnType: 'timestamp with time zone' },
};
/** the audit columns as the generated migration writes them (model.ts AUDIT_DDL) */
const AUDIT_COLUMNS: Record<(typeof AUDIT)[number], { typeName: string; columnType: string; notNull: boolean }> = {
  version: { typeName: 'int4', columnType: 'integer', notNull: true },
  create_by: { typeName: 'text', columnType: 'text', notNull: false },
  create_time: { typeName: 'timestamptz', columnType: 'timestamp with time zone', notNull: true },
  update_by: { typeName: 'text', columnType: 'text', notNull: false },
  update_time: { typeName: 'timestamptz', columnType: 'timestamp with time zone', notNull: false },
};
/** varchar's own limit */
const VARCHAR_MAX = 10_485_760;
/** A source's control → the generator's, where it has one (text fields; the rest keep the type's default). */
const CONTROLS: Record<string, GenHtmlType> = {
  textarea: 'textarea',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  UEditor: 'editor',
  CMSImage: 'imageUpload',
  file: 'fileUpload',
};
const CHOICES = new Set<GenHtmlType>(['select', 'radio', 'checkbox']);

/**
 * A field's code as a column name that survives the round trip through the kernel's camel-case mapping: `fullName`
 * and `full_name` → `full_name`, `text_1` → `text1`, an all-capitals `URL` → `url`.
 */
export function columnNameOf(code: string): string {
  const base = /^[A-Z0-9_]+$/.test(code) ? code.toLowerCase() : code.charAt(0).toLowerCase() + code.slice(1);
  return camel(base).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** PostgreSQL's key words that cannot name a column unquoted (reserved, and those only a type or function may use). */
async function reservedWords(kernel: Kernel): Promise<Set<string>> {
  const r = await sql<{ word: string }>`select word from pg_get_keywords() where catcode in ('R', 'T')`.execute(kernel.db);
  return new Set(r.rows.map((w) => w.word));
}

/** Whether a name is a key word PostgreSQL does not take as a column or table name unquoted. */
export async function isReservedWord(kernel: Kernel, name: string): Promise<boolean> {
  return (await reservedWords(kernel)).has(name);
}

/** A field as the database would describe its column. */
function fieldColumn(f: ExModelField, columnName: string, position: number): DbColumn {
  const integer = f.integer && f.fieldType === 'double';
  const col = integer ? FIELD_COLUMNS.long : FIELD_COLUMNS[f.fieldType];
  const max = col.typeName === 'varchar' ? Math.min(f.maxLength ?? VARCHAR_MAX, VARCHAR_MAX) : null;
  return {
    columnName,
    columnComment: f.name,
    columnType: max ? `${col.columnType}(${max})` : col.columnType,
    typeName: col.typeName,
    notNull: f.required,
    hasDefault: false,
    isPk: false,
    isIncrement: false,
    maxLength: max,
    position,
  };
}

/** The generator's control and dictionary of a field's column, from the source's control and options. */
function controlOf(f: ExModelField, c: ReturnType<typeof columnDefaults>) {
  // a date's column keeps the date-time control; a date control on a text column stays a text box
  if (c.htmlType === 'datetime') return {};
  const html = CONTROLS[f.controlType];
  // an upload, a text area and a rich text hold text; a choice may be of numbers
  if (!html || (c.tsType !== 'string' && !CHOICES.has(html))) return {};
  return { htmlType: html, dictType: CHOICES.has(html) ? f.dictType.slice(0, 100) : '' };
}

/**
 * The generator's columns of a new table made from a source's fields: an int8 identity key, one column per field
 * (its name from the code, its SQL type from the field type, whole numbers and the most characters; required when
 * mandatory; the control and dictionary from the field's) and the audit columns. A code that cannot be a column
 * name, or two codes naming one column, refuse the request naming `field`.
 */
export async function sourceColumns(kernel: Kernel, tableName: string, fields: ExModelField[], field: string) {
  if (!fields.length) throw invalidField(field, 'tools:gen.errors.noFields');
  const reserved = await reservedWords(kernel);
  const taken = new Set<string>([SOURCE_KEY, ...AUDIT]);
  const key: DbColumn = {
    columnName: SOURCE_KEY,
    columnComment: '',
    columnType: 'bigint',
    typeName: 'int8',
    notNull: true,
    hasDefault: true,
    isPk: true,
    isIncrement: true,
    maxLength: null,
    position: 1,
  };
  const own = fields.map((f, i) => {
    const name = columnNameOf(f.code);
    if (!/^[a-z][a-z0-9_]{0,62}$/.test(name) || reserved.has(name) || taken.has(name) || !FIELD_COLUMNS[f.fieldType])
      throw invalidField(field, 'tools:gen.errors.fieldCode', { code: f.code, column: name });
    taken.add(name);
    const c = columnDefaults(tableName, fieldColumn(f, name, i + 2), field);
    return { ...c, ...controlOf(f, c) };
  });
  const audit = AUDIT.map((a, i) => {
    const position = fields.length + 2 + i;
    const c: DbColumn = {
      ...AUDIT_COLUMNS[a],
      columnName: a,
      columnComment: '',
      hasDefault: false,
      isPk: false,
      isIncrement: false,
      maxLength: null,
      position,
    };
    return columnDefaults(tableName, c, field);
  });
  return [columnDefaults(tableName, key, field), ...own, ...audit];
}

/** The current site's sources through EX_MODELS, refused naming `field` when no plugin provides the kind here. */
export function exModelsOf(kernel: Kernel, kind: ExModelKind, field: string): ExModels {
  const service = kernel.services.get(EX_MODELS);
  if (!service?.kinds().includes(kind)) throw invalidField(field, 'tools:gen.errors.noSources');
  return service;
}

const NO_SOURCE = { customform: 'tools:gen.errors.noForm', exmodel: 'tools:gen.errors.noExModel' } as const;

/** A source of the request's current site with the generator's columns of its fields (a missing one refused naming `field`). */
export async function readSource(
  kernel: Kernel,
  req: unknown,
  source: { kind: ExModelKind; id: number; tableName: string },
  field: string,
) {
  const found = await exModelsOf(kernel, source.kind, field).source(req, source.kind, source.id);
  if (!found) throw invalidField(field, NO_SOURCE[source.kind], { id: source.id });
  return { source: found, columns: await sourceColumns(kernel, source.tableName, found.fields, field) };
}
