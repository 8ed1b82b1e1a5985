import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Custom forms (issue 33): a published form receives two public submissions; on the console the form list links to
 * the submission desk, whose columns come from the schema; the detail drawer renders a submission read-only from its
 * version, and the handling (status, assignee, notes) is saved; the edit dialog keeps a template chosen for a pipe.
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

    // the form's template per publish pipe (GET /cms/customform/templates): one of the pipe's templates chosen in the
    // edit dialog, saved, and there again when the dialog is opened anew
    const tpl = await api(token, 'POST', '/cms/template', { publishPipeCode: 'pc', path: 'annual_form' });
    assert.equal(tpl.code, 200, tpl.msg);
    const tplBody = '<section class="annual-form">{{ CustomForm.html | raw }}</section>';
    assert.equal((await api(token, 'PUT', '/cms/template', { templateId: tpl.data.templateId, content: tplBody })).code, 200);
    const pipes = (await api(token, 'GET', '/cms/customform/templates')).data as { pipeCode: string; pipeName: string }[];
    const pc = pipes.find((p) => p.pipeCode === 'pc')!;
    const editDialog = page.locator('.arco-modal', { hasText: '修改表单' });
    const pcSelect = editDialog.locator('.arco-form-item', { hasText: `模板（${pc.pipeName || 'pc'}）` }).locator('.arco-select');
    const openEdit = async () => {
      await forms
        .locator('.arco-table tbody tr', { hasText: 'annual_meeting' })
        .getByRole('button', { name: /^修\s*改$/ })
        .click();
      await editDialog.waitFor();
      await pcSelect.waitFor();
    };
    await openEdit();
    // one select per enabled pipe, the built-in form when none is chosen
    assert.equal(await editDialog.locator('.arco-form-item', { hasText: '模板（' }).count(), pipes.length);
    await pcSelect.click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: /^annual_form$/ }).click();
    await pcSelect.getByText('annual_form').waitFor();
    await settled(page);
    await shot(page, 'operations-customform-template-chosen');
    await editDialog.getByRole('button', { name: /确\s*定/ }).click();
    await editDialog.waitFor({ state: 'hidden' });
    assert.deepEqual((await api(token, 'GET', `/cms/customform/${formId}`)).data.templates, { pc: 'annual_form' });
    await openEdit();
    await pcSelect.getByText('annual_form').waitFor();
    await settled(page);
    await shot(page, 'operations-customform-template-kept');
    await editDialog.getByRole('button', { name: /取\s*消/ }).click();
    await editDialog.waitFor({ state: 'hidden' });

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

