import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import sharp from 'sharp';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';
import { decideAndAnnounce } from '../support/award-decision-steps.ts';

/**
 * The end of the review in the console (awards.md §6.3 #13–#17, issue 12): a reviewed application goes through the
 * committee's vote, the round's publicity — its notice published on the association's site by the CMS and taken
 * offline when the window ends — and the announcement, whose certificate number the round's drawer shows.
 */
let server: E2eServer;
let browser: Browser;
let applicationId: number;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // a reviewed application of a structure-quality round (the experts' scoring leaves it so)
  const db = await server.db();
  try {
    const body = '91350100MA2Y8K3T6';
    const e = await db.query(
      `insert into award_enterprise (enterprise_name, uscc, enterprise_type, legal_rep, member_level)
       values ('福州建安建设集团有限公司', $1, 'llc', '张建安', 'member') returning enterprise_id`,
      [body + usccCheckChar(body)],
    );
    const r = await db.query(
      `insert into award_round (award_type, title, year, batch, open_at, close_at, schema_version, publicity_days)
       values ('structureaward', '2025 年度结构优质工程评价', 2025, 1, '2020-01-01', '2099-12-31', 1, 7) returning round_id`,
    );
    const a = await db.query(
      `insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version, status, revision)
       values ('JG-2025-00001', $1, 'structureaward', $2, '闽江之星大厦', 1, 'REVIEWED', 1) returning application_id`,
      [r.rows[0].round_id, e.rows[0].enterprise_id],
    );
    applicationId = Number(a.rows[0].application_id);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('committee, publicity with its site notice, and announcement with a certificate number', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    const r = await decideAndAnnounce(page, server, applicationId, { shot: (name) => shot(page, name) }).catch(async (e) => {
      await shot(page, 'award-decision-failed');
      throw e;
    });
    assert.match(r.certificateNo, /^JG-\d{4}-0001$/);
    // both notices are articles of the association site's notice catalog
    assert.match(r.noticeUrl, /\/cms\/static\/zhuxie_pc\/notice\/\d+\.html$/);
    assert.match(r.announcementUrl, /\/cms\/static\/zhuxie_pc\/notice\/\d+\.html$/);
    const db = await server.db();
    try {
      const c = await db.query(
        `select c.status, b.content_html from cms_content c join cms_content_body b using (content_id)
         where c.content_id = (select notice_ref::bigint from award_publicity where kind = 'ANNOUNCEMENT')`,
      );
      assert.equal(c.rows[0].status, '30');
      assert.ok(c.rows[0].content_html.includes(r.certificateNo));
      assert.ok(c.rows[0].content_html.includes('闽江之星大厦'));
    } finally {
      await db.end();
    }
    await shot(page, 'award-decision-announced');
    // the examine screen shows the same decision in its committee tab
    await page.goto(`${server.url}/admin/awardapplication/structureawardexamine?id=${applicationId}`);
    const examine = page.locator('[data-page="award/application/examine"]');
    await examine.locator('.arco-tabs-header-title', { hasText: '评审委员会审定' }).click();
    await examine.locator('[data-panel="decision"][data-status="APPROVED"] [data-result="passed"]').waitFor();
    await shot(page, 'award-decision-examine-tab');
    // fraud found later: the award is revoked with the decision's document number, kept in the record
    await examine.locator('[data-action="revoke"]').click();
    const dialog = page.locator('.arco-modal:visible');
    await dialog.locator('.arco-form-item', { hasText: '撤销文号' }).locator('input').fill('闽建协〔2026〕9号');
    await dialog.locator('textarea').last().fill('申报材料中的检测报告经核实系伪造。');
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    await page.locator('[data-page="award/application/examine"][data-status="REVOKED"]').waitFor();
    const check = await server.db();
    try {
      const rec = await check.query(`select opinion, data from award_review_record where application_id = $1 and action = 'revoke'`, [
        applicationId,
      ]);
      assert.equal(rec.rows[0].data.docNo, '闽建协〔2026〕9号');
      assert.equal(rec.rows[0].opinion, '申报材料中的检测报告经核实系伪造。');
    } finally {
      await check.end();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('an objection during the publicity is recorded with its evidence and concluded not upheld', async () => {
  // a second round with an entry the committee passed (set up in the database)
  const db = await server.db();
  let no: string;
  try {
    const r = await db.query(
      `insert into award_round (award_type, title, year, batch, open_at, close_at, schema_version, publicity_days, publicity_working_days)
       values ('structureaward', '2025 年度第二批结构优质工程评价', 2025, 2, '2020-01-01', '2099-12-31', 1, 5, true) returning round_id`,
    );
    const a = await db.query(
      `insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version, status, revision)
       select 'JG-2025-00002', $1, 'structureaward', enterprise_id, '乌山隧道', 1, 'REVIEWED', 1 from award_enterprise limit 1
       returning application_id, application_no`,
      [r.rows[0].round_id],
    );
    no = a.rows[0].application_no;
    await db.query(
      `insert into award_committee_decision (application_id, meeting_date, members_present, votes_for, votes_against, votes_abstain,
         pass_ratio, passed, award_level, decided_by) values ($1, '2025-11-20', 9, 8, 1, 0, 0.5, true, 'second', 'admin')`,
      [a.rows[0].application_id],
    );
  } finally {
    await db.end();
  }
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#cc3333' } })
    .png()
    .toBuffer();
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/award/round`);
    await page.locator('.arco-table-tr', { hasText: '第二批' }).locator('[data-action="publicity"]').click();
    const drawer = page.locator('.arco-drawer:visible', { has: page.locator('[data-round-publicity]') }).first();
    await drawer.locator('[data-action="startPublicity"]').click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    const publicity = drawer.locator('[data-kind="PUBLICITY"]').first();
    await publicity.locator('.arco-table-tr', { hasText: no }).locator('[data-action="objections"]').click();
    const panel = page.locator('[data-panel="decision"][data-status="PUBLICITY"]');
    await panel.locator('[data-window]').waitFor();
    await panel.locator('[data-action="addObjection"]').click();
    const dialog = page.locator('.arco-modal:visible');
    const item = (d: Locator, label: string) =>
      d.locator('.arco-form-item').filter({ has: page.locator('.arco-form-label-item', { hasText: label }) });
    await item(dialog, '异议人').locator('input').fill('王某');
    await item(dialog, '联系方式').locator('input').fill('13900000000');
    await item(dialog, '异议内容').locator('textarea').fill('竣工日期与备案不符。');
    await item(dialog, '证据材料').locator('input[type=file]').setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: png });
    await dialog.locator('.arco-upload-list-item', { hasText: '现场照片.png' }).waitFor();
    await shot(page, 'award-decision-objection');
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    await page.locator('[data-panel="decision"][data-status="OBJECTION"]').waitFor();
    const row = page.locator('[data-panel="decision"] .arco-table-tr', { hasText: '王某' });
    assert.equal(await row.locator('a', { hasText: '现场照片.png' }).count(), 1);

    await row.locator('[data-action="conclude"]').click();
    const conclude = page.locator('.arco-modal:visible');
    await conclude.locator('.arco-radio', { hasText: '异议不成立' }).click();
    await item(conclude, '结论').locator('textarea').fill('经核查，竣工日期以备案为准。');
    await conclude.locator('.arco-modal-footer .arco-btn-primary').click();
    await page.locator('[data-panel="decision"][data-status="PUBLICITY"]').waitFor();
    await shot(page, 'award-decision-objection-concluded');
    const check = await server.db();
    try {
      const o = await check.query('select status, evidence from award_objection');
      assert.equal(o.rows[0].status, 'REJECTED');
      assert.equal(o.rows[0].evidence[0].name, '现场照片.png');
    } finally {
      await check.end();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
