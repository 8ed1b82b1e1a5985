import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * 权限设置 of roles and users (chestnut-api §4.11): the system plugin's Menu tab and the CMS's Site and Catalog
 * tabs (contributed through the kernel's `kernel/permission/tabs` slot). A role granted the Catalog screen,
 * View on the site and View on one catalog lets its user see that catalog and not the other; the user's own
 * editor shows the role's grants as inherited.
 */
let server: E2eServer;
let browser: Browser;
let admin: string;
let roleId: number;
let userId: number;
const EDITOR_PASSWORD = 'Editor#12345';

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(admin ? { authorization: `Bearer ${admin}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { code: number; msg: string; data?: any; token?: string };
  return env;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await api('POST', '/login', { username: 'admin', password: ADMIN_PASSWORD });
  admin = typeof login.data === 'string' ? login.data : (login.token ?? login.data?.token);
  assert.ok(admin, login.msg);
  // two catalogs of its own instead of the seed's demo ones
  const seeded = await server.db();
  await seeded.query('delete from cms_catalog');
  await seeded.end();
  for (const [alias, name] of [
    ['news', '协会动态'],
    ['policy', '政策法规'],
  ]) {
    const r = await api('POST', '/cms/catalog', { parentId: 0, name, alias, path: alias, catalogType: 'common' });
    assert.equal(r.code, 200, r.msg);
  }
  const db = await server.db();
  try {
    const role = await db.query(
      `insert into sys_role (role_name, role_key, role_sort, data_scope) values ('栏目编辑', 'catalog_editor', 5, '1') returning role_id`,
    );
    roleId = Number(role.rows[0].role_id);
    const user = await db.query(
      `insert into sys_user (user_name, nick_name, password, dept_id) values ('editor', '编辑', $1, 1) returning user_id`,
      [await hashPassword(EDITOR_PASSWORD)],
    );
    userId = Number(user.rows[0].user_id);
    await db.query('insert into sys_user_role (user_id, role_id) values ($1, $2)', [userId, roleId]);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const rowOf = (scope: Page | Locator, text: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
};
const editor = (page: Page) => page.locator('.zx-perm-editor');
const menuNode = (page: Page, label: string) =>
  editor(page)
    .locator('[data-testid=perm-menu-tree] .arco-tree-node')
    .filter({ has: page.getByText(label, { exact: true }) });
const cell = (row: Locator, item: string) => row.locator(`label.arco-checkbox[data-item="${item}"]`);
const state = async (box: Locator) => {
  const cls = (await box.getAttribute('class')) ?? '';
  return { checked: cls.includes('arco-checkbox-checked'), disabled: cls.includes('arco-checkbox-disabled') };
};

/** Polls until `check` holds (a save has reached the server). */
async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function openTab(page: Page, title: string) {
  await editor(page).locator('.arco-tabs-header-title', { hasText: title }).click();
}

test('a role granted the Catalog screen, the site and one catalog through 权限设置: its user sees that catalog only', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/system/role`);
    await rowOf(page, 'catalog_editor').getByRole('button', { name: '更多' }).hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '权限设置' }).click();
    await editor(page).getByText('权限设置：角色「栏目编辑」').waitFor();

    // Menu tab: the CMS catalog screen (and, linked, its buttons)
    await menuNode(page, '内容管理').waitFor();
    await editor(page).getByText('展开/折叠').click();
    await menuNode(page, '栏目管理').locator('.arco-checkbox').click();
    await shot(page, 'cms-permission-role-menu');
    await editor(page).getByTestId('perm-menu-save').click();
    await until(async () => {
      const r = await api('GET', `/system/permission/menu?ownerType=Role&owner=${roleId}`);
      return r.data.perms.includes('cms:catalog:view');
    }, 'the menu grant');
    const menus = (await api('GET', `/system/permission/menu?ownerType=Role&owner=${roleId}`)).data.perms.sort();
    assert.deepEqual(menus, ['cms:catalog:add', 'cms:catalog:delete', 'cms:catalog:edit', 'cms:catalog:view']);
    await page.locator('.arco-message', { hasText: '保存成功' }).first().waitFor();

    // Site tab: View on 筑协
    await openTab(page, '站点权限');
    const site = rowOf(editor(page).getByTestId('perm-site-table'), '筑协');
    await cell(site, 'View').click();
    assert.deepEqual(await state(cell(site, 'View')), { checked: true, disabled: false });
    await editor(page).getByTestId('perm-site-tab').getByRole('button', { name: '保存' }).click();
    await until(async () => {
      const r = await api('GET', `/cms/perms/site?ownerType=Role&owner=${roleId}`);
      return r.data.sitePrivs.some((s: any) => s.perms.View.granted);
    }, 'the site grant');
    await shot(page, 'cms-permission-role-site');

    // Catalog tab: View on 协会动态 only
    await openTab(page, '栏目权限');
    const tab = editor(page).getByTestId('perm-catalog-tab');
    await tab.locator('.arco-select-view-value', { hasText: '筑协' }).waitFor();
    const news = rowOf(tab, '协会动态');
    await cell(news, 'View').click();
    await tab.getByRole('button', { name: '保存' }).click();
    await until(async () => {
      const siteId = (await api('GET', `/cms/perms/site?ownerType=Role&owner=${roleId}`)).data.sitePrivs[0].siteId;
      const r = await api('GET', `/cms/perms/catalog?ownerType=Role&owner=${roleId}&siteId=${siteId}`);
      return r.data.catalogPrivs.some((c: any) => c.name === '协会动态' && c.perms.View.granted);
    }, 'the catalog grant');
    assert.deepEqual(await state(cell(rowOf(tab, '政策法规'), 'View')), { checked: false, disabled: false });
    await shot(page, 'cms-permission-role-catalog');
    assert.deepEqual(page.errors, []);

    // the role's user sees the granted catalog and not the other
    const user = await newPage(browser);
    try {
      await loginUi(user, server, 'editor', EDITOR_PASSWORD);
      await user.goto(`${server.url}/admin/configs/catalog`);
      const screen = user.locator('[data-page="cms/contentcore/catalog"]');
      await rowOf(screen, '协会动态').waitFor();
      assert.equal(await rowOf(screen, '政策法规').count(), 0);
      await shot(user, 'cms-permission-user-catalogs');
      assert.deepEqual(user.errors, []);
    } finally {
      await user.context().close();
    }

    // the user's own editor shows the role's grants as inherited: ticked and locked
    await editor(page).locator('.arco-drawer-close-icon').click();
    await editor(page).waitFor({ state: 'hidden' });
    await page.goto(`${server.url}/admin/system/user`);
    await rowOf(page, 'editor').locator('.zx-user-more').hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '权限设置' }).click();
    await editor(page).getByText('权限设置：用户「editor」').waitFor();
    await menuNode(page, '内容管理').waitFor();
    await editor(page).getByText('展开/折叠').click();
    assert.deepEqual(await state(menuNode(page, '栏目管理').locator('label.arco-checkbox')), { checked: true, disabled: true });
    assert.deepEqual(await state(menuNode(page, '站点管理').locator('label.arco-checkbox')), { checked: false, disabled: false });
    await shot(page, 'cms-permission-user-menu');

    await openTab(page, '站点权限');
    const userSite = rowOf(editor(page).getByTestId('perm-site-table'), '筑协');
    await userSite.waitFor();
    assert.deepEqual(await state(cell(userSite, 'View')), { checked: true, disabled: true });
    assert.deepEqual(await state(cell(userSite, 'Edit')), { checked: false, disabled: false });
    await editor(page).getByTestId('perm-site-tab').locator('.arco-alert').waitFor();

    await openTab(page, '栏目权限');
    const userTab = editor(page).getByTestId('perm-catalog-tab');
    await rowOf(userTab, '协会动态').waitFor();
    assert.deepEqual(await state(cell(rowOf(userTab, '协会动态'), 'View')), { checked: true, disabled: true });
    assert.deepEqual(await state(cell(rowOf(userTab, '政策法规'), 'View')), { checked: false, disabled: false });
    await shot(page, 'cms-permission-user-catalog');
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, 'cms-permission-failure');
    throw e;
  }
});