/** Waits, for a screenshot, until no finite animation or transition runs (a popup closing, a dialog zooming in). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Drags a palette piece onto the canvas with the mouse (dnd-kit's pointer sensor wants a few moves). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 20, { steps: 12 });
  await page.mouse.up();
}

test('a form built in the designer is published, filled in on the site (refused once for its required field) and handled', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const add = await api(token, 'POST', '/cms/customform', {
    name: '会员沙龙报名',
    code: 'salon_signup',
    schema: { type: 'object', properties: {} },
  });
  assert.equal(add.code, 200, add.msg);
  const formId = add.data.formId as number;
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '互动运营' }).first().click();
    await page.locator('.arco-menu-item', { hasText: '自定义表单' }).first().click();
    const forms = page.locator('[data-page="operations/customform/index"]');
    await forms.locator('.arco-table tbody tr', { hasText: 'salon_signup' }).locator('.zx-customform-fields').click();
    await page.locator('[data-testid="form-designer"]').waitFor({ timeout: 30000 });
    // five kinds: a text field dragged with the mouse, then a text area, radios, a date and a select by their buttons
    await drag(page, page.locator('[data-palette="input"] .zx-designer-palette-handle'), page.locator('[data-testid="designer-canvas"]'));
    await page.locator('[data-node="input"]').waitFor();
    for (const kind of ['textarea', 'radio', 'date', 'select']) {
      await page.locator(`[data-palette="${kind}"] button`).click();
      await page.locator(`[data-node="${kind}"]`).waitFor();
    }
    const props = page.locator('[data-testid="designer-props"]');
    await page.locator('[data-node="input"] .zx-designer-caption').click();
    await props.locator('[data-testid="designer-title-zh-CN"]').fill('姓名');
    await props.locator('[data-testid="designer-required"]').click();
    // the remarks show only once a name is given
    await page.locator('[data-node="textarea"] .zx-designer-caption').click();
    await props.locator('[data-testid="designer-title-zh-CN"]').fill('备注');
    await props.locator('[data-testid="designer-visible-field"]').click();
    await page.locator('.arco-select-option', { hasText: '(input)' }).click();
    await shot(page, 'operations-customform-designed');
    await page.locator('.zx-customform-save').click();
    await page.locator('.arco-message', { hasText: '已保存' }).last().waitFor();
    await page.locator('.zx-customform-fields-publish').click();
    await page
      .locator('.arco-modal', { hasText: '会员沙龙报名' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    for (let i = 0; i < 150; i++) {
      if ((await api(token, 'GET', `/cms/customform/${formId}`)).data.publishedVersion === 1) break;
      await page.waitForTimeout(100);
    }
    const saved = (await api(token, 'GET', `/cms/customform/${formId}`)).data;
    assert.equal(saved.publishedVersion, 1);
    assert.deepEqual(Object.keys(saved.schema.properties).sort(), ['date', 'input', 'radio', 'select', 'textarea']);

    // the form on the published site: a dynamic page whose template holds the tag
    const tpl = await api(token, 'POST', '/cms/template', { publishPipeCode: 'pc', path: 'salon' });
    assert.equal(tpl.code, 200, tpl.msg);
    // in the default theme's look: its head (the styles of the published forms), header and footer
    const html =
      '<!doctype html><html lang="zh-CN"><head>{% cms_include file:"common/head" %}<title>沙龙报名</title></head><body>' +
      '{% cms_include file:"common/header" %}<main class="wrap"><section class="main">{% cms_custom_form code:"salon_signup" %}</section></main>' +
      '{% cms_include file:"common/footer" %}</body></html>';
    assert.equal((await api(token, 'PUT', '/cms/template', { templateId: tpl.data.templateId, content: html })).code, 200);
    const dyn = await api(token, 'POST', '/cms/dynamic_page', {
      name: '沙龙报名',
      code: 'salon',
      path: 'salon',
      templates: { pc: 'salon' },
    });
    assert.equal(dyn.code, 200, dyn.msg);
    const url = `${server.url}${(await api(token, 'GET', `/cms/dynamic_page/${dyn.data.pageId}`)).data.links.pc}`;
    const visitor = await newPage(browser);
    try {
      await visitor.goto(url);
      const form = visitor.locator('form.cms-custom-form');
      await form.locator('label', { hasText: '姓名' }).waitFor();
      await form.getByRole('button').last().click();
      // the browser's own check stops an empty required field; without it the server names the field
      const blocked = await form.locator('input:invalid').count();
      assert.ok(blocked > 0);
      await form.evaluate((f: HTMLFormElement) => {
        f.noValidate = true;
      });
      await form.getByRole('button').last().click();
      // a sandboxed page sends no Referer: the answer goes back to the page URL the tag signed into the form, and the
      // page shows the text of the message key it came back with (in the site's language), naming the field
      const result = visitor.locator('form.cms-custom-form .cf-result');
      await visitor.waitForURL(/cf_result=error/);
      await result.waitFor({ state: 'visible' });
      assert.equal(await result.innerText(), '姓名不能为空。');
      assert.equal(new URL(visitor.url()).pathname, new URL(url).pathname);
      assert.equal(new URL(visitor.url()).searchParams.get('cf_key'), 'server:schema.required');
      await shot(visitor, 'operations-customform-site-refused');
      await visitor.locator('form.cms-custom-form label', { hasText: '姓名' }).locator('xpath=..').locator('input').fill('赵六');
      await visitor.locator('form.cms-custom-form').getByRole('button').last().click();
      await visitor.waitForURL(/cf_result=ok/);
      await result.waitFor({ state: 'visible' });
      assert.equal(await result.innerText(), '提交成功，感谢您的填写。');
      assert.equal(new URL(visitor.url()).pathname, new URL(url).pathname);
      await shot(visitor, 'operations-customform-site-submitted');
      // the theme styles it: a card with the brand's top border, full-width inputs, the brand's submit button
      const look = await form.evaluate((f) => ({
        border: getComputedStyle(f).borderTopWidth,
        input: getComputedStyle(f.querySelector('.cf-field input[type=text]') as Element).display,
        submit: getComputedStyle(f.querySelector('button[type=submit]') as Element).backgroundColor,
      }));
      assert.deepEqual(look, { border: '3px', input: 'block', submit: 'rgb(31, 78, 140)' });
      await form.screenshot({ path: 'tests/.artifacts/screens/operations-customform-site-form.png' });
      // a starter form takes the captcha: the sandboxed page's script loads it from the API (any origin may read it)
      const tpl2 = await api(token, 'POST', '/cms/template', { publishPipeCode: 'pc', path: 'event' });
      const eventHtml = html.replace('salon_signup', 'event_signup');
      assert.equal((await api(token, 'PUT', '/cms/template', { templateId: tpl2.data.templateId, content: eventHtml })).code, 200);
      const dyn2 = await api(token, 'POST', '/cms/dynamic_page', {
        name: '活动报名',
        code: 'event',
        path: 'event',
        templates: { pc: 'event' },
      });
      await visitor.goto(`${server.url}${(await api(token, 'GET', `/cms/dynamic_page/${dyn2.data.pageId}`)).data.links.pc}`);
      await visitor.waitForFunction(() =>
        document.querySelector('img[data-cf-captcha]')?.getAttribute('src')?.startsWith('data:image/png'),
      );
      await visitor.locator('.cf-captcha').scrollIntoViewIfNeeded();
      await shot(visitor, 'operations-customform-site-captcha');
    } finally {
      await visitor.context().close();
    }

    // on the desk
    await page.locator('.arco-menu-item', { hasText: '自定义表单' }).first().click();
    await forms.locator('.arco-table tbody tr', { hasText: 'salon_signup' }).locator('.zx-customform-data').click();
    const desk = page.locator('[data-page="operations/customform/data"]');
    await desk.locator('.arco-table tbody tr', { hasText: '赵六' }).waitFor();
    await shot(page, 'operations-customform-site-desk');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
