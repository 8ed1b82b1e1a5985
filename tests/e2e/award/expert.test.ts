import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';
import { type PoolExpert, poolExperts, scoreAndSign, statusOf } from '../support/award-expert-steps.ts';

/**
 * An expert signs in, finds only the application assigned to them under "My reviews", opens it read-only beside the
 * score sheet, scores every item, signs; the second expert's signature completes the review (awards.md §6.3 #11,
 * issue 12). The pool screen lists the experts. The assigner records a site inspection report (§6.4 SiteInspection).
 */
let server: E2eServer;
let browser: Browser;
let experts: PoolExpert[];
const ids: number[] = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  experts = await poolExperts(server, [
    { userName: 'wangexp', expertName: '王评审' },
    { userName: 'liexp', expertName: '李评审' },
  ]);
  const body = '91350100MA2Y8K3T6';
  const db = await server.db();
  try {
    const e = await db.query(
      `insert into award_enterprise (enterprise_name, uscc, enterprise_type, legal_rep, member_level)
       values ('福州建安建设集团有限公司', $1, 'llc', '张建安', 'member') returning enterprise_id`,
      [body + usccCheckChar(body)],
    );
    const r = await db.query(
      `insert into award_round (award_type, title, year, batch, open_at, close_at, attachment_slots, schema_version, min_experts)
       values ('structureaward', '2025 年度结构优质工程评价', 2025, 1, '2020-01-01', '2099-12-31', '[]', 1, 2) returning round_id`,
    );
    for (const [n, name] of ['闽江之星大厦', '榕城中心'].entries()) {
      const a = await db.query(
        `insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version, form_data,
           status, revision, submitted_time)
         values ($1, $2, 'structureaward', $3, $4, 1, $5, 'UNDER_REVIEW', 1, now()) returning application_id`,
        [
          `JG-2025-0000${n + 1}`,
          r.rows[0].round_id,
          e.rows[0].enterprise_id,
          name,
          JSON.stringify({ project: { projectName: name, location: '福州市台江区', grossArea: 52000 } }),
        ],
      );
      ids.push(Number(a.rows[0].application_id));
    }
    // the first application: both experts (王 leads); the second: 李 only
    const assign = (app: number, x: PoolExpert, role: string) =>
      db.query(
        `insert into award_assignment (application_id, revision, expert_id, role, due_at, conflict_declared, assigned_by)
         values ($1, 1, $2, $3, '2099-06-30', true, 'admin')`,
        [app, x.expertId, role],
      );
    await assign(ids[0], experts[0], 'LEADER');
    await assign(ids[0], experts[1], 'MEMBER');
    await assign(ids[1], experts[1], 'LEADER');
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('an expert sees only the assigned application, scores it and signs; the last signature completes the review', async () => {
  // 王 is assigned the first application only
  const page = await newPage(browser);
  await loginUi(page, server, 'wangexp', 'Expert#2025x');
  await page.goto(`${server.url}/admin/award/myreview`);
  const list = page.locator('[data-page="award/score/mine"]');
  await list.locator('.arco-table tbody tr:not(.arco-table-empty-row)').first().waitFor();
  assert.equal(await list.locator('.arco-table tbody tr').count(), 1);
  assert.match(await list.locator('.arco-table tbody').innerText(), /JG-2025-00001/);
  assert.doesNotMatch(await list.locator('.arco-table tbody').innerText(), /JG-2025-00002/);
  await shot(page, 'award-expert-mine');
  // the other application by its id: nothing of it is shown
  await page.goto(`${server.url}/admin/award/myreview?id=${ids[1]}`);
  await page.locator('.arco-empty').waitFor();
  assert.equal(await page.locator('.award-score-sheet').count(), 0);
  await page.close();

  // 王 scores everything one point under the maximum, where the maximum allows, and signs
  const signed = await scoreAndSign(browser, server, 'wangexp', ids[0], (max) => (max >= 10 ? max - 1 : max));
  const form = signed.locator('.award-scoring');
  assert.match(await form.innerText(), /闽江之星大厦/);
  // signed: read-only, with the server's total (0.2 × 96 + 0.8 × 95 = 95.2)
  assert.equal(await signed.locator('[data-action="sign-sheet"]').count(), 0);
  assert.equal(await signed.locator('.award-score-total b').getAttribute('data-total'), '95.2');
  await shot(signed, 'award-expert-signed');
  await signed.close();
  assert.equal(await statusOf(server, ids[0]), 'UNDER_REVIEW');

  // 李 signs too: the review is complete with the mean (95.2 and 100)
  await (await scoreAndSign(browser, server, 'liexp', ids[0])).close();
  assert.equal(await statusOf(server, ids[0]), 'REVIEWED');
  const db = await server.db();
  try {
    const a = await db.query('select score_total, grade from award_application where application_id = $1', [ids[0]]);
    assert.equal(Number(a.rows[0].score_total), 97.6);
    assert.equal(a.rows[0].grade, 'PASS');
  } finally {
    await db.end();
  }
});

test('the pool screen lists the experts', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/award/expert`);
  const pool = page.locator('[data-page="award/expert/index"]');
  await pool.locator('.arco-table tbody tr', { hasText: '王评审' }).waitFor();
  assert.match(await pool.innerText(), /李评审/);
  await shot(page, 'award-expert-pool');
  await page.close();
});

test('a reviewer assigns the same two experts to several passed applications at once from the list', async () => {
  const db = await server.db();
  const batch: number[] = [];
  try {
    const r = await db.query(`select round_id, enterprise_id from award_application where application_id = $1`, [ids[0]]);
    for (const [n, name] of ['鼓楼科创园', '仓山体育馆'].entries()) {
      const a = await db.query(
        `insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version, form_data,
           status, revision, submitted_time)
         values ($1, $2, 'structureaward', $3, $4, 1, $5, 'PRELIM_PASSED', 1, now()) returning application_id`,
        [`JG-2025-0001${n}`, r.rows[0].round_id, r.rows[0].enterprise_id, name, JSON.stringify({ project: { projectName: name } })],
      );
      batch.push(Number(a.rows[0].application_id));
    }
  } finally {
    await db.end();
  }
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/awardapplication/structureawardlist`);
  for (const name of ['鼓楼科创园', '仓山体育馆'])
    await page.locator('.arco-table-tr', { hasText: name }).locator('.arco-checkbox').click();
  await page.locator('[data-action="batch-assign"]').click();
  const dialog = page.locator('.award-assign-dialog');
  await dialog.locator('tbody tr', { hasText: experts[0].expertName }).waitFor();
  for (const x of experts) await dialog.locator('tbody tr', { hasText: x.expertName }).locator('.arco-checkbox').click();
  await dialog.locator('tbody tr', { hasText: experts[1].expertName }).locator('.arco-radio').click();
  await shot(page, 'award-expert-batch-assign');
  await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
  await dialog.waitFor({ state: 'hidden' });
  for (const id of batch) assert.equal(await statusOf(server, id), 'UNDER_REVIEW');
  // 李 leads both now: they appear in 李's reviews
  const check = await server.db();
  try {
    const rows = await check.query(`select application_id, role from award_assignment where application_id = any($1) and expert_id = $2`, [
      batch,
      experts[1].expertId,
    ]);
    assert.deepEqual(rows.rows.map((x) => x.role).sort(), ['LEADER', 'LEADER']);
  } finally {
    await check.end();
  }
  await page.close();
});

