import i18next from 'i18next';
import { authApi } from '../api/auth-api.ts';
import { registry } from '../registry.ts';
import { setRoutes } from '../stores/permission-store.ts';
import { filterStaticRoutes, mergeStaticGroups } from './route-tree.ts';
import { kernelRoutes, splitByLayout, translateTitles } from './static-routes.ts';

/** Builds the route trees; `withServer` false skips getRouters (forced password change: the server refuses it). */
export async function generateRoutes(permissions: readonly string[], roles: readonly string[], withServer = true): Promise<void> {
  const t = (k: string) => i18next.t(k);
  const server = withServer ? ((await authApi.routers()) ?? []) : [];
  const pluginRoutes = translateTitles(
    registry.plugins.flatMap((p) => p.routes ?? []),
    t,
  );
  const { shell, window } = splitByLayout(filterStaticRoutes(pluginRoutes, permissions, roles));
  const kernel = kernelRoutes(t);
  // kernel home first, then the server's menus, then plugin static routes (mostly hidden editors)
  setRoutes([kernel[0], ...mergeStaticGroups(server, shell), ...kernel.slice(1)], window);
}
