import type { TreeNode } from '../../api/role-api.ts';

/** Every id in a tree. */
export function allIds(nodes: readonly TreeNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}

/** Ids of nodes that have children (what "expand all" opens). */
export function parentIds(nodes: readonly TreeNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}

/**
 * What to save from a tree's checked keys: with parent-child linkage a half-checked directory is granted
 * too (RuoYi saves checked + half-checked), so every ancestor of a checked node joins; without linkage
 * exactly the checked nodes.
 */
export function keysToSave(nodes: readonly TreeNode[], checked: readonly number[], linked: boolean): number[] {
  if (!linked) return [...new Set(checked)];
  const parent = new Map<number, number>();
  const walk = (list: readonly TreeNode[], p: number) =>
    list.forEach((n) => {
      parent.set(n.id, p);
      walk(n.children ?? [], n.id);
    });
  walk(nodes, 0);
  const out = new Set<number>();
  for (const id of checked) for (let cur: number | undefined = id; cur && !out.has(cur); cur = parent.get(cur)) out.add(cur);
  return [...out];
}
