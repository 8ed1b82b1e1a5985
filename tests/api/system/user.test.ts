import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';
import { limitedUser, multipart, LIMITED_PASSWORD } from '../kernel/limited-user.ts';
import { seedUsers } from '../kernel/seed-users.ts';

let t: TestApp;
let admin: string;
let sales: number;
let east: number;
let west: number;
let postId: number;
let commonRole: number;

const USER_PERMS = [
  'system:user:view',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:resetPwd',
  'system:user:export',
  'system:user:import',
];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  const dept = async (parentId: number, deptName: string) =>
    (await t.api('POST', '/system/dept', { token: admin, body: { parentId, deptName, orderNum: 1, status: '0' } })).data.deptId as number;
  sales = await dept(1, 'Sales');
  east = await dept(sales, 'East');
  west = await dept(1, 'West');
  postId = (await t.api('POST', '/system/post', { token: admin, body: { postCode: 'clerk', postName: 'Clerk', postSort: 1, status: '0' } }))
    .data.postId;
  commonRole = (
    await t.kernel.db
      .insertInto('sysRole')
      .values({ roleName: 'Common', roleKey: 'common', roleSort: 2 })
      .returning('roleId')
      .executeTakeFirstOrThrow()
  ).roleId;
});
afterAll(async () => {
  await t?.dispose();
});

const addUser = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.api('POST', '/system/user', {
    token,
    lang,
    body: { deptId: sales, nickName: 'Nick', password: 'Passw0rd!', status: '0', sex: '0', ...body },
  });
