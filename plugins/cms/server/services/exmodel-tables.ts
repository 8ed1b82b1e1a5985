import { invalidField, sql, type Db } from '#kernel/server';
import { FIELD_TYPES, type FieldType, XMODEL_DEFAULT_TABLE, XMODEL_TABLE_PATTERN } from '../../shared/exmodel.ts';

/** The key columns every data table of extended models has. */
const KEY_COLUMNS = ['model_id', 'data_type', 'data_id'];
const COLUMN_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

// aliases without underscores: the kernel's camel-case plugin would rename the columns of the result
interface ColumnRow {
  col: string;
  typ: string;
  len: number | null;
}

/** The field type a column holds (by its SQL type and length), or null when it holds none. */
function fieldTypeOf(c: ColumnRow): FieldType | null {
  for (const [id, t] of Object.entries(FIELD_TYPES))
    if (t.sqlType === c.typ && (t.maxLength == null || t.maxLength === c.len)) return id as FieldType;
  return null;
}

/** The value columns of a data table by name, each with its field type (key columns and other types left out). */
export async function valueColumns(db: Db, table: string): Promise<Map<string, FieldType>> {
  const { rows } =
    await sql<ColumnRow>`select column_name as col, data_type as typ, character_maximum_length as len from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  const out = new Map<string, FieldType>();
  for (const c of rows) {
    const type = fieldTypeOf(c);
    if (type && !KEY_COLUMNS.includes(c.col) && COLUMN_PATTERN.test(c.col)) out.set(c.col, type);
  }
  return out;
}

/** The custom data tables (`cms_exd_*` other than the default) that exist and have the key columns. */
export async function customTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ tbl: string; n: number }>`select table_name as tbl, count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name like 'cms\\_exd\\_%' and column_name in (${sql.join(KEY_COLUMNS)})
    group by table_name order by table_name`.execute(db);
  return rows
    .filter((r) => r.n === KEY_COLUMNS.length && r.tbl !== XMODEL_DEFAULT_TABLE && XMODEL_TABLE_PATTERN.test(r.tbl))
    .map((r) => r.tbl);
}

/** The table a model names: the default one, or an existing custom one (refused naming `tableName` otherwise). */
export async function checkedTable(db: Db, name: string | null | undefined): Promise<string> {
  const table = name?.trim() || XMODEL_DEFAULT_TABLE;
  if (table === XMODEL_DEFAULT_TABLE) return table;
  if (!XMODEL_TABLE_PATTERN.test(table) || !(await customTables(db)).includes(table))
    throw invalidField('tableName', 'cms:errors.xmodelTable', { value: table });
  return table;
}

/** A column name already checked against the table's columns, quoted for SQL. */
export function columnId(name: string) {
  if (!COLUMN_PATTERN.test(name)) throw new Error(`bad column ${name}`);
  return sql.id(name);
}
