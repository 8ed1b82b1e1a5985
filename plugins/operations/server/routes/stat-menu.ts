import type { FastifyRequest } from 'fastify';
import { ok, type Kernel, type RouteApp } from '#kernel/server';
import { DEFAULT_STAT_MENU, STAT_MENU } from '../../shared/stat-menu.ts';
import { statClock } from '../services/stat-clock.ts';

/** A node of the report menu (v1.4.3 StatMenu tree: `id`, `label`, reports below a group). */
interface StatMenuNode {
  id: string;
  label: string;
  children?: StatMenuNode[];
}

/**
 * `GET /stat/menu/tree` (the Statistics screen's left menu with the report to open first: the user's `StatIndex`
 * preference when it names a report, else the site trend) and `GET /stat/menu/options` (the same tree, for the
 * preference's picker). Labels in the request's language.
 */
export function statMenuRoutes(app: RouteApp, kernel: Kernel) {
  const tree = (req: FastifyRequest): StatMenuNode[] =>
    STAT_MENU.map((g) => ({
      id: g.id,
      label: req.t(`operations:stat.menu.${g.id}`),
      children: g.reports.map((id) => ({ id, label: req.t(`operations:stat.menu.${id}`) })),
    }));

  app.get('/stat/menu/tree', { config: { access: 'stat:view' } }, async (req) => {
    const u = await kernel.db.selectFrom('sysUser').select('preferences').where('userId', '=', req.user!.userId).executeTakeFirst();
    const pref = (u?.preferences as Record<string, unknown> | null)?.StatIndex;
    const known = STAT_MENU.some((g) => g.reports.includes(String(pref)));
    // `today` in the server's time zone, which the reports count days in (a browser elsewhere has another today)
    const today = statClock(kernel.config.timeZone)(Date.now()).day;
    return ok({ treeData: tree(req), defaultMenu: known ? String(pref) : DEFAULT_STAT_MENU, today });
  });

  app.get('/stat/menu/options', { config: { access: 'stat:view' } }, async (req) => ok(tree(req)));
}
