import type { MenuPerms, MenuPermRow } from '../../api/permission-api.ts';
import type { TreeNode } from '../../api/role-api.ts';
import { keysToSave } from '../role/tree-keys.ts';

/** A menu row's permission keys (a row may list several, comma-separated). */
export const keysOf = (perms: string | null | undefined): string[] =>
  (perms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The flat menu rows as a tree in their order; a row whose parent is not listed becomes a root. */
export function menuTree(rows: readonly MenuPermRow[]): TreeNode[] {
  const sorted = [...rows].sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
  const nodes = new Map<number, TreeNode & { children: TreeNode[] }>(
    sorted.map((m) => [m.menuId, { id: m.menuId, label: m.menuName, children: [] }]),
  );
  const roots: TreeNode[] = [];
  for (const m of sorted) (nodes.get(m.parentId)?.children ?? roots).push(nodes.get(m.menuId)!);
  const prune = (list: TreeNode[]): TreeNode[] =>
    list.map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : { id: n.id, label: n.label }));
  return prune(roots);
}

/** What the menu tab shows: the tree, the checked and the locked (inherited) node ids, and the linkage. */
export interface MenuTabState {
  tree: TreeNode[];
  /** ids to hand the tree as checked */
  checked: number[];
  /** a user's menus held through their roles: shown checked, not editable */
  locked: number[];
  /** parent-child linkage: on unless the grants hold a parent without anything below it */
  linked: boolean;
}

const idsWithKeys = (rows: readonly MenuPermRow[], keys: readonly string[]) => {
  const wanted = new Set(keys);
  return new Set(rows.filter((m) => keysOf(m.perms).some((k) => wanted.has(k))).map((m) => m.menuId));
};

/**
 * The tab's first state from `/system/permission/menu`. With linkage on, the tree derives a parent from its
 * children, so only leaves are handed over as checked; when some granted parent has nothing granted below it
 * (a page without its buttons), linkage starts off so that grant is shown as it is.
 */
export function menuTabState(data: MenuPerms): MenuTabState {
  const tree = menuTree(data.menus);
  const own = idsWithKeys(data.menus, data.perms);
  const inherited = idsWithKeys(data.menus, data.disabledPerms);
  const held = new Set([...own, ...inherited]);
  const leaves = new Set<number>();
  let linked = true;
  const walk = (nodes: readonly TreeNode[]): boolean =>
    nodes.reduce((any, n) => {
      const below = n.children?.length ? walk(n.children) : false;
      if (!n.children?.length) leaves.add(n.id);
      else if (held.has(n.id) && !below) linked = false;
      return any || below || held.has(n.id);
    }, false);
  walk(tree);
  const shown = (ids: Set<number>) => [...ids].filter((id) => !linked || leaves.has(id));
  return { tree, checked: shown(held), locked: shown(inherited), linked };
}

/**
 * The owner's own keys to save from the tree's checked ids: with linkage the directories above a checked
 * node count too; inherited menus are not the owner's to give, but own keys already on them are kept.
 */
export function menuKeysToSave(data: MenuPerms, tree: readonly TreeNode[], checked: readonly number[], linked: boolean): string[] {
  const inherited = idsWithKeys(data.menus, data.disabledPerms);
  const ids = new Set(keysToSave(tree, checked, linked));
  const out = new Set<string>();
  for (const m of data.menus) if (ids.has(m.menuId) && !inherited.has(m.menuId)) for (const k of keysOf(m.perms)) out.add(k);
  const onInherited = new Set(data.menus.filter((m) => inherited.has(m.menuId)).flatMap((m) => keysOf(m.perms)));
  for (const k of data.perms) if (onInherited.has(k)) out.add(k);
  return [...out].sort();
}
