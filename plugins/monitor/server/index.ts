import { defineServerPlugin } from '#kernel/server';
import { MONITOR_PERMISSIONS } from '../shared/permissions.ts';
import { monitorSeed } from './seed.ts';
import { monitorJobs } from './jobs.ts';
import { jobRoutes } from './routes/job.ts';
import { jobLogRoutes } from './routes/job-log.ts';
import { taskRoutes } from './routes/task.ts';
import { asyncRoutes } from './routes/async.ts';
import { onlineRoutes } from './routes/online.ts';
import { serverRoutes } from './routes/server.ts';
import { cacheRoutes } from './routes/cache.ts';
import { dbRoutes } from './routes/db.ts';
import { logsRoutes, renameLogComponents } from './routes/logs.ts';

/** Monitoring: jobs, scheduled tasks, async tasks, online users, server, cache and database monitors. */
export default defineServerPlugin({
  id: 'monitor',
  dependsOn: ['system'],
  permissions: [...MONITOR_PERMISSIONS],
  seed: monitorSeed,
  jobs: monitorJobs,
  // its tables (jobs, tasks, logs, async tasks) are the kernel scheduler's; it owns only these URLs
  prefixes: [
    '/monitor/job',
    '/monitor/task',
    '/monitor/online',
    '/monitor/server',
    '/monitor/cache',
    '/monitor/db',
    '/monitor/logs',
    '/async/',
  ],
  // the log screens' menus get their v1.4.3 component names (rows an administrator edited are left alone)
  init: renameLogComponents,
  async routes(app, kernel) {
    await jobRoutes(app, kernel);
    await jobLogRoutes(app, kernel);
    await taskRoutes(app, kernel);
    await asyncRoutes(app, kernel);
    await onlineRoutes(app, kernel);
    await serverRoutes(app, kernel);
    await cacheRoutes(app, kernel);
    await dbRoutes(app, kernel);
    await logsRoutes(app, kernel);
  },
});
