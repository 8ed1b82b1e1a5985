import type { GenColumnRow } from '../../shared/gen.ts';
import { arrayLit, doc, type GenModel, importLine } from './model.ts';

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
  return `import { detailRoute, listRoute, removeRoute, saveRoutes, type Kernel, type RouteApp } from '#kernel/server';
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
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['${m.pk.tsField}', 'desc'],
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
    values: (_req, b${usesOld ? ', old' : ''}) => ({
${values}
    }),
  });
  removeRoute(app, kernel, { ...object, access: '${m.perm('remove')}' });
}
`;
}
