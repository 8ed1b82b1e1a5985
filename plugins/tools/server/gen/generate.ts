import type { GenColumnRow, GenTableRow } from '../../shared/gen.ts';
import { genModel } from './model.ts';
import { clientApiFile, clientIndexFile } from './tpl-client.ts';
import { localeFiles } from './tpl-locales.ts';
import { dbTableFile, migrationFile } from './tpl-migration.ts';
import { pageFile } from './tpl-page.ts';
import { routesFile } from './tpl-routes.ts';
import { permissionsFile, seedFile, serverIndexFile } from './tpl-seed.ts';
import { sharedFile } from './tpl-shared.ts';
import { apiTestFile } from './tpl-test.ts';

/**
 * Every file the generator writes for one imported table, by its path in the project (a plugin of this product:
 * README conventions). Nothing is written anywhere: the routes answer these texts (preview) or zip them.
 */
export function generateFiles(table: GenTableRow, columns: GenColumnRow[], parentMenuKey: string | null): Record<string, string> {
  const m = genModel(table, columns, parentMenuKey);
  const p = `plugins/${m.id}`;
  return {
    [`${p}/shared/${m.file}.ts`]: sharedFile(m),
    [`${p}/shared/permissions.ts`]: permissionsFile(m),
    [`${p}/server/index.ts`]: serverIndexFile(m),
    [`${p}/server/migrations/0001-${m.file}.ts`]: migrationFile(m),
    [`${p}/server/db/${m.file}-table.ts`]: dbTableFile(m),
    [`${p}/server/seed.ts`]: seedFile(m),
    [`${p}/server/routes/${m.file}.ts`]: routesFile(m),
    [`${p}/client/api/${m.file}-api.ts`]: clientApiFile(m),
    [`${p}/client/pages/${m.file}/${m.cls}Page.tsx`]: pageFile(m),
    [`${p}/client/index.ts`]: clientIndexFile(m),
    ...localeFiles(m),
    [`tests/api/${m.id}/${m.file}.test.ts`]: apiTestFile(m),
  };
}
