import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchBrowser, loginUi, newPage, shot, startServer, ADMIN_PASSWORD, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Calls the API from Node the way the console does; returns the envelope. */
async function api(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data?: any };
}

const dialog = (page: Page) => page.locator('.arco-modal').filter({ has: page.locator('.arco-form') });
const rowOf = (page: Page, name: string) => page.locator('.arco-table tbody tr', { has: page.getByText(name, { exact: true }) });
const tableText = (page: Page) => page.locator('.arco-table tbody').innerText();

test('users: add, search, edit, reset the password (and sign in with it elsewhere), delete', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/user`);
  await rowOf(page, 'admin').waitFor();
  await page.locator('.zx-dept-tree').getByText('筑协').waitFor();

  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).locator('#user-nickName').fill('张三');
  await dialog(page).locator('.arco-tree-select').click();
  await page.locator('.arco-tree-select-popup .arco-tree-node-title', { hasText: '筑协' }).first().click();
  await dialog(page).locator('#user-userName').fill('zhangsan');
  await dialog(page).locator('#user-password').fill('Zhang#1234');
  await dialog(page).locator('#user-phoneNumber').fill('13912345678');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, 'zhangsan').waitFor();
  assert.match(await rowOf(page, 'zhangsan').innerText(), /张三[\s\S]*筑协[\s\S]*13912345678/);

  // a duplicate account name is refused by the server, naming the field
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).locator('#user-nickName').fill('重复');
  await dialog(page).locator('.arco-tree-select').click();
  await page.locator('.arco-tree-select-popup .arco-tree-node-title', { hasText: '筑协' }).first().click();
  await dialog(page).locator('#user-userName').fill('ZhangSan');
  await dialog(page).locator('#user-password').fill('Zhang#1234');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await dialog(page).locator('.arco-form-message', { hasText: '用户名称“ZhangSan”已存在。' }).waitFor();
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // search by account name
  await page.locator('.zx-search-bar').getByPlaceholder('请输入用户名称').fill('zhang');
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('Administrator'));
  assert.equal(await page.locator('.arco-table tbody tr').count(), 1);

  // edit the nickname
  await rowOf(page, 'zhangsan').getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(() => (document.querySelector('#user-nickName') as HTMLInputElement | null)?.value === '张三');
  await dialog(page).locator('#user-nickName').fill('张三丰');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, 'zhangsan').getByText('张三丰').waitFor();
  await page.locator('.arco-modal').first().waitFor({ state: 'hidden' });
  await shot(page, 'system-user');

  // reset the password; the new one works in a second browser
  await rowOf(page, 'zhangsan').locator('.zx-user-more').hover();
  await page.locator('.arco-dropdown-menu-item', { hasText: '重置密码' }).click();
  await page.locator('#reset-password').fill('Reset#5678');
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.getByText('修改成功，新密码是：Reset#5678').waitFor();
  const other = await newPage(browser);
  await loginUi(other, server, 'zhangsan', 'Reset#5678');
  assert.doesNotMatch(other.url(), /\/login/);
  await other.context().close();

  // delete
  await rowOf(page, 'zhangsan').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => !document.querySelector('.arco-table tbody')?.textContent?.includes('zhangsan'));
  assert.ok(!(await tableText(page)).includes('zhangsan'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('users: import from xlsx reports the failed rows and adds the good ones', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/user`);
  await rowOf(page, 'admin').waitFor();
  const db = await server.db();
  const root = (await db.query('select min(dept_id) as id from sys_dept')).rows[0].id;
  await db.end();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['部门', '用户名称', '用户昵称', '邮箱', '手机号码', '性别', '状态', '密码']);
  ws.addRow([Number(root), 'lisi', '李四', 'lisi@zx.cn', '13700000002', '男', '正常', 'Kite#12345']);
  ws.addRow([Number(root), 'wangwu', '王五', '', '999', '女', '', 'Wang#12345']);
  const content = Buffer.from(await wb.xlsx.writeBuffer());

  await page.locator('.zx-table-actions').getByRole('button', { name: '导入' }).click();
  await page
    .locator('#user-import-file')
    .setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
  await page.getByText('users.xlsx').waitFor();
  await page.locator('.arco-modal').getByRole('button', { name: '开始导入' }).click();
  await page.getByText('导入完成：新增 1 条，更新 0 条，失败 1 条。').waitFor();
  const failed = page.locator('.arco-modal .arco-table tbody tr');
  await failed.first().waitFor();
  assert.equal(await failed.count(), 1);
  assert.match(await failed.innerText(), /3\s+wangwu\s+手机号码/);
  await shot(page, 'system-user-import');
  await page.locator('.arco-modal').getByRole('button', { name: '取消' }).click();
  await rowOf(page, 'lisi').waitFor();
  assert.ok(!(await tableText(page)).includes('wangwu'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a user holding only system:user:view sees no add/edit/delete buttons and is refused when forcing the call', async () => {
  const admin = (await api('POST', '/login', undefined, { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const depts = await api('GET', '/system/dept/list', admin);
  const root = depts.data.rows[0].deptId;
  const added = await api('POST', '/system/user', admin, {
    userName: 'viewer',
    nickName: 'Viewer',
    deptId: root,
    password: 'Looker#123',
    status: '0',
  });
  assert.equal(added.code, 200, added.msg);
  const victim = await api('POST', '/system/user', admin, {
    userName: 'victim',
    nickName: 'Victim',
    deptId: root,
    password: 'Target#123',
    status: '0',
  });
  const db = await server.db();
  try {
    const role = await db.query(
      `insert into sys_role (role_name, role_key, role_sort, data_scope) values ('Viewer', 'viewer', 5, '1') returning role_id`,
    );
    await db.query(
      `insert into sys_role_menu (role_id, menu_id) select $1, menu_id from sys_menu where menu_key in ('system.root', 'system.user')`,
      [role.rows[0].role_id],
    );
    await db.query(`insert into sys_user_role (user_id, role_id) values ($1, $2)`, [added.data.userId, role.rows[0].role_id]);
  } finally {
    await db.end();
  }

  const page = await newPage(browser);
  await loginUi(page, server, 'viewer', 'Looker#123');
  await page.goto(`${server.url}/admin/system/user`);
  await rowOf(page, 'victim').waitFor();
  const actions = page.locator('.zx-table-actions');
  for (const name of ['新增', '删除', '导入', '导出']) assert.equal(await actions.getByRole('button', { name }).count(), 0, name);
  for (const name of ['修改', '删除']) assert.equal(await page.locator('.arco-table tbody').getByRole('button', { name }).count(), 0, name);
  assert.equal(await page.locator('.zx-user-more').count(), 0);
  assert.equal(
    await page.locator('.arco-table tbody button.arco-switch[disabled]').count(),
    await page.locator('.arco-table tbody tr').count(),
  );
  await shot(page, 'system-user-viewer');

  // forcing the calls with the viewer's own session token is refused on the server
  const calls: [string, string, unknown][] = [
    ['DELETE', '/system/user', [victim.data.userId]],
    ['PUT', '/system/user/resetPwd', { userId: victim.data.userId, password: 'Hacked#123' }],
    ['PUT', '/system/user/changeStatus', { userId: victim.data.userId, status: '1' }],
    ['POST', '/system/user', { userName: 'sneaky', nickName: 's', deptId: root, password: 'Sly#12345x', status: '0' }],
  ];
  // no named helpers inside: the callback runs in the page, where the test transpiler's helpers do not exist
  const forced = await page.evaluate(async (list) => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('Admin-Token='))!
        .split('=')[1],
    );
    const codes: number[] = [];
    for (const [method, url, body] of list) {
      const r = await fetch(`/prod-api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      codes.push((await r.json()).code);
    }
    return codes;
  }, calls);
  assert.deepEqual(forced, [403, 403, 403, 403]);
  const still = await api('GET', `/system/user/list?userName=victim`, admin);
  assert.equal(still.data.rows[0].status, '0');
  assert.equal((await api('GET', `/system/user/list?userName=sneaky`, admin)).data.total, 0);
  await page.context().close();
});
