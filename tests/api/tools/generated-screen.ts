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
