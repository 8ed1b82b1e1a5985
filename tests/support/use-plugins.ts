import { registerServerPlugins } from '../../kernel/server/app.ts';
import { serverPlugins } from '../../plugins/index.server.ts';

// The API tests' composition root: every app they build knows the product's plugins (as plugins/main.server.ts does).
registerServerPlugins(serverPlugins);
