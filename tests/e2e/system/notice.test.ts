import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

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

test('notices: add with rich text (heading, bold, table, link, a Word paste; sanitised on the server), search, edit, disable, delete', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    // Add takes the first notice type as its default: wait for that dictionary, as a person sees the table first
    const noticeTypes = page.waitForResponse((r) => r.url().includes('/system/dict/data/type/NoticeType'));
    await page.goto(`${server.url}/admin/system/notice`);
    await page.locator('[data-page="system/notice/index"] .arco-table').waitFor();
    await noticeTypes;

    // add: title, type and rich text written in the editor through its toolbar: heading, bold, table, link, a paste
    await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    await dialog(page).getByPlaceholder('请输入公告标题').fill('年会通知');
    const editor = dialog(page).locator('.ProseMirror');
    const toolbar = dialog(page).locator('.zx-rich-text-toolbar');
    await editor.click();
    await toolbar.locator('.zx-rt-block').click();
    await page.locator('.arco-select-popup .arco-select-option', { hasText: '标题 2' }).click();
    await page.keyboard.type('年会安排');
    await page.keyboard.press('Enter');
    await page.keyboard.type('周五下午三点 ');
    await toolbar.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('准时');
    await toolbar.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type(' 到场');
    await page.keyboard.press('Enter');
    // a 3×3 table with a header row; the third row goes again through the table menu
    await toolbar.getByRole('button', { name: '表格' }).click();
    await page.locator('.arco-dropdown-menu-item', { hasText: '插入表格（3×3）' }).click();
    for (const [i, cell] of ['时间', '地点', '人员', '15:00', '礼堂', '全体'].entries()) {
      if (i) await page.keyboard.press('Tab');
      await page.keyboard.type(cell);
    }
    await page.keyboard.press('Tab');
    await toolbar.getByRole('button', { name: '表格' }).click();
    await page.locator('.zx-rt-menu').waitFor();
    await page.waitForTimeout(300); // only for the screenshot: the menu's zoom-in animation
    await shot(page, 'system-notice-table-menu');
    await page.locator('.arco-dropdown-menu-item', { hasText: '删除行' }).click();
    await editor.locator('table tr').nth(1).waitFor();
    assert.equal(await editor.locator('table tr').count(), 2);
    // a link at the end, through the link dialog; an unsafe address is refused there
    await page.keyboard.press('Control+End');
    await page.keyboard.type('详情见');
    await toolbar.getByRole('button', { name: '插入链接' }).click();
    const linkDialog = page.locator('.zx-rt-url-dialog');
    await linkDialog.getByPlaceholder('链接地址').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: '确定' }).click();
    await linkDialog.getByRole('alert').waitFor();
    await linkDialog.getByPlaceholder('链接地址').fill('https://example.com/annual');
    await linkDialog.getByPlaceholder('链接文字').fill('官网');
    await linkDialog.getByRole('button', { name: '确定' }).click();
    await editor.locator('a[href="https://example.com/annual"]', { hasText: '官网' }).waitFor();
    // a paste from Word carrying active content: the Word noise and the scripts never reach the document
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->' +
          '<p class=MsoNormal style="mso-margin-top-alt:auto"><span style="mso-bidi-font-family:宋体">来自 Word 的段落</span><o:p></o:p></p>' +
          '<script>window.__pasted = 1</script><img src="javascript:alert(1)" onerror="window.__pasted = 2">' +
          '<p onclick="window.__pasted = 3"><a href="javascript:alert(4)">坏链接</a></p><svg onload="window.__pasted = 5"></svg>',
      );
      data.setData('text/plain', '来自 Word 的段落');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await editor.getByText('来自 Word 的段落').waitFor();
    assert.equal(await page.evaluate(() => (window as any).__pasted), undefined);
    await editor.click({ position: { x: 5, y: 5 } });
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
      // what the editor wrote, read back through the API
      const saved = await page.evaluate(async (t) => {
        const headers = { Authorization: `Bearer ${t}` };
        const list = await (await fetch(`/prod-api/system/notice/list?noticeTitle=${encodeURIComponent('年会通知')}`, { headers })).json();
        return (await (await fetch(`/prod-api/system/notice/${list.data.rows[0].noticeId}`, { headers })).json()).data
          .noticeContent as string;
      }, token);
      assert.match(saved, /^<h2>年会安排<\/h2><p>周五下午三点 <strong>准时<\/strong> 到场<\/p>/);
      assert.match(
        saved,
        /<table><colgroup>.*<\/colgroup><tbody><tr><th[^>]*><p>时间<\/p><\/th><th[^>]*><p>地点<\/p><\/th><th[^>]*><p>人员<\/p><\/th><\/tr>/,
      );
      assert.match(saved, /<tr><td[^>]*><p>15:00<\/p><\/td><td[^>]*><p>礼堂<\/p><\/td><td[^>]*><p>全体<\/p><\/td><\/tr><\/tbody><\/table>/);
      assert.match(
        saved,
        /<p>详情见<a target="_blank" rel="noopener noreferrer nofollow" href="https:\/\/example.com\/annual">官网<\/a><\/p>/,
      );
      assert.match(saved, /<p>来自 Word 的段落<\/p>/);
      assert.doesNotMatch(saved, /script|onerror|onclick|onload|javascript:|__pasted|<svg|<img|mso-|Mso|o:p|<!--/i);
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
    const reopened = dialog(page).locator('.ProseMirror');
    await reopened.locator('strong', { hasText: '准时' }).waitFor();
    assert.equal(await reopened.locator('h2').textContent(), '年会安排');
    assert.deepEqual(await reopened.locator('table tr').evaluateAll((rows) => rows.map((r) => r.textContent)), [
      '时间地点人员',
      '15:00礼堂全体',
    ]);
    assert.equal(await reopened.locator('table th').count(), 3);
    assert.equal(await reopened.locator('a[href="https://example.com/annual"]').textContent(), '官网');
    await reopened.getByText('来自 Word 的段落').waitFor();
    // the HTML source view shows what will be saved, and switching back keeps it
    await dialog(page).getByRole('button', { name: 'HTML 源码' }).click();
    const sourceView = dialog(page).getByLabel('HTML 源码编辑框');
    assert.match(await sourceView.inputValue(), /^<h2>年会安排<\/h2>\n<p>周五下午三点 <strong>准时<\/strong> 到场<\/p>\n/);
    await shot(page, 'system-notice-source');
    await dialog(page).getByRole('button', { name: '返回可视化编辑' }).click();
    await reopened.locator('h2', { hasText: '年会安排' }).waitFor();
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
