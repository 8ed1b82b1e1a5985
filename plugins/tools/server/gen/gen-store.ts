import { fail, invalidField, type Kernel, notFound, type ObjectRouteContext } from '#kernel/server';
import { GEN_SQL_NAME_PATTERN, type GenColumnRow, type GenTableRow } from '../../shared/gen.ts';
import { columnDefaults, dbColumns } from './db-schema.ts';
import { camel, kebab, pascal } from './model.ts';

type Db = ObjectRouteContext['db'] | Kernel['db'];
const SQL_NAME = new RegExp(GEN_SQL_NAME_PATTERN);

export const TABLE_COLUMNS = [
  'tableId',
  'tableName',
  'tableComment',
  'className',
  'pluginId',
  'businessName',
  'functionName',
  'functionAuthor',
  'tplCategory',
  'treeCode',
  'treeParentCode',
  'treeName',
  'parentMenuId',
  'version',
  'remark',
  'createTime',
  'updateTime',
  'sourceKind',
  'sourceId',
] as const;

/** An imported table, or a not-found naming it. */
export async function loadGenTable(db: Db, where: { tableId: number } | { tableName: string }): Promise<GenTableRow> {
  let s = db.selectFrom('genTable').select([...TABLE_COLUMNS]);
  s = 'tableId' in where ? s.where('tableId', '=', where.tableId) : s.where('tableName', '=', where.tableName);
  const row = await s.executeTakeFirst();
  if (!row) throw notFound('tableId' in where ? String(where.tableId) : where.tableName);
  return row as GenTableRow;
}

export async function loadGenColumns(db: Db, tableId: number): Promise<GenColumnRow[]> {
  const rows = await db
    .selectFrom('genTableColumn')
    .selectAll()
    .where('tableId', '=', tableId)
    .orderBy('sort')
    .orderBy('columnId')
    .execute();
  return rows as unknown as GenColumnRow[];
}

/** The columns of a database table as the generator defaults them; refuses a missing table or one without a single integer key. */
export async function readTable(kernel: Kernel, tableName: string, field: string) {
  const cols = await dbColumns(kernel, tableName);
  if (!cols.length) throw invalidField(field, 'tools:gen.errors.noTable', { table: tableName });
  // names the generated code and migration write as they are: lower-case identifiers only
  const odd = [tableName, ...cols.map((c) => c.columnName)].find((n) => !SQL_NAME.test(n));
  if (odd) throw invalidField(field, 'tools:gen.errors.name', { table: tableName, name: odd });
  const keys = cols.filter((c) => c.isPk);
  if (keys.length !== 1 || !['int2', 'int4', 'int8'].includes(keys[0].typeName))
    throw invalidField(field, 'tools:gen.errors.noKey', { table: tableName });
  return cols.map((c) => columnDefaults(tableName, c, field));
}

/** Stores an imported table with its columns (in the import's transaction); answers its id. */
export async function insertGenTable(
  db: Db,
  values: ReturnType<typeof tableDefaults> & { createBy: string; sourceKind?: GenTableRow['sourceKind']; sourceId?: number },
  columns: ReturnType<typeof columnDefaults>[],
): Promise<number> {
  const t = await db.insertInto('genTable').values(values).returning('tableId').executeTakeFirstOrThrow();
  await db
    .insertInto('genTableColumn')
    .values(columns.map((c) => ({ ...c, tableId: t.tableId })))
    .execute();
  return t.tableId;
}

/** The table's generator settings as RuoYi defaults them: `demo_notice` → plugin `demo`, object `notice`, class `DemoNotice`. */
export function tableDefaults(tableName: string, comment: string) {
  const [head, ...rest] = tableName.replace(/^_+/, '').split('_');
  const business = camel(rest.join('_') || head);
  return {
    tableName,
    tableComment: comment.slice(0, 500),
    className: pascal(tableName).replace(/^[^A-Z]+/, '') || 'Gen',
    pluginId: kebab(camel(head)).replace(/^[^a-z]+/, '') || 'gen',
    businessName: business.replace(/^[^a-z]+/, '') || 'item',
    functionName: (comment.trim() || tableName).slice(0, 100),
    tplCategory: 'crud',
  };
}

/** The menu key of a parent menu id (0 or none: the generated plugin's own directory). */
export async function parentMenuKey(db: Db, parentMenuId: number | null): Promise<string | null> {
  if (!parentMenuId) return null;
  const m = await db.selectFrom('sysMenu').select(['menuKey', 'menuType']).where('menuId', '=', parentMenuId).executeTakeFirst();
  if (!m) throw invalidField('parentMenuId', 'tools:gen.errors.noMenu', { id: parentMenuId });
  if (m.menuType === 'F') throw invalidField('parentMenuId', 'tools:gen.errors.noMenu', { id: parentMenuId });
  if (!m.menuKey) throw fail('tools:gen.errors.menuWithoutKey', { id: parentMenuId });
  return m.menuKey;
}
