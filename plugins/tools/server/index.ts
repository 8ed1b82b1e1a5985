import { defineServerPlugin } from '#kernel/server';
import { TOOLS_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Console } from './migrations/0001-console.ts';
import { scriptRoutes } from './routes/script.ts';
import { swaggerRoutes } from './routes/swagger.ts';
import { toolsSeed } from './seed.ts';
import './db/console-table.ts';

/** Developer tools (issue 36): the script console and the API docs, so far; the code generator follows. */
export default defineServerPlugin({
  id: 'tools',
  dependsOn: ['system'],
  permissions: [...TOOLS_PERMISSIONS],
  tables: ['tool_console_key'],
  prefixes: ['/groovy/', '/tool/'],
  migrations: [m0001Console],
  seed: toolsSeed,
  async routes(app, kernel) {
    await scriptRoutes(app, kernel);
    await swaggerRoutes(app);
  },
});
