import type { TreeRow } from '#kernel/shared';
import type { Menu } from '../../api/menu-api.ts';

/** A menu row with its sub-rows, for the tree table. */
export type MenuNode = TreeRow<Menu>;

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
