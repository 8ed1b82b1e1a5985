import { DATA_SCOPE, type Db } from '#kernel/server';

/** A role the award plugin makes for its own accounts: data scope "self", holding the screens of `menuKeys`. */
export interface AwardRole {
  roleName: string;
  roleKey: string;
  roleSort: number;
  menuKeys: readonly string[];
}

/**
 * Makes the role unless it exists (once: an administrator may later change its menus; of two instances making it
 * at once, one does). Answers the id of a role that was there already.
 */
export async function ensureRole(db: Db, role: AwardRole): Promise<number | undefined> {
  const found = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', role.roleKey).executeTakeFirst();
  if (found) return found.roleId;
  await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('sysRole')
      .values({
        roleName: role.roleName,
        roleKey: role.roleKey,
        roleSort: role.roleSort,
        dataScope: DATA_SCOPE.SELF,
        createBy: 'award',
        remark: 'award',
      })
      .onConflict((oc) => oc.column('roleKey').doNothing())
      .returning('roleId')
      .executeTakeFirst();
    if (!made) return;
    const menus = await trx.selectFrom('sysMenu').select('menuId').where('menuKey', 'in', role.menuKeys).execute();
    if (menus.length)
      await trx
        .insertInto('sysRoleMenu')
        .values(menus.map((m) => ({ roleId: made.roleId, menuId: m.menuId })))
        .execute();
  });
  return undefined;
}
