import { doc, type GenModel, importLine } from './model.ts';

/** `client/api/<object>-api.ts`: the object's URLs, calls and descriptor. */
export function clientApiFile(m: GenModel): string {
  const nameField = m.list.find((c) => c.tsType === 'string' && c.isRequired === 'Y') ?? m.own.find((c) => c.tsType === 'string');
  const nameOf = nameField ? `String(r.${nameField.tsField} ?? r.${m.pk.tsField})` : `String(r.${m.pk.tsField})`;
  return `import { crudApi, crudObjects, crudPerms, crudUrls } from '#kernel/client';
${importLine([`${m.cls}Add`, `${m.cls}Edit`, `${m.cls}Query`, `${m.cls}Row`], `../../shared/${m.file}.ts`, 'import type')}
import type { ${m.idPascal}Permission } from '../../shared/permissions.ts';

export type { ${m.cls}Query, ${m.cls}Row };

/** URLs of ${doc(m.table.functionName)}, declared once. */
export const ${m.object}Urls = crudUrls('${m.url}');
export const ${m.object}Api = crudApi<${m.cls}Row, ${m.cls}Query, ${m.cls}Add, ${m.cls}Edit>(${m.object}Urls);

/** Declares an object of the ${m.id} plugin: only codes the plugin declares compile. */
const ${m.idCamel}ObjectOf = crudObjects<${m.idPascal}Permission>();

export const ${m.object}Object = ${m.idCamel}ObjectOf<${m.cls}Row, ${m.cls}Query>({
  name: '${m.cls}',
  rowKey: '${m.pk.tsField}',
  api: ${m.object}Api,
  perms: crudPerms('${m.id}', '${m.object}', ['add', 'edit', 'remove']),
  nameOf: (r) => ${nameOf},
});
`;
}

/** `client/index.ts`: the plugin's pages by the component names its menus name. */
export function clientIndexFile(m: GenModel): string {
  const NAME = m.id.toUpperCase().replace(/-/g, '_');
  return `import { defineClientPlugin } from '#kernel/client';
import { ${NAME}_PERMISSIONS } from '../shared/permissions.ts';

/** ${doc(m.table.functionName)} (written by Tools → Code generator). */
export default defineClientPlugin({
  id: '${m.id}',
  dependsOn: ['system'],
  pages: {
    '${m.id}/${m.file}/index': () => import('./pages/${m.file}/${m.cls}Page.tsx'),
  },
  permissions: [...${NAME}_PERMISSIONS],
});
`;
}