test('an operator who may edit roles cannot grant a site item they do not hold: the refusal is shown', async () => {
  const db = await server.db();
  try {
    const role = await db.query(
      `insert into sys_role (role_name, role_key, role_sort, data_scope) values ('授权员', 'granter', 6, '1') returning role_id`,
    );
    const granter = Number(role.rows[0].role_id);
    await db.query(
      `insert into sys_role_menu (role_id, menu_id) select $1, menu_id from sys_menu where menu_key in ('system.root', 'system.role', 'system.role.edit')`,
      [granter],
    );
    const user = await db.query(
      `insert into sys_user (user_name, nick_name, password, dept_id) values ('granter', '授权员', $1, 1) returning user_id`,
      [await hashPassword(EDITOR_PASSWORD)],
    );
    await db.query('insert into sys_user_role (user_id, role_id) values ($1, $2)', [user.rows[0].user_id, granter]);
  } finally {
    await db.end();
  }
  const page = await newPage(browser);
  try {
    await loginUi(page, server, 'granter', EDITOR_PASSWORD);
    await page.goto(`${server.url}/admin/system/role`);
    await rowOf(page, 'catalog_editor').getByRole('button', { name: '更多' }).hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '权限设置' }).click();
    await openTab(page, '站点权限');
    const site = rowOf(editor(page).getByTestId('perm-site-table'), '筑协');
    await cell(site, 'Delete').click();
    await editor(page).getByTestId('perm-site-tab').getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message', { hasText: /不能授予自己没有的权限：Site:Delete:\d+/ }).waitFor();
    await shot(page, 'cms-permission-refused');
    const r = await api('GET', `/cms/perms/site?ownerType=Role&owner=${roleId}`);
    assert.equal(r.data.sitePrivs[0].perms.Delete.granted, false);
  } catch (e) {
    await shot(page, 'cms-permission-refused-failure');
    throw e;
  } finally {
    await page.context().close();
  }
});

