import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;
let admin: string;
const PW = 'Secret#123';

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

/** Menu ids by seed key. */
async function menus(...keys: string[]): Promise<number[]> {
  const rows = await t.kernel.db.selectFrom('sysMenu').select(['menuId', 'menuKey']).where('menuKey', 'in', keys).execute();
  expect(rows.length, keys.join()).toBe(keys.length);
  return keys.map((k) => rows.find((r) => r.menuKey === k)!.menuId);
}

async function user(name: string, deptId = 1): Promise<number> {
  const r = await t.kernel.db
    .insertInto('sysUser')
    .values({ userName: name, nickName: name, password: await hashPassword(PW), deptId })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return r.userId;
}

async function role(body: Record<string, unknown>, token = admin) {
  const r = await t.api('POST', '/system/role', { token, body: { roleSort: 1, status: '0', ...body }, lang: 'en' });
  return r;
}

const detail = async (id: number) => (await t.api('GET', `/system/role/${id}`, { token: admin })).data;

describe('System → Roles API', () => {
  it('adds with menus, lists with filters, edits with a version check, changes status and deletes', async () => {
    const [root, post, postAdd] = await menus('system.root', 'system.post', 'system.post.add');
    const add = await role({ roleName: 'Editors', roleKey: 'editor', menuIds: [root, post, postAdd], remark: 'writes' });
    expect(add.code).toBe(200);
    const id = add.data.roleId;
    await role({ roleName: 'Guests', roleKey: 'guest', status: '1' });

    const list = await t.api('GET', '/system/role/list?roleName=edit&pageNum=1&pageSize=10', { token: admin });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({ roleName: 'Editors', roleKey: 'editor', dataScope: '1', status: '0', version: 0 });
    expect((await t.api('GET', '/system/role/list?status=1', { token: admin })).data.rows.map((r: any) => r.roleKey)).toEqual(['guest']);
    expect((await t.api('GET', '/system/role/list?roleKey=GUE', { token: admin })).data.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await t.api('GET', `/system/role/list?params%5BbeginTime%5D=${today}&params%5BendTime%5D=2999-01-01`, { token: admin })).data.total,
    ).toBeGreaterThanOrEqual(2);
    expect((await t.api('GET', '/system/role/list?params%5BendTime%5D=2000-01-01', { token: admin })).data.total).toBe(0);
    const sorted = await t.api('GET', '/system/role/list?sorts=roleKey%23desc', { token: admin });
    expect(sorted.data.rows[0].roleKey).toBe('guest');
    expect((await t.api('GET', '/system/role/list?sorts=password%23desc', { token: admin, lang: 'en' })).code).toBe(500);

    // with linkage on, the tree gets the lowest checked menus only
    const tree = await t.api('GET', `/system/menu/roleMenuTreeselect/${id}`, { token: admin });
    expect(tree.data.checkedKeys).toEqual([postAdd]);
    expect(tree.data.menus.some((n: any) => n.id === root)).toBe(true);

    const edit = await t.api('PUT', '/system/role', {
      token: admin,
      body: { roleId: id, roleName: 'Writers', roleKey: 'writer', roleSort: 2, status: '0', menuIds: [root, post], version: 0 },
    });
    expect(edit.code).toBe(200);
    const stale = await t.api('PUT', '/system/role', {
      token: admin,
      body: { roleId: id, roleName: 'Lost', roleKey: 'writer', roleSort: 2, status: '0', version: 0 },
      lang: 'en',
    });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect(await detail(id)).toMatchObject({ roleName: 'Writers', roleKey: 'writer', version: 1 });
    expect((await t.api('GET', `/system/menu/roleMenuTreeselect/${id}`, { token: admin })).data.checkedKeys).toEqual([post]);

    expect((await t.api('PUT', '/system/role/changeStatus', { token: admin, body: { roleId: id, status: '1' } })).code).toBe(200);
    expect((await detail(id)).status).toBe('1');

    expect((await t.api('DELETE', '/system/role', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/role/${id}`, { token: admin })).code).toBe(404);
  });

  it('refuses duplicates, the reserved key and bad input, naming the field in three languages', async () => {
    await role({ roleName: 'Dup', roleKey: 'dup' });
    expect(await role({ roleName: 'Dup2', roleKey: 'DUP' })).toEqual({
      code: 500,
      msg: 'Role key "DUP" already exists.',
      data: { field: 'roleKey' },
    });
    const zh = await t.api('POST', '/system/role', {
      token: admin,
      body: { roleName: 'X', roleKey: 'Admin', roleSort: 1, status: '0' },
      lang: 'zh-CN',
    });
    expect(zh).toEqual({ code: 500, msg: '权限字符“Admin”为超级管理员保留，不能使用。', data: { field: 'roleKey' } });
    const tw = await t.api('POST', '/system/role', { token: admin, body: { roleKey: 'nm', roleSort: 1, status: '0' }, lang: 'zh-TW' });
    expect(tw.msg).toBe('角色名稱不能為空。');
    const en = await t.api('POST', '/system/role', {
      token: admin,
      body: { roleName: 'Dup', roleKey: 'other', roleSort: 1, status: '0' },
      lang: 'en',
    });
    expect(en.msg).toBe('Role name "Dup" already exists.');
    const blank = await t.api('POST', '/system/role', {
      token: admin,
      body: { roleName: '  ', roleKey: 'blank', roleSort: 1, status: '0' },
      lang: 'en',
    });
    expect(blank.msg).toBe('Role name: cannot be empty.');
    const badKey = await t.api('POST', '/system/role', {
      token: admin,
      body: { roleName: 'K', roleKey: 'a b', roleSort: 1, status: '0' },
      lang: 'en',
    });
    expect(badKey.msg).toBe('Role key: invalid format.');
    expect((await t.api('GET', '/system/role/list?roleKey=blank', { token: admin })).data.total).toBe(0);
  });

  it('protects the super-admin role: no disable, delete, re-key or data scope', async () => {
    const superRole = await t.kernel.db.selectFrom('sysRole').selectAll().where('roleKey', '=', 'admin').executeTakeFirstOrThrow();
    const msg = 'The super administrator role cannot be changed this way.';
    expect(
      (await t.api('PUT', '/system/role/changeStatus', { token: admin, body: { roleId: superRole.roleId, status: '1' }, lang: 'en' })).msg,
    ).toBe(msg);
    expect((await t.api('DELETE', '/system/role', { token: admin, body: [superRole.roleId], lang: 'en' })).msg).toBe(msg);
    expect(
      (
        await t.api('PUT', '/system/role/dataScope', {
          token: admin,
          body: { roleId: superRole.roleId, dataScope: '5', version: superRole.version },
          lang: 'en',
        })
      ).msg,
    ).toBe(msg);
    const rekey = await t.api('PUT', '/system/role', {
      token: admin,
      body: { roleId: superRole.roleId, roleName: 'Root', roleKey: 'root', roleSort: 1, status: '0', version: superRole.version },
      lang: 'en',
    });
    expect(rekey).toMatchObject({ code: 500, data: { field: 'roleKey' } });
    const other = await role({ roleName: 'Other', roleKey: 'other2' });
    const toAdmin = await t.api('PUT', '/system/role', {
      token: admin,
      body: { roleId: other.data.roleId, roleName: 'Other', roleKey: 'admin', roleSort: 1, status: '0', version: 0 },
      lang: 'en',
    });
    expect(toAdmin.msg).toBe('Role key "admin" is reserved for the super administrator.');
    expect(await detail(superRole.roleId)).toMatchObject({ roleKey: 'admin', status: '0' });
  });

  it('will not delete a role users hold; exports xlsx', async () => {
    const r = await role({ roleName: 'Held', roleKey: 'held' });
    const uid = await user('holder');
    await t.kernel.db.insertInto('sysUserRole').values({ userId: uid, roleId: r.data.roleId }).execute();
    expect(await t.api('DELETE', '/system/role', { token: admin, body: [r.data.roleId], lang: 'en' })).toEqual({
      code: 500,
      msg: 'Role "Held" is assigned to users and cannot be deleted.',
    });
    expect((await t.api('GET', `/system/role/${r.data.roleId}`, { token: admin })).code).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/role/list',
      headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'roleKey=held',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['download-filename']).toMatch(/^Role_\d{14}\.xlsx$/);
  });

  it('sets the data scope with custom departments and shows them in the department tree', async () => {
    const r = await role({ roleName: 'Scoped', roleKey: 'scoped' });
    const d1 = await t.kernel.db
      .insertInto('sysDept')
      .values({ deptName: 'Branch', parentId: 1, ancestors: '0,1' })
      .returning('deptId')
      .executeTakeFirstOrThrow();
    const d2 = await t.kernel.db
      .insertInto('sysDept')
      .values({ deptName: 'Team', parentId: d1.deptId, ancestors: `0,1,${d1.deptId}` })
      .returning('deptId')
      .executeTakeFirstOrThrow();
    const set = await t.api('PUT', '/system/role/dataScope', {
      token: admin,
      body: { roleId: r.data.roleId, dataScope: '2', deptIds: [d1.deptId, d2.deptId], version: 0 },
    });
    expect(set.code).toBe(200);
    const tree = await t.api('GET', `/system/dept/roleDeptTreeselect/${r.data.roleId}`, { token: admin });
    expect(tree.data.checkedKeys).toEqual([d2.deptId]);
    expect(tree.data.depts[0]).toMatchObject({
      id: 1,
      children: [{ id: d1.deptId, label: 'Branch', children: [{ id: d2.deptId, label: 'Team' }] }],
    });
    expect(await detail(r.data.roleId)).toMatchObject({ dataScope: '2', version: 1 });
    const stale = await t.api('PUT', '/system/role/dataScope', {
      token: admin,
      body: { roleId: r.data.roleId, dataScope: '1', version: 0 },
    });
    expect(stale.code).toBe(409);
    const bad = await t.api('PUT', '/system/role/dataScope', {
      token: admin,
      body: { roleId: r.data.roleId, dataScope: '9', version: 1 },
      lang: 'en',
    });
    expect(bad.msg).toBe('Data scope: value not allowed.');
    await t.api('PUT', '/system/role/dataScope', { token: admin, body: { roleId: r.data.roleId, dataScope: '3', version: 1 } });
    expect(await t.kernel.db.selectFrom('sysRoleDept').select('deptId').where('roleId', '=', r.data.roleId).execute()).toEqual([]);
  });

  it('refuses a user without the permission, and nothing changes', async () => {
    await user('nobody');
    const token = await t.login('nobody', PW);
    const count = async () =>
      Number(
        (
          await t.kernel.db
            .selectFrom('sysRole')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/role/list'],
      ['GET', '/system/role/1'],
      ['POST', '/system/role', { roleName: 'z', roleKey: 'z', roleSort: 1, status: '0' }],
      ['PUT', '/system/role/changeStatus', { roleId: 1, status: '1' }],
      ['PUT', '/system/role/dataScope', { roleId: 1, dataScope: '5', version: 0 }],
      ['DELETE', '/system/role', [1]],
      ['GET', '/system/role/authUser/allocatedList?roleId=1'],
      ['PUT', '/system/role/authUser/selectAll?roleId=1&userIds=1'],
      ['PUT', '/system/role/authUser/cancel', { userId: 1, roleId: 1 }],
      ['GET', '/system/menu/treeselect'],
      ['GET', '/system/dept/roleDeptTreeselect/1'],
    ];
    for (const [m, u, b] of calls) expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('Role users and escalation rules', () => {
  it('lists allocated and unallocated users, grants and withdraws', async () => {
    const r = await role({ roleName: 'Team', roleKey: 'team' });
    const rid = r.data.roleId;
    const a = await user('alice');
    const b = await user('bob');
    await t.kernel.db.updateTable('sysUser').set({ phoneNumber: '13800000001' }).where('userId', '=', a).execute();
    const grant = await t.api('PUT', `/system/role/authUser/selectAll?roleId=${rid}&userIds=${a},${b}`, { token: admin });
    expect(grant.code).toBe(200);
    const allocated = await t.api('GET', `/system/role/authUser/allocatedList?roleId=${rid}&pageNum=1&pageSize=10`, { token: admin });
    expect(allocated.data.rows.map((u: any) => u.userName)).toEqual(['alice', 'bob']);
    expect(allocated.data.rows[0]).not.toHaveProperty('password');
    expect((await t.api('GET', `/system/role/authUser/allocatedList?roleId=${rid}&phoneNumber=0001`, { token: admin })).data.total).toBe(1);
    const un = await t.api('GET', `/system/role/authUser/unallocatedList?roleId=${rid}&userName=ali`, { token: admin });
    expect(un.data.total).toBe(0);
    expect((await t.api('GET', `/system/role/authUser/unallocatedList?roleId=${rid}&userName=admin`, { token: admin })).data.total).toBe(1);

    expect((await t.api('PUT', '/system/role/authUser/cancel', { token: admin, body: { userId: a, roleId: rid } })).code).toBe(200);
    expect(
      (await t.api('GET', `/system/role/authUser/allocatedList?roleId=${rid}`, { token: admin })).data.rows.map((u: any) => u.userName),
    ).toEqual(['bob']);
    expect((await t.api('PUT', `/system/role/authUser/cancelAll?roleId=${rid}&userIds=${b}`, { token: admin })).code).toBe(200);
    expect((await t.api('GET', `/system/role/authUser/allocatedList?roleId=${rid}`, { token: admin })).data.total).toBe(0);
    const bad = await t.api('PUT', `/system/role/authUser/selectAll?roleId=${rid}&userIds=999999`, { token: admin, lang: 'en' });
    expect(bad).toMatchObject({ code: 500, msg: 'Users: no such user.' });
  });

  it('keeps the last super administrator', async () => {
    const superRole = await t.kernel.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'admin').executeTakeFirstOrThrow();
    const r = await t.api('PUT', '/system/role/authUser/cancel', {
      token: admin,
      body: { userId: 1, roleId: superRole.roleId },
      lang: 'en',
    });
    expect(r.msg).toBe('At least one enabled user must keep the super administrator role.');
    expect((await t.api('GET', '/getInfo', { token: admin })).data.roles).toContain('admin');
  });

  it('sees role changes at once: menus, status and withdrawal (which ends the sessions)', async () => {
    const [root, post, user1] = await menus('system.root', 'system.post', 'system.user');
    const r = await role({ roleName: 'Live', roleKey: 'live', menuIds: [root, post, user1] });
    const uid = await user('carol');
    await t.api('PUT', `/system/role/authUser/selectAll?roleId=${r.data.roleId}&userIds=${uid}`, { token: admin });
    const token = await t.login('carol', PW);
    expect((await t.api('GET', '/getInfo', { token })).data.permissions.sort()).toEqual(['system:post:view', 'system:user:view']);
    expect((await t.api('GET', '/system/post/list', { token })).code).toBe(200);
    const routers = async () => JSON.stringify((await t.api('GET', '/getRouters', { token, lang: 'en' })).data);
    expect(await routers()).toContain('system/post/index');

    await t.api('PUT', '/system/role', {
      token: admin,
      body: { roleId: r.data.roleId, roleName: 'Live', roleKey: 'live', roleSort: 1, status: '0', menuIds: [root, user1], version: 0 },
    });
    expect((await t.api('GET', '/getInfo', { token })).data.permissions).toEqual(['system:user:view']);
    expect((await t.api('GET', '/system/post/list', { token })).code).toBe(403);
    expect(await routers()).not.toContain('system/post/index');

    await t.api('PUT', '/system/role/changeStatus', { token: admin, body: { roleId: r.data.roleId, status: '1' } });
    expect((await t.api('GET', '/getInfo', { token })).data.permissions).toEqual([]);
    await t.api('PUT', '/system/role/changeStatus', { token: admin, body: { roleId: r.data.roleId, status: '0' } });
    expect((await t.api('GET', '/getInfo', { token })).data.permissions).toEqual(['system:user:view']);

    await t.api('PUT', '/system/role/authUser/cancel', { token: admin, body: { userId: uid, roleId: r.data.roleId } });
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(401);
  });

  it('an operator cannot hand out menus, roles or data scopes beyond their own', async () => {
    const db = t.kernel.db;
    const dept = await db
      .insertInto('sysDept')
      .values({ deptName: 'Ops', parentId: 1, ancestors: '0,1' })
      .returning('deptId')
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('sysDept')
      .values({ deptName: 'Ops team', parentId: dept.deptId, ancestors: `0,1,${dept.deptId}` })
      .returning('deptId')
      .executeTakeFirstOrThrow();
    const ids = await menus('system.root', 'system.role', 'system.role.add', 'system.role.edit', 'system.post');
    const [root, roleMenu, , , post] = ids;
    const [menuMenu] = await menus('system.menu');
    const ops = await role({ roleName: 'Role managers', roleKey: 'rolemgr', menuIds: ids });
    const scope = await t.api('PUT', '/system/role/dataScope', {
      token: admin,
      body: { roleId: ops.data.roleId, dataScope: '3', version: 0 },
    });
    expect(scope.code).toBe(200);
    const uid = await user('dave', dept.deptId);
    await t.api('PUT', `/system/role/authUser/selectAll?roleId=${ops.data.roleId}&userIds=${uid}`, { token: admin });
    const token = await t.login('dave', PW);

    // menus: only what dave holds
    const tree = await t.api('GET', '/system/menu/treeselect', { token });
    const flat = (ns: any[]): number[] => ns.flatMap((n) => [n.id, ...flat(n.children ?? [])]);
    expect(flat(tree.data).sort()).toEqual([...ids].sort());
    const tooMuch = await role({ roleName: 'Menus', roleKey: 'menus', menuIds: [root, menuMenu] }, token);
    expect(tooMuch).toMatchObject({
      code: 500,
      msg: 'You cannot grant a permission you do not hold: system:menu:view.',
      data: { field: 'menuIds' },
    });
    const fine = await role({ roleName: 'Posts only', roleKey: 'postsonly', menuIds: [root, post] }, token);
    expect(fine.code).toBe(200);
    // a new role of a narrower operator starts at "self only"
    expect(await detail(fine.data.roleId)).toMatchObject({ dataScope: '5' });
    const widen = await t.api('PUT', '/system/role', {
      token,
      body: {
        roleId: fine.data.roleId,
        roleName: 'Posts only',
        roleKey: 'postsonly',
        roleSort: 1,
        status: '0',
        menuIds: [root, post, menuMenu],
        version: 0,
      },
      lang: 'en',
    });
    expect(widen.code).toBe(500);

    // data scope: not wider than "own department"
    const v = async () => (await detail(fine.data.roleId)).version;
    for (const [s, deptIds] of [
      ['1', []],
      ['4', []],
      ['2', [sub.deptId]],
      ['2', [1]],
    ] as const) {
      const r = await t.api('PUT', '/system/role/dataScope', {
        token,
        body: { roleId: fine.data.roleId, dataScope: s, deptIds, version: await v() },
        lang: 'en',
      });
      expect(r, `scope ${s} ${deptIds}`).toMatchObject({ code: 500, msg: 'Data scope: cannot be wider than your own data scope.' });
    }
    for (const [s, deptIds] of [
      ['3', []],
      ['2', [dept.deptId]],
      ['5', []],
    ] as const) {
      const r = await t.api('PUT', '/system/role/dataScope', {
        token,
        body: { roleId: fine.data.roleId, dataScope: s, deptIds, version: await v() },
      });
      expect(r.code, `scope ${s}`).toBe(200);
    }

    // roles: dave cannot grant the super-admin role (or any role he lacks), even to himself
    const superRole = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'admin').executeTakeFirstOrThrow();
    const esc = await t.api('PUT', `/system/role/authUser/selectAll?roleId=${superRole.roleId}&userIds=${uid}`, { token, lang: 'en' });
    expect(esc).toEqual({ code: 500, msg: 'You cannot grant or withdraw role "超级管理员", which you do not hold.' });
    const lack = await t.api('PUT', `/system/role/authUser/selectAll?roleId=${fine.data.roleId}&userIds=${uid}`, { token });
    expect(lack.code).toBe(500);
    expect((await t.api('GET', '/getInfo', { token })).data.roles).toEqual(['rolemgr']);
    // he can hand out his own role, but only to users inside his data scope (own department)
    const peer = await user('erin', dept.deptId);
    expect((await t.api('PUT', `/system/role/authUser/selectAll?roleId=${ops.data.roleId}&userIds=${peer}`, { token })).code).toBe(200);
    const outsider = await user('frank');
    expect((await t.api('PUT', `/system/role/authUser/selectAll?roleId=${ops.data.roleId}&userIds=${outsider}`, { token })).code).toBe(403);
    const seen = await t.api('GET', `/system/role/authUser/unallocatedList?roleId=${ops.data.roleId}`, { token });
    expect(seen.data.rows.map((u: any) => u.userName)).not.toContain('frank');
    expect(
      (await t.api('GET', `/system/role/authUser/allocatedList?roleId=${ops.data.roleId}`, { token })).data.rows.map(
        (u: any) => u.userName,
      ),
    ).toEqual(['dave', 'erin']);
    void roleMenu;
  });
});
