import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** System calls of a v1.4.3 console (chestnut-api.md §1.2) that this server answers in that form. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

type Node = { id: number; label: string; children?: Node[] };
const labels = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.label, ...labels(n.children ?? [])]);

describe('v1.4.3 system calls', () => {
  it('GET /system/menu/userTreeselect is the tree of the menus the caller holds (not caught by /system/menu/:id)', async () => {
    const all = await t.api('GET', '/system/menu/userTreeselect', { token: admin, lang: 'en' });
    expect(all.code, all.msg).toBe(200);
    expect(labels(all.data)).toEqual(expect.arrayContaining(['System', 'Posts']));

    const viewer = await t.asUser({ userName: 'postviewer', permissions: ['system:view', 'system:post:view'] });
    const mine = await viewer.api('GET', '/system/menu/userTreeselect', { lang: 'en' });
    expect(mine.code, mine.msg).toBe(200);
    expect(labels(mine.data)).toContain('Posts');
    expect(labels(mine.data)).not.toContain('Users');
  });

  it('PUT /system/role/authUser/grant and /cancel take ?roleId= and a JSON array of user ids', async () => {
    const roleId =
      (
        await t.api('POST', '/system/role', {
          token: admin,
          body: { roleName: 'Editors', roleKey: 'editors', roleSort: 3, status: '0', menuIds: [] },
        })
      ).data?.roleId ??
      (await t.kernel.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'editors').executeTakeFirstOrThrow()).roleId;
    const a = await t.asUser({ userName: 'editor_a', permissions: [] });
    const b = await t.asUser({ userName: 'editor_b', permissions: [] });
    const holders = async () =>
      (await t.kernel.db.selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId).orderBy('userId').execute()).map(
        (r) => r.userId,
      );

    const grant = await t.api('PUT', `/system/role/authUser/grant?roleId=${roleId}`, { token: admin, body: [a.userId, b.userId] });
    expect(grant.code, grant.msg).toBe(200);
    expect(await holders()).toEqual([a.userId, b.userId]);

    const cancel = await t.api('PUT', `/system/role/authUser/cancel?roleId=${roleId}`, { token: admin, body: [a.userId] });
    expect(cancel.code, cancel.msg).toBe(200);
    expect(await holders()).toEqual([b.userId]);

    // the RuoYi form still works; a bare array without the role is refused naming it
    expect((await t.api('PUT', '/system/role/authUser/cancel', { token: admin, body: { userId: b.userId, roleId } })).code).toBe(200);
    const noRole = await t.api('PUT', '/system/role/authUser/cancel', { token: admin, body: [b.userId], lang: 'en' });
    expect(noRole.code).toBe(500);
    expect(await holders()).toEqual([]);
  });

  it('GET /system/user/profile/shortcuts: the C menus of the Shortcut preference the caller may open, as {name, icon, router}', async () => {
    const ids = async (...keys: string[]) => {
      const rows = await t.kernel.db.selectFrom('sysMenu').select(['menuId', 'menuKey']).where('menuKey', 'in', keys).execute();
      return keys.map((k) => rows.find((r) => r.menuKey === k)!.menuId);
    };
    const [user, post, postAdd, root] = await ids('system.user', 'system.post', 'system.post.add', 'system.root');
    const save = await t.api('PUT', '/system/user/savePreferences', {
      token: admin,
      body: { Shortcut: [post, user, postAdd, root, 999999, post] },
    });
    expect(save.code, save.msg).toBe(200);
    const mine = await t.api('GET', '/system/user/profile/shortcuts', { token: admin, lang: 'en' });
    expect(mine.code, mine.msg).toBe(200);
    expect(mine.data).toEqual([
      { name: 'Posts', icon: 'post', router: '/system/post' },
      { name: 'Users', icon: 'user', router: '/system/user' },
    ]);

    // a menu the person cannot open is left out
    const viewer = await t.asUser({ userName: 'shortcutviewer', permissions: ['system:view', 'system:post:view'] });
    expect((await viewer.api('PUT', '/system/user/savePreferences', { body: { Shortcut: [String(user), String(post)] } })).code).toBe(200);
    expect((await viewer.api('GET', '/system/user/profile/shortcuts', { lang: 'en' })).data).toEqual([
      { name: 'Posts', icon: 'post', router: '/system/post' },
    ]);

    // at most 8: more are refused on save; none saved gives an empty list
    const nine = await t.api('PUT', '/system/user/savePreferences', { token: admin, lang: 'en', body: { Shortcut: Array(9).fill(post) } });
    expect(nine.code).toBe(500);
    expect(nine.data?.field).toBe('Shortcut');
    const pages = (
      await t.kernel.db.selectFrom('sysMenu').select('menuId').where('menuType', '=', 'C').where('visible', '=', 'Y').execute()
    )
      .map((m) => m.menuId)
      .slice(0, 8);
    expect(pages.length).toBe(8);
    expect((await t.api('PUT', '/system/user/savePreferences', { token: admin, body: { Shortcut: pages } })).code).toBe(200);
    expect((await t.api('GET', '/system/user/profile/shortcuts', { token: admin })).data).toHaveLength(8);
    const other = await t.asUser({ userName: 'noshortcuts', permissions: [] });
    expect((await other.api('GET', '/system/user/profile/shortcuts')).data).toEqual([]);
  });
});
