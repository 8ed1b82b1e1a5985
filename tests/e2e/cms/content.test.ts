import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * CMS → Contents (issue 10): write an article with a heading and a table, save with the progress dialog,
 * publish, see it listed as 已发布; a second user is refused while admin holds the lock; offline, archive, delete,
 * find it in the recycle bin, restore it; a second save and the diff of the two revisions.
 */
let server: E2eServer;
let browser: Browser;
let admin: string;
const EDITOR_PASSWORD = 'Editor#12345';
const TITLE = '协会年会召开';

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(admin ? { authorization: `Bearer ${admin}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data?: any; token?: string };
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await api('POST', '/login', { username: 'admin', password: ADMIN_PASSWORD });
  admin = typeof login.data === 'string' ? login.data : (login.token ?? login.data?.token);
  assert.ok(admin, login.msg);
  // a content editor: the Content menu and its buttons, View on the site, every content right on 协会动态
  const db = await server.db();
  let roleId: number;
  try {
    const role = await db.query(
      `insert into sys_role (role_name, role_key, role_sort, data_scope) values ('内容编辑', 'content_editor', 5, '1') returning role_id`,
    );
    roleId = Number(role.rows[0].role_id);
    const user = await db.query(
      `insert into sys_user (user_name, nick_name, password, dept_id) values ('editor', '编辑', $1, 1) returning user_id`,
      [await hashPassword(EDITOR_PASSWORD)],
    );
    await db.query('insert into sys_user_role (user_id, role_id) values ($1, $2)', [Number(user.rows[0].user_id), roleId]);
    await db.query(
      `insert into sys_role_menu (role_id, menu_id) select $1, menu_id from sys_menu where menu_key = 'cms.root' or menu_key = 'cms.content' or perms like 'cms:content:%'`,
      [roleId],
    );
  } finally {
    await db.end();
  }
  const siteId = (await api('GET', '/cms/site/getCurrentSite')).data.siteId;
  const news = (await api('GET', '/cms/catalog/treeData')).data.rows.find((n: any) => n.props.alias === 'news').id;
  let r = await api('PUT', '/cms/perms/site', {
    ownerType: 'Role',
    owner: roleId,
    perms: [{ siteId, perms: { View: { granted: true } } }],
  });
  assert.equal(r.code, 200, r.msg);
  const all = Object.fromEntries(['View', 'EditContent', 'AddContent', 'DeleteContent', 'Publish'].map((k) => [k, { granted: true }]));
  r = await api('PUT', '/cms/perms/catalog', { ownerType: 'Role', owner: roleId, siteId, perms: [{ catalogId: news, perms: all }] });
  assert.equal(r.code, 200, r.msg);
  // an image in the resource library for the body
  const form = new FormData();
  form.append('name', '会场照片');
  form.append(
    'file',
    new Blob([
      await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f6fbf' } })
        .png()
        .toBuffer(),
    ]),
    'hall.png',
  );
  const up = await fetch(`${server.url}/prod-api/cms/resource`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  assert.equal(((await up.json()) as { code: number }).code, 200);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const list = (page: Page) => page.locator('[data-page="cms/contentcore/content/list"]');
const rowOf = (scope: Locator, text: string) => scope.locator('.arco-table tbody tr', { hasText: text });
const confirm = async (page: Page) => {
  const modal = page.locator('.arco-modal').filter({ hasText: '系统提示' });
  await modal.getByRole('button', { name: '确定' }).click();
  await modal.waitFor({ state: 'detached' });
};
/** the save's progress dialog: the task succeeds, then the dialog closes */
const saveWithProgress = async (page: Page, button = '保存') => {
  await page.locator('.zx-content-editor').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.locator('.zx-content-save-progress');
  await dialog.locator('.zx-async-progress[data-phase=success]').waitFor();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await dialog.waitFor({ state: 'detached' });
};

test('write, save with progress, publish, lock against another user, recycle and restore, diff two revisions', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/content`);
    const screen = page.locator('[data-page="cms/contentcore/content"]');
    await screen.locator('.zx-content-catalogs').getByText('协会动态', { exact: true }).click();
    await list(page).locator('.arco-table').waitFor();

    // add an article of the chosen catalog
    await list(page).getByRole('button', { name: '新增' }).hover();
    await page.locator('.arco-dropdown-menu-item', { hasText: '文章' }).click();
    await page.waitForURL(/\/cms\/content\/editor\?/);
    const editor = page.locator('.zx-content-editor');
    await editor.getByText('协会动态').first().waitFor();
    // the empty title is refused on the client
    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await editor.getByText('标题不能为空。').waitFor();
    await editor.getByPlaceholder('请输入标题').fill(TITLE);
    const body = editor.locator('[contenteditable=true]').first();
    await body.click();
    await page.keyboard.type('年会于本周召开。');
    // a heading and a table, inserted as the editor receives pasted HTML
    await body.evaluate((el) => {
      (el as HTMLElement).focus();
      document.execCommand(
        'insertHTML',
        false,
        '<h2>会议议程</h2><p>第一项：工作报告</p><table><tbody><tr><td>时间</td><td>地点</td></tr><tr><td>九点</td><td>会议中心</td></tr></tbody></table>',
      );
    });
    // an image from the site's resource library, through the editor's image menu
    await editor.getByRole('button', { name: '插入图片' }).click();
    await page.locator('.zx-rt-menu .arco-dropdown-menu-item', { hasText: '从资源库选择' }).click();
    const picker = page.locator('.arco-modal').filter({ hasText: '选择资源' });
    await picker.locator('[data-resource]', { hasText: '会场照片' }).dblclick();
    await picker.waitFor({ state: 'detached' });
    await body.locator('img[alt="会场照片"]').waitFor();
    await editor.getByText('未保存').waitFor();
    await saveWithProgress(page);
    await page.waitForURL(/contentId=\d+/);
    const contentId = Number(new URL(page.url()).searchParams.get('contentId'));
    await editor.locator('[data-revision="1"]').waitFor();
    assert.equal(await editor.getByText('未保存').count(), 0);
    await shot(page, 'cms-content-editor');

    const db = await server.db();
    const saved = await db.query(
      'select c.title, c.status, b.content_html from cms_content c join cms_content_body b using (content_id) where content_id = $1',
      [contentId],
    );
    await db.end();
    assert.equal(saved.rows[0].title, TITLE);
    assert.match(saved.rows[0].content_html, /<h2>会议议程<\/h2>/);
    assert.match(saved.rows[0].content_html, /<table>/);
    assert.match(
      saved.rows[0].content_html,
      /<img[^>]+src="[^"]*\/cms\/res\/zhuxie\/resources\/image\/[^"]+\.png"[^>]*alt="会场照片"|<img[^>]+alt="会场照片"[^>]*src="[^"]*\/cms\/res\/zhuxie\/resources\/image\//,
    );

    // back to the list (nothing unsaved: no warning), publish
    await editor.getByRole('button', { name: '关闭' }).click();
    await page.waitForURL(/\/configs\/content$/);
    const row = rowOf(list(page), TITLE);
    await row.locator('[data-status="0"]').waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await confirm(page);
    await row.locator('[data-status="30"]', { hasText: '已发布' }).waitFor();

    // admin locks it; the editor user cannot save it
    await row.getByRole('button', { name: '锁定' }).click();
    await confirm(page);
    await row.getByTestId('content-lock').waitFor();
    await shot(page, 'cms-content-list');

    const other = await newPage(browser);
    try {
      await loginUi(other, server, 'editor', EDITOR_PASSWORD);
      await other.goto(
        `${server.url}/admin/cms/content/editor?catalogId=${await catalogOf(contentId)}&contentType=article&contentId=${contentId}`,
      );
      const e2 = other.locator('.zx-content-editor');
      await e2.getByTestId('editor-lock').getByText('已被 admin 锁定').waitFor();
      await e2.getByRole('button', { name: '保存', exact: true }).click();
      await other.locator('.arco-message').getByText(`“${TITLE}”已被 admin 锁定。`).waitFor();
      await shot(other, 'cms-content-locked');
    } finally {
      await other.context().close();
    }

    // offline, archive, delete, recycle bin, restore
    await row.getByRole('button', { name: '下线' }).click();
    await confirm(page);
    await row.locator('[data-status="40"]').waitFor();
    await row.getByRole('button', { name: '归档', exact: true }).click();
    await confirm(page);
    await row.locator('[data-status="50"]', { hasText: '已归档' }).waitFor();
    assert.equal(await row.getByRole('button', { name: '发布', exact: true }).count(), 0);
    await shot(page, 'cms-content-archived');
    await row.getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await row.waitFor({ state: 'detached' });
    await screen.getByRole('tab', { name: '回收站' }).click();
    const bin = page.locator('[data-page="cms/contentcore/content/recycle"]');
    const binRow = rowOf(bin, TITLE);
    await binRow.locator('[data-status="50"]').waitFor();
    await binRow.getByText('admin').first().waitFor();
    await shot(page, 'cms-content-recycle');
    await binRow.getByRole('button', { name: '还原' }).click();
    await confirm(page);
    await binRow.waitFor({ state: 'detached' });
    await screen.getByRole('tab', { name: '内容', exact: true }).click();
    await rowOf(list(page), TITLE).locator('[data-status="50"]').waitFor();

    // a second save, then the diff of the two revisions
    await rowOf(list(page), TITLE).locator('.zx-content-title').click();
    await page.waitForURL(/contentId=/);
    await editor.locator('[data-revision="1"]').waitFor();
    await editor.getByPlaceholder('请输入标题').fill(`${TITLE}（修订）`);
    await editor
      .locator('[contenteditable=true]')
      .first()
      .evaluate((el) => {
        const p = Array.from(el.querySelectorAll('p')).find((x) => x.textContent?.includes('工作报告'));
        if (p) p.textContent = '第一项：财务报告';
        el.dispatchEvent(new InputEvent('input', { bubbles: true }));
      });
    await saveWithProgress(page);
    await editor.locator('[data-revision="2"]').waitFor();
    await editor.locator('[data-revision="1"] .arco-checkbox').click();
    await editor.locator('[data-revision="2"] .arco-checkbox').click();
    await editor.getByRole('button', { name: '对比' }).click();
    const diff = page.locator('.zx-revision-diff');
    await diff.locator('[data-diff=removed]', { hasText: '工作报告' }).waitFor();
    await diff.locator('[data-diff=added]', { hasText: '财务报告' }).waitFor();
    await diff.locator('[data-diff=added]', { hasText: '（修订）' }).waitFor();
    await shot(page, 'cms-content-diff');
    await page.keyboard.press('Escape');

    // the full-window editor: the same editor without the shell around it
    await page.goto(
      `${server.url}/admin/cms/content/editorW?catalogId=${await catalogOf(contentId)}&contentType=article&contentId=${contentId}`,
    );
    await page.locator('.zx-content-editor').getByPlaceholder('请输入标题').waitFor();
    assert.equal(await page.locator('.zx-content-editor').getByPlaceholder('请输入标题').inputValue(), `${TITLE}（修订）`);
    assert.equal(await page.getByText('筑协管理后台').count(), 0);
    await shot(page, 'cms-content-editor-window');
    assert.deepEqual(
      page.errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
  } catch (e) {
    await shot(page, 'cms-content-failure');
    throw e;
  }
});

async function catalogOf(contentId: number): Promise<number> {
  const db = await server.db();
  try {
    return Number((await db.query('select catalog_id from cms_content where content_id = $1', [contentId])).rows[0].catalog_id);
  } finally {
    await db.end();
  }
}
