import { defineClientPlugin } from '#kernel/client';
import { MONITOR_PERMISSIONS } from '../shared/permissions.ts';

/** Monitoring pages, keyed by the component names its seeded menus name. */
export default defineClientPlugin({
  id: 'monitor',
  dependsOn: ['system'],
  pages: {
    'monitor/job/index': () => import('./pages/job/JobPage.tsx'),
    'monitor/job/log': () => import('./pages/job/JobLogPage.tsx'),
    'monitor/task/index': () => import('./pages/task/TaskPage.tsx'),
    'monitor/async/index': () => import('./pages/async/AsyncTaskPage.tsx'),
    'monitor/online/index': () => import('./pages/online/OnlinePage.tsx'),
    'monitor/server/index': () => import('./pages/server/ServerPage.tsx'),
    'monitor/cache/index': () => import('./pages/cache/CachePage.tsx'),
    'monitor/cache/list': () => import('./pages/cache/CacheListPage.tsx'),
    'monitor/db/index': () => import('./pages/db/DbPage.tsx'),
  },
  permissions: [...MONITOR_PERMISSIONS],
});
