import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

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
const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr');
const item = (page: Page, label: string) =>
  dialog(page).locator('.arco-form-item', { has: page.locator('.arco-form-label-item', { hasText: label }) });

test('security config: add a stricter config, enable it (the other goes off), and the profile page gets the server refusal', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'system-security-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/security/config`);
  await page.locator('[data-page="system/security/index"]').waitFor();
  await rows(page).first().waitFor();
  assert.equal(await rows(page).count(), 1);

  // add: rule upper+lower+digits, min 10 (starts disabled)
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await item(page, '密码规则').locator('.arco-select').click();
  await page.locator('.arco-select-popup .arco-select-option', { hasText: '大小写字母+数字' }).first().click();
  await item(page, '密码最小长度').locator('input').fill('10');
  await item(page, '备注').locator('textarea').fill('strict');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody tr.arco-table-tr').length === 2);
  const strict = rows(page).filter({ hasText: 'strict' });
  assert.ok((await strict.innerText()).includes('大小写字母+数字'));
  assert.equal(await strict.locator('.arco-switch-checked').count(), 0);

  // a value beyond the server's limit is refused naming the field
  await strict.getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(
    () => (document.querySelector('.arco-modal textarea[maxlength="500"]') as HTMLTextAreaElement | null)?.value === 'strict',
  );
  await item(page, '密码过期时长（秒）').locator('input').fill('9000000');
  await item(page, '密码过期时长（秒）').locator('input').blur();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page.waitForTimeout(300);
  // the InputNumber clamps to its max, so the save goes through with the limit itself
  await page.waitForFunction(() => !document.querySelector('.arco-modal-wrapper:not([style*="display: none"]) .arco-form'));
  assert.ok((await strict.innerText()).includes('8640000'));

  // the profile page is opened now, while the old (lenient) policy is in force
  const profile = await page.context().newPage();
  await profile.goto(`${server.url}/admin/user/profile`);
  await profile.getByRole('tab', { name: '修改密码' }).click();
  await profile.getByText('长度 8 到 20 个字符').waitFor();

  // enable the strict config: the seeded one is switched off
  await strict.locator('.arco-switch').click();
  await page.locator('.arco-modal').filter({ hasText: '系统提示' }).getByRole('button', { name: '确定' }).click();
  await strict.locator('.arco-switch-checked').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.arco-table tbody .arco-switch-checked').length === 1);
  // the profile tab opened last is in front: a background tab does not repaint its transitions
  await page.bringToFront();
  await page.waitForTimeout(400);
  await shot(page, 'system-security-list');

  // the profile page still knows only the old rule, so the weak password reaches the server, which refuses it
  const form = profile.locator('form').filter({ has: profile.locator('input[autocomplete="current-password"]') });
  await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await form.locator('input[autocomplete="new-password"]').nth(0).fill('qazplm4242');
  await form.locator('input[autocomplete="new-password"]').nth(1).fill('qazplm4242');
  await form.getByRole('button', { name: '保存' }).click();
  await profile.getByText('密码必须同时包含大写字母、小写字母和数字。').first().waitFor();
  await profile.bringToFront();
  await shot(profile, 'system-security-profile-refused');

  // reloaded, the page shows the new policy and a good password passes
  await profile.reload();
  await profile.getByRole('tab', { name: '修改密码' }).click();
  await profile.getByText('长度 10 到 20 个字符').waitFor();
  await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await form.locator('input[autocomplete="new-password"]').nth(0).fill('Abc12345xy');
  await form.locator('input[autocomplete="new-password"]').nth(1).fill('Abc12345xy');
  await form.getByRole('button', { name: '保存' }).click();
  await profile.getByText('密码修改成功').waitFor();
  assert.deepEqual(page.errors, []);
}
