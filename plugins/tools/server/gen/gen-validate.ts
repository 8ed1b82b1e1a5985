import { invalidField, type Kernel, type ObjectRouteContext, sql } from '#kernel/server';
import type { GenColumnRow, GenTableEdit } from '../../shared/gen.ts';
import { parentMenuKey } from './gen-store.ts';

type Db = ObjectRouteContext['db'];
/** ids a generated plugin may not take besides the enabled plugins' (the kernel's own names) */
const RESERVED = new Set(['kernel', 'common', 'server', 'widgets', 'api', 'admin', 'login']);
/** fields the CRUD kit writes itself */
const KIT_FIELDS = new Set(['version', 'createBy', 'createTime', 'updateBy', 'updateTime']);

const INTEGER = /^(smallint|integer|bigint)\b/;

/**
 * A tree names its three columns of the table: the id is the key, the parent an integer column other than the key
 * (holding the key of the row above), the name a text column (what the parent picker shows).
 */
function checkTree(b: GenTableEdit, columns: GenColumnRow[]): void {
  const edited = new Map(b.columns.map((c) => [c.columnId, c]));
  const column = (f: 'treeCode' | 'treeParentCode' | 'treeName') => {
    const c = columns.find((x) => x.columnName === b[f]);
    if (!c) throw invalidField(f, 'tools:gen.errors.treeField', { value: b[f] ?? '' });
    return { ...c, ...edited.get(c.columnId) };
  };
  const id = column('treeCode');
  const parent = column('treeParentCode');
  const name = column('treeName');
  if (id.isPk !== 'Y') throw invalidField('treeCode', 'tools:gen.errors.treeCode', { value: id.columnName });
  if (parent.isPk === 'Y' || !INTEGER.test(parent.columnType) || parent.tsType !== 'number')
    throw invalidField('treeParentCode', 'tools:gen.errors.treeParent', { value: parent.columnName });
  if (name.tsType !== 'string') throw invalidField('treeName', 'tools:gen.errors.treeName', { value: name.columnName });
}

/**
 * The rules of an edit the schema cannot say: the plugin id is free (no enabled plugin's, none that ever ran here,
 * no prefix of one, not the kernel's), one object per plugin id and name, every column is the table's and its field unique, a tree names
 * its three columns, the parent menu exists.
 */
export async function checkGenEdit(kernel: Kernel, db: Db, b: GenTableEdit, columns: GenColumnRow[]): Promise<void> {
  const prefix = `/${b.pluginId}/`;
  // a plugin of this deployment that is switched off has left its migrations and menus behind
  const known = await sql<{ one: number }>`
    select 1 as one from zx_migration where plugin = ${b.pluginId}
    union all select 1 from sys_menu where plugin = ${b.pluginId} limit 1`.execute(db);
  const taken =
    RESERVED.has(b.pluginId) ||
    known.rows.length > 0 ||
    kernel.plugins.some((p) => p.id === b.pluginId || (p.prefixes ?? []).some((x) => x.startsWith(prefix) || prefix.startsWith(x)));
  if (taken) throw invalidField('pluginId', 'tools:gen.errors.pluginTaken', { value: b.pluginId });
  const twin = await db
    .selectFrom('genTable')
    .select('tableName')
    .where('pluginId', '=', b.pluginId)
    .where('businessName', '=', b.businessName)
    .where('tableId', '<>', b.tableId)
    .executeTakeFirst();
  if (twin) throw invalidField('businessName', 'tools:gen.errors.businessTaken', { value: b.businessName, table: twin.tableName });

  const byId = new Map(columns.map((c) => [c.columnId, c]));
  const fields = new Set<string>();
  for (const c of b.columns) {
    const stored = byId.get(c.columnId);
    if (!stored) throw invalidField('columns', 'tools:gen.errors.notOfTable', { id: c.columnId });
    if (fields.has(c.tsField) || (stored.isPk !== 'Y' && KIT_FIELDS.has(c.tsField) && !KIT_FIELDS.has(stored.tsField)))
      throw invalidField('columns', 'tools:gen.errors.fieldTaken', { value: c.tsField });
    fields.add(c.tsField);
    // an uploader stores the file's path: text
    if ((c.htmlType === 'imageUpload' || c.htmlType === 'fileUpload') && c.tsType !== 'string')
      throw invalidField('htmlType', 'tools:gen.errors.uploadText', { value: c.tsField });
  }
  if (b.tplCategory === 'tree') checkTree(b, columns);
  await parentMenuKey(db, b.parentMenuId ?? null);
}
