import type { FastifyRequest } from 'fastify';
import { invalidField, type Db } from '#kernel/server';
import { SUPER_ROLE } from '#kernel/shared';
import { assertMenusHeld } from './role-grants.ts';

/** The seeded super-administrator role (`admin`, any case). */
export const isSuperRole = (key: string) => key.toLowerCase() === SUPER_ROLE;

/** The menu ids a role holds now. */
export async function roleMenuIds(db: Db, roleId: number): Promise<number[]> {
  return (await db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).execute()).map((r) => r.menuId);
}

/** Refuses menu ids that do not exist. */
export async function assertMenusExist(db: Db, menuIds: number[]): Promise<void> {
  if (menuIds.length === 0) return;
  const found = await db.selectFrom('sysMenu').select('menuId').where('menuId', 'in', menuIds).execute();
  if (found.length !== new Set(menuIds).size) throw invalidField('menuIds', 'system:errors.menuNotFound');
}

/**
 * The menus a role will hold after an edit, checked: the super-admin role keeps its own (it holds `*`
 * anyway), nothing asked keeps the current set, every menu must exist and an operator who is not super admin
 * may only add menus they hold themselves (no escalation). Shared by the role form and the v1.4.3
 * permission editor so both follow the same rules.
 */
export async function checkedRoleMenus(
  db: Db,
  req: FastifyRequest,
  role: { roleId: number; roleKey: string },
  requested: number[] | undefined,
): Promise<number[]> {
  const old = await roleMenuIds(db, role.roleId);
  const menuIds = isSuperRole(role.roleKey) ? old : requested ? [...new Set(requested)] : old;
  await assertMenusExist(db, menuIds);
  await assertMenusHeld(db, req, menuIds, old);
  return menuIds;
}

/** Replaces a role's menus (inside the caller's transaction). */
export async function writeRoleMenus(trx: Db, roleId: number, menuIds: number[]): Promise<void> {
  await trx.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute();
  if (menuIds.length)
    await trx
      .insertInto('sysRoleMenu')
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .execute();
}
