import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

let server: E2eServer;
let browser: Browser;

before(async () => {
  // the monitor alone: no other plugin's seeded jobs fire into its logs
  server = await startServer({ env: { PLUGINS: 'system,monitor' } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const confirm = (page: Page) => page.locator('.arco-modal').filter({ hasText: '系统提示' }).getByRole('button', { name: '确定' });
const rowOf = (page: Page, text: string) => page.locator('.arco-table tbody tr', { has: page.getByText(text, { exact: true }) });

test('jobs: the dialog previews cron runs and refuses bad targets; a job run from the page and by cron shows in the job log', async () => {
  const page = await newPage(browser);
  try {
    await jobs(page);
  } catch (e) {
    await shot(page, 'monitor-jobs-failure');
    throw e;
  }
});

test('scheduled tasks: add a periodic task, run it once while disabled, see its log, enable it', async () => {
  const page = await newPage(browser);
  try {
    await tasks(page);
  } catch (e) {
    await shot(page, 'monitor-tasks-failure');
    throw e;
  }
});

async function jobs(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/monitor/job`);
  await page.locator('[data-page="monitor/job/index"]').waitFor();

  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '添加任务' });
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入任务名称').fill('E2E 探针');

  // the cron preview: a clear error while invalid, the next 5 run times once valid
  const cron = dialog.locator('.zx-cron-input');
  await cron.fill('every now and then');
  await dialog.locator('.zx-cron-error').getByText('Cron 表达式无效').waitFor();
  await cron.fill('0/3 * * * * ?');
  await dialog.locator('.zx-cron-runs li').nth(4).waitFor();
  assert.equal(await dialog.locator('.zx-cron-runs li').count(), 5);
  const runs = await dialog.locator('.zx-cron-runs li').allInnerTexts();
  assert.ok(
    runs.every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:(\d{2})$/.test(r) && Number(r.slice(-2)) % 3 === 0),
    runs.join(','),
  );

  // invoke target: a registered handler with an argument of the wrong type is refused on the field
  await dialog.locator('.zx-invoke-handler').click();
  await page.locator('.arco-select-option', { hasText: 'monitor.cleanLogs' }).click();
  await dialog.locator('.zx-invoke-args input').fill("'many'");
  await page.waitForTimeout(400);
  await shot(page, 'monitor-job-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog
    .locator('.arco-form-item', { has: page.locator('.zx-invoke-target') })
    .locator('.arco-form-message')
    .getByText('应为整数')
    .waitFor();
  await shot(page, 'monitor-job-refused');

  // pick the no-op handler instead (it takes no arguments) and save
  await dialog.locator('.zx-invoke-handler').click();
  await page.locator('.arco-select-option', { hasText: 'monitor.noop' }).click();
  assert.equal(await dialog.locator('.zx-invoke-args input').inputValue(), '');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = rowOf(page, 'E2E 探针');
  await row.waitFor();
  assert.ok((await row.innerText()).includes('monitor.noop'));

  // run once (confirm), then enable it so cron fires every 3 seconds
  await row.locator('.zx-job-more').click();
  await page.locator('.arco-dropdown-menu-item', { hasText: '执行一次' }).click();
  await confirm(page).click();
  await page.getByText('执行成功').first().waitFor();
  await row.locator('.arco-switch').click();
  await confirm(page).click();
  await row.locator('.arco-switch.arco-switch-checked').waitFor();

  // detail shows the next fire time
  await row.locator('.zx-job-more').click();
  await page.locator('.arco-dropdown-menu-item', { hasText: '详细' }).click();
  const detail = page.locator('.zx-job-detail');
  await detail.getByText('0/3 * * * * ?').waitFor();
  assert.match(await detail.innerText(), /下次执行时间\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await page.waitForTimeout(400); // let the modal animation settle before the screenshot
  await shot(page, 'monitor-job-detail');
  await detail.locator('.arco-modal-close-icon').click();
  await page.waitForTimeout(400);
  await shot(page, 'monitor-job-list');

  // the job log, opened from the job: the manual run and cron fires, each successful
  await page.waitForTimeout(7000);
  await row.locator('.zx-job-more').click();
  await page.locator('.arco-dropdown-menu-item', { hasText: '调度日志' }).click();
  await page.locator('[data-page="monitor/job/log"]').waitFor();
  await page.locator('.arco-table tbody tr', { hasText: '手动' }).first().waitFor();
  const logRows = page.locator('.arco-table tbody tr.arco-table-tr');
  await page.locator('.arco-table tbody tr', { hasText: '定时' }).first().waitFor();
  assert.ok((await logRows.count()) >= 2);
  for (const text of await logRows.allInnerTexts()) assert.ok(text.includes('E2E 探针') && text.includes('成功'), text);

  // search by status: none failed
  await page.locator('.zx-search-bar .arco-select').nth(1).click();
  await page.locator('.arco-select-option', { hasText: '失败' }).click();
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.locator('.arco-table-no-data').waitFor();
  await page.locator('.zx-search-bar .arco-select').nth(1).click();
  await page.locator('.arco-select-option', { hasText: '成功' }).click();
  await page.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await logRows.first().waitFor();

  // detail of one run: its message
  await logRows.first().getByRole('button', { name: '详细' }).click();
  await page.locator('.zx-joblog-detail [data-field="jobMessage"]').getByText('ok').waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'monitor-joblog-detail');
  await page.locator('.zx-joblog-detail .arco-modal-close-icon').click();
  await page.waitForTimeout(400);
  await shot(page, 'monitor-joblog-list');

  // pause the job, then clean the log
  await page.goto(`${server.url}/admin/monitor/job`);
  await rowOf(page, 'E2E 探针').locator('.arco-switch').click();
  await confirm(page).click();
  // (plugins seed jobs of their own: the probe's row is the one to watch)
  await rowOf(page, 'E2E 探针').locator('.arco-switch:not(.arco-switch-checked)').waitFor();
  await page.goto(`${server.url}/admin/monitor/job-log`);
  await page.locator('[data-page="monitor/job/log"]').waitFor();
  await logRows.first().waitFor();
  await page.locator('[data-action="clean"]').click();
  await confirm(page).click();
  await page.locator('.arco-table-no-data').waitFor();

  // delete the job
  await page.goto(`${server.url}/admin/monitor/job`);
  await rowOf(page, 'E2E 探针').getByRole('button', { name: '删除' }).click();
  await confirm(page).click();
  await page.locator('.arco-table-no-data').waitFor();
  assert.deepEqual(
    page.errors.filter((e) => !e.includes('favicon')),
    [],
  );
}

async function tasks(page: Page & { errors: string[] }) {
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/monitor/task`);
  await page.locator('[data-page="monitor/task/index"]').waitFor();

  await page.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '添加计划任务' });
  await dialog.waitFor();
  await dialog.locator('.arco-select').first().click();
  await page.locator('.arco-select-option', { hasText: '空任务' }).click();
  await dialog.locator('.arco-input-number input').first().fill('3600');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.locator('.arco-table tbody tr', { hasText: '空任务' }).first();
  await row.waitFor();
  assert.ok((await row.innerText()).includes('每 3600 秒'), await row.innerText());

  // disabled: run once is allowed; its log shows the result
  await row.locator('[data-action="exec"]').click();
  await confirm(page).click();
  await page.getByText('已开始执行').first().waitFor();
  await row.locator('[data-action="logs"]').click();
  const logs = page.locator('.zx-task-logs');
  await logs.locator('tbody tr', { hasText: '手动' }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('.zx-task-logs tbody tr')?.textContent?.includes('成功'));
  assert.ok((await logs.locator('tbody tr').first().innerText()).includes('ok'));
  await page.waitForTimeout(400);
  await shot(page, 'monitor-task-logs');
  await logs.locator('.arco-modal-close-icon').click();

  // enabled: a ready time appears and run once is refused by the page (server rule)
  await row.locator('.arco-switch').click();
  await confirm(page).click();
  await row.locator('.arco-switch.arco-switch-checked').waitFor();
  await page.waitForFunction(() =>
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(document.querySelector('.arco-table tbody tr')?.textContent ?? ''),
  );
  assert.equal(await row.locator('[data-action="exec"]').isDisabled(), true);
  await page.waitForTimeout(400);
  await shot(page, 'monitor-task-list');
  assert.deepEqual(
    page.errors.filter((e) => !e.includes('favicon')),
    [],
  );
}
