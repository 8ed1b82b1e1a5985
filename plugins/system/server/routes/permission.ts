import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  IDENTITY_CACHE,
  assertUsersInScope,
  dataScopeOf,
  fail,
  heldMenuIds,
  invalidField,
  liveMenu,
  menuTitle,
  notFound,
  ok,
  sql,
  type Db,
  type Kernel,
} from '#kernel/server';
import { assertMenusHeld } from '../services/role-grants.ts';
import { checkedRoleMenus, isSuperRole, roleMenuIds, writeRoleMenus } from '../services/role-menus.ts';
import { type MenuPerms, PermissionOwner, PermissionSave } from '../../shared/permission.ts';

/** A menu row's permission keys (a row may list several, comma-separated). */
const keysOf = (perms: string | null) =>
  (perms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Permission keys of a set of menu ids. */
function keysOfMenus(menus: { menuId: number; perms: string | null }[], ids: Iterable<number>): string[] {
  const wanted = new Set(ids);
  return [...new Set(menus.filter((m) => wanted.has(m.menuId)).flatMap((m) => keysOf(m.perms)))].sort();
}

/** Enabled roles of a user, with their keys. */
async function userRoles(db: Db, userId: number) {
  return db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select(['r.roleId', 'r.roleKey'])
    .where('ur.userId', '=', userId)
    .where('r.status', '=', '0')
    .execute();
}

/**
 * The v1.4.3 permission editor's menu tab (chestnut-api.md §1.2 getMenuPerms / savePermissions, §4.11):
 * menus are addressed by their permission keys. Here a role's menus live in sys_role_menu, so a Role save
 * goes through the same checks and write as the role form (super-admin role locked, no escalation, identity
 * cache dropped); menus without a key cannot be named by this form and stay as they were. A User holds
 * menus granted to them directly (sys_user_menu) beside their roles': `perms` are their own, the keys of
 * their roles come back as `disabledPerms` (inherited), and a save writes their own under the same
 * no-escalation rule, for users inside the operator's data scope.
 */
export async function permissionRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const live = liveMenu(kernel);

  const allMenus = async () =>
    (await db.selectFrom('sysMenu').selectAll().orderBy('parentId').orderBy('orderNum').orderBy('menuId').execute()).filter(live);

  const loadRole = async (id: number) => {
    const role = await db.selectFrom('sysRole').select(['roleId', 'roleKey', 'roleName']).where('roleId', '=', id).executeTakeFirst();
    if (!role) throw notFound(String(id));
    return role;
  };
  const loadUser = async (id: number) => {
    const user = await db.selectFrom('sysUser').select(['userId', 'userName']).where('userId', '=', id).executeTakeFirst();
    if (!user) throw notFound(String(id));
    return user;
  };

  /** Menu ids a user holds through their enabled roles (every menu when one of them is the super-admin role). */
  const inheritedMenuIds = async (userId: number, menus: { menuId: number }[]): Promise<Set<number>> => {
    const roles = await userRoles(db, userId);
    if (roles.some((r) => isSuperRole(r.roleKey))) return new Set(menus.map((m) => m.menuId));
    return heldMenuIds(db, userId, { rolesOnly: true });
  };

  /** Menu ids granted to a user directly. */
  const userMenuIds = async (userId: number) =>
    (await db.selectFrom('sysUserMenu').select('menuId').where('userId', '=', userId).execute()).map((r) => r.menuId);

  const grantable = async (req: FastifyRequest, menus: Awaited<ReturnType<typeof allMenus>>) => {
    if (req.identity?.superAdmin) return menus;
    const held = await heldMenuIds(db, req.user!.userId);
    return menus.filter((m) => held.has(m.menuId));
  };

  app.get(
    '/system/permission/menu',
    { config: { access: ['system:role:add', 'system:role:edit', 'system:menu:view'] }, schema: { querystring: PermissionOwner } },
    async (req) => {
      const id = Number(req.query.owner);
      const menus = await allMenus();
      let perms: string[] = [];
      let disabledPerms: string[] = [];
      if (req.query.ownerType === 'Role') {
        const role = await loadRole(id);
        perms = isSuperRole(role.roleKey)
          ? keysOfMenus(
              menus,
              menus.map((m) => m.menuId),
            )
          : keysOfMenus(menus, await roleMenuIds(db, role.roleId));
      } else {
        const user = await loadUser(id);
        await assertUsersInScope(db, await dataScopeOf(kernel, req), [user.userId]);
        perms = keysOfMenus(menus, await userMenuIds(user.userId));
        disabledPerms = keysOfMenus(menus, await inheritedMenuIds(user.userId, menus));
      }
      const shown = await grantable(req, menus);
      const answer: MenuPerms = { menus: shown.map((m) => ({ ...m, menuName: menuTitle(kernel, req.lang, m) })), perms, disabledPerms };
      return ok(answer);
    },
  );

  app.post(
    '/system/permission',
    { config: { access: 'system:role:edit', log: { title: 'system:log.permission', type: 'GRANT' } }, schema: { body: PermissionSave } },
    async (req) => {
      const b = req.body;
      const id = Number(b.owner);
      const asked = [...new Set((b.perms ?? b.permissions ?? []).map((k) => k.trim()).filter(Boolean))];
      const menus = await allMenus();
      const known = new Set(menus.flatMap((m) => keysOf(m.perms)));
      const unknown = asked.find((k) => !known.has(k));
      if (unknown) throw invalidField('perms', 'system:errors.menuNotFound');
      const askedSet = new Set(asked);

      if (b.ownerType === 'User') {
        // the user's own menus: those named by the keys, beside what their roles give (kept apart, shown as
        // inherited); the operator may grant only menus they hold, and only to users in their data scope
        const user = await loadUser(id);
        await assertUsersInScope(db, await dataScopeOf(kernel, req), [user.userId]);
        const current = await userMenuIds(user.userId);
        const keyless = menus.filter((m) => keysOf(m.perms).length === 0 && current.includes(m.menuId)).map((m) => m.menuId);
        const named = menus.filter((m) => keysOf(m.perms).some((k) => askedSet.has(k))).map((m) => m.menuId);
        const menuIds = [...new Set([...keyless, ...named])];
        await assertMenusHeld(db, req, menuIds, current);
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('sysUserMenu').where('userId', '=', user.userId).execute();
          if (menuIds.length)
            await trx
              .insertInto('sysUserMenu')
              .values(menuIds.map((menuId) => ({ userId: user.userId, menuId })))
              .execute();
        });
        await kernel.invalidate(IDENTITY_CACHE);
        return ok();
      }

      const role = await loadRole(id);
      if (isSuperRole(role.roleKey)) throw fail('system:errors.superRoleLocked');
      const current = await roleMenuIds(db, role.roleId);
      // menus without a key cannot be named here: the role keeps the ones it has
      const keyless = menus.filter((m) => keysOf(m.perms).length === 0 && current.includes(m.menuId)).map((m) => m.menuId);
      const named = menus.filter((m) => keysOf(m.perms).some((k) => askedSet.has(k))).map((m) => m.menuId);
      const menuIds = await checkedRoleMenus(db, req, role, [...keyless, ...named]);
      await db.transaction().execute(async (trx) => {
        await writeRoleMenus(trx, role.roleId, menuIds);
        // an open role form holding the old menus must not write them back unnoticed
        await trx
          .updateTable('sysRole')
          .set({ updateBy: req.user!.userName, updateTime: sql<string>`now()`, version: sql<number>`version + 1` })
          .where('roleId', '=', role.roleId)
          .execute();
      });
      await kernel.invalidate(IDENTITY_CACHE);
      return ok();
    },
  );
}
