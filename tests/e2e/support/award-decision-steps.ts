import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { E2eServer } from '../harness.ts';

/** An Arco form item of a scope by its label. */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item', { hasText: label }) })
    .first();

async function typeInto(scope: Locator, label: string, value: string) {
  const input = field(scope, label).locator('input, textarea').first();
  await input.fill(value);
  await input.press('Tab');
}

async function pickDate(scope: Locator, label: string, value: string) {
  const input = field(scope, label).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function pickOption(scope: Locator, label: string, option: string) {
  await field(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

export interface DecisionStepResult {
  certificateNo: string;
  noticeUrl: string;
  announcementUrl: string;
}

/**
 * Takes an application in REVIEWED through the end of the review in the console, as staff signed in on `page`
 * (zh-CN): Awards → Rounds → its round's "公示与公告" drawer; the committee's vote (7 of 9 for, 一等奖) in the decision
 * panel; the publicity of the round's passed entries; the publicity window shortened in the database (as if its
 * days had run); the announcement with a document number. Asserts the certificate number shown is the one stored,
 * `{typeCode}-{year}-{seq}`, and returns it with the notice links.
 */
export async function decideAndAnnounce(
  page: Page,
  server: E2eServer,
  applicationId: number,
  opts: { docNo?: string; shot?: (name: string) => Promise<unknown> } = {},
): Promise<DecisionStepResult> {
  const docNo = opts.docNo ?? '筑协〔2025〕88号';
  const snap = async (name: string) => opts.shot?.(name);
  const db = await server.db();
  try {
    const app = await db.query(
      `select a.application_no, a.status, r.round_id, r.title from award_application a join award_round r on r.round_id = a.round_id
       where a.application_id = $1`,
      [applicationId],
    );
    const { application_no: no, status, title } = app.rows[0];
    assert.equal(status, 'REVIEWED');

    const openDrawer = async () => {
      await page.goto(`${server.url}/admin/award/round`);
      const row = page.locator('[data-page="award/round/index"] .arco-table-tr', { hasText: title }).first();
      await row.locator('[data-action="publicity"]').click();
      const drawer = page.locator('.arco-drawer:visible', { has: page.locator('[data-round-publicity]') }).first();
      await drawer.waitFor();
      return drawer;
    };
    const rowOf = (drawer: Locator, table: string) => drawer.locator(`[data-table="${table}"] .arco-table-tr`, { hasText: no }).first();

    // the committee's vote
    let drawer = await openDrawer();
    await rowOf(drawer, 'awaiting').locator('[data-action="decide"]').click();
    const panel = page.locator('[data-panel="decision"]');
    const form = panel.locator('[data-form="decide"]');
    await form.waitFor();
    await pickDate(form, '会议日期', '2025-11-20');
    await typeInto(form, '出席委员', '9');
    await typeInto(form, '赞成票', '7');
    await typeInto(form, '反对票', '1');
    await typeInto(form, '弃权票', '1');
    await pickOption(form, '奖项等级', '一等奖');
    await snap('award-decision-vote');
    await form.locator('[data-action="decide"]').click();
    await panel.locator('[data-result="passed"]').waitFor();
    await page.locator('.arco-drawer:visible .arco-drawer-close-icon').last().click();
    await rowOf(drawer, 'approved').waitFor();

    // the publicity of the passed entries
    await drawer.locator('[data-action="startPublicity"]').click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    const publicity = drawer.locator('[data-kind="PUBLICITY"]').first();
    await publicity.waitFor();
    assert.ok(await publicity.locator('.arco-table-tr', { hasText: no }).count());
    await snap('award-decision-publicity');
    const noticeUrl = (await publicity.locator('[data-notice]').getAttribute('href')) ?? '';
    assert.ok(noticeUrl, 'the publicity shows its notice link');
    const s = await db.query('select status from award_application where application_id = $1', [applicationId]);
    assert.equal(s.rows[0].status, 'PUBLICITY');

    // the window has run its days
    await db.query(`update award_application set publicity_end = now() - interval '1 minute' where application_id = $1`, [applicationId]);
    await db.query(
      `update award_publicity set end_time = now() - interval '1 minute'
       where kind = 'PUBLICITY' and publicity_id in (select publicity_id from award_publicity_entry where application_id = $1)`,
      [applicationId],
    );

    // the announcement
    drawer = await openDrawer();
    await rowOf(drawer, 'announceable').waitFor();
    const announce = drawer.locator('[data-form="announce"]');
    await typeInto(announce, '公告文号', docNo);
    await announce.locator('[data-action="announce"]').click();
    const announcement = drawer.locator('[data-kind="ANNOUNCEMENT"]').first();
    await announcement.waitFor();
    const shown =
      (await announcement.locator('.arco-table-tr', { hasText: no }).locator('[data-certificate]').getAttribute('data-certificate')) ?? '';
    const stored = await db.query('select status, certificate_no from award_application where application_id = $1', [applicationId]);
    assert.equal(stored.rows[0].status, 'APPROVED');
    assert.equal(shown, stored.rows[0].certificate_no);
    assert.match(shown, /^[A-Z]{2}-\d{4}-\d{4}$/);
    const announcementUrl = (await announcement.locator('[data-notice]').getAttribute('href')) ?? '';
    return { certificateNo: shown, noticeUrl, announcementUrl };
  } finally {
    await db.end();
  }
}