const detail = async (id: number, token = admin) => (await t.api('GET', `/system/user/${id}`, { token })).data;
const sessionsOf = async (userId: number) =>
  Number(
    (
      await t.kernel.db
        .selectFrom('sysSession')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('System → Users API', () => {
  it('adds with posts and roles, lists with filters and the dept join, edits with a version check, deletes', async () => {
    const add = await addUser(admin, {
      userName: 'alice',
      nickName: 'Alice',
      phoneNumber: '13900000001',
      email: 'alice@zx.cn',
      postIds: [postId],
      roleIds: [commonRole],
      deptId: east,
    });
    expect(add.code, add.msg).toBe(200);
    const id = add.data.userId;
    await addUser(admin, { userName: 'bob', nickName: 'Bob', status: '1', deptId: west });

    const d = await detail(id);
    expect(d.user).toMatchObject({ userName: 'alice', nickName: 'Alice', deptName: 'East', roleIds: [commonRole], postIds: [postId] });
    expect(d.user).not.toHaveProperty('password');
    expect(d).toMatchObject({ postIds: [postId], roleIds: [commonRole] });
    expect(d.posts.map((p: any) => p.postCode)).toContain('clerk');
    expect(d.roles.map((r: any) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'common']));
    const blank = await t.api('GET', '/system/user/', { token: admin });
    expect(blank.data).toMatchObject({ posts: expect.any(Array), roles: expect.any(Array) });
    expect(blank.data.user).toBeUndefined();

    const byName = await t.api('GET', '/system/user/list?userName=ALI', { token: admin });
    expect(byName.data.total).toBe(1);
    expect(byName.data.rows[0]).toMatchObject({ userName: 'alice', deptName: 'East', phoneNumber: '13900000001' });
    expect(byName.data.rows[0]).not.toHaveProperty('password');
    expect((await t.api('GET', '/system/user/list?phoneNumber=0001', { token: admin })).data.rows.map((r: any) => r.userName)).toEqual([
      'alice',
    ]);
    expect((await t.api('GET', '/system/user/list?status=1', { token: admin })).data.rows.map((r: any) => r.userName)).toEqual(['bob']);
    // a department filter includes everything below it
    expect((await t.api('GET', `/system/user/list?deptId=${sales}`, { token: admin })).data.rows.map((r: any) => r.userName)).toEqual([
      'alice',
    ]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }); // the server's wire time zone
    const range = await t.api(
      'GET',
      `/system/user/list?params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}&sorts=userName%23desc`,
      { token: admin },
    );
    expect(range.data.rows.map((r: any) => r.userName).slice(0, 2)).toEqual(['bob', 'alice']);
    expect(
      (await t.api('GET', '/system/user/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02', { token: admin })).data
        .total,
    ).toBe(0);

    const edit = await t.api('PUT', '/system/user', { token: admin, body: { ...d.user, nickName: 'Alice W', roleIds: [], postIds: [] } });
    expect(edit.code, edit.msg).toBe(200);
    const after = await detail(id);
    expect(after.user).toMatchObject({ nickName: 'Alice W', version: 1 });
    expect(after.roleIds).toEqual([]);
    const stale = await t.api('PUT', '/system/user', { token: admin, body: { ...d.user, nickName: 'Lost' }, lang: 'en' });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect((await detail(id)).user.nickName).toBe('Alice W');

    expect((await t.api('DELETE', '/system/user', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/user/${id}`, { token: admin })).code).toBe(404);
  });

  it('validates in three languages, naming the field, and applies the password policy', async () => {
    await addUser(admin, { userName: 'Carol', email: 'carol@zx.cn', phoneNumber: '13900000003' });
    const dup = await addUser(admin, { userName: 'carol' }, 'zh-CN');
    expect(dup).toEqual({ code: 500, msg: '用户名称“carol”已存在。', data: { field: 'userName' } });
    const short = await addUser(admin, { userName: 'c' }, 'en');
    expect(short).toMatchObject({ code: 500, data: { field: 'userName' } });
    expect(short.msg).toContain('User name');
    const phone = await addUser(admin, { userName: 'dave', phoneNumber: '23900000003' }, 'zh-TW');
    expect(phone).toMatchObject({ code: 500, data: { field: 'phoneNumber' } });
    expect(phone.msg).toContain('手機號碼');
    const email = await addUser(admin, { userName: 'dave', email: 'CAROL@zx.cn' }, 'en');
    expect(email).toEqual({ code: 500, msg: 'Email "CAROL@zx.cn" is already in use.', data: { field: 'email' } });
    const samePhone = await addUser(admin, { userName: 'dave', phoneNumber: '13900000003' }, 'en');
    expect(samePhone.data).toEqual({ field: 'phoneNumber' });
    const nick = await addUser(admin, { userName: 'dave', nickName: ' ' }, 'en');
    expect(nick.data).toEqual({ field: 'nickName' });
    const noDept = await t.api('POST', '/system/user', {
      token: admin,
      lang: 'en',
      body: { userName: 'dave', nickName: 'D', password: 'Passw0rd!', status: '0' },
    });
    expect(noDept).toMatchObject({ code: 500, msg: 'Department: cannot be empty.' });

    await t.kernel.db.updateTable('sysSecurityConfig').set({ passwordRule: 'UPPER_LOW_LETTER_NUMBER', passwordLenMin: 8 }).execute();
    const weak = await addUser(admin, { userName: 'dave', password: 'abcdefgh' }, 'en');
    expect(weak).toEqual({
      code: 500,
      msg: 'Password must contain upper-case letters, lower-case letters and digits.',
      data: { field: 'password' },
    });
    await t.kernel.db.updateTable('sysSecurityConfig').set({ passwordRule: 'NONE', passwordLenMin: 6 }).execute();
    expect((await t.api('GET', '/system/user/list?userName=dave', { token: admin })).data.total).toBe(0);
  });

  it('add and reset refuse a password that is or contains the user name, nick name or phone, writing nothing', async () => {
    const count = async (userName: string) =>
      (await t.kernel.db.selectFrom('sysUser').select('userId').where('userName', '=', userName).execute()).length;
    const personal = 'Password may not be or contain the account name, nickname or phone number.';
    for (const [pw, over] of [
      ['quentin', {}],
      ['QUENTIN#2025x', {}],
      ['My#Heron2025', { nickName: 'heron' }],
      ['Pw#13911112222', { phoneNumber: '13911112222' }],
    ] as const) {
      const r = await addUser(admin, { userName: 'quentin', password: pw, ...over });
      expect(r, pw).toEqual({ code: 500, msg: personal, data: { field: 'password' } });
    }
    expect((await addUser(admin, { userName: 'quentin', password: 'quentin' }, 'zh-CN')).msg).toBe('密码不能是或包含账号、昵称或手机号。');
    expect(await count('quentin')).toBe(0);
    // parts shorter than 3 characters do not count; the weak list still does
    expect((await addUser(admin, { userName: 'quentin', nickName: 'Qu', password: 'Qu#Strong2025' })).code).toBe(200);
    const id = (await t.kernel.db.selectFrom('sysUser').select('userId').where('userName', '=', 'quentin').executeTakeFirstOrThrow())
      .userId;
    expect((await addUser(admin, { userName: 'quentin2', password: 'Password1' })).msg).toBe(
      'Password is too weak, please choose another.',
    );

    await t.api('PUT', '/system/user', {
      token: admin,
      body: { ...(await detail(id)).user, nickName: 'Plover', phoneNumber: '13933334444', postIds: [], roleIds: [] },
    });
    const hashOf = async () =>
      (await t.kernel.db.selectFrom('sysUser').select('password').where('userId', '=', id).executeTakeFirstOrThrow()).password;
    const before = await hashOf();
    for (const pw of ['Quentin', 'xQUENTINx#1', 'Plover#2025', 'A13933334444']) {
      const r = await t.api('PUT', '/system/user/resetPwd', { token: admin, body: { userId: id, password: pw }, lang: 'en' });
      expect(r, pw).toEqual({ code: 500, msg: personal, data: { field: 'password' } });
    }
    expect(await hashOf()).toBe(before);
    expect((await t.api('PUT', '/system/user/resetPwd', { token: admin, body: { userId: id, password: 'Fresh#9876' } })).code).toBe(200);
  });

  it('resets a password: the new one works, other sessions end, the forced change follows the config', async () => {
    const id = (await addUser(admin, { userName: 'erin', password: 'Kite#1234' })).data.userId;
    const old = await t.login('erin', 'Kite#1234');
    await t.kernel.db.updateTable('sysSecurityConfig').set({ forceModifyPwdAfterReset: 'Y' }).execute();
    const r = await t.api('PUT', '/system/user/resetPwd', { token: admin, body: { userId: id, password: 'Fresh#5678' }, lang: 'en' });
    expect(r).toEqual({ code: 200, msg: 'The password of "erin" was reset.' });
    expect((await t.api('GET', '/getInfo', { token: old })).code).toBe(401);
    expect(await sessionsOf(id)).toBe(0);
    const fresh = await t.login('erin', 'Fresh#5678');
    expect(
      (await t.kernel.db.selectFrom('sysUser').select('forceModifyPassword').where('userId', '=', id).executeTakeFirstOrThrow())
        .forceModifyPassword,
    ).toBe('Y');
    expect((await t.api('GET', '/system/user/list', { token: fresh })).code).toBe(403);
    await t.kernel.db.updateTable('sysSecurityConfig').set({ forceModifyPwdAfterReset: 'N' }).execute();
    const bad = await t.api('PUT', '/system/user/resetPwd', { token: admin, body: { userId: id, password: '123' }, lang: 'en' });
    expect(bad).toMatchObject({ code: 500, data: { field: 'password' } });
    // the operation log never holds the password
    const log = await t.kernel.db
      .selectFrom('sysOperLog')
      .select(['requestArgs', 'responseResult'])
      .where('operUrl', 'like', '%resetPwd%')
      .execute();
    expect(JSON.stringify(log)).not.toContain('Fresh#5678');
  });

  it('disabling, deleting or changing roles ends that user’s sessions', async () => {
    const id = (await addUser(admin, { userName: 'frank', password: 'Kite#5678' })).data.userId;
    let token = await t.login('frank', 'Kite#5678');
    expect((await t.api('PUT', '/system/user/changeStatus', { token: admin, body: { userId: id, status: '1' } })).code).toBe(200);
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(401);
    expect((await t.api('PUT', '/system/user/changeStatus', { token: admin, body: { userId: id, status: '0' } })).code).toBe(200);
    token = await t.login('frank', 'Kite#5678');
    const auth = await t.api('GET', `/system/user/authRole/${id}`, { token: admin });
    expect(auth.data.user.userName).toBe('frank');
    expect((await t.api('PUT', '/system/user/authRole', { token: admin, body: { userId: id, roleIds: [commonRole] } })).code).toBe(200);
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(401);
    expect((await detail(id)).roleIds).toEqual([commonRole]);
    token = await t.login('frank', 'Kite#5678');
    expect((await t.api('DELETE', '/system/user', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(401);
  });

  it('protects the super admin, oneself and the last super admin', async () => {
    const me = (await t.api('GET', '/getInfo', { token: admin })).data.user.userId;
    const self = await t.api('DELETE', '/system/user', { token: admin, body: [me], lang: 'en' });
    expect(self).toEqual({ code: 403, msg: 'You cannot delete the user you are signed in as.' });
    expect((await t.api('PUT', '/system/user/changeStatus', { token: admin, body: { userId: me, status: '1' } })).code).toBe(403);
    // the only super admin cannot drop the role from themselves
    const drop = await t.api('PUT', '/system/user/authRole', { token: admin, body: { userId: me, roleIds: [] }, lang: 'en' });
    expect(drop).toEqual({ code: 500, msg: 'At least one enabled user must keep the super administrator role.' });
    expect((await t.api('GET', '/getInfo', { token: admin })).data.roles).toContain('admin');

    const op = await limitedUser(t, { userName: 'operator', perms: USER_PERMS, deptId: 1 });
    const adminUser = await detail(me);
    for (const [m, u, b] of [
      ['PUT', '/system/user', { ...adminUser.user, nickName: 'Hacked' }],
      ['PUT', '/system/user/changeStatus', { userId: me, status: '1' }],
      ['PUT', '/system/user/resetPwd', { userId: me, password: 'Hacked#123' }],
      ['PUT', '/system/user/authRole', { userId: me, roleIds: [] }],
      ['DELETE', '/system/user', [me]],
    ] as const) {
      const r = await t.api(m, u, { token: op.token, body: b, lang: 'en' });
      expect(r, `${m} ${u}`).toEqual({ code: 403, msg: 'The super administrator can only be managed by a super administrator.' });
    }
    expect((await detail(me)).user.nickName).toBe('Administrator');
    await t.login('admin', TEST_ADMIN_PASSWORD);
  });

  it('grants only roles the operator holds', async () => {
    const op = await limitedUser(t, { userName: 'granter', perms: USER_PERMS, deptId: 1 });
    const form = await t.api('GET', '/system/user/', { token: op.token });
    expect(form.data.roles.map((r: any) => r.roleId)).toEqual([op.roleId]);
    const escalate = await addUser(op.token, { userName: 'mallory', roleIds: [1] });
    expect(escalate).toEqual({ code: 403, msg: 'You cannot grant a role you do not hold yourself.' });
    expect((await t.api('GET', '/system/user/list?userName=mallory', { token: admin })).data.total).toBe(0);
    const okAdd = await addUser(op.token, { userName: 'trent', roleIds: [op.roleId] });
    expect(okAdd.code, okAdd.msg).toBe(200);
    const id = okAdd.data.userId;
    expect(
      (await t.api('PUT', '/system/user/authRole', { token: op.token, body: { userId: id, roleIds: [op.roleId, commonRole] } })).code,
    ).toBe(403);
    // a role the operator cannot grant stays when they save the user without it
    await t.api('PUT', '/system/user/authRole', { token: admin, body: { userId: id, roleIds: [op.roleId, commonRole] } });
    const d = await detail(id, op.token);
    expect((await t.api('PUT', '/system/user', { token: op.token, body: { ...d.user, roleIds: [] } })).code).toBe(200);
    expect((await detail(id)).roleIds).toEqual([commonRole]);
  });

  it('keeps users outside the data scope out of lists and refuses them by id', async () => {
    const inside = (await addUser(admin, { userName: 'inside1', deptId: east })).data.userId;
    const outside = (await addUser(admin, { userName: 'outside1', deptId: west })).data.userId;
    const lead = await limitedUser(t, { userName: 'saleslead', perms: USER_PERMS, dataScope: '4', deptId: sales });
    const rows = (await t.api('GET', '/system/user/list?pageSize=100', { token: lead.token })).data.rows.map((r: any) => r.userName);
    expect(rows).toContain('inside1');
    expect(rows).toContain('saleslead');
    expect(rows).not.toContain('outside1');
    expect(rows).not.toContain('admin');
    expect((await t.api('GET', `/system/user/${inside}`, { token: lead.token })).code).toBe(200);
    const refused = { code: 403, msg: 'You have no access to this data (outside your data scope).' };
    expect(await t.api('GET', `/system/user/${outside}`, { token: lead.token, lang: 'en' })).toEqual(refused);
    const outUser = (await detail(outside)).user;
    expect(await t.api('PUT', '/system/user', { token: lead.token, body: { ...outUser, nickName: 'X' }, lang: 'en' })).toEqual(refused);
    expect(await t.api('DELETE', '/system/user', { token: lead.token, body: [outside], lang: 'en' })).toEqual(refused);
    expect(
      await t.api('PUT', '/system/user/resetPwd', { token: lead.token, body: { userId: outside, password: 'Abc#12345' }, lang: 'en' }),
    ).toEqual(refused);
    // nor move someone into a department outside the scope, nor create one there
    expect((await t.api('PUT', '/system/user', { token: lead.token, body: { ...(await detail(inside)).user, deptId: west } })).code).toBe(
      403,
    );
    expect((await addUser(lead.token, { userName: 'newwest', deptId: west })).code).toBe(403);
    expect((await detail(outside)).user.nickName).toBe('Nick');

    // self-only scope: one row, their own; several roles: the widest wins
    const solo = await limitedUser(t, { userName: 'solo', perms: ['system:user:view'], dataScope: '5', deptId: east });
    expect((await t.api('GET', '/system/user/list', { token: solo.token })).data.rows.map((r: any) => r.userName)).toEqual(['solo']);
    const wide = (
      await t.kernel.db
        .insertInto('sysRole')
        .values({ roleName: 'Wide', roleKey: 'wide', dataScope: '3' })
        .returning('roleId')
        .executeTakeFirstOrThrow()
    ).roleId;
    await t.kernel.db.insertInto('sysUserRole').values({ userId: solo.userId, roleId: wide }).execute();
    await t.kernel.invalidate('identity');
    const both = (await t.api('GET', '/system/user/list', { token: solo.token })).data.rows.map((r: any) => r.userName).sort();
    expect(both).toEqual(['inside1', 'solo']);
    // custom departments
    const custom = await limitedUser(t, {
      userName: 'custom',
      perms: ['system:user:view'],
      dataScope: '2',
      deptId: east,
      customDeptIds: [west],
    });
    const customRows = (await t.api('GET', '/system/user/list?pageSize=100', { token: custom.token })).data.rows.map(
      (r: any) => r.userName,
    );
    expect(customRows).toContain('outside1');
    expect(customRows).not.toContain('inside1');
  });

  it('whitelists sorts and filters', async () => {
    const bad = await t.api('GET', '/system/user/list?sorts=password%23asc', { token: admin, lang: 'en' });
    expect(bad).toEqual({ code: 500, msg: 'Unsupported sort field: password', data: { field: 'sorts' } });
    const inj = await t.api('GET', `/system/user/list?orderByColumn=${encodeURIComponent('(case when 1=1 then user_id end)')}`, {
      token: admin,
    });
    expect(inj.code).toBe(500);
    const smuggle = await t.api(
      'GET',
      `/system/user/list?params%5BdataScope%5D=${encodeURIComponent(' or 1=1')}&userName=${encodeURIComponent("%' or '1'='1")}`,
      { token: admin },
    );
    expect(smuggle).toMatchObject({ code: 200, data: { total: 0 } });
    expect((await t.api('GET', '/system/user/list?status=0&sorts=createTime%23desc@userName%23asc', { token: admin })).code).toBe(200);
  });

  it('exports xlsx, serves the import template and imports row by row', async () => {
    const exp = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/list',
      headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=a',
    });
    expect(exp.headers['download-filename']).toMatch(/^User_\d{14}\.xlsx$/);
    expect(exp.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const tpl = await t.app.inject({
      method: 'GET',
      url: '/prod-api/system/user/importTemplate',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([
      'Department',
      'User name',
      'Nickname',
      'Email',
      'Phone number',
      'Gender',
      'Status',
      'Password',
    ]);

    await addUser(admin, { userName: 'existing', nickName: 'Old' });
    const sheet = wb.worksheets[0];
    sheet.addRow([sales, 'imp1', 'Imported 1', 'imp1@zx.cn', '13700000001', 'Female', '0', 'Import#123']);
    sheet.addRow([sales, 'x', 'Too short', '', '', '', '', 'Import#123']);
    sheet.addRow([9999, 'imp2', 'No dept', '', '', '', '', 'Import#123']);
    sheet.addRow([east, 'imp3', 'Bad phone', '', '123', '', '', 'Import#123']);
    sheet.addRow([east, 'existing', 'Updated', '', '', '男', '0', '']);
    sheet.addRow([east, 'imp4', 'Weak', '', '', '', '', '1']);
    sheet.addRow([west, 'imp5', 'Imported 5', '', '', '', '1', 'Import#123']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const send = async (updateSupport: string, token = admin) => {
      const m = multipart({ updateSupport }, { field: 'file', name: 'users.xlsx', content: buf });
      const res = await t.app.inject({
        method: 'POST',
        url: '/prod-api/system/user/importData',
        headers: { authorization: `Bearer ${token}`, 'content-type': m.contentType, 'accept-language': 'en' },
        payload: m.payload,
      });
      return JSON.parse(res.body);
    };
    const first = await send('false');
    expect(first.code).toBe(200);
    expect(first.msg).toBe('Import finished: 2 added, 0 updated, 5 failed.');
    expect(first.data.failures.map((f: any) => [f.row, f.msg])).toEqual([
      [3, 'User name: length must be between 2 and 20 characters.'],
      [4, 'Department: no such department.'],
      [5, 'Phone number: invalid phone number.'],
      [6, 'User name "existing" already exists.'],
      [7, 'Password length must be between 6 and 20 characters.'],
    ]);
    const names = (await t.api('GET', '/system/user/list?pageSize=100', { token: admin })).data.rows.map((r: any) => r.userName);
    expect(names).toEqual(expect.arrayContaining(['imp1', 'imp5']));
    expect(names).not.toContain('imp2');
    expect(names).not.toContain('imp3');
    const imp1 = (await t.api('GET', '/system/user/list?userName=imp1', { token: admin })).data.rows[0];
    expect(imp1).toMatchObject({ sex: '1', email: 'imp1@zx.cn', deptName: 'Sales' });
    await t.login('imp1', 'Import#123');

    const second = await send('true');
    expect(second.data.failures.map((f: any) => f.row)).toEqual([3, 4, 5, 7]);
    expect(second.data.updated).toBe(3);
    expect((await t.api('GET', '/system/user/list?userName=existing', { token: admin })).data.rows[0]).toMatchObject({
      nickName: 'Updated',
      sex: '0',
      deptName: 'East',
    });

    const none = await limitedUser(t, { userName: 'noimport', perms: ['system:user:view'], deptId: 1 });
    expect((await send('true', none.token)).code).toBe(403);
  });

  it('refuses every user route to a user without the permissions, changing nothing', async () => {
    const none = await limitedUser(t, { userName: 'nobody', perms: [], deptId: 1 });
    const target = (await addUser(admin, { userName: 'target' })).data.userId;
    const before = (await t.api('GET', '/system/user/list', { token: admin })).data.total;
    for (const [m, u, b] of [
      ['GET', '/system/user/list'],
      ['GET', '/system/user/'],
      ['GET', `/system/user/${target}`],
      ['POST', '/system/user', { userName: 'zz', deptId: 1, nickName: 'z', password: 'Passw0rd!', status: '0' }],
      ['PUT', '/system/user', { ...(await detail(target)).user, nickName: 'changed' }],
      ['DELETE', '/system/user', [target]],
      ['PUT', '/system/user/resetPwd', { userId: target, password: 'Passw0rd!2' }],
      ['PUT', '/system/user/changeStatus', { userId: target, status: '1' }],
      ['GET', `/system/user/authRole/${target}`],
      ['PUT', '/system/user/authRole', { userId: target, roleIds: [] }],
      ['GET', '/system/user/importTemplate'],
      ['GET', '/system/user/deptTree'],
    ] as const) {
      const r = await t.api(m, u, { token: none.token, body: b, lang: 'en' });
      expect(r.code, `${m} ${u}`).toBe(403);
    }
    expect((await t.api('GET', '/system/user/list', { token: admin })).data.total).toBe(before);
    expect((await detail(target)).user).toMatchObject({ nickName: 'Nick', status: '0' });
    await t.login('nobody', LIMITED_PASSWORD);
  });

  it('seeds many users quickly for the list benchmark', async () => {
    const n = await seedUsers(t.kernel.db, 2000);
    expect(n).toBe(2000);
    const page = await t.api('GET', '/system/user/list?pageSize=20&pageNum=3&userName=bench', { token: admin });
    expect(page.data.total).toBe(2000);
    expect(page.data.rows).toHaveLength(20);
    expect(page.data.rows[0].deptName).toBeTruthy();
  });
});
