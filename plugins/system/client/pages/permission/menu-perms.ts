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

/** What the menu tab shows: the tree, the owner's own checked and the locked (inherited) node ids, and the linkage. */
export interface MenuTabState {
  tree: TreeNode[];
  /** the owner's own menus, as ids to hand the tree as checked */
  checked: number[];
  /** a user's menus held through their roles: shown checked, not editable */
  locked: number[];
  /** parent-child linkage: on unless the grants hold a parent without anything below it, or some menus are inherited */
  linked: boolean;
}

const idsWithKeys = (rows: readonly MenuPermRow[], keys: readonly string[]) => {
  const wanted = new Set(keys);
  return new Set(rows.filter((m) => keysOf(m.perms).some((k) => wanted.has(k))).map((m) => m.menuId));
};

/**
 * The tab's first state from `/system/permission/menu`. With linkage on, the tree derives a parent from its
 * children, so only leaves are handed over as checked; when some granted parent has nothing granted below it
 * (a page without its buttons), linkage starts off so that grant is shown as it is. A user's inherited menus
 * are shown exactly (linkage off) since the tree links no locked node to its children.
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
  if (inherited.size) linked = false;
  return { tree, checked: [...own].filter((id) => !linked || leaves.has(id)), locked: [...inherited], linked };
}

/**
 * The ids to hand the tree as checked: the owner's own and the locked (inherited) ones. With linkage the tree
 * would tick every free node below a checked one, so a locked node is handed over only when everything free
 * below it is checked already (its children stay as they are).
 */
export function shownChecked(tree: readonly TreeNode[], own: readonly number[], locked: readonly number[], linked: boolean): number[] {
  const lockedSet = new Set(locked);
  const mine = own.filter((id) => !lockedSet.has(id));
  if (!linked) return [...mine, ...locked];
  const ownSet = new Set(mine);
  const out = [...mine];
  // true when every free node in the subtrees is checked
  const walk = (nodes: readonly TreeNode[]): boolean =>
    nodes.reduce((all, n) => {
      const below = walk(n.children ?? []);
      if (lockedSet.has(n.id)) {
        if (below) out.push(n.id);
        return all && below;
      }
      return all && below && ownSet.has(n.id);
    }, true);
  walk(tree);
  return out;
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
