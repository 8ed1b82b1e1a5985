import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from './harness.ts';

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

const dialog = (page: Page) => page.locator('.arco-modal').filter({ has: page.locator('.arco-form') });
const confirm = (page: Page) =>
  page
    .locator('.arco-modal')
    .filter({ hasNot: page.locator('.arco-form') })
    .getByRole('button', { name: '确定' });
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });

test('notices: add with rich text (sanitised on the server), search, edit, disable, delete', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/system/notice`);
    await page.locator('[data-page="system/notice/index"] .arco-table').waitFor();

    // add: title, type, rich text typed into the editor with a bold word
    await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    await dialog(page).getByPlaceholder('请输入公告标题').fill('年会通知');
    const editor = dialog(page).locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('周五下午三点 ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('准时');
    await page.keyboard.press('Control+b');
    await shot(page, 'system-notice-editor');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await rowOf(page, '年会通知').waitFor();
    await rowOf(page, '年会通知').getByText('通知', { exact: true }).waitFor(); // type tag
    await rowOf(page, '年会通知').getByText('admin', { exact: true }).waitFor();

    // a script smuggled into the content by a direct call never reaches the database
    const db = await server.db();
    try {
      const token = await page.evaluate(
        () =>
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('Admin-Token='))
            ?.split('=')[1],
      );
      const res = await page.evaluate(async (t) => {
        const r = await fetch('/prod-api/system/notice', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t}` },
          body: JSON.stringify({
            noticeTitle: '脚本测试',
            noticeType: '1',
            status: '0',
            noticeContent: '<p onclick="x()">正文</p><script>alert(1)</script><a href="javascript:alert(2)">链接</a>',
          }),
        });
        return r.json();
      }, token);
      assert.equal(res.code, 200);
      const stored = await db.query(`select notice_content from sys_notice where notice_title = '脚本测试'`);
      assert.equal(stored.rows[0].notice_content, '<p>正文</p><a href>链接</a>');
      const typed = await db.query(`select notice_content from sys_notice where notice_title = '年会通知'`);
      assert.match(typed.rows[0].notice_content, /周五下午三点.*<b>准时<\/b>/);
    } finally {
      await db.end();
    }

    // search by title
    await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
    await rowOf(page, '脚本测试').waitFor();
    await page.locator('.zx-search-bar').getByPlaceholder('请输入公告标题').fill('年会');
    await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr').length === 1);

    // edit: the content comes back into the editor; change the title
    await rowOf(page, '年会通知').getByRole('button', { name: '修改' }).click();
    await dialog(page).locator('[contenteditable="true"] b', { hasText: '准时' }).waitFor();
    await dialog(page).getByPlaceholder('请输入公告标题').fill('年会通知（更新）');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await page.locator('.zx-search-bar').getByRole('button', { name: '重置' }).click();
    await rowOf(page, '年会通知（更新）').waitFor();

    // disable through the switch
    await rowOf(page, '年会通知（更新）').locator('.arco-switch').click();
    await confirm(page).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.arco-table tbody tr')].some(
        (tr) => tr.textContent?.includes('年会通知（更新）') && !tr.querySelector('.arco-switch-checked'),
      ),
    );
    await shot(page, 'system-notice');

    // delete both
    for (const title of ['年会通知（更新）', '脚本测试']) {
      await rowOf(page, title).getByRole('button', { name: '删除' }).click();
      await confirm(page).click();
      await page.waitForFunction((x) => !document.querySelector('.arco-table tbody')?.textContent?.includes(x), title);
    }
  } catch (e) {
    await shot(page, 'system-notice-failure');
    throw e;
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
