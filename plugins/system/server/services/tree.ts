/** A node of the tree selects the role dialogs use (RuoYi `TreeSelect`). */
export interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}

/**
 * Builds a tree from flat rows (already sorted); rows whose parent is not in the list become roots, so a
 * filtered list (an operator's own menus) still shows as a tree.
 */
export function buildTree<R>(rows: R[], id: (r: R) => number, parent: (r: R) => number, label: (r: R) => string): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const r of rows) nodes.set(id(r), { id: id(r), label: label(r) });
  const roots: TreeNode[] = [];
  for (const r of rows) {
    const n = nodes.get(id(r))!;
    const p = nodes.get(parent(r));
    if (p && p !== n) (p.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}