test("the site's permissions tab grants its items per role; the page widget tab lists the site's widgets", async () => {
  const page = await newPage(browser);
  try {
    const db = await server.db();
    try {
      await db.query(
        `insert into cms_page_widget (site_id, type, name, code, publish_pipe_code) select site_id, 'manual', '首页焦点', 'home_focus', 'pc' from cms_site where path = 'zhuxie'`,
      );
    } finally {
      await db.end();
    }
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/site`);
    await page.locator('.arco-table tbody tr', { hasText: 'zhuxie' }).getByRole('button', { name: '修改' }).click();
    const tabs = page.locator('[data-page="cms/contentcore/siteTabs"]');
    await tabs.getByRole('tab', { name: '权限' }).click();
    const table = tabs.getByTestId('site-perms-table');
    const role = rowOf(table, '栏目编辑');
    await cell(role, 'Publish').click();
    await tabs.getByTestId('site-perms-tab').getByRole('button', { name: '保存' }).click();
    await until(async () => {
      const r = await api('GET', `/cms/perms/site?ownerType=Role&owner=${roleId}`);
      return r.data.sitePrivs.some((s: any) => s.perms.Publish.granted);
    }, 'the site tab grant');
    await shot(page, 'cms-permission-site-tab');

    await page.goto(`${server.url}/admin/system/role`);
    await rowOf(page, 'catalog_editor').getByRole('button', { name: '更多' }).hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '权限设置' }).click();
    await openTab(page, '页面部件权限');
    const widgets = editor(page).getByTestId('perm-pagewidget-table');
    const focus = rowOf(widgets, '首页焦点 (home_focus)');
    await cell(focus, 'View').click();
    await editor(page).getByTestId('perm-pagewidget-tab').getByRole('button', { name: '保存' }).click();
    await until(async () => {
      const siteId = (await api('GET', `/cms/perms/site?ownerType=Role&owner=${roleId}`)).data.sitePrivs[0].siteId;
      const r = await api('GET', `/cms/perms/pagewidget?ownerType=Role&owner=${roleId}&siteId=${siteId}`);
      return r.data.pageWidgetPrivs[0]?.perms.View.granted === true;
    }, 'the page widget grant');
    await shot(page, 'cms-permission-pagewidget');
  } catch (e) {
    await shot(page, 'cms-permission-failure');
    throw e;
  }
});
