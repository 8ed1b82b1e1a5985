import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { limitedUser } from '../kernel/limited-user.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const add = async (parentId: number, deptName: string, extra: Record<string, unknown> = {}) => {
  const r = await t.api('POST', '/system/dept', {
    token: admin,
    body: { parentId, deptName, orderNum: 1, status: '0', ...extra },
    lang: 'en',
  });
  expect(r.code, r.msg).toBe(200);
  return r.data.deptId as number;
};
const get = async (id: number) => (await t.api('GET', `/system/dept/${id}`, { token: admin })).data;

describe('System → Departments API', () => {
  it('adds a tree, keeps ancestors when moving, refuses loops, edits with a version check', async () => {
    const a = await add(1, 'Sales', { leader: 'Li', phone: '13812345678', email: 'sales@zx.cn' });
    const b = await add(a, 'North');
    const c = await add(b, 'Beijing');
    expect((await get(c)).ancestors).toBe(`0,1,${a},${b}`);
    expect(await get(a)).toMatchObject({
      deptName: 'Sales',
      leader: 'Li',
      phone: '13812345678',
      parentName: expect.any(String),
      version: 0,
    });

    const list = await t.api('GET', '/system/dept/list?deptName=nor', { token: admin });
    expect(list.data.rows.map((r: any) => r.deptName)).toEqual(['North']);
    const exclude = await t.api('GET', `/system/dept/list/exclude/${b}`, { token: admin });
    const names = exclude.data.rows.map((r: any) => r.deptName);
    expect(names).toContain('Sales');
    expect(names).not.toContain('North');
    expect(names).not.toContain('Beijing');

    // North moves to the root department: Beijing's ancestors follow
    const nb = await get(b);
    expect((await t.api('PUT', '/system/dept', { token: admin, body: { ...nb, parentId: 1 } })).code).toBe(200);
    expect((await get(b)).ancestors).toBe('0,1');
    expect((await get(c)).ancestors).toBe(`0,1,${b}`);

    const loop = await t.api('PUT', '/system/dept', { token: admin, body: { ...(await get(b)), parentId: c }, lang: 'en' });
    expect(loop).toEqual({
      code: 500,
      msg: 'A department cannot be placed under itself or one of its sub-departments.',
      data: { field: 'parentId' },
    });
    const self = await t.api('PUT', '/system/dept', { token: admin, body: { ...(await get(b)), parentId: b }, lang: 'en' });
    expect(self.code).toBe(500);

    const stale = await t.api('PUT', '/system/dept', { token: admin, body: { ...nb, parentId: 1, deptName: 'Lost' }, lang: 'en' });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect((await get(b)).deptName).toBe('North');
  });

  it("getInfo names the user's department, and a renamed one at once", async () => {
    const d = await add(1, 'Survey');
    const u = await t.asUser({ userName: 'survey_member', permissions: [], deptId: d });
    const info = async () => (await t.api('GET', '/getInfo', { token: u.token })).data.user;
    expect(await info()).toMatchObject({ userName: 'survey_member', deptId: d, deptName: 'Survey' });
    expect((await t.api('PUT', '/system/dept', { token: admin, body: { ...(await get(d)), deptName: 'Surveying' } })).code).toBe(200);
    expect((await info()).deptName).toBe('Surveying');
  });

  it('will not disable a department with enabled children, nor delete one with children or users', async () => {
    const p = await add(1, 'Parent');
    const ch = await add(p, 'Child');
    const dis = await t.api('PUT', '/system/dept', { token: admin, body: { ...(await get(p)), status: '1' }, lang: 'en' });
    expect(dis.msg).toBe('Sub-department "Child" is still enabled; disable the sub-departments first.');
    expect((await get(p)).status).toBe('0');
    expect((await t.api('PUT', '/system/dept', { token: admin, body: { ...(await get(ch)), status: '1' } })).code).toBe(200);
    expect((await t.api('PUT', '/system/dept', { token: admin, body: { ...(await get(p)), status: '1' } })).code).toBe(200);
    // no new child under a disabled parent
    const under = await t.api('POST', '/system/dept', {
      token: admin,
      body: { parentId: p, deptName: 'X', orderNum: 1, status: '0' },
      lang: 'en',
    });
    expect(under.msg).toBe('The parent department "Parent" is disabled; no sub-department can be added.');

    const del = await t.api('DELETE', '/system/dept', { token: admin, body: [p], lang: 'en' });
    expect(del).toEqual({ code: 500, msg: 'Department "Parent" has sub-departments and cannot be deleted.' });
    await t.kernel.db.updateTable('sysUser').set({ deptId: ch }).where('userName', '=', 'admin').execute();
    const withUsers = await t.api('DELETE', `/system/dept/${ch}`, { token: admin, lang: 'zh-CN' });
    expect(withUsers.msg).toBe('部门“Child”存在用户，不允许删除。');
    await t.kernel.db.updateTable('sysUser').set({ deptId: 1 }).where('userName', '=', 'admin').execute();
    expect((await t.api('DELETE', '/system/dept', { token: admin, body: [ch, p] })).code).toBe(200);
    expect((await t.api('GET', `/system/dept/${p}`, { token: admin })).code).toBe(404);
  });

  it('validates in three languages, naming the field', async () => {
    await add(1, 'Dup');
    const tw = await t.api('POST', '/system/dept', {
      token: admin,
      body: { parentId: 1, deptName: 'Dup', orderNum: 1, status: '0' },
      lang: 'zh-TW',
    });
    expect(tw).toEqual({ code: 500, msg: '同一上級部門下已存在部門「Dup」。', data: { field: 'deptName' } });
    const cn = await t.api('POST', '/system/dept', {
      token: admin,
      body: { parentId: 1, deptName: 'P', orderNum: 1, status: '0', phone: '12345678901' },
      lang: 'zh-CN',
    });
    expect(cn).toMatchObject({ code: 500, data: { field: 'phone' } });
    expect(cn.msg).toContain('联系电话');
    const en = await t.api('POST', '/system/dept', {
      token: admin,
      body: { parentId: 1, deptName: 'E', orderNum: 1, status: '0', email: 'nope' },
      lang: 'en',
    });
    expect(en).toEqual({ code: 500, msg: 'Email: invalid email.', data: { field: 'email' } });
    const blank = await t.api('POST', '/system/dept', {
      token: admin,
      body: { parentId: 1, deptName: '  ', orderNum: 1, status: '0' },
      lang: 'en',
    });
    expect(blank.data).toEqual({ field: 'deptName' });
    expect((await t.api('GET', '/system/dept/list?deptName=E', { token: admin })).data.rows.map((r: any) => r.deptName)).not.toContain('E');
  });

  it('limits lists, the user-screen tree and access by id to the data scope; refuses without permission', async () => {
    const east = await add(1, 'East');
    const shanghai = await add(east, 'Shanghai');
    const west = await add(1, 'West');
    const scoped = await limitedUser(t, {
      userName: 'eastlead',
      perms: ['system:dept:view', 'system:dept:edit', 'system:dept:add', 'system:user:view'],
      dataScope: '4',
      deptId: east,
    });
    const list = await t.api('GET', '/system/dept/list', { token: scoped.token });
    expect(list.data.rows.map((r: any) => r.deptName).sort()).toEqual(['East', 'Shanghai']);
    const tree = await t.api('GET', '/system/user/deptTree', { token: scoped.token });
    expect(tree.data).toEqual([{ id: east, label: 'East', parentId: 1, children: [{ id: shanghai, label: 'Shanghai', parentId: east }] }]);
    expect((await t.api('GET', `/system/dept/${west}`, { token: scoped.token, lang: 'en' })).code).toBe(403);
    const edit = await t.api('PUT', '/system/dept', { token: scoped.token, body: { ...(await get(west)), deptName: 'Mine' }, lang: 'en' });
    expect(edit).toEqual({ code: 403, msg: 'You have no access to this data (outside your data scope).' });
    // cannot hang a new department under one outside the scope, nor at the top
    expect(
      (await t.api('POST', '/system/dept', { token: scoped.token, body: { parentId: west, deptName: 'Z', orderNum: 1, status: '0' } }))
        .code,
    ).toBe(403);
    expect(
      (await t.api('POST', '/system/dept', { token: scoped.token, body: { parentId: 0, deptName: 'Z', orderNum: 1, status: '0' } })).code,
    ).toBe(403);
    expect(
      (
        await t.api('POST', '/system/dept', {
          token: scoped.token,
          body: { parentId: shanghai, deptName: 'Pudong', orderNum: 1, status: '0' },
        })
      ).code,
    ).toBe(200);

    const none = await limitedUser(t, { userName: 'noperm', perms: [], deptId: 1 });
    const before = (await t.api('GET', '/system/dept/list', { token: admin })).data.total;
    for (const [m, u, b] of [
      ['GET', '/system/dept/list'],
      ['GET', `/system/dept/${east}`],
      ['POST', '/system/dept', { parentId: 1, deptName: 'N', orderNum: 1, status: '0' }],
      ['PUT', '/system/dept', { ...(await get(east)), deptName: 'N' }],
      ['DELETE', '/system/dept', [west]],
      ['DELETE', `/system/dept/${west}`],
      ['GET', '/system/user/deptTree'],
    ] as const) {
      const r = await t.api(m, u, { token: none.token, body: b, lang: 'en' });
      expect(r.code, `${m} ${u}`).toBe(403);
    }
    expect((await t.api('GET', '/system/dept/list', { token: admin })).data.total).toBe(before);
    expect((await get(east)).deptName).toBe('East');
  });
});
