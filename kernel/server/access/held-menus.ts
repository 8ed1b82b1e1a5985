import type { Db } from '../db/database.ts';

/** Ids of the menus granted to a user: through their enabled roles and, unless `rolesOnly`, directly (sys_user_menu). */
export async function grantedMenuIds(db: Db, userId: number, opts: { rolesOnly?: boolean } = {}): Promise<number[]> {
  const viaRoles = db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rm.roleId')
    .innerJoin('sysRole as r', 'r.roleId', 'rm.roleId')
    .select('rm.menuId')
    .where('ur.userId', '=', userId)
    .where('r.status', '=', '0');
  const rows = await (opts.rolesOnly
    ? viaRoles.distinct()
    : viaRoles.union(db.selectFrom('sysUserMenu').select('menuId').where('userId', '=', userId))
  ).execute();
  return rows.map((r) => r.menuId);
}

/**
 * Menu ids a user holds: the menus of their enabled roles and, unless `rolesOnly`, those granted to them
 * directly, plus the directories above them (a role saved with parent-child linkage off may hold a page
 * without its directory). What an operator may grant to a role or a user (no escalation), and the pages a
 * user's home shortcuts may open.
 */
export async function heldMenuIds(db: Db, userId: number, opts: { rolesOnly?: boolean } = {}): Promise<Set<number>> {
  const own = await grantedMenuIds(db, userId, opts);
  if (own.length === 0) return new Set();
  const all = await db.selectFrom('sysMenu').select(['menuId', 'parentId']).execute();
  const parent = new Map(all.map((m) => [m.menuId, m.parentId]));
  const held = new Set<number>();
  for (const menuId of own) {
    let cur: number | undefined = menuId;
    while (cur && !held.has(cur)) {
      held.add(cur);
      cur = parent.get(cur);
    }
  }
  return held;
}
