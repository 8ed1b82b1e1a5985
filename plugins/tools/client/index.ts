import { defineClientPlugin } from '#kernel/client';
import { TOOLS_PERMISSIONS } from '../shared/permissions.ts';

/** Developer tools: the script console, the form builder, the API docs and the code generator, keyed by the component name its seeded menu names. */
export default defineClientPlugin({
  id: 'tools',
  dependsOn: ['system'],
  pages: {
    'tools/script/index': () => import('./pages/script/ScriptConsolePage.tsx'),
    'tools/build/index': () => import('./pages/build/FormBuilderPage.tsx'),
    'tools/swagger/index': () => import('./pages/swagger/SwaggerPage.tsx'),
    'tools/gen/index': () => import('./pages/gen/GenListPage.tsx'),
    'tools/gen/edit': () => import('./pages/gen/GenEditPage.tsx'),
  },
  permissions: [...TOOLS_PERMISSIONS],
  // the edit page of an imported table, reached from the generator's list (SPEC §2)
  routes: [
    {
      path: '/tool/gen-edit',
      component: 'Layout',
      hidden: true,
      permissions: ['tool:gen:edit'],
      children: [
        {
          path: 'index/:tableId(\\d+)',
          component: 'tools/gen/edit',
          name: 'GenEdit',
          permissions: ['tool:gen:edit'],
          meta: { title: 'tools:gen.routeTitle', activeMenu: '/tool/gen' },
        },
      ],
    },
  ],
});
