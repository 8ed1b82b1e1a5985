import type { RouterNode } from '../../shared/router-contract.ts';
import { isExternal, joinPath, parseQuery } from '../router/route-tree.ts';

/** One sidebar/top-nav entry: `key` is the full path (or the URL of an external link). */
export interface MenuEntry {
  key: string;
  title: string;
  icon?: string;
  external: boolean;
  query?: Record<string, string>;
  children?: MenuEntry[];
}

const visible = (nodes: readonly RouterNode[] | undefined) => (nodes ?? []).filter((n) => !n.hidden);

/**
 * Builds menu entries from permitted routes, the RuoYi way: hidden nodes are skipped; a directory with a
 * single visible leaf and no `alwaysShow` collapses into that leaf; empty directories disappear.
 */
export function buildMenu(nodes: readonly RouterNode[], base = '/'): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const n of visible(nodes)) {
    const path = joinPath(base, n.path);
    const kids = visible(n.children);
    if (kids.length === 1 && !n.alwaysShow && !(kids[0].children && kids[0].children.length > 0)) {
      const only = kids[0];
      if (!only.meta?.title) continue;
      const key = joinPath(path, only.path);
      out.push({
        key,
        title: only.meta.title,
        icon: only.meta.icon ?? n.meta?.icon,
        external: isExternal(only.path),
        query: parseQuery(only.query),
      });
      continue;
    }
    if (!n.meta?.title) {
      // a titleless wrapper (Layout at '/') contributes its children at this level
      if (kids.length > 0) out.push(...buildMenu(kids, path));
      continue;
    }
    if (kids.length === 0) {
      if (n.children && n.children.length > 0) continue;
      out.push({ key: path, title: n.meta.title, icon: n.meta.icon, external: isExternal(n.path), query: parseQuery(n.query) });
      continue;
    }
    const children = buildMenu(kids, path);
    if (children.length === 0) continue;
    out.push({ key: path, title: n.meta.title, icon: n.meta.icon, external: false, children });
  }
  return out;
}

/** Keys of the directories that lead to `key` (to open them in the sidebar). */
export function parentKeys(entries: readonly MenuEntry[], key: string, trail: string[] = []): string[] | null {
  for (const e of entries) {
    if (e.key === key && !e.children) return trail;
    if (e.children) {
      const found = parentKeys(e.children, key, [...trail, e.key]);
      if (found) return found;
    }
  }
  return null;
}

/** The first leaf of an entry (where choosing a directory leads). */
export function firstLeaf(e: MenuEntry): MenuEntry {
  return e.children && e.children.length > 0 ? firstLeaf(e.children[0]) : e;
}

/** Menu key with its query as a navigable href. */
export function entryHref(e: Pick<MenuEntry, 'key' | 'query'>): string {
  return e.query && Object.keys(e.query).length > 0 ? `${e.key}?${new URLSearchParams(e.query).toString()}` : e.key;
}

/** Titles longer than five characters get a tooltip (SPEC §2 sidebar). */
export const needsTooltip = (title: string): boolean => [...title].length > 5;
