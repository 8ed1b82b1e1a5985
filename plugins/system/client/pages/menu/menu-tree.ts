import type { Menu } from '../../api/menu-api.ts';

/** A menu row with its sub-rows, for the tree table. */
export type MenuNode = Menu & { children?: MenuNode[] };

/**
 * Builds the tree from the flat list (sorted by order); a row whose parent is not in the list (filtered
 * out by a search) becomes a root so nothing disappears.
 */
export function buildMenuTree(rows: readonly Menu[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.menuId, { ...r }]));
  const roots: MenuNode[] = [];
  const sorted = [...rows].sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
  for (const r of sorted) {
    const n = nodes.get(r.menuId)!;
    const p = r.parentId ? nodes.get(r.parentId) : undefined;
    if (p) (p.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** Keys of rows with children (what "expand all" opens). */
export function expandableKeys(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.menuId, ...expandableKeys(n.children)] : []));
}

/** Parent choices for a menu of a type: directories (and menus for buttons), never the row itself or below it. */
export interface ParentChoice {
  key: string;
  title: string;
  disabled?: boolean;
  children?: ParentChoice[];
}

export function parentChoices(nodes: readonly MenuNode[], type: Menu['menuType'], self?: number): ParentChoice[] {
  const ok = (n: MenuNode) => n.menuType === 'M' || (type === 'F' && n.menuType === 'C');
  return nodes
    .filter((n) => n.menuId !== self && n.menuType !== 'F')
    .map((n): ParentChoice => {
      const children = n.children ? parentChoices(n.children, type, self) : [];
      return { key: String(n.menuId), title: n.menuName, disabled: !ok(n), children: children.length ? children : undefined };
    });
}
