import { ALL_PERMISSION, SUPER_ROLE } from '../../shared/permission.ts';
import type { Kernel } from '../kernel.ts';

/** Roles and permissions of a user, as getInfo returns them and the access check uses them. */
export interface Identity {
  roles: string[];
  permissions: string[];
  /** role key `admin` is the super administrator (DESIGN §6) */
  superAdmin: boolean;
}

export const IDENTITY_CACHE = 'identity';

/**
 * Loads (cached per user) the enabled role keys and the permissions of the enabled menus of those roles and of
 * the user, with the data permissions the enabled plugins grant them (`ServerPlugin.grants`).
 */
export async function loadIdentity(kernel: Pick<Kernel, 'db' | 'cache' | 'plugins'>, userId: number): Promise<Identity> {
  const { db, cache } = kernel;
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
      if (!superAdmin) for (const p of kernel.plugins) if (p.grants) permissions.push(...(await p.grants(kernel as Kernel, userId)));
      return { roles: keys, permissions: [...new Set(permissions)], superAdmin };
    },
    60,
  );
}
