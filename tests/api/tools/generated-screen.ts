import type { Locator, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, type E2eServer } from '../../e2e/harness.ts';

/**
 * The browser half of the code generator's proof (issue 36: "… and once in the browser"): the console built in the
 * project copy, served by the copy's server with the generated plugin in PLUGINS, is signed into and its generated
 * screens are driven as a person would. `drive` gets a page already signed in; the screenshot names start `name`.
 */
export async function inBrowser(port: number, password: string, name: string, drive: (page: Page, base: string) => Promise<void>) {
  const browser = await launchBrowser();
  const base = `http://127.0.0.1:${port}`;
  // the sign-in form needs the address only (no captcha on the copy's server)
  const server = { url: base, port } as E2eServer;
  try {
    const page = await newPage(browser);
    try {
      await loginUi(page, server, 'admin', password);
      await drive(page, base);
      if (page.errors.length) throw new Error(`console errors: ${page.errors.join('\n')}`);
    } catch (e) {
      await shot(page, `${name}-failure`);
      throw e;
    }
  } finally {
    await browser.close();
  }
}

/** The open add/edit dialog of a CrudPage. */
export const editorDialog = (page: Page) => page.locator('.arco-modal').filter({ has: page.locator('.arco-form') });
/** The form item labelled `label` in a dialog. */
export const formItem = (dialog: Locator, label: string) =>
  dialog.locator('.arco-form-item').filter({ has: dialog.page().locator('.arco-form-label-item', { hasText: label }) });
/** The table rows showing `text` exactly. */
export const rowWith = (page: Page, text: string) =>
  page.locator('.arco-table tbody tr').filter({ has: page.getByText(text, { exact: true }) });

/** Confirms the delete of the row showing `text` (the confirmation names it). */
export async function removeRow(page: Page, text: string) {
  await rowWith(page, text).getByRole('button', { name: '删除' }).first().click();
  await page.locator('.arco-modal', { hasText: text }).getByRole('button', { name: '确定' }).click();
  await rowWith(page, text).waitFor({ state: 'detached' });
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Call = (method: string, url: string, body?: unknown) => Promise<any>;

/** The flat list screen of `demo_notice` (under System): add, list, edit, delete a row. */
export async function driveListScreen(page: Page, base: string, call: Call) {
  await page.goto(`${base}/admin/system/demo-notice`);
  await rowWith(page, 'Second').waitFor();
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  const dialog = editorDialog(page);
  await formItem(dialog, '公告标题').locator('input').fill('Typed in the browser');
  await formItem(dialog, 'Level').locator('input').fill('7');
  await dialog.getByRole('button', { name: '确定' }).click();
  await rowWith(page, 'Typed in the browser').waitFor();
  await rowWith(page, 'Typed in the browser').getByRole('button', { name: '修改' }).click();
  await formItem(dialog, '公告标题').locator('input').fill('Edited in the browser');
  await dialog.getByRole('button', { name: '确定' }).click();
  await rowWith(page, 'Edited in the browser').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const stored = (await call('GET', '/demo/notice/list?title=browser')).data.rows;
  if (JSON.stringify(stored.map((r: any) => [r.title, r.level, r.version])) !== '[["Edited in the browser",7,1]]')
    throw new Error(`the browser's row as stored: ${JSON.stringify(stored)}`);
  await shot(page, 'tools-codegen-generated-screen');
  await removeRow(page, 'Edited in the browser');
}

/**
 * The tree screen of `demo_region` (its own menu): a top row, a row added below it (the picker shows its parent),
 * the delete of the parent refused with the server's message, an edit, and both deleted, the lower one first.
 */
export async function driveTreeScreen(page: Page, base: string, call: Call) {
  await page.goto(`${base}/admin/demo-tree/demo-tree-region`);
  const dialog = editorDialog(page);
  const saveAs = async (name: string) => {
    await formItem(dialog, '区域名称').locator('input').fill(name);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await saveAs('华东');
  await rowWith(page, '华东').getByRole('button', { name: '新增' }).click();
  await formItem(dialog, '上级区域').locator('.arco-tree-select', { hasText: '华东' }).waitFor();
  // the icon through the kernel's image uploader (a real upload to the copy's server)
  await formItem(dialog, '图标').locator('input[type=file]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await formItem(dialog, '图标').locator('img[src*="/upload/"]').waitFor();
  await saveAs('上海');
  // the lower row is indented below the top one, which has the expand button
  await rowWith(page, '上海').locator('.arco-table-cell-indent').waitFor();
  await rowWith(page, '华东').locator('.arco-table-cell-expand-icon').waitFor();
  const rows = (await call('GET', '/demo-tree/region/list?pageSize=500')).data.rows;
  const top = rows.find((r: any) => r.regionName === '华东');
  const below = rows.find((r: any) => r.regionName === '上海');
  if (top?.parentId !== 0 || below?.parentId !== top.regionId) throw new Error(`the tree as stored: ${JSON.stringify(rows)}`);
  if (!/^\/prod-api\/profile\/upload\/.+\.png$/.test(below.icon ?? '')) throw new Error(`the icon as stored: ${below.icon}`);
  await rowWith(page, '上海').locator('img').waitFor();

  await rowWith(page, '华东').getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-modal', { hasText: '华东' }).getByRole('button', { name: '确定' }).click();
  await page.getByText(`“上海”在编号 ${top.regionId} 的下面：请先删除或移走下级`).waitFor();
  await rowWith(page, '华东').waitFor();

  // the picker of a row offers neither the row itself nor what lies below it
  await rowWith(page, '上海').getByRole('button', { name: '修改' }).click();
  await formItem(dialog, '上级区域').locator('.arco-tree-select', { hasText: '华东' }).click();
  const popup = page.locator('.arco-tree-select-popup');
  await popup.locator('.arco-tree-node-title', { hasText: '华东' }).waitFor();
  const offered = await popup.locator('.arco-tree-node-title').allInnerTexts();
  if (offered.join() !== '华东') throw new Error(`the picker of 上海 offers ${offered.join(', ')}`);
  await shot(page, 'tools-codegen-generated-tree-picker');
  await page.keyboard.press('Escape');
  await saveAs('上海市');
  await rowWith(page, '上海市').waitFor();
  await shot(page, 'tools-codegen-generated-tree');
  await removeRow(page, '上海市');
  await removeRow(page, '华东');
}
