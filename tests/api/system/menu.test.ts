import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const base = { orderNum: 1, isFrame: 'N', isCache: 'Y', visible: 'Y', status: '0' };
const add = (body: Record<string, unknown>, lang = 'en') =>
  t.api('POST', '/system/menu', { token: admin, body: { ...base, ...body }, lang });
const routers = async (lang = 'en') => JSON.stringify((await t.api('GET', '/getRouters', { token: admin, lang })).data);
const menuId = async (key: string) =>
  (await t.kernel.db.selectFrom('sysMenu').select('menuId').where('menuKey', '=', key).executeTakeFirstOrThrow()).menuId;
const detail = async (id: number, lang = 'en') => (await t.api('GET', `/system/menu/${id}`, { token: admin, lang })).data;

describe('System → Menus API', () => {
  it('lists flat with translated names and filters', async () => {
    const all = await t.api('GET', '/system/menu/list', { token: admin, lang: 'en' });
    expect(all.data.total).toBe(all.data.rows.length);
    expect(all.data.rows.find((m: any) => m.menuKey === 'system.user')).toMatchObject({
      menuName: 'Users',
      menuType: 'C',
      component: 'system/user/index',
      plugin: 'system',
    });
    const zh = await t.api('GET', '/system/menu/list?menuName=用户', { token: admin, lang: 'zh-CN' });
    expect(zh.data.rows.map((m: any) => m.menuKey)).toContain('system.user');
    const en = await t.api('GET', '/system/menu/list?menuName=users', { token: admin, lang: 'en' });
    expect(en.data.rows.map((m: any) => m.menuKey)).toContain('system.user');
    for (const m of en.data.rows) expect(m.menuName.toLowerCase()).toContain('users');
    expect((await t.api('GET', '/system/menu/list?status=1', { token: admin })).data.total).toBe(0);
  });

  it('adds a directory, page and button that getRouters shows at once; edits and deletes them', async () => {
    const dir = await add({ menuName: 'Reports', menuType: 'M', parentId: 0, orderNum: 90, path: 'reports', icon: 'chart' });
    expect(dir.code).toBe(200);
    const pageRow = await add({
      menuName: 'Sales',
      menuType: 'C',
      parentId: dir.data.menuId,
      path: 'sales',
      component: 'system/post/index',
      perms: 'report:sales:view',
      query: '{"year": 2024}',
    });
    expect(pageRow.code).toBe(200);
    const btn = await add({ menuName: 'Print', menuType: 'F', parentId: pageRow.data.menuId, perms: 'report:sales:print' });
    expect(btn.code).toBe(200);
    let r = await routers();
    expect(r).toContain('"path":"/reports"');
    expect(r).toContain('"title":"Sales"');
    expect(r).toContain('"query":"{\\"year\\": 2024}"');

    const cur = await detail(pageRow.data.menuId);
    const edit = await t.api('PUT', '/system/menu', { token: admin, body: { ...cur, menuName: 'Revenue', visible: 'N' } });
    expect(edit.code).toBe(200);
    r = await routers();
    expect(r).toContain('"title":"Revenue"');
    expect(r).toMatch(/"name":"SystemPostIndex","path":"sales","hidden":true/);
    const stale = await t.api('PUT', '/system/menu', { token: admin, body: { ...cur, menuName: 'Lost' }, lang: 'en' });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });

    // a disabled directory leaves the routers
    const d = await detail(dir.data.menuId);
    await t.api('PUT', '/system/menu', { token: admin, body: { ...d, status: '1' } });
    expect(await routers()).not.toContain('/reports');
    await t.api('PUT', '/system/menu', { token: admin, body: { ...(await detail(dir.data.menuId)), status: '0' } });

    const has = await t.api('DELETE', `/system/menu/${dir.data.menuId}`, { token: admin, lang: 'en' });
    expect(has).toEqual({ code: 500, msg: 'Menu "Reports" has sub-menus and cannot be deleted.' });
    for (const id of [btn.data.menuId, pageRow.data.menuId, dir.data.menuId])
      expect((await t.api('DELETE', `/system/menu/${id}`, { token: admin })).code).toBe(200);
    expect(await routers()).not.toContain('/reports');
    expect((await t.api('GET', `/system/menu/${dir.data.menuId}`, { token: admin })).code).toBe(404);
  });

  it('renames a seeded menu in the language of the request; getRouters shows it in that language only', async () => {
    const id = await menuId('system.notice');
    const zh = await detail(id, 'zh-CN');
    expect(zh.menuName).toBe('通知公告');
    expect((await t.api('PUT', '/system/menu', { token: admin, body: { ...zh, menuName: '公告栏' }, lang: 'zh-CN' })).code).toBe(200);
    expect(await routers('zh-CN')).toContain('"title":"公告栏"');
    expect(await routers('en')).toContain('"title":"Notices"');
    const en = await detail(id, 'en');
    expect((await t.api('PUT', '/system/menu', { token: admin, body: { ...en, menuName: 'Bulletins' }, lang: 'en' })).code).toBe(200);
    expect(await routers('en')).toContain('"title":"Bulletins"');
    expect(await routers('zh-CN')).toContain('"title":"公告栏"');
    const row = await t.kernel.db
      .selectFrom('sysMenu')
      .select(['menuKey', 'menuName', 'plugin'])
      .where('menuId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ menuKey: 'system.notice', menuName: '公告栏', plugin: 'system' });

    const seeded = await t.api('DELETE', `/system/menu/${id}`, { token: admin, lang: 'en' });
    expect(seeded.msg).toBe('Menu "Bulletins" is defined by plugin system and cannot be deleted; hide or disable it instead.');
  });

  it('refuses bad input naming the field in three languages', async () => {
    const root = await menuId('system.root');
    const user = await menuId('system.user');
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ menuName: 'A', menuType: 'M', parentId: 0 }, 'en', 'path', 'Route path: required for directories and menus.'],
      [
        { menuName: 'A', menuType: 'M', parentId: 0, path: 'a', component: 'system/x/index' },
        'zh-CN',
        'component',
        '组件名称：只有菜单类型可以填写组件。',
      ],
      [
        { menuName: 'A', menuType: 'F', parentId: user, perms: 'system-user-view' },
        'zh-TW',
        'perms',
        '權限字元：格式應為 模組:物件:操作，例如 system:user:view。',
      ],
      [
        { menuName: 'A', menuType: 'C', parentId: root, path: 'ftp://x.org', isFrame: 'Y' },
        'en',
        'path',
        'Route path: an external link must start with http:// or https://.',
      ],
      [
        { menuName: 'A', menuType: 'C', parentId: root, path: 'a', query: '[1]' },
        'en',
        'query',
        'Route params: must be a JSON object, e.g. {"id": 1}.',
      ],
      [
        { menuName: 'A', menuType: 'C', parentId: user, path: 'a' },
        'en',
        'parentId',
        'Parent menu: directories and menus go under a directory, buttons under a menu or directory.',
      ],
      [
        { menuName: 'A', menuType: 'F', parentId: 0 },
        'en',
        'parentId',
        'Parent menu: directories and menus go under a directory, buttons under a menu or directory.',
      ],
      [{ menuName: 'A', menuType: 'C', parentId: root, path: '../etc' }, 'en', 'path', 'Route path: invalid format.'],
      [{ menuName: '   ', menuType: 'M', parentId: 0, path: 'a' }, 'en', 'menuName', 'Menu name: cannot be empty.'],
      [{ menuType: 'M', parentId: 0, path: 'a' }, 'zh-TW', 'menuName', '選單名稱不能為空。'],
    ];
    const before = (await t.api('GET', '/system/menu/list', { token: admin })).data.total;
    for (const [body, lang, field, msg] of cases) {
      const r = await add(body, lang);
      expect(r.msg, JSON.stringify(body)).toBe(msg);
      expect(r.data, JSON.stringify(body)).toEqual({ field });
    }
    expect((await t.api('GET', '/system/menu/list', { token: admin })).data.total).toBe(before);

    // an external link is fine with http(s); a menu cannot move under itself
    const ext = await add({ menuName: 'Docs', menuType: 'C', parentId: root, path: 'https://example.org/docs', isFrame: 'Y' });
    expect(ext.code).toBe(200);
    const dir = await add({ menuName: 'Outer', menuType: 'M', parentId: 0, path: 'outer' });
    const inner = await add({ menuName: 'Inner', menuType: 'M', parentId: dir.data.menuId, path: 'inner' });
    const loop = await t.api('PUT', '/system/menu', {
      token: admin,
      body: { ...(await detail(dir.data.menuId)), parentId: inner.data.menuId },
      lang: 'en',
    });
    expect(loop.msg).toBe('Parent menu: a menu cannot be placed under itself or its own sub-menu.');
  });

  it('will not delete a menu assigned to a role', async () => {
    const m = await add({ menuName: 'Granted', menuType: 'M', parentId: 0, path: 'granted' });
    const role = await t.api('POST', '/system/role', {
      token: admin,
      body: { roleName: 'G', roleKey: 'g', roleSort: 1, status: '0', menuIds: [m.data.menuId] },
    });
    expect(role.code).toBe(200);
    expect(await t.api('DELETE', `/system/menu/${m.data.menuId}`, { token: admin, lang: 'en' })).toEqual({
      code: 500,
      msg: 'Menu "Granted" is assigned to roles and cannot be deleted.',
    });
  });

  it('gives the role dialog its tree, and refuses a user without the permission', async () => {
    const tree = await t.api('GET', '/system/menu/treeselect', { token: admin, lang: 'en' });
    const sys = tree.data.find((n: any) => n.label === 'System');
    expect(sys.children.find((n: any) => n.label === 'Users').children.map((n: any) => n.label)).toContain('Reset password');

    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nobody', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nobody', 'Secret#123');
    const count = async () =>
      Number(
        (
          await t.kernel.db
            .selectFrom('sysMenu')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const id = await menuId('system.user');
    for (const [m, u, b] of [
      ['GET', '/system/menu/list'],
      ['GET', `/system/menu/${id}`],
      ['GET', '/system/menu/treeselect'],
      ['GET', '/system/menu/roleMenuTreeselect/1'],
      ['POST', '/system/menu', { ...base, menuName: 'x', menuType: 'M', parentId: 0, path: 'x' }],
      ['PUT', '/system/menu', { ...base, menuId: id, menuName: 'x', menuType: 'M', parentId: 0, path: 'x', version: 0 }],
      ['DELETE', `/system/menu/${id}`],
    ] as const) {
      const r = await t.api(m, u, { token, body: b, lang: 'en' });
      expect(r.code, `${m} ${u}`).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await detail(id)).menuName).toBe('Users');
  });
});
