import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { type E2eServer, loginUi, newPage, shot } from '../harness.ts';

/** Browser steps of the expert review (awards.md §6.3 #10–#11) that other award browser tests reuse. */

export const EXPERT_PASSWORD = 'Expert#2025x';

export interface PoolExpert {
  userName: string;
  expertName: string;
  expertId: number;
}

/** Pool experts signing in with their own accounts (the expert role, as the pool screen gives it), employers 9135…E{n}. */
export async function poolExperts(server: E2eServer, names: { userName: string; expertName: string }[]): Promise<PoolExpert[]> {
  const db = await server.db();
  const hash = await hashPassword(EXPERT_PASSWORD);
  try {
    const out: PoolExpert[] = [];
    for (const [i, n] of names.entries()) {
      const u = await db.query(
        `insert into sys_user (user_name, nick_name, password, status, password_modify_time) values ($1, $2, $3, '0', now()) returning user_id`,
        [n.userName, n.expertName, hash],
      );
      const userId = u.rows[0].user_id;
      await db.query(`insert into sys_user_role (user_id, role_id) select $1, role_id from sys_role where role_key = 'award_expert'`, [
        userId,
      ]);
      const body = `91350100EX${String(userId).padStart(5, '0')}${i}0`;
      const x = await db.query(
        `insert into award_expert (user_id, expert_name, specialties, employer_name, employer_uscc)
         values ($1, $2, '["structureaward"]', $3, $4) returning expert_id`,
        [userId, n.expertName, `${n.expertName}所在单位`, body + usccCheckChar(body)],
      );
      out.push({ ...n, expertId: Number(x.rows[0].expert_id) });
    }
    return out;
  } finally {
    await db.end();
  }
}

/** An application's status as stored. */
export async function statusOf(server: E2eServer, applicationId: number): Promise<string> {
  const db = await server.db();
  try {
    return (await db.query('select status from award_application where application_id = $1', [applicationId])).rows[0].status;
  } finally {
    await db.end();
  }
}

/**
 * An expert signs in, opens the application from "My reviews" (only assigned ones are listed), gives every item of
 * the sheet a score (`scoreOf(max)`, the maximum by default), writes the overall opinion, recommends and signs.
 * Returns the page, still signed in, for further checks.
 */
export async function scoreAndSign(
  browser: Browser,
  server: E2eServer,
  userName: string,
  applicationId: number,
  scoreOf: (max: number) => number = (max) => max,
): Promise<Page> {
  const page = await newPage(browser);
  await loginUi(page, server, userName, EXPERT_PASSWORD);
  await page.goto(`${server.url}/admin/award/myreview`);
  const list = page.locator('[data-page="award/score/mine"]');
  await list.locator('.arco-table tbody tr').first().waitFor();
  await page.goto(`${server.url}/admin/award/myreview?id=${applicationId}`);
  const sheet = page.locator('.award-score-sheet');
  await sheet.waitFor();
  const rows = sheet.locator('.arco-table tbody tr');
  const n = await rows.count();
  assert.ok(n > 0, 'the sheet lists the template items');
  for (let i = 0; i < n; i++) {
    const row = rows.nth(i);
    const max = Number(await row.locator('td').nth(1).innerText());
    await row.locator('[data-item] input').fill(String(scoreOf(max)));
  }
  await sheet.locator('.award-sheet-opinion').fill(`${userName}: 结构实测数据完整，观感良好。`);
  await sheet.locator('.award-sheet-recommend .arco-radio').first().click();
  await sheet.locator('[data-action="save-sheet"]').click();
  await sheet.locator('.award-score-total').waitFor();
  await sheet.locator('[data-action="sign-sheet"]').click();
  await page.locator('.arco-modal-footer .arco-btn-primary').click();
  await sheet.locator('.arco-tag', { hasText: /已于|Signed on/ }).waitFor();
  return page;
}

/**
 * In the console, an assigner (admin) opens the application on the examine screen, takes the expert review tab,
 * chooses the experts in the assign dialog (the first as leader) and assigns them.
 */
export async function assignInConsole(
  browser: Browser,
  server: E2eServer,
  applicationId: number,
  experts: PoolExpert[],
  examinePath = 'awardapplication/structureawardexamine',
): Promise<void> {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/${examinePath}?id=${applicationId}`);
    await page.locator('.arco-tabs-header-title', { hasText: '专家评审' }).click();
    const panel = page.locator('.award-expert-panel');
    await panel.locator('[data-action="assign"]').click();
    const dialog = page.locator('.award-assign-dialog');
    await dialog.locator('tbody tr', { hasText: experts[0].expertName }).waitFor();
    for (const x of experts) await dialog.locator('tbody tr', { hasText: x.expertName }).locator('.arco-checkbox').click();
    await dialog.locator('tbody tr', { hasText: experts[0].expertName }).locator('.arco-radio').click();
    await shot(page, 'award-expert-assign');
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    await panel.locator('tbody tr', { hasText: experts[1].expertName }).waitFor();
  } finally {
    await page.close();
  }
}

/**
 * The whole expert review of one application in PRELIM_PASSED: two pool experts are assigned in the console, both
 * score and sign in the browser, and the application ends REVIEWED (the last signature completes it).
 */
export async function reviewByExperts(opts: { server: E2eServer; browser: Browser; applicationId: number; examinePath?: string }) {
  const { server, browser, applicationId } = opts;
  const experts = await poolExperts(server, [
    { userName: `lead${applicationId}`, expertName: `组长专家${applicationId}` },
    { userName: `memb${applicationId}`, expertName: `组员专家${applicationId}` },
  ]);
  await assignInConsole(browser, server, applicationId, experts, opts.examinePath);
  assert.equal(await statusOf(server, applicationId), 'UNDER_REVIEW');
  for (const x of experts) await (await scoreAndSign(browser, server, x.userName, applicationId)).close();
  assert.equal(await statusOf(server, applicationId), 'REVIEWED');
  return experts;
}
