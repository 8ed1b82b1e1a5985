import { arrayLit, doc, type GenModel, q, words } from './model.ts';

const ascii = (s: string) => !/[^\t\n\r -~]/.test(s);

/** The object's title in three languages (the function name; English from the names when it is not English). */
export function titles(m: GenModel): [string, string, string] {
  const f = m.table.functionName.trim();
  return [f, f, ascii(f) ? f : words(m.cls)];
}

/** `shared/permissions.ts`: the plugin's permission codes. */
export function permissionsFile(m: GenModel): string {
  const codes = (['list', 'query', 'add', 'edit', 'remove'] as const).map((v) => `'${m.perm(v)}'`);
  const NAME = m.id.toUpperCase().replace(/-/g, '_');
  // one line when it fits the formatter's width (short plugin and object names), else one code a line
  return `/** Permission codes of the ${m.id} plugin: \`${m.id}:${m.object}:list|query|add|edit|remove\`. */
${arrayLit(codes, 0, `export const ${NAME}_PERMISSIONS = `, ' as const;')}
export type ${m.idPascal}Permission = (typeof ${NAME}_PERMISSIONS)[number];
`;
}

/** `server/seed.ts`: the screen's menu (under the chosen parent, or a directory of its own) and its buttons. */
export function seedFile(m: GenModel): string {
  const [cn, tw, en] = titles(m).map(q);
  const key = `${m.id}.${m.file}`;
  const root = m.parentMenuKey
    ? ''
    : `    { key: '${m.id}.root', type: 'M', order: 90, path: '${m.id}', icon: 'list', title: T('${cn}', '${tw}', '${en}') },\n`;
  return `import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import type { ${m.idPascal}Permission } from '../shared/permissions.ts';

const button = (perms: ${m.idPascal}Permission, order: number, title: Texts): MenuSeed => ({
  key: \`${key}.\${perms.split(':').pop()}\`,
  parent: '${key}',
  type: 'F',
  order,
  perms,
  title,
});

/** ${doc(m.table.functionName)}: its menu and buttons. */
export const ${m.idCamel}Seed: SeedData = {
  menus: [
${root}    {
      key: '${key}',
      parent: '${q(m.parentMenuKey ?? `${m.id}.root`)}',
      type: 'C',
      order: 1,
      path: '${m.id}-${m.file}',
      component: '${m.id}/${m.file}/index',
      perms: '${m.perm('list')}',
      icon: 'list',
      title: T('${cn}', '${tw}', '${en}'),
    },
    button('${m.perm('query')}', 1, T('查询', '查詢', 'Query')),
    button('${m.perm('add')}', 2, T('新增', '新增', 'Add')),
    button('${m.perm('edit')}', 3, T('修改', '修改', 'Edit')),
    button('${m.perm('remove')}', 4, T('删除', '刪除', 'Delete')),
  ],
};
`;
}

/** `server/index.ts`: the plugin's manifest. */
export function serverIndexFile(m: GenModel): string {
  const NAME = m.id.toUpperCase().replace(/-/g, '_');
  return `import { defineServerPlugin } from '#kernel/server';
import { ${NAME}_PERMISSIONS } from '../shared/permissions.ts';
import { m0001${m.cls} } from './migrations/0001-${m.file}.ts';
import { ${m.object}Routes } from './routes/${m.file}.ts';
import { ${m.idCamel}Seed } from './seed.ts';
import './db/${m.file}-table.ts';

/** ${doc(m.table.functionName)} (written by Tools → Code generator from \`${m.table.tableName}\`). */
export default defineServerPlugin({
  id: '${m.id}',
  dependsOn: ['system'],
  permissions: [...${NAME}_PERMISSIONS],
  tables: ['${m.table.tableName}'],
  prefixes: ['/${m.id}/'],
  migrations: [m0001${m.cls}],
  seed: ${m.idCamel}Seed,
  routes(app, kernel) {
    ${m.object}Routes(app, kernel);
  },
});
`;
}
