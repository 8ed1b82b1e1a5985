import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Ext Model: a model with two fields, chosen in the site extends, its values filled in the site's tab. */
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

const item = (scope: Locator, label: string) => scope.locator('.arco-form-item', { hasText: label });
async function choose(page: Page, select: Locator, option: string) {
  await select.locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

test('add a model and two fields, choose it in the site extends, fill and save its values, and see them after a reload', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/exmodel`);
    const screen = page.locator('[data-page="cms/exmodel/model"]');
    await screen.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '添加扩展模型' });
    await item(dialog, '名称').locator('input').fill('站点信息');
    await item(dialog, '编码').locator('input').fill('1bad');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('以字母开头，只能包含字母、数字和下划线').waitFor();
    await item(dialog, '编码').locator('input').fill('siteInfo');
    await dialog.getByRole('button', { name: '确定' }).click();
    const row = screen.locator('.arco-table tbody tr', { hasText: 'siteInfo' });
    await row.waitFor();
    await shot(page, 'cms-exmodel-list');

    await row.locator('.zx-xmodel-fields').click();
    await page.waitForURL(/\/admin\/cms\/exmodel\/fields\?modelId=\d+$/);
    const fields = page.locator('[data-page="cms/exmodel/fields"]');
    const addField = async (name: string, code: string, control: string, column: string, options?: string) => {
      await fields.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
      const d = page.locator('.arco-modal').filter({ hasText: '添加字段' });
      await item(d, '名称').locator('input').fill(name);
      await item(d, '编码').locator('input').fill(code);
      await choose(page, item(d, '控件类型'), control);
      await choose(page, item(d, '字段类型'), '短文本（50）');
      await choose(page, item(d, '表字段'), column);
      if (options) {
        await d.locator('textarea').fill(options);
        await shot(page, 'cms-exmodel-field-dialog');
      }
      await d.getByRole('button', { name: '确定' }).click();
      await d.waitFor({ state: 'hidden' });
      await fields.locator('.arco-table tbody tr', { hasText: code }).waitFor();
    };
    await addField('联系电话', 'phone', '输入框', 'short_text_1');
    await addField('类别', 'kind', '下拉框', 'short_text_2', 'a=甲类\nb=乙类');
    await shot(page, 'cms-exmodel-fields');

    await page.goto(`${server.url}/admin/configs/site`);
    const sites = page.locator('[data-page="cms/contentcore/site"]');
    await sites.locator('.arco-table tbody tr', { hasText: 'zhuxie' }).getByRole('button', { name: '修改' }).click();
    const tabs = page.locator('[data-page="cms/contentcore/siteTabs"]');
    await tabs.getByRole('tab', { name: '扩展配置' }).click();
    const ext = tabs.locator('.zx-site-extends');
    await item(ext, '回收站保留天数').locator('input').waitFor();
    await choose(page, item(ext, '扩展模型'), '站点信息');
    await ext.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('保存成功').first().waitFor();

    await tabs.getByRole('tab', { name: '扩展属性' }).click();
    const values = tabs.locator('.zx-exmodel-values');
    await values.getByText('联系电话').waitFor();
    await values.locator('input[data-code="phone"]').fill('13800138000');
    await choose(page, item(values, '类别'), '乙类');
    await values.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('保存成功').first().waitFor();
    await shot(page, 'cms-exmodel-values');

    await page.reload();
    await tabs.getByRole('tab', { name: '扩展属性' }).click();
    await values.locator('input[data-code="phone"]').waitFor();
    assert.equal(await values.locator('input[data-code="phone"]').inputValue(), '13800138000');
    await item(values, '类别').getByText('乙类').waitFor();

    const db = await server.db();
    try {
      const r = await db.query("select short_text_1 as phone, short_text_2 as kind from cms_exd_default where data_type = 'site'");
      assert.deepEqual(r.rows, [{ phone: '13800138000', kind: 'b' }]);
    } finally {
      await db.end();
    }
    await shot(page, 'cms-exmodel-values-reloaded');
  } catch (e) {
    await shot(page, 'cms-exmodel-failure');
    throw e;
  }
});
