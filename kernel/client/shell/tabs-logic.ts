/** Pure tab-strip operations (SPEC §2 tab strip); the store applies them. */

/** One tab (SPEC §3 tab view). */
export interface TabView {
  path: string;
  fullPath: string;
  name?: string;
  title: string;
  query?: Record<string, string>;
  affix?: boolean;
  noCache?: boolean;
  /** bumped by "refresh": a kept-alive page mounted under an older epoch is dropped and mounts again */
  epoch?: number;
}

/** Adds a view or refreshes the one with the same path (a new query keeps one tab per path). */
export function addView(list: readonly TabView[], view: TabView): TabView[] {
  const i = list.findIndex((v) => v.path === view.path);
  if (i < 0) return [...list, view];
  const next = [...list];
  next[i] = { ...list[i], ...view, affix: list[i].affix || view.affix };
  return next;
}

/** Closes one view; affixed views cannot be closed. */
export function closeView(list: readonly TabView[], path: string): TabView[] {
  return list.filter((v) => v.path !== path || v.affix);
}

export function closeOthers(list: readonly TabView[], path: string): TabView[] {
  return list.filter((v) => v.affix || v.path === path);
}

export function closeLeft(list: readonly TabView[], path: string): TabView[] {
  const i = list.findIndex((v) => v.path === path);
  if (i < 0) return [...list];
  return list.filter((v, j) => j >= i || v.affix);
}

export function closeRight(list: readonly TabView[], path: string): TabView[] {
  const i = list.findIndex((v) => v.path === path);
  if (i < 0) return [...list];
  return list.filter((v, j) => j <= i || v.affix);
}

export function closeAll(list: readonly TabView[]): TabView[] {
  return list.filter((v) => v.affix);
}

/**
 * Where to go after closing: stay when the active tab survived; otherwise the last remaining tab,
 * or home when none is left (SPEC §4).
 */
export function afterClose(remaining: readonly TabView[], activePath: string, home = '/'): string | null {
  if (remaining.some((v) => v.path === activePath)) return null;
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : home;
}

/** Marks a view (or every view when `path` is omitted) refreshed: its kept-alive page must mount again. */
export function refreshView(list: readonly TabView[], path?: string): TabView[] {
  return list.map((v) => (path === undefined || v.path === path ? { ...v, epoch: (v.epoch ?? 0) + 1 } : v));
}

/** Which context-menu entries make sense for a tab. */
export function menuState(list: readonly TabView[], path: string) {
  const i = list.findIndex((v) => v.path === path);
  const tab = list[i];
  return {
    closeCurrent: !!tab && !tab.affix,
    closeLeft: list.slice(0, Math.max(i, 0)).some((v) => !v.affix),
    closeRight: i >= 0 && list.slice(i + 1).some((v) => !v.affix),
    closeOthers: list.some((v, j) => j !== i && !v.affix),
  };
}
