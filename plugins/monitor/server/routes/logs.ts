import type { FastifyInstance } from 'fastify';
import { page, type Kernel } from '#kernel/server';
import type { LogMenu } from '../../shared/logs.ts';

/** The log screens the System Logs page lists (chestnut-api.md §1.3 getLogMenus): id, where it opens, who may see it. */
export const LOG_MENUS = [
  { id: 'UserLogin', router: '/monitor/logs/logininfo', perms: 'system:logininfor:view' },
  { id: 'UserOperation', router: '/monitor/logs/operation', perms: 'system:operlog:view' },
] as const;

/**
 * The v1.4.3 component names of the system plugin's log screens, which this plugin's console registers
 * (monitor/logs/*). Seeded rows still holding the old names are re-pointed at every start; a row an
 * administrator has edited (version > 0) is left as it is.
 */
export const LOG_COMPONENTS = [
  { menuKey: 'system.operlog', from: 'system/operlog/index', to: 'monitor/logs/operation' },
  { menuKey: 'system.logininfor', from: 'system/logininfor/index', to: 'monitor/logs/logininfo' },
] as const;

export async function renameLogComponents(kernel: Kernel): Promise<void> {
  for (const c of LOG_COMPONENTS)
    await kernel.db
      .updateTable('sysMenu')
      .set({ component: c.to })
      .where('menuKey', '=', c.menuKey)
      .where('component', '=', c.from)
      .where('version', '=', 0)
      .where('updateBy', 'is', null)
      .execute();
}

/** System Logs (monitor/logs/index): the log screens the caller may open, as `{rows,total}`. */
export async function logsRoutes(app: FastifyInstance, _kernel: Kernel) {
  app.get('/monitor/logs', { config: { access: 'monitor:logs:view' } }, async (req) => {
    const held = req.identity?.permissions ?? [];
    const rows = LOG_MENUS.filter((m) => held.includes('*') || held.includes(m.perms)).map(
      (m): LogMenu => ({
        id: m.id,
        name: req.t(`monitor:logs.types.${m.id}`),
        router: m.router,
      }),
    );
    return page(rows, rows.length);
  });
}
