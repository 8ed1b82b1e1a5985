import { proxy, ref } from 'valtio';
import type { RouterNode } from '../../shared/router-contract.ts';

/**
 * The route trees of the signed-in user: `shell` (static + server menus, rendered inside the layout and
 * shown in the sidebar), `window` (full-window static pages). Trees are `ref`s: never proxied, so their
 * identity only changes on regeneration. Generation lives in router/generate-routes.ts, which the boot
 * chunk does not load.
 */
export const permissionStore = proxy({
  loaded: false,
  shell: ref([] as RouterNode[]),
  window: ref([] as RouterNode[]),
});

export function setRoutes(shell: RouterNode[], window: RouterNode[]): void {
  permissionStore.shell = ref(shell);
  permissionStore.window = ref(window);
  permissionStore.loaded = true;
}

export function resetRoutes(): void {
  permissionStore.loaded = false;
  permissionStore.shell = ref([]);
  permissionStore.window = ref([]);
}
