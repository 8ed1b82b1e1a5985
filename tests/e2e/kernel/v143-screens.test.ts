import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * The screens a v1.4.3 console expects (issue 8): home shortcuts and the server card, the System logs
 * screen and the log screens it opens, and the job-log route with the job id in its path.
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

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const r = await fetch(`${server.url}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await r.json()) as { code: number; msg: string; data: T };
  assert.equal(env.code, 200, `${method} ${path}: ${env.msg}`);
  return env.data;
}

async function token(): Promise<string> {
  const r = await fetch(`${server.url}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await r.json()) as { data: string }).data;
}

async function run(name: string, fn: (page: Page & { errors: string[] }) => Promise<void>) {
  const page = await newPage(browser);
  try {
    await fn(page);
  } catch (e) {
    await shot(page, `v143-${name}-failure`);
    throw e;
  }
}

test('home: the shortcuts chosen in the preferences open their pages; the server card shows live figures', () =>
  run('home', async (page) => {
    const db = await server.db();
    let ids: number[];
    try {
      const r = await db.query(
        "select menu_id from sys_menu where component in ('system/post/index', 'system/notice/index') order by component desc",
      );
      ids = r.rows.map((x) => Number(x.menu_id));
    } finally {
      await db.end();
    }
    assert.equal(ids.length, 2);
    await api('PUT', '/system/user/savePreferences', await token(), { Shortcut: ids });

    await loginUi(page, server);
    await page.goto(`${server.url}/admin/index`);
    const card = page.locator('[data-widget="shortcuts"]');
    await card.getByRole('button', { name: '岗位管理' }).waitFor();
    assert.deepEqual(await card.locator('button[data-router]').allInnerTexts(), ['岗位管理', '通知公告']);

    const serverCard = page.locator('[data-widget="server"]');
    await serverCard.getByText(/^v\d+\.\d+\.\d+$/).waitFor();
    const text = await serverCard.innerText();
    assert.doesNotMatch(text, /NaN|undefined|dashboard\./);
    assert.match(text, /\d+(\.\d+)?%/);
    await shot(page, 'v143-home');

    await card.getByRole('button', { name: '岗位管理' }).click();
    await page.waitForURL(/\/admin\/system\/post$/);
    await page.locator('[data-page="system/post/index"]').waitFor();
  }));

test('System logs lists the log screens and opens them; the job log opens filtered by the job in its path', () =>
  run('logs', async (page) => {
    const db = await server.db();
    let jobId: number;
    let wanted: string;
    let other: string;
    try {
      // two paused jobs, each with a run in its log
      const jobs = await db.query(
        "insert into sys_job (job_name, invoke_target, cron_expression, status) values ('E2E 甲', 'noop', '0 0 1 * * ?', '1'), ('E2E 乙', 'noop', '0 0 2 * * ?', '1') returning job_id, job_name, job_group, invoke_target",
      );
      for (const j of jobs.rows)
        await db.query(
          "insert into sys_job_log (job_id, job_name, job_group, invoke_target, fire_time, status, job_message) values ($1, $2, $3, $4, now(), '0', 'e2e')",
          [j.job_id, j.job_name, j.job_group, j.invoke_target],
        );
      jobId = Number(jobs.rows[0].job_id);
      wanted = jobs.rows[0].job_name;
      other = jobs.rows[1].job_name;
    } finally {
      await db.end();
    }

    await loginUi(page, server);
    await page.goto(`${server.url}/admin/monitor/logs`);
    const logs = page.locator('[data-page="monitor/logs/index"]');
    await logs.locator('.arco-table tbody tr').nth(1).waitFor();
    assert.deepEqual(await logs.locator('.arco-table tbody tr td:nth-child(2)').allInnerTexts(), ['用户登录日志', '用户操作日志']);

    await logs.getByRole('link', { name: '用户登录日志' }).click();
    await page.waitForURL(/\/admin\/monitor\/logs\/logininfo$/);
    // the admin's own sign-in is in the login log
    await page.locator('.arco-table tbody tr').filter({ hasText: 'admin' }).first().waitFor();

    await page.goto(`${server.url}/admin/monitor/job-log/index/${jobId}`);
    const rows = page.locator('.arco-table tbody tr');
    await rows.filter({ hasText: wanted }).first().waitFor();
    assert.equal(await rows.filter({ hasText: other }).count(), 0, 'only the job of the path');
    await shot(page, 'v143-job-log');
  }));
