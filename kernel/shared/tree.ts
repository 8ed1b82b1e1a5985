/** A row with the rows below it (what a tree table or a tree picker shows). */
export type TreeRow<R> = R & { children?: TreeRow<R>[] };

/**
 * Builds a forest from flat rows by id and parent id, keeping the rows' order (or sorting each level by
 * `order`); a row whose parent is not in the list (a search result, a scoped view) becomes a root, so
 * nothing disappears. Leaves carry no `children`.
 */
export function toTree<R extends object>(rows: readonly R[], id: keyof R, parentId: keyof R, order?: (a: R, b: R) => number): TreeRow<R>[] {
  const nodes = new Map<unknown, TreeRow<R>>(rows.map((r) => [r[id], { ...r, children: undefined }]));
  const roots: TreeRow<R>[] = [];
  for (const r of order ? [...rows].sort(order) : rows) {
    const n = nodes.get(r[id])!;
    const p = nodes.get(r[parentId]);
    if (p && p !== n) (p.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** Ids of the rows that have rows below them (what "expand all" opens). */
export function branchIds<R extends object>(nodes: readonly TreeRow<R>[], id: keyof R): R[keyof R][] {
  return nodes.flatMap((n) => (n.children?.length ? [n[id], ...branchIds(n.children, id)] : []));
}

/** A node of a tree picker (RuoYi `TreeSelect`): an id, its label, the nodes below (leaves carry none). */
export interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}

/** The picker tree of flat rows (as `toTree`: in the rows' order, orphans become roots), each node labelled by `label`. */
export function labelTree<R extends object>(rows: readonly R[], id: keyof R, parentId: keyof R, label: (r: R) => string): TreeNode[] {
  const shape = (nodes: readonly TreeRow<R>[]): TreeNode[] =>
    nodes.map((n) => {
      const node: TreeNode = { id: Number(n[id]), label: label(n) };
      if (n.children?.length) node.children = shape(n.children);
      return node;
    });
  return shape(toTree(rows, id, parentId));
}
