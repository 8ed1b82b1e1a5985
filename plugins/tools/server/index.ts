import { defineServerPlugin } from '#kernel/server';
import { TOOLS_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Console } from './migrations/0001-console.ts';
import { m0002SavedScript } from './migrations/0002-saved-script.ts';
import { m0003Gen } from './migrations/0003-gen.ts';
import { m0004GenSource } from './migrations/0004-gen-source.ts';
import { genRoutes } from './routes/gen.ts';
import { savedScriptRoutes } from './routes/saved-script.ts';
import { scriptRoutes } from './routes/script.ts';
import { swaggerRoutes } from './routes/swagger.ts';
import { toolsSeed } from './seed.ts';
import './db/console-table.ts';
import './db/script-table.ts';
import './db/gen-tables.ts';

/** Developer tools (issue 36): the script console, the API docs, the form builder and the code generator. */
export default defineServerPlugin({
  id: 'tools',
  dependsOn: ['system'],
  permissions: [...TOOLS_PERMISSIONS],
  tables: ['tool_console_key', 'tool_script', 'gen_table', 'gen_table_column'],
  prefixes: ['/groovy/', '/tool/'],
  migrations: [m0001Console, m0002SavedScript, m0003Gen, m0004GenSource],
  seed: toolsSeed,
  async routes(app, kernel) {
    await scriptRoutes(app, kernel);
    savedScriptRoutes(app, kernel);
    await swaggerRoutes(app);
    genRoutes(app, kernel);
  },
});
