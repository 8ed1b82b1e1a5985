import type { GenColumnRow } from '../../shared/gen.ts';
import { regionLines } from './gen-regions.ts';
import { arrayLit, doc, type GenModel, type GenTree, importLine } from './model.ts';

const OPS: Record<string, string> = { NE: '<>', GT: '>', LT: '<' };

/** The value of a field in `values`: an optional field stores null; a field not editable keeps its stored value. */
function value(c: GenColumnRow): string {
  const v = c.isRequired === 'Y' ? `b.${c.tsField}` : `b.${c.tsField} ?? null`;
  return c.isEdit === 'Y' ? v : `old ? old.${c.tsField} : ${v}`;
}

/** `server/routes/<object>.ts`: list, detail, add, edit and delete on the CRUD kit, each with its permission. */
export function routesFile(m: GenModel): string {
  const by = (t: string) => m.query.filter((c) => c.queryType === t).map((c) => `'${c.tsField}'`);
  const equal = by('EQ');
  const contains = by('LIKE');
  const matches = m.query
    .filter((c) => OPS[c.queryType])
    .map((c) => `      ${c.tsField}: (_req, v) => (eb) => eb('${c.tsField}', '${OPS[c.queryType]}', v),`);
  const between = m.query.find((c) => c.queryType === 'BETWEEN');
  const sorts = [m.pk, ...m.list.filter((c) => c.tsType !== 'boolean')].map((c) => `${c.tsField}: '${c.tsField}'`);
  const usesOld = m.fields.some((c) => c.isEdit !== 'Y');
  const extra = [
    equal.length ? arrayLit(equal, 4, 'equal: ') : '',
    contains.length ? arrayLit(contains, 4, 'contains: ') : '',
    matches.length ? `    matches: {\n${matches.join('\n')}\n    },` : '',
    between ? `    dateColumn: '${between.tsField}',` : '',
  ].filter(Boolean);
  const values = m.fields.map((c) => `      ${c.tsField}: ${value(c)},`).join('\n');
  const { tree } = m;
  const kit = ['detailRoute', 'listRoute', 'removeRoute', 'saveRoutes', 'type Kernel', 'type RouteApp'];
  if (tree) kit.push('fail', 'invalidField', 'sql', 'type Db');
  // a tree reads its rows in the order they were added (the client builds the tree); a list shows the newest first
  const order = tree ? '' : "    defaultOrder: [['createTime', 'desc']],\n";
  const guard = tree ? `    guard: (trx, _req, b, old) => checkParent(trx, b.${tree.parent.tsField}, old?.${m.pk.tsField}),\n` : '';
  const before = tree ? ', before: (trx, _req, ids) => checkNoChildren(trx, ids)' : '';
  return `${importLine(kit, '#kernel/server')}
${importLine([`${m.cls}Add`, `${m.cls}Edit`, `${m.cls}Query`, `type ${m.cls}Row`], `../../shared/${m.file}.ts`)}

/** ${doc(m.table.functionName)}: list, detail, add, edit, delete. */
export function ${m.object}Routes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  listRoute<${m.cls}Row>(app, kernel, {
    url: '${m.url}/list',
    access: '${m.perm('list')}',
    filters: ${m.cls}Query,
    sorts: {
${[...sorts, "createTime: 'createTime'"].map((x) => `      ${x},`).join('\n')}
    },
${order}    tiebreak: ['${m.pk.tsField}', '${tree ? 'asc' : 'desc'}'],
    query: () => db.selectFrom('${m.dbTable}'),
${extra.join('\n')}${extra.length ? '\n' : ''}  });

  const object = {
    url: '${m.url}',
    table: '${m.dbTable}',
    key: '${m.pk.tsField}',
    logTitle: '${m.id}:log.${m.object}',
  } as const;
  detailRoute(app, kernel, { ...object, access: '${m.perm('query')}', wire: (_req, r) => r });
  saveRoutes(app, kernel, {
    ...object,
    access: { add: '${m.perm('add')}', edit: '${m.perm('edit')}' },
    body: { add: ${m.cls}Add, edit: ${m.cls}Edit },
${guard}    values: (_req, b${usesOld ? ', old' : ''}) => ({
${values}
    }),
  });
  removeRoute(app, kernel, { ...object, access: '${m.perm('remove')}'${before} });
  // routes added by hand: kept when the code is generated again (Tools → Code generator)
${regionLines('routes', 2)}
}
${tree ? treeChecks(m, tree) : ''}`;
}

/** A tree's checks: the parent is a row of the table and not the row itself nor below it; a row with rows below stays. */
function treeChecks(m: GenModel, tree: GenTree): string {
  const t = m.table.tableName;
  const id = tree.id.columnName;
  const up = tree.parent.columnName;
  const field = tree.parent.tsField;
  return `
/** The parent of a row: none (a root), or a row of the table that is neither the row itself nor one below it. */
async function checkParent(db: Db, parent: number | null | undefined, self?: number) {
  if (!parent) return;
  // the parent and every row above it (UNION stops on a cycle the table might hold)
  const above = await sql<{ id: number | string }>\`
    with recursive up (id, parent) as (
      select ${id}, ${up} from ${t} where ${id} = \${parent}
      union
      select t.${id}, t.${up} from ${t} t join up on t.${id} = up.parent
    )
    select id from up\`.execute(db);
  if (!above.rows.length) throw invalidField('${field}', '${m.id}:errors.noParent', { id: parent });
  if (self != null && above.rows.some((r) => Number(r.id) === self)) throw invalidField('${field}', '${m.id}:errors.ownDescendant');
}

/** Refuses to delete a row that has rows below it (unless they are deleted with it). */
async function checkNoChildren(db: Db, ids: number[]) {
  const child = await db
    .selectFrom('${m.dbTable}')
    .select(['${tree.name.tsField}', '${field}'])
    .where('${field}', 'in', ids)
    .where('${tree.id.tsField}', 'not in', ids)
    .executeTakeFirst();
  if (child) throw fail('${m.id}:errors.hasChildren', { id: child.${field}, name: child.${tree.name.tsField} });
}
`;
}
