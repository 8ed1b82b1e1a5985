import { LAYOUT } from '../../shared/constants.ts';

/** Number of top-nav items that fit: one third of the width divided by 85 (SPEC §2). */
export function visibleTopNavCount(width: number): number {
  return Math.max(0, Math.floor(width / 3 / LAYOUT.topNavItemWidth));
}

/** Splits items into the visible ones and those under the 'more' submenu. */
export function splitTopNav<T>(items: readonly T[], width: number): { visible: T[]; more: T[] } {
  const n = visibleTopNavCount(width);
  return { visible: items.slice(0, n), more: items.slice(n) };
}
