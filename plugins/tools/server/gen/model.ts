import type { GenColumnRow, GenTableRow } from '../../shared/gen.ts';

/** `snake_case` or `kebab-case` → `camelCase`. */
export const camel = (s: string) => s.replace(/[_-]+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** → `PascalCase`. */
export const pascal = (s: string) => {
  const c = camel(s);
  return c.charAt(0).toUpperCase() + c.slice(1);
};
/** `camelCase` → `kebab-case`. */
export const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** `someField` → `Some field` (an English label when the column has no comment). */
export const words = (s: string) => {
  const w = kebab(s).replace(/-/g, ' ');
  return w.charAt(0).toUpperCase() + w.slice(1);
};
/** A text inside a single-quoted TS string. */
export const q = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, ' ');
/** A text inside a `/** … *\/` comment. */
export const doc = (s: string) => s.replace(/\*\//g, '* /').replace(/\r?\n/g, ' ');

/** Columns every generated table has (the CRUD kit's versioned update writes them). */
export const AUDIT = ['version', 'create_by', 'create_time', 'update_by', 'update_time'] as const;
export const AUDIT_DDL: Record<(typeof AUDIT)[number], string> = {
  version: 'version int not null default 0',
  create_by: 'create_by text',
  create_time: 'create_time timestamptz not null default now()',
  update_by: 'update_by text',
  update_time: 'update_time timestamptz',
};
/** Control types whose value is an uploaded file's path on this site (kernel ImageUpload / FileUpload, one file). */
const UPLOADS = new Set(['imageUpload', 'fileUpload']);
export const isUpload = (c: GenColumnRow) => c.tsType === 'string' && UPLOADS.has(c.htmlType);
const isAudit = (c: GenColumnRow) => (AUDIT as readonly string[]).includes(c.columnName);

/** What every template reads: the table's settings, its columns by role, and the names derived once. */
export interface GenModel {
  table: GenTableRow;
  columns: GenColumnRow[];
  pk: GenColumnRow;
  /** the table's own columns: not the key, not the audit columns */
  own: GenColumnRow[];
  /** columns an add or edit body carries (not the key, not the audit columns) */
  fields: GenColumnRow[];
  list: GenColumnRow[];
  query: GenColumnRow[];
  /** the menu key the seed puts the screen under (none: the plugin's own directory) */
  parentMenuKey: string | null;
  id: string;
  /** the plugin id as an identifier (`demo-shop` → `demoShop`) */
  idCamel: string;
  idPascal: string;
  /** the object's name: `notice`, its file name `notice` (kebab), its class `DemoNotice` */
  object: string;
  file: string;
  cls: string;
  url: string;
  /** the table's name in kysely's Database interface */
  dbTable: string;
  perm: (verb: 'list' | 'query' | 'add' | 'edit' | 'remove') => string;
  /** a tree table (tplCategory 'tree'): its id (the key), parent and name columns; none for a flat list */
  tree: GenTree | null;
}

/** The three columns of a tree table (gen-validate.ts checks them: the key, an integer parent, a text name). */
export interface GenTree {
  id: GenColumnRow;
  parent: GenColumnRow;
  name: GenColumnRow;
  /** the parent value of a root row: null when the parent column may be empty, else 0 */
  root: 'null' | '0';
}

/** The tree columns of a table set to 'tree' (a column named by the table but missing: a flat list). */
function treeOf(table: GenTableRow, columns: GenColumnRow[]): GenTree | null {
  if (table.tplCategory !== 'tree') return null;
  const by = (name: string | null) => columns.find((c) => c.columnName === name);
  const id = by(table.treeCode);
  const parent = by(table.treeParentCode);
  const name = by(table.treeName);
  if (!id || !parent || !name) return null;
  return { id, parent, name, root: parent.isRequired === 'Y' ? '0' : 'null' };
}

/** The model of one imported table; the caller has checked it has one key column. */
export function genModel(table: GenTableRow, columns: GenColumnRow[], parentMenuKey: string | null): GenModel {
  // a tree's parent is always written (the editor's parent picker)
  const sorted = [...columns]
    .sort((a, b) => a.sort - b.sort)
    .map((c) =>
      table.tplCategory === 'tree' && c.columnName === table.treeParentCode ? { ...c, isInsert: 'Y' as const, isEdit: 'Y' as const } : c,
    );
  const pk = sorted.find((c) => c.isPk === 'Y')!;
  const own = sorted.filter((c) => c !== pk && !isAudit(c));
  const file = kebab(table.businessName);
  return {
    table,
    columns: sorted,
    pk,
    own,
    fields: own.filter((c) => c.isInsert === 'Y' || c.isEdit === 'Y'),
    list: own.filter((c) => c.isList === 'Y'),
    // a file's path is no search
    query: own.filter((c) => c.isQuery === 'Y' && !isUpload(c)),
    parentMenuKey,
    id: table.pluginId,
    idCamel: camel(table.pluginId),
    idPascal: pascal(table.pluginId),
    object: table.businessName,
    file,
    cls: table.className,
    url: `/${table.pluginId}/${file}`,
    dbTable: camel(table.tableName),
    perm: (verb) => `${table.pluginId}:${table.businessName}:${verb}`,
    tree: treeOf(table, sorted),
  };
}

/** The label of a column in a language: its comment, or its field in words for English. */
export const label = (c: GenColumnRow, lng: 'zh-CN' | 'zh-TW' | 'en') => {
  const comment = c.columnComment.trim();
  return !comment || (lng === 'en' && /[^\t\n\r -~]/.test(comment)) ? words(c.tsField) : comment;
};

/** An import of `names` from `from`, wrapped one name a line when it is longer than the formatter's 140 columns. */
export function importLine(names: string[], from: string, kind = 'import'): string {
  const one = `${kind} { ${names.join(', ')} } from '${from}';`;
  return one.length <= 140 ? one : `${kind} {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '${from}';`;
}
/** An array literal at `indent` spaces after `prefix`, wrapped one item a line when it does not fit 140 columns. */
export function arrayLit(items: string[], indent: number, prefix: string, suffix = ','): string {
  const pad = ' '.repeat(indent);
  const one = `${pad}${prefix}[${items.join(', ')}]${suffix}`;
  return one.length <= 140 ? one : `${pad}${prefix}[\n${items.map((i) => `${pad}  ${i},`).join('\n')}\n${pad}]${suffix}`;
}
/** An object literal of `entries` (`key: value`) at `indent` spaces, one entry a line when it does not fit 140 columns. */
export function objectLit(entries: string[], indent: number, suffix = ','): string {
  const pad = ' '.repeat(indent);
  const one = `${pad}{ ${entries.join(', ')} }${suffix}`;
  return one.length <= 140 ? one : `${pad}{\n${entries.map((e) => `${pad}  ${e},`).join('\n')}\n${pad}}${suffix}`;
}
/** A dictionary's options in `dicts` (the property form when the type is an identifier). */
export const dictRef = (type: string) => (/^[A-Za-z_$][\w$]*$/.test(type) ? `dicts.${type}` : `dicts['${type}']`);
