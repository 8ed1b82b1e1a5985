import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Custom forms (issue 33): a published form receives two public submissions; on the console the form list links to
 * the submission desk, whose columns come from the schema; the detail drawer renders a submission read-only from its
 * version, and the handling (status, assignee, notes) is saved.
 */
let server: E2eServer;
let browser: Browser;
const api = (token: string | null, method: string, url: string, body?: unknown) => serverApi(server, token, method, url, body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const SCHEMA = {
  type: 'object',
  properties: {
    fullName: {
      type: 'string',
      title: { 'zh-CN': '姓名', 'zh-TW': '姓名', en: 'Full name' },
      required: true,
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    },
    company: {
      type: 'string',
      title: { 'zh-CN': '单位', 'zh-TW': '單位', en: 'Organisation' },
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    },
    session: {
      type: 'string',
      title: { 'zh-CN': '场次', 'zh-TW': '場次', en: 'Session' },
      'x-decorator': 'FormItem',
      'x-component': 'Select',
      enum: [
        { value: 'am', label: { 'zh-CN': '上午场', 'zh-TW': '上午場', en: 'Morning' } },
        { value: 'pm', label: { 'zh-CN': '下午场', 'zh-TW': '下午場', en: 'Afternoon' } },
      ],
    },
  },
};

test('the submission desk lists a form’s submissions and handles one', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const add = await api(token, 'POST', '/cms/customform', { name: '年会报名', code: 'annual_meeting', schema: SCHEMA });
  assert.equal(add.code, 200, add.msg);
  const formId = add.data.formId as number;
  assert.equal((await api(token, 'PUT', '/cms/customform/publish', [formId])).code, 200);
  for (const data of [
    { fullName: '张三', company: '甲建设集团', session: 'am' },
    { fullName: '李四', company: '乙装饰公司', session: 'pm' },
  ])
    assert.equal((await api(null, 'POST', '/api/customform/submit', { formId, data })).code, 200);
  // a submission missing the required name is refused, naming it
  const refused = await api(null, 'POST', '/api/customform/submit', { formId, data: { company: 'x' } });
  assert.match(refused.msg, /^姓名/);

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '互动运营' }).first().click();
    await page.locator('.arco-menu-item', { hasText: '自定义表单' }).first().click();
    const forms = page.locator('[data-page="operations/customform/index"]');
    await forms.waitFor();
    const row = forms.locator('.arco-table tbody tr', { hasText: 'annual_meeting' });
    await row.waitFor();
    // the three starter forms ship too
    await forms.locator('.arco-table tbody tr', { hasText: 'event_signup' }).waitFor();
    await shot(page, 'operations-customform-list');

    await row.locator('.zx-customform-data').click();
    await page.waitForURL(/\/operations\/customform\/data\?formId=\d+$/);
    const desk = page.locator('[data-page="operations/customform/data"]');
    await desk.waitFor();
    await desk.locator('.arco-table-th', { hasText: '场次' }).waitFor();
    const lisi = desk.locator('.arco-table tbody tr', { hasText: '李四' });
    await lisi.waitFor();
    await lisi.getByText('下午场').waitFor();
    await shot(page, 'operations-customform-desk');

    await lisi.locator('.zx-customform-view').click();
    const drawer = page.locator('.zx-customform-drawer');
    await drawer.waitFor();
    await drawer.getByText('乙装饰公司').waitFor();
    await drawer.locator('.zx-customform-handle .arco-select').first().click();
    await page.locator('.arco-select-option', { hasText: '处理中' }).click();
    await drawer.locator('.zx-customform-handle .arco-form-item', { hasText: '经办人' }).locator('input').fill('王经办');
    await drawer.locator('.zx-customform-handle textarea').fill('已电话联系');
    await shot(page, 'operations-customform-drawer');
    await drawer.locator('.zx-customform-handle-save').click();
    await page.locator('.arco-message', { hasText: '已保存' }).waitFor();
    await lisi.getByText('处理中').waitFor();
    const rows = (await api(token, 'GET', `/cms/customform/data?formId=${formId}&status=handling`)).data.rows;
    assert.equal(rows.length, 1);
    assert.equal(rows[0].assignee, '王经办');
    assert.equal(rows[0].notes, '已电话联系');
    await shot(page, 'operations-customform-handled');

    // the form's fields in the kernel's designer: a text area added by its palette button, saved as the schema as
    // edited (the published version stays what the submissions are filled with)
    await page.locator('.arco-drawer-close-icon').first().click();
    await page.locator('.arco-menu-item', { hasText: '自定义表单' }).first().click();
    await forms.locator('.arco-table tbody tr', { hasText: 'annual_meeting' }).locator('.zx-customform-fields').click();
    await page.waitForURL(/\/operations\/customform\/fields\?formId=\d+$/);
    await page.locator('[data-testid="form-designer"]').waitFor({ timeout: 30000 });
    await page.locator('[data-node="fullName"]').waitFor();
    await page.locator('[data-palette="textarea"] button').click();
    await page.locator('.zx-customform-save').click();
    await page.locator('.arco-message', { hasText: '已保存' }).last().waitFor();
    await shot(page, 'operations-customform-fields');
    const saved = (await api(token, 'GET', `/cms/customform/${formId}`)).data;
    assert.equal(Object.keys(saved.schema.properties).length, 4);
    assert.equal(saved.publishedVersion, 1);
  } finally {
    await page.close();
  }
});
