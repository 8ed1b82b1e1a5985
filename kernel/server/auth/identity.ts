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

/** Loads (cached per user) the enabled role keys and the permissions of their enabled menus. */
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
      else if (roles.length === 0) permissions = [];
      else {
        const rows = await db
          .selectFrom('sysRoleMenu as rm')
          .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
          .select('m.perms')
          .distinct()
          .where(
            'rm.roleId',
            'in',
            roles.map((r) => r.roleId),
          )
          .where('m.status', '=', '0')
          .where('m.perms', 'is not', null)
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
