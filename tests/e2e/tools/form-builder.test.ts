import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * Tools → Form builder (issue 33, v1.4.3 menu 115): five field kinds (one dragged with the mouse, one with the
 * keyboard, three clicked), one required, a linkage (B shown only when A has a value); the preview follows and the
 * JSON view holds the schema.
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

/** Drags one element onto another with the mouse, in small steps as a person would. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 20, { steps: 12 });
  await page.mouse.up();
}

/** Presses keys one by one, leaving the drag sensor time to measure between them. */
async function keys(page: Page, list: string[]): Promise<void> {
  for (const k of list) {
    await page.keyboard.press(k);
    await page.waitForTimeout(200);
  }
}

const node = (page: Page, name: string) => page.locator(`[data-node="${name}"]`);
const canvasOrder = (page: Page) =>
  page.locator('[data-testid="designer-canvas"] > .zx-designer-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-node')));

test('the form builder designs a form with five field kinds, a required field and a linkage', async () => {
  const page = await newPage(browser, { lang: 'en' });
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/tool/build`);
    await page.locator('[data-testid="form-designer"]').waitFor({ timeout: 30000 });
    await page.getByText('nothing is saved here').waitFor();

    // 1. a text field dragged from the palette with the mouse
    await drag(page, page.locator('[data-palette="input"] .zx-designer-palette-handle'), page.locator('[data-testid="designer-canvas"]'));
    await node(page, 'input').waitFor();
    // 2.–4. a text area, radios and a date by their + buttons (each goes after the one selected)
    for (const kind of ['textarea', 'radio', 'date']) {
      await page.locator(`[data-palette="${kind}"] button`).click();
      await node(page, kind).waitFor();
    }
    // 5. a select lifted from the palette with the keyboard (Space, arrows, Space), dropped on the canvas
    const selectPiece = page.locator('[data-palette="select"] .zx-designer-palette-handle');
    await selectPiece.focus();
    await keys(page, ['Space', 'ArrowRight', 'ArrowRight', 'Space']);
    await node(page, 'select').waitFor();
    const five = await canvasOrder(page);
    assert.deepEqual([...five].sort(), ['date', 'input', 'radio', 'select', 'textarea']);
    // the date goes first, moved with the keyboard on its handle
    const dateHandle = node(page, 'date').locator('.zx-designer-handle');
    await dateHandle.focus();
    await keys(page, ['Space', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Space']);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="designer-canvas"] > .zx-designer-item')?.getAttribute('data-node') === 'date',
    );
    await shot(page, 'tools-form-builder-fields');

    // A: the text field, required, titled in the three languages
    await node(page, 'input').locator('.zx-designer-caption').click();
    const props = page.locator('[data-testid="designer-props"]');
    await props.locator('[data-testid="designer-title-zh-CN"]').fill('姓名');
    await props.locator('[data-testid="designer-title-en"]').fill('Name');
    await props.locator('[data-testid="designer-required"]').click();
    await node(page, 'input').locator('.zx-designer-required').waitFor();
    // B: the text area, shown only when A has a value
    await node(page, 'textarea').locator('.zx-designer-caption').click();
    await props.locator('[data-testid="designer-title-zh-CN"]').fill('备注');
    await props.locator('[data-testid="designer-title-en"]').fill('Remarks');
    await props.locator('[data-testid="designer-visible-field"]').click();
    await page.locator('.arco-select-option', { hasText: '(input)' }).click();
    await shot(page, 'tools-form-builder-props');

    // the preview: B hidden until A has a value; A required
    await page.locator('.arco-tabs-header-title', { hasText: 'Preview' }).click();
    const preview = page.locator('[data-testid="designer-preview"]');
    await preview.locator('.arco-form-label-item', { hasText: 'Name' }).waitFor();
    assert.equal(await preview.locator('.arco-form-label-item', { hasText: 'Remarks' }).count(), 0);
    await preview.getByRole('button', { name: 'Submit' }).click();
    await preview.locator('.arco-form-message', { hasText: 'Cannot be empty' }).first().waitFor();
    await shot(page, 'tools-form-builder-preview-required');
    await preview.locator('.arco-form-item', { hasText: 'Name' }).locator('input').fill('Zhang San');
    await preview.locator('.arco-form-label-item', { hasText: 'Remarks' }).waitFor();
    assert.equal(await preview.locator('.arco-form-message', { hasText: 'Cannot be empty' }).count(), 0);
    await shot(page, 'tools-form-builder-preview-linkage');

    // the JSON view holds the schema
    await page.locator('.arco-tabs-header-title', { hasText: 'JSON' }).click();
    const json = page.locator('[data-testid="designer-json"] .cm-content');
    await json.waitFor();
    // the whole document from CodeMirror's view (the DOM holds only the lines in sight)
    const text = await json.evaluate((el) => {
      // as EditorView.findFromDOM finds it (the content node's tile, whose root holds the view)
      const tile = (el as HTMLElement & { cmTile?: any }).cmTile;
      const view = tile?.root?.view ?? tile?.view;
      return view ? String(view.state.doc.toString()) : (el as HTMLElement).innerText;
    });
    let schema: any;
    try {
      schema = JSON.parse(text.replace(/\u00a0/g, ' '));
    } catch (e) {
      throw new Error(`the JSON view holds no schema: ${text.slice(0, 2000)}`, { cause: e });
    }
    const p = schema.properties;
    assert.deepEqual(Object.keys(p)[0], 'date');
    assert.deepEqual(Object.keys(p).sort(), ['date', 'input', 'radio', 'select', 'textarea']);
    assert.equal(p.input.required, true);
    assert.equal(p.input['x-component'], 'Input');
    assert.match(p.input.title, /"zh-CN":"姓名"/);
    assert.match(p.input.title, /"en":"Name"/);
    assert.deepEqual(p.textarea['x-reactions'].dependencies, ['input']);
    assert.match(p.textarea['x-reactions'].fulfill.state.visible, /\$deps\[0\]/);
    assert.equal(p.radio['x-component'], 'Radio.Group');
    assert.equal(p.select['x-component'], 'Select');
    assert.equal(p.date['x-component'], 'DatePicker');
    await shot(page, 'tools-form-builder-json');

    // an award schema file imports, shows its sections, tables and fields, and exports as the same schema
    const file = path.resolve('schemas/award/registration.v1.json');
    await page.locator('.arco-tabs-header-title', { hasText: 'Design' }).click();
    await page.locator('[data-testid="designer-import-file"]').setInputFiles(file);
    await node(page, 'pAccount').waitFor();
    await node(page, 'userName').waitFor();
    await shot(page, 'tools-form-builder-import');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const saved = await download.path();
    assert.deepEqual(JSON.parse(fs.readFileSync(saved, 'utf8')), JSON.parse(fs.readFileSync(file, 'utf8')));
    // undo brings the designed form back
    await page.locator('[data-testid="designer-undo"]').click();
    await node(page, 'textarea').waitFor();
    assert.deepEqual(
      page.errors.filter((e) => !/favicon|ResizeObserver/.test(e)),
      [],
    );
  } catch (e) {
    await shot(page, 'tools-form-builder-failure');
    throw e;
  }
});
