import type { Kernel, RouteApp } from '#kernel/server';
import { statBaiduRoutes } from './routes/stat-baidu.ts';
import { statBeaconRoutes } from './routes/stat-beacon.ts';
import { statContentRoutes } from './routes/stat-content.ts';
import { statLogRoutes } from './routes/stat-log.ts';
import { statMenuRoutes } from './routes/stat-menu.ts';
import { statSiteRoutes } from './routes/stat-site.ts';
import { stopStatWriter } from './services/stat-runtime.ts';

export { m0003Stat, STAT_TABLES } from './migrations/0003-stat.ts';
export { statJobs } from './jobs/stat-cleanup.ts';

/** The statistics area's routes: the public beacon, the report menu, site and content reports, the visit log, Baidu. */
export function statRoutes(app: RouteApp, kernel: Kernel) {
  statBeaconRoutes(app, kernel);
  statMenuRoutes(app, kernel);
  statSiteRoutes(app, kernel);
  statContentRoutes(app, kernel);
  statLogRoutes(app, kernel);
  statBaiduRoutes(app, kernel);
}

/** The graceful stop: page views still buffered are written before the pool closes. */
export const statStop = (kernel: Kernel) => stopStatWriter(kernel);
