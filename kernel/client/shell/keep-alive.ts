/**
 * Which pages stay mounted while their tab is open ("tabs keep their pages"). Pure: the shell's
 * KeepAlive applies it on every render with whatever it renders for a page as `T`.
 */
import type { TabView } from './tabs-logic.ts';

/** A page kept mounted (hidden while another tab is active). */
export interface KeptPage<T> {
  /** the tab's path (pathname, no query) */
  path: string;
  /** the tab's epoch when the page mounted; a refresh bumps the tab's, so the page mounts again */
  epoch: number;
  value: T;
}

/** The page the router shows now; `cache` when its route may be kept (titled, not noCache, tabs on). */
export interface ShownPage<T> {
  path: string;
  cache: boolean;
  value: T;
}

/** One page container to render: `key` changes whenever the page must mount afresh. */
export interface PageSlot<T> {
  key: string;
  path: string;
  active: boolean;
  kept: boolean;
  value: T;
}

/**
 * The kept pages after a render. A kept page stays while its tab is open under the same epoch; the shown page
 * is stored (with its latest value) when cacheable and dropped when not. Order is stable: new pages go last.
 * `tabs` are the open tabs; the shown page may not be among them yet (its tab is added after it renders).
 */
export function keepPages<T>(kept: readonly KeptPage<T>[], shown: ShownPage<T> | null, tabs: readonly TabView[]): KeptPage<T>[] {
  const open = new Map(tabs.map((v) => [v.path, v.epoch ?? 0]));
  const out: KeptPage<T>[] = [];
  let placed = false;
  for (const k of kept) {
    if (shown && k.path === shown.path) {
      if (shown.cache) {
        out.push({ path: k.path, epoch: open.get(k.path) ?? 0, value: shown.value });
        placed = true;
      }
    } else if (open.get(k.path) === k.epoch) out.push(k);
  }
  if (shown?.cache && !placed) out.push({ path: shown.path, epoch: open.get(shown.path) ?? 0, value: shown.value });
  return out;
}

/** The containers to render: every kept page (only the shown one visible), plus the shown page when it is not kept. */
export function pageSlots<T>(kept: readonly KeptPage<T>[], shown: ShownPage<T> | null, tabs: readonly TabView[]): PageSlot<T>[] {
  const slots: PageSlot<T>[] = kept.map((k) => ({
    key: `${k.path}#${k.epoch}`,
    path: k.path,
    active: k.path === shown?.path,
    kept: true,
    value: k.value,
  }));
  if (shown && !kept.some((k) => k.path === shown.path)) {
    const epoch = tabs.find((v) => v.path === shown.path)?.epoch ?? 0;
    slots.push({ key: `${shown.path}#${epoch}`, path: shown.path, active: true, kept: false, value: shown.value });
  }
  return slots;
}
