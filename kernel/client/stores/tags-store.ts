import { proxy } from 'valtio';
import * as tabs from '../shell/tabs-logic.ts';
import type { TabView } from '../shell/tabs-logic.ts';

/** Visited tabs of the tab strip; an open tab's page stays mounted unless its route is noCache (shell/KeepAlive). */
export const tagsStore = proxy({
  visited: [] as TabView[],
});

export function addVisited(view: TabView): void {
  tagsStore.visited = tabs.addView(tagsStore.visited, view);
}

/** Applies a close operation and returns where to navigate (null: stay). */
export function closeTabs(op: 'current' | 'others' | 'left' | 'right' | 'all', path: string, activePath: string): string | null {
  const list = tagsStore.visited;
  const next =
    op === 'current'
      ? tabs.closeView(list, path)
      : op === 'others'
        ? tabs.closeOthers(list, path)
        : op === 'left'
          ? tabs.closeLeft(list, path)
          : op === 'right'
            ? tabs.closeRight(list, path)
            : tabs.closeAll(list);
  tagsStore.visited = next;
  // "close others" of a non-active tab moves to that tab, as users expect
  if (op === 'others' && path !== activePath) return next.find((v) => v.path === path)?.fullPath ?? null;
  return tabs.afterClose(next, activePath);
}

/** Marks a tab (or every tab when `path` is omitted) refreshed, so its kept-alive page mounts again. */
export function refreshTabs(path?: string): void {
  tagsStore.visited = tabs.refreshView(tagsStore.visited, path);
}

export function resetTags(): void {
  tagsStore.visited = [];
}
