import type { Db } from '../db/database.ts';
import { ALL_PERMISSION, SUPER_ROLE } from '../../shared/permission.ts';
import type { MemoryCache } from '../cache.ts';

/** Roles and permissions of a user, as getInfo returns them and the access check uses them. */
export interface Identity {
  roles: string[];
  permissions: string[];
  /** role key `admin` is the super administrator (DESIGN §6) */
  superAdmin: boolean;
}

export const IDENTITY_CACHE = 'identity';

/** Loads (cached per user) the enabled role keys and the permissions of the enabled menus of those roles and of the user. */
export async function loadIdentity(db: Db, cache: MemoryCache, userId: number): Promise<Identity> {
  return cache.getOrLoad(
    IDENTITY_CACHE,
    String(userId),
    async () => {
      const roles = await db
        .selectFrom('sysUserRole as ur')
        .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
        .select(['r.roleId', 'r.roleKey'])
        .where('ur.userId', '=', userId)
        .where('r.status', '=', '0')
        .execute();
      const keys = roles.map((r) => r.roleKey);
      const superAdmin = keys.includes(SUPER_ROLE);
      let permissions: string[];
      if (superAdmin) permissions = [ALL_PERMISSION];
      else {
        // the menus of the enabled roles and those granted to the user directly (v1.4.3 ownerType User)
        const roleIds = roles.map((r) => r.roleId);
        const rows = await db
          .selectFrom('sysMenu as m')
          .select('m.perms')
          .distinct()
          .where('m.status', '=', '0')
          .where('m.perms', 'is not', null)
          .where((eb) =>
            eb.or([
              eb('m.menuId', 'in', eb.selectFrom('sysUserMenu as um').select('um.menuId').where('um.userId', '=', userId)),
              ...(roleIds.length
                ? [eb('m.menuId', 'in', eb.selectFrom('sysRoleMenu as rm').select('rm.menuId').where('rm.roleId', 'in', roleIds))]
                : []),
            ]),
          )
          .execute();
        permissions = [
          ...new Set(
            rows.flatMap((r) =>
              (r.perms ?? '')
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ),
        ];
      }
      return { roles: keys, permissions, superAdmin };
    },
    60,
  );
}
