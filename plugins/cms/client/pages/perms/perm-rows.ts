import type { PermItem, PermStates } from '../../api/perms-api.ts';

/** A row of a permission table: its items' states, maybe children (a catalog tree). */
export interface PermRowLike {
  perms: PermStates;
  children?: PermRowLike[];
}

/** Every row of a tree, depth first. */
export function flatRows<R extends PermRowLike>(rows: readonly R[]): R[] {
  return rows.flatMap((r) => [r, ...flatRows((r.children ?? []) as R[])]);
}

/** The rows without empty `children` (the tree table would draw an expander for nothing). */
export function pruneChildren<R extends PermRowLike>(rows: readonly R[]): R[] {
  return rows.map((r) => {
    const { children, ...rest } = r;
    return (children?.length ? { ...rest, children: pruneChildren(children as R[]) } : rest) as R;
  });
}

/** Shown ticked: granted to the owner, or held through a role. */
export const ticked = (p: PermStates, item: string) => Boolean(p[item]?.granted || p[item]?.inherited);

/**
 * Sets `granted` of the named items on the rows `pick` selects (deep, immutably); inherited items are left
 * alone (they are not the owner's to change).
 */
export function setGranted<R extends PermRowLike>(
  rows: readonly R[],
  pick: (r: R) => boolean,
  items: readonly string[],
  granted: boolean,
): R[] {
  return rows.map((r) => {
    let next = r;
    if (pick(r)) {
      const perms = { ...r.perms };
      for (const i of items) if (!perms[i]?.inherited) perms[i] = { inherited: false, granted };
      next = { ...next, perms };
    }
    if (r.children?.length) next = { ...next, children: setGranted(r.children as R[], pick, items, granted) };
    return next;
  });
}

/** Tick state of a set of cells: all, some (indeterminate) or none; `editable` false when every cell is inherited. */
export function tickState(cells: { perms: PermStates; item: string }[]) {
  const on = cells.filter((c) => ticked(c.perms, c.item)).length;
  return {
    checked: cells.length > 0 && on === cells.length,
    indeterminate: on > 0 && on < cells.length,
    editable: cells.some((c) => !c.perms[c.item]?.inherited),
  };
}

/** The save body's `perms` of one row: every item with its own grant (one held through a role is not the owner's). */
export const grantsOf = (items: readonly PermItem[], p: PermStates) =>
  Object.fromEntries(items.map((i) => [i.id, { granted: Boolean(p[i.id]?.granted && !p[i.id]?.inherited) }]));

/** True when some row holds something through a role. */
export const anyInherited = (rows: readonly PermRowLike[]) => flatRows(rows).some((r) => Object.values(r.perms).some((s) => s.inherited));
