import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, serverApi, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * Tools → Code generator (issue 36): import a table in the dialog, preview its code in tabs, open its edit page;
 * import a custom form as a new table, and hand in the project's files, whose hand-written region the diff keeps.
 */
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

test('imports a table, previews the generated files and opens the edit page', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/tool/gen`);
    await page.locator('[data-action="gen-import"]').click();
    const dialog = page.locator('.arco-modal', { hasText: '导入表' });
    await dialog.locator('input').first().fill('sys_notice');
    await dialog.locator('input').first().press('Enter');
    const row = dialog.locator('[data-testid="gen-db-tables"] tr', { hasText: 'sys_notice' }).first();
    await row.waitFor();
    await row.locator('.arco-checkbox').click();
    await shot(page, 'tools-codegen-import');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const listed = page.locator('.arco-table-tr', { hasText: 'sys_notice' }).first();
    await listed.waitFor();

    await listed.locator('[data-action="gen-preview"]').click();
    const tabs = page.locator('[data-testid="gen-preview-tabs"]');
    await tabs.waitFor();
    const titles = await tabs.locator('.arco-tabs-header-title').allInnerTexts();
    assert.ok(titles.includes('server/index.ts') && titles.includes('client/pages/notice/SysNoticePage.tsx'), titles.join(', '));
    await tabs.locator('.arco-tabs-header-title', { hasText: 'SysNoticePage.tsx' }).click();
    await tabs.getByText('export default function SysNoticePage()').waitFor();
    await shot(page, 'tools-codegen-preview');
    // the diff against the last download: none yet, so every file is new
    await page.locator('[data-testid="gen-diff-switch"]').click();
    await page.getByText('尚未下载过：所有文件都是新的').waitFor();
    await page.keyboard.press('Escape');

    const [file] = await Promise.all([page.waitForEvent('download'), listed.locator('[data-action="gen-download"]').click()]);
    assert.equal(file.suggestedFilename(), 'sys_notice.zip');
    await listed.locator('[data-action="gen-preview"]').click();
    await page.locator('[data-testid="gen-diff-switch"]').click();
    await page.getByText(/上次下载或提交于 \d{4}-/).waitFor();
    await tabs.locator('.arco-tabs-header-title', { hasText: '无变化' }).first().waitFor();
    await shot(page, 'tools-codegen-diff');
    await page.keyboard.press('Escape');

    await listed
      .getByRole('button', { name: /修改|编辑/ })
      .first()
      .click();
    await page.locator('[data-testid="gen-edit"]').waitFor();
    await page.locator('[data-testid="gen-columns"]').getByText('notice_title').waitFor();
    // `sys` lies on the system plugin's /sys/ URLs: refused, naming the field; a free id saves
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('插件标识：“sys”已被本产品的插件占用或与其地址重叠').waitFor();
    const pluginId = page.locator('input[placeholder="my-plugin"]');
    await pluginId.fill('notice-board');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').waitFor();
    await shot(page, 'tools-codegen-edit');
  } catch (e) {
    await shot(page, 'tools-codegen-failure');
    throw e;
  }
});

test('imports a custom form as a new table and hands in a file whose hand-written region the diff keeps', async () => {
  const token = (await serverApi(server, null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const form = await serverApi(server, token, 'POST', '/cms/customform', {
    name: '活动报名',
    code: 'signup',
    schema: {
      type: 'object',
      properties: {
        fullName: { type: 'string', title: '姓名', required: true, 'x-component': 'Input', maxLength: 30 },
        seats: { type: 'number', title: '座位数', 'x-component': 'NumberPicker' },
        photo: { type: 'string', title: '照片', 'x-component': 'ImageUpload' },
      },
    },
  });
  assert.equal(form.code, 200, form.msg);
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/tool/gen`);
    await page.locator('[data-action="gen-import-source"]').click();
    const dialog = page.locator('.arco-modal', { hasText: '从自定义表单或扩展模型导入' });
    await dialog.locator('[data-testid="gen-source-form"]').waitFor();
    await dialog.locator('.arco-select').nth(1).click();
    await page.locator('.arco-select-option', { hasText: '活动报名 (signup)' }).click();
    // a table of the database is refused under the field
    await dialog.locator('[data-testid="gen-source-table"]').fill('sys_user');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await dialog.locator('.arco-form-message', { hasText: '“sys_user”已是数据库中的表' }).waitFor();
    await shot(page, 'tools-codegen-source-refused');
    await dialog.locator('[data-testid="gen-source-table"]').fill('event_signup');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const listed = page.locator('.arco-table-tr', { hasText: 'event_signup' }).first();
    await listed.waitFor();
    await listed.getByText(`自定义表单 ${form.data.formId}`).waitFor();
    await shot(page, 'tools-codegen-source-imported');

    await listed
      .getByRole('button', { name: /修改|编辑/ })
      .first()
      .click();
    const grid = page.locator('[data-testid="gen-columns"]');
    for (const column of ['id', 'full_name', 'seats', 'photo', 'create_time'])
      await grid.getByText(column, { exact: true }).first().waitFor();
    await shot(page, 'tools-codegen-source-columns');

    // the project's routes file with code in its hand-written region, zipped as the plugin's folder
    const table = (await serverApi(server, token, 'GET', '/tool/gen/list?tableName=event_signup')).data.rows[0];
    const files = (await serverApi(server, token, 'GET', `/tool/gen/preview/${table.tableId}`)).data as Record<string, string>;
    const routes = 'plugins/event/server/routes/signup.ts';
    const mine = "  app.get('/event/signup/hello', { config: { access: 'event:signup:list' } }, async () => ({ code: 200, msg: 'hi' }));";
    const zip = new JSZip();
    zip.file(
      'event/server/routes/signup.ts',
      files[routes].replace('  // endregion hand-written:routes', `${mine}\n  // endregion hand-written:routes`),
    );
    zip.file('event/server/index.ts', files['plugins/event/server/index.ts']);
    zip.file('event/README.md', '# notes');
    await page.goto(`${server.url}/admin/tool/gen`);
    await listed.locator('[data-action="gen-handin"]').click();
    const handIn = page.locator('[data-testid="gen-handin"]');
    await handIn.waitFor();
    await page.locator('[data-testid="gen-handin-zip"]').setInputFiles({
      name: 'event.zip',
      mimeType: 'application/zip',
      buffer: await zip.generateAsync({ type: 'nodebuffer' }),
    });
    await handIn.locator('[data-testid="gen-handin-taken"]').getByText(routes).waitFor();
    await handIn.locator('[data-testid="gen-handin-taken"]').getByText('plugins/event/server/index.ts').waitFor();
    await handIn.locator('[data-testid="gen-handin-refused"]').getByText('event/README.md').waitFor();
    await shot(page, 'tools-codegen-handin');
    await page
      .locator('.arco-modal', { has: handIn })
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await page.getByText('已提交：下次导出会保留其中的手写区域').waitFor();

    await listed.locator('[data-action="gen-preview"]').click();
    await page.locator('[data-testid="gen-diff-switch"]').click();
    await page.locator('[data-testid="gen-region-notes"]').getByText(`${routes}：保留了上次导出中手写区域“routes”的内容`).waitFor();
    await shot(page, 'tools-codegen-handin-diff');
    const preview = (await serverApi(server, token, 'GET', `/tool/gen/preview/${table.tableId}`)).data as Record<string, string>;
    assert.ok(preview[routes].includes(mine), 'the next export keeps the hand-written route');
  } catch (e) {
    await shot(page, 'tools-codegen-source-failure');
    throw e;
  }
});
