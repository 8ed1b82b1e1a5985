import { defineServerPlugin } from '#kernel/server';
import { TOOLS_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Console } from './migrations/0001-console.ts';
import { m0002SavedScript } from './migrations/0002-saved-script.ts';
import { savedScriptRoutes } from './routes/saved-script.ts';
import { scriptRoutes } from './routes/script.ts';
import { swaggerRoutes } from './routes/swagger.ts';
import { toolsSeed } from './seed.ts';
import './db/console-table.ts';
import './db/script-table.ts';

/** Developer tools (issue 36): the script console and the API docs, so far; the code generator follows. */
export default defineServerPlugin({
  id: 'tools',
  dependsOn: ['system'],
  permissions: [...TOOLS_PERMISSIONS],
  tables: ['tool_console_key', 'tool_script'],
  prefixes: ['/groovy/', '/tool/'],
  migrations: [m0001Console, m0002SavedScript],
  seed: toolsSeed,
  async routes(app, kernel) {
    await scriptRoutes(app, kernel);
    savedScriptRoutes(app, kernel);
    await swaggerRoutes(app);
  },
});
