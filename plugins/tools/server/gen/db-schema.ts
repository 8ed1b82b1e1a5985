import { invalidField, type Kernel, sql } from '#kernel/server';
import type { GenTsType } from '../../shared/gen.ts';
import { AUDIT, camel } from './model.ts';

/** A column as the database describes it. */
export interface DbColumn {
  columnName: string;
  columnComment: string;
  columnType: string;
  typeName: string;
  notNull: boolean;
  hasDefault: boolean;
  isPk: boolean;
  isIncrement: boolean;
  maxLength: number | null;
  position: number;
}

/** PostgreSQL types (pg_type.typname) → the TypeScript type of the generated code; anything else is refused. */
const TS_TYPES: Record<string, GenTsType> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  // pg answers numeric as text, which keeps its precision
  numeric: 'string',
  bool: 'boolean',
  varchar: 'string',
  bpchar: 'string',
  text: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timestamp: 'string',
  timestamptz: 'string',
};
const DATETIME = new Set(['date', 'timestamp', 'timestamptz']);

/** Tables of the current database (schema public) that are not the generator's own and not imported yet. */
export async function dbTables(kernel: Kernel, filter: { tableName?: string; tableComment?: string }) {
  const name = filter.tableName?.trim() ?? '';
  const comment = filter.tableComment?.trim() ?? '';
  const r = await sql<{ tableName: string; tableComment: string }>`
    select c.relname as table_name, coalesce(obj_description(c.oid, 'pg_class'), '') as table_comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'gen\\_%'
      and c.relname not in (select table_name from gen_table)
      and (${name} = '' or c.relname ilike '%' || ${name} || '%')
      and (${comment} = '' or coalesce(obj_description(c.oid, 'pg_class'), '') ilike '%' || ${comment} || '%')
    order by c.relname`.execute(kernel.db);
  return r.rows;
}

/** Whether a table, view, sequence or index of that name exists in the schema public (a new table could not take it). */
export async function relationExists(kernel: Kernel, name: string): Promise<boolean> {
  const r = await sql<{ one: number }>`
    select 1 as one from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = ${name} limit 1`.execute(kernel.db);
  return r.rows.length > 0;
}

/** The columns of a table of the current database (none: the table does not exist). */
export async function dbColumns(kernel: Kernel, table: string): Promise<DbColumn[]> {
  const r = await sql<DbColumn>`
    select a.attname as column_name, coalesce(col_description(c.oid, a.attnum), '') as column_comment,
      format_type(a.atttypid, a.atttypmod) as column_type, t.typname as type_name, a.attnotnull as not_null,
      (d.adbin is not null or a.attidentity <> '') as has_default,
      exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any (i.indkey)) as is_pk,
      (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as is_increment,
      case when t.typname in ('varchar', 'bpchar') and a.atttypmod > 4 then a.atttypmod - 4 end as max_length,
      a.attnum as position
    from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relname = ${table} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(kernel.db);
  return r.rows.map((c) => ({ ...c, position: Number(c.position), maxLength: c.maxLength == null ? null : Number(c.maxLength) }));
}

const isAudit = (name: string) => (AUDIT as readonly string[]).includes(name);

/**
 * A column's generator settings as RuoYi defaults them: the key and audit columns are neither written nor
 * listed; a not-null column without a default is required; text columns are searched with LIKE, others with EQ;
 * dates get the date-time control, long text the text area. `field` names the request field in errors.
 */
export function columnDefaults(table: string, c: DbColumn, field: string) {
  const tsType = TS_TYPES[c.typeName];
  if (!tsType) throw invalidField(field, 'tools:gen.errors.unknownType', { table, column: c.columnName, type: c.columnType });
  const own = !c.isPk && !isAudit(c.columnName);
  const long = c.typeName === 'text' || (c.maxLength ?? 0) > 500;
  const yn = (b: boolean) => (b ? 'Y' : 'N');
  return {
    columnName: c.columnName,
    columnComment: c.columnComment.slice(0, 500),
    columnType: c.columnType,
    tsType,
    tsField: camel(c.columnName),
    isPk: yn(c.isPk),
    isIncrement: yn(c.isIncrement),
    isRequired: yn(own && c.notNull),
    isInsert: yn(own),
    isEdit: yn(own),
    isList: yn(own && !long),
    isQuery: yn(own && !long && tsType === 'string' && !DATETIME.has(c.typeName)),
    queryType: tsType === 'string' && !DATETIME.has(c.typeName) ? 'LIKE' : 'EQ',
    htmlType: DATETIME.has(c.typeName) ? 'datetime' : long ? 'textarea' : 'input',
    dictType: '',
    maxLength: c.maxLength,
    sort: c.position,
  };
}
