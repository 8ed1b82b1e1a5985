import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';
import { smtpSink, until } from '../../support/push-sinks.ts';

let server: E2eServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof smtpSink>>;

before(async () => {
  [server, browser, smtp] = await Promise.all([startServer(), launchBrowser(), smtpSink()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const dialog = (page: Page) => page.locator('.arco-modal').filter({ has: page.locator('.arco-form') });
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });
const sql = async (text: string, values: unknown[] = []) => {
  const db = await server.db();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
};

test('Message pusher: configure e-mail, send a test message, subscribe a role, see the delivery and the unread message in the bell', async () => {
  const page = await newPage(browser);
  try {
    await run(page);
  } catch (e) {
    await shot(page, 'system-pusher-failure');
    throw e;
  }
});

async function run(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/system/pusher`);
  await page.locator('[data-page="system/pusher/index"]').waitFor();

  // an e-mail channel to the local SMTP sink (plain SMTP: TLS off)
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).locator('.arco-form-item', { hasText: '渠道名称' }).locator('input').fill('办公邮箱');
  await dialog(page).getByPlaceholder('smtp.example.com').fill('127.0.0.1');
  await dialog(page).getByPlaceholder('465').fill(String(smtp.port));
  await dialog(page).locator('.arco-form-item', { hasText: 'SSL/TLS 直连' }).locator('.arco-switch').click();
  await dialog(page).getByPlaceholder('office@example.com').fill('office@zhuxie.test');
  await dialog(page).locator('.arco-form-item', { hasText: '用户名' }).locator('input').fill('mailer');
  await dialog(page).locator('.arco-form-item', { hasText: '密码' }).locator('input').fill('Mailer#pw1');
  await shot(page, 'system-pusher-email-dialog');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  const mailRow = rowOf(page, '办公邮箱');
  await mailRow.waitFor();
  assert.ok((await mailRow.innerText()).includes(`127.0.0.1:${smtp.port}`));
  // the edit dialog shows the password masked, never the stored one
  await mailRow.getByRole('button', { name: '修改' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.arco-modal input[type=password]')].some((i) => (i as HTMLInputElement).value === '******'),
  );
  await dialog(page).getByRole('button', { name: '取消' }).click();

  // send a test message to the sink
  await mailRow.getByRole('button', { name: '发送测试消息' }).click();
  await page.getByTestId('push-test-to').fill('chief@zhuxie.test');
  await page.locator('.arco-modal', { hasText: '发送测试邮件' }).getByRole('button', { name: '确定' }).click();
  await page.getByText('测试消息已发送。').waitFor();
  await until(() => smtp.mails.some((m) => m.to.includes('chief@zhuxie.test')), 10_000, 'test e-mail');
  assert.equal(smtp.mails.find((m) => m.to.includes('chief@zhuxie.test'))!.subject, '筑协测试消息');
  await shot(page, 'system-pusher-channels');

  // an in-site channel
  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  await dialog(page).locator('.arco-form-item', { hasText: '渠道名称' }).locator('input').fill('站内信');
  await dialog(page).locator('.arco-form-item', { hasText: '渠道类型' }).locator('.arco-select').click();
  await page.locator('.arco-select-option', { hasText: '站内信' }).click();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await rowOf(page, '站内信').first().waitFor();

  // subscribe the super administrator role to "scheduled job failed" on both channels
  await page.getByRole('tab', { name: '订阅' }).click();
  await page.locator('[data-page="system/pusher/subscriptions"]').waitFor();
  await page.getByTestId('sub-event').getByText('定时任务执行失败').waitFor();
  const roleRow = rowOf(page, '超级管理员');
  await roleRow.waitFor();
  const boxes = roleRow.locator('.arco-checkbox');
  assert.equal(await boxes.count(), 2);
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await page.getByTestId('sub-save').click();
  await page.getByText('保存成功').waitFor();
  await shot(page, 'system-pusher-subscriptions');
  await sql(`update sys_user set email = 'admin@zhuxie.test' where user_name = 'admin'`);

  // a scheduled job that fails (its handler does not exist) emits kernel.job.failed
  await sql(
    `insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, create_by)
     values ('E2E 同步', 'DEFAULT', 'e2e.missingHandler()', '0/2 * * * * ?', '3', '1', '0', 'e2e')`,
  );
  await until(() => smtp.mails.some((m) => m.to.includes('admin@zhuxie.test')), 20_000, 'job failure e-mail');
  await sql(`update sys_job set status = '1' where job_name = 'E2E 同步'`);
  const notice = smtp.mails.find((m) => m.to.includes('admin@zhuxie.test'))!;
  assert.equal(notice.subject, '定时任务失败：E2E 同步');

  // the delivery log shows it sent
  await page.getByRole('tab', { name: '发送记录' }).click();
  await page.locator('[data-page="system/pusher/deliveries"]').waitFor();
  await page.locator('.arco-table tbody tr', { hasText: 'mail:admin@zhuxie.test' }).first().getByText('已发送').waitFor();
  await shot(page, 'system-pusher-deliveries');

  // the bell: an unread in-site message, read by a click
  await page.reload();
  await page.locator('[data-page="system/pusher/index"]').waitFor();
  const bell = page.getByTestId('navbar-bell');
  await bell.locator('.arco-badge-number').waitFor();
  await bell.click();
  const item = page.getByTestId('bell-panel').locator('.zx-bell-item', { hasText: '定时任务失败：E2E 同步' }).first();
  await item.waitFor();
  assert.equal(await item.getAttribute('data-read'), 'false');
  await shot(page, 'system-pusher-bell');
  await item.click();
  await page
    .getByTestId('bell-panel')
    .locator('.zx-bell-item[data-read="false"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await until(
    async () => (await sql(`select count(*)::int as n from sys_push_message where read_time is null`))[0].n === 0,
    10_000,
    'read',
  );
  assert.deepEqual(page.errors, []);
}
