import { defineClientPlugin } from '#kernel/client';
import { TOOLS_PERMISSIONS } from '../shared/permissions.ts';

/** Developer tools: the script console, the form builder and the API docs, keyed by the component name its seeded menu names. */
export default defineClientPlugin({
  id: 'tools',
  dependsOn: ['system'],
  pages: {
    'tools/script/index': () => import('./pages/script/ScriptConsolePage.tsx'),
    'tools/build/index': () => import('./pages/build/FormBuilderPage.tsx'),
    'tools/swagger/index': () => import('./pages/swagger/SwaggerPage.tsx'),
  },
  permissions: [...TOOLS_PERMISSIONS],
});
