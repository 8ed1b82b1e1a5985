import { defineClientPlugin } from '#kernel/client';
import { MONITOR_PERMISSIONS } from '../shared/permissions.ts';
import { monitorPaths } from './api/monitor-paths.ts';

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
    // v1.4.3 log screens: System logs, and the system plugin's two log pages under their v1.4.3 names
    'monitor/logs/index': () => import('./pages/logs/LogsPage.tsx'),
    'monitor/logs/operation': () => import('./pages/logs/OperationLogScreen.tsx'),
    'monitor/logs/logininfo': () => import('./pages/logs/LoginLogScreen.tsx'),
  },
  permissions: [...MONITOR_PERMISSIONS],
  slots: [
    // the home page's server card, for those who may see the server monitor
    { slot: 'kernel/home/widgets', order: 20, permission: 'monitor:server:view', load: () => import('./pages/home/ServerCard.tsx') },
  ],
  // links a v1.4.3 console opens that no menu row names
  routes: [
    {
      path: monitorPaths.logs,
      component: 'Layout',
      hidden: true,
      permissions: ['system:logininfor:view', 'system:operlog:view'],
      children: [
        {
          // hidden children give their parent no index redirect: /monitor/logs itself stays the System logs menu page
          path: 'logininfo',
          hidden: true,
          component: 'monitor/logs/logininfo',
          name: 'MonitorLogsLogininfo',
          permissions: ['system:logininfor:view'],
          meta: { title: 'monitor:logs.types.UserLogin', activeMenu: monitorPaths.logs },
        },
        {
          path: 'operation',
          hidden: true,
          component: 'monitor/logs/operation',
          name: 'MonitorLogsOperation',
          permissions: ['system:operlog:view'],
          meta: { title: 'monitor:logs.types.UserOperation', activeMenu: monitorPaths.logs },
        },
      ],
    },
    {
      // not /monitor/job-log itself: that is the job-log menu's route, which this must not shadow
      path: monitorPaths.jobLogsLegacy,
      component: 'Layout',
      hidden: true,
      permissions: ['monitor:job:view'],
      children: [
        {
          path: ':jobId(\\d+)',
          hidden: true,
          component: 'monitor/job/log',
          name: 'JobLog',
          permissions: ['monitor:job:view'],
          meta: { title: 'monitor:jobLog.routeTitle', activeMenu: monitorPaths.jobs },
        },
      ],
    },
  ],
});