test('the assigner records a site inspection on the examine screen and the records show its report', async () => {
  const page = await newPage(browser);
  await loginUi(page, server);
  await page.goto(`${server.url}/admin/awardapplication/structureawardexamine?id=${ids[1]}`);
  const screen = page.locator('[data-page="award/application/examine"]');
  await screen.locator('[data-action="inspect"]').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '录入现场复查' });
  await dialog.locator('.arco-picker').click();
  await page.locator('.arco-picker-cell-today').click();
  const inspectors = dialog.locator('.arco-select').first();
  for (const name of ['周工', '吴工']) {
    await inspectors.locator('input').fill(name);
    await inspectors.locator('input').press('Enter');
  }
  await dialog.locator('textarea').nth(2).fill('垂直度 4 mm / 10 m');
  await dialog.getByText('整改后符合要求').click();
  await shot(page, 'award-site-inspection-dialog');
  await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
  await dialog.waitFor({ state: 'hidden' });
  await screen.getByRole('tab', { name: /记录/ }).click();
  const report = screen.locator('[data-record="inspect"] [data-inspection="RECTIFY"]');
  await report.waitFor();
  const text = await report.innerText();
  assert.match(text, /周工、吴工/);
  assert.match(text, /垂直度 4 mm \/ 10 m/);
  assert.match(text, /整改后符合要求/);
  await shot(page, 'award-site-inspection-record');
  assert.equal(await statusOf(server, ids[1]), 'UNDER_REVIEW');
  await page.close();
});
