import type { Db, Kernel } from '#kernel/server';
import { APPLICANT_ROLE } from '../../shared/permissions.ts';
import { APPLICANT_MENU_KEYS } from '../seed.ts';
import { ensureRole } from './award-roles.ts';

/**
 * Makes sure the `applicant` role exists (once: an administrator may later change its menus): data scope "self",
 * holding the award screens of an enterprise. The enterprise an applicant account belongs to is kept in
 * award_enterprise_user, which every applicant-facing award route reads (sys_user is the kernel's).
 */
export async function ensureApplicantRole(kernel: Kernel): Promise<void> {
  const found = await ensureRole(kernel.db, { roleName: '申报单位', roleKey: APPLICANT_ROLE, roleSort: 90, menuKeys: APPLICANT_MENU_KEYS });
  if (found) await grantApplicationScreens(kernel.db, found);
}

/**
 * A role made before the application screens existed holds none of them: it gets them once. A role holding any
 * of them is left as an administrator made it.
 */
async function grantApplicationScreens(db: Db, roleId: number): Promise<void> {
  const keys = APPLICANT_MENU_KEYS.filter((k) => k.startsWith('award.app'));
  const held = await db
    .selectFrom('sysRoleMenu')
    .innerJoin('sysMenu', 'sysMenu.menuId', 'sysRoleMenu.menuId')
    .select('sysMenu.menuId')
    .where('sysRoleMenu.roleId', '=', roleId)
    .where('sysMenu.menuKey', 'in', keys)
    .executeTakeFirst();
  if (held) return;
  const menus = await db.selectFrom('sysMenu').select('menuId').where('menuKey', 'in', keys).execute();
  if (menus.length)
    await db
      .insertInto('sysRoleMenu')
      .values(menus.map((m) => ({ roleId, menuId: m.menuId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** The enterprise of an applicant account, or null for staff accounts. */
export async function enterpriseOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('awardEnterpriseUser').select('enterpriseId').where('userId', '=', userId).executeTakeFirst();
  return row?.enterpriseId ?? null;
}
