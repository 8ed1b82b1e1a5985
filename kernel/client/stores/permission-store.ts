import { proxy, ref } from 'valtio';
import i18next from 'i18next';
import type { RouterNode } from '../../shared/router-contract.ts';
import { authApi } from '../api/auth-api.ts';
import { registry } from '../registry.ts';
import { filterStaticRoutes } from '../router/route-tree.ts';
import { kernelRoutes, splitByLayout, translateTitles } from '../router/static-routes.ts';

/**
 * The route trees of the signed-in user: `shell` (static + server menus, rendered inside the layout and
 * shown in the sidebar), `window` (full-window static pages). Trees are `ref`s: never proxied, so their
 * identity only changes on regeneration.
 */
export const permissionStore = proxy({
  loaded: false,
  shell: ref([] as RouterNode[]),
  window: ref([] as RouterNode[]),
});

/** Builds the route trees; `withServer` false skips getRouters (forced password change: the server refuses it). */
export async function generateRoutes(permissions: readonly string[], roles: readonly string[], withServer = true): Promise<void> {
  const t = (k: string) => i18next.t(k);
  const server = withServer ? ((await authApi.routers()) ?? []) : [];
  const pluginRoutes = translateTitles(registry.plugins.flatMap((p) => p.routes ?? []), t);
  const { shell, window } = splitByLayout(filterStaticRoutes(pluginRoutes, permissions, roles));
  const kernel = kernelRoutes(t);
  // kernel home first, then the server's menus, then plugin static routes (mostly hidden editors)
  permissionStore.shell = ref([kernel[0], ...server, ...shell, ...kernel.slice(1)]);
  permissionStore.window = ref(window);
  permissionStore.loaded = true;
}

export function resetRoutes(): void {
  permissionStore.loaded = false;
  permissionStore.shell = ref([]);
  permissionStore.window = ref([]);
}
