import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** The v1.4.3 permission editor's menu tab (chestnut-api.md §1.2 getMenuPerms / savePermissions, §4.11). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

async function newRole(key: string, perms: string[] = []): Promise<number> {
  const menuIds = perms.length
    ? (await t.kernel.db.selectFrom('sysMenu').select('menuId').where('perms', 'in', perms).execute()).map((m) => m.menuId)
    : [];
  const r = await t.api('POST', '/system/role', { token: admin, body: { roleName: key, roleKey: key, roleSort: 5, status: '0', menuIds } });
  expect(r.code, r.msg).toBe(200);
  return r.data.roleId;
}

const menuPerms = (token: string, ownerType: string, owner: number | string) =>
  t.api('GET', `/system/permission/menu?ownerType=${ownerType}&owner=${owner}`, { token, lang: 'en' });

describe('GET /system/permission/menu and POST /system/permission (v1.4.3)', () => {
  it('a role answers {menus, perms, disabledPerms}: every menu as a SysMenu row, the keys it holds, nothing inherited', async () => {
    const roleId = await newRole('perm_reader', ['system:post:view', 'system:post:add']);
    const r = await menuPerms(admin, 'Role', String(roleId));
    expect(r.code, r.msg).toBe(200);
    expect(Object.keys(r.data).sort()).toEqual(['disabledPerms', 'menus', 'perms']);
    expect(r.data.perms.sort()).toEqual(['system:post:add', 'system:post:view']);
    expect(r.data.disabledPerms).toEqual([]);
    const post = r.data.menus.find((m: any) => m.perms === 'system:post:view');
    expect(post).toMatchObject({ menuName: 'Posts', menuType: 'C', component: 'system/post/index' });
    expect(post.menuId).toBeTypeOf('number');
    expect(post.parentId).toBeTypeOf('number');
    expect(r.data.menus.some((m: any) => m.menuType === 'F' && m.perms === 'system:post:remove')).toBe(true);
  });

  it('saving a role by keys replaces its menus, and its holders get them at once', async () => {
    const roleId = await newRole('perm_writer', ['system:post:view']);
    const holder = await t.asUser({ userName: 'perm_holder', permissions: [] });
    await t.kernel.db.insertInto('sysUserRole').values({ userId: holder.userId, roleId }).execute();
    expect((await holder.api('GET', '/system/dept/list')).code).toBe(403);

    const save = await t.api('POST', '/system/permission', {
      token: admin,
      body: { ownerType: 'Role', owner: String(roleId), permType: 'Menu', perms: ['system:dept:view', 'system:dept:add'] },
    });
    expect(save.code, save.msg).toBe(200);
    expect((await menuPerms(admin, 'Role', roleId)).data.perms.sort()).toEqual(['system:dept:add', 'system:dept:view']);
    expect((await holder.api('GET', '/system/dept/list')).code).toBe(200);
    expect((await holder.api('GET', '/system/post/list')).code).toBe(403);

    // one store: the role form's sys_role_menu holds exactly those menus
    const held = (await t.kernel.db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).execute()).map((m) => m.menuId);
    const ids = (
      await t.kernel.db.selectFrom('sysMenu').select('menuId').where('perms', 'in', ['system:dept:view', 'system:dept:add']).execute()
    ).map((m) => m.menuId);
    expect(held.sort()).toEqual(ids.sort());
    // the table's `permissions` name is read too
    const alt = await t.api('POST', '/system/permission', {
      token: admin,
      body: { ownerType: 'Role', owner: roleId, permType: 'Menu', permissions: [] },
    });
    expect(alt.code, alt.msg).toBe(200);
    expect((await menuPerms(admin, 'Role', roleId)).data.perms).toEqual([]);
  });

  it('the super-admin role is locked, unknown keys and owners are refused', async () => {
    const superRole = await t.kernel.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'admin').executeTakeFirstOrThrow();
    const locked = await t.api('POST', '/system/permission', {
      token: admin,
      lang: 'en',
      body: { ownerType: 'Role', owner: superRole.roleId, permType: 'Menu', perms: [] },
    });
    expect(locked.code).toBe(500);
    expect(locked.msg).toMatch(/super administrator/i);
    const roleId = await newRole('perm_unknown');
    const unknown = await t.api('POST', '/system/permission', {
      token: admin,
      lang: 'en',
      body: { ownerType: 'Role', owner: roleId, permType: 'Menu', perms: ['nope:nope:nope'] },
    });
    expect(unknown.code).toBe(500);
    expect(unknown.data?.field).toBe('perms');
    expect((await menuPerms(admin, 'Role', 999999)).code).toBe(404);
    expect((await menuPerms(admin, 'Group', roleId)).code).toBe(500);
  });

  it('no escalation: an operator with role edit grants only what they hold; without role edit they are refused', async () => {
    const roleId = await newRole('perm_target');
    const op = await t.asUser({ userName: 'perm_operator', permissions: ['system:role:view', 'system:role:edit', 'system:post:view'] });
    const mine = await op.api('GET', `/system/permission/menu?ownerType=Role&owner=${roleId}`);
    expect(mine.code, mine.msg).toBe(200);
    expect(mine.data.menus.map((m: any) => m.perms)).not.toContain('system:user:view');

    const escalate = await op.api('POST', '/system/permission', {
      lang: 'en',
      body: { ownerType: 'Role', owner: roleId, permType: 'Menu', perms: ['system:post:view', 'system:user:view'] },
    });
    expect(escalate.code).toBe(500);
    expect(escalate.msg).toContain('system:user:view');
    expect((await menuPerms(admin, 'Role', roleId)).data.perms).toEqual([]);

    const fine = await op.api('POST', '/system/permission', {
      body: { ownerType: 'Role', owner: roleId, permType: 'Menu', perms: ['system:post:view'] },
    });
    expect(fine.code, fine.msg).toBe(200);
    expect((await menuPerms(admin, 'Role', roleId)).data.perms).toEqual(['system:post:view']);

    const viewer = await t.asUser({ userName: 'perm_viewer', permissions: ['system:post:view'] });
    expect((await viewer.api('GET', `/system/permission/menu?ownerType=Role&owner=${roleId}`)).code).toBe(403);
    expect(
      (await viewer.api('POST', '/system/permission', { body: { ownerType: 'Role', owner: roleId, permType: 'Menu', perms: [] } })).code,
    ).toBe(403);
  });

  it('a user holds menus granted directly beside their roles: getInfo, getRouters and the routes follow; no escalation', async () => {
    const u = await t.asUser({ userName: 'perm_user', permissions: ['system:notice:view', 'system:notice:add'] });
    const r = await menuPerms(admin, 'User', u.userId);
    expect(r.code, r.msg).toBe(200);
    expect(r.data.perms).toEqual([]);
    expect(r.data.disabledPerms.sort()).toEqual(['system:notice:add', 'system:notice:view']);
    expect((await u.api('GET', '/system/post/list')).code).toBe(403);

    const grant = await t.api('POST', '/system/permission', {
      token: admin,
      body: { ownerType: 'User', owner: u.userId, permType: 'Menu', perms: ['system:post:view'] },
    });
    expect(grant.code, grant.msg).toBe(200);
    expect((await menuPerms(admin, 'User', u.userId)).data.perms).toEqual(['system:post:view']);
    const info = await u.api('GET', '/getInfo');
    expect(info.data.permissions).toEqual(expect.arrayContaining(['system:post:view', 'system:notice:view']));
    const routers = await u.api('GET', '/getRouters');
    expect(JSON.stringify(routers.data)).toContain('system/post/index');
    expect((await u.api('GET', '/system/post/list')).code).toBe(200);

    // an operator may grant a user only what they hold themselves
    const op = await t.asUser({ userName: 'perm_granter', permissions: ['system:role:edit', 'system:post:view'] });
    const escalate = await op.api('POST', '/system/permission', {
      lang: 'en',
      body: { ownerType: 'User', owner: u.userId, permType: 'Menu', perms: ['system:post:view', 'system:user:view'] },
    });
    expect(escalate.code).toBe(500);
    expect(escalate.msg).toContain('system:user:view');
    expect((await menuPerms(admin, 'User', u.userId)).data.perms).toEqual(['system:post:view']);

    // taking it back revokes it at once
    const revoke = await t.api('POST', '/system/permission', {
      token: admin,
      body: { ownerType: 'User', owner: u.userId, permType: 'Menu', perms: [] },
    });
    expect(revoke.code, revoke.msg).toBe(200);
    expect((await u.api('GET', '/system/post/list')).code).toBe(403);
    expect((await menuPerms(admin, 'User', 999999)).code).toBe(404);
  });
});
