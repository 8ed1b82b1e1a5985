import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';
import { choose, fill, fillStructureApplication, item } from './kit.ts';
import { reviewByExperts } from '../support/award-expert-steps.ts';
import { decideAndAnnounce } from '../support/award-decision-steps.ts';

/**
 * An award application's whole way through the review (issue 12), one step after the other in one browser session per
 * actor: an enterprise registers on /register and is approved, fills and submits a structure-quality application
 * with a participating unit and a photo; the reviewer examines it and returns it naming the gross area; the applicant
 * sees the return, may change only that field, and resubmits; the reviewer sees the change and passes the initial
 * review with the material checklist. Later stages (experts, committee, publicity, announcement) continue from the
 * marked place at the end with the same pages and application.
 */
let server: E2eServer;
let browser: Browser;
/** the enterprise's applicant, signed in once registered and approved */
let applicant: Page & { errors: string[] };
/** the association's reviewer (the administrator holds every review permission) */
let reviewer: Page & { errors: string[] };
/** the application on its way */
let applicationId: number;

const USER = 'mjtower';
const PASSWORD = 'Minjiang#2025';
const ENTERPRISE = '闽江建工集团有限公司';
const PROJECT = '闽江之星大厦';
const body = '91350100MA2Y9R7T4';
const uscc = body + usccCheckChar(body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // the association opened a structure-quality round (its screen is tested elsewhere)
  const db = await server.db();
  try {
    await db.query(
      `insert into award_round (award_type, title, year, batch, open_at, close_at, max_per_enterprise, attachment_slots, schema_version,
         return_limit, resubmit_deadline_days)
       values ('structureaward', '2025 年度结构优质工程评价', 2025, 1, '2020-01-01', '2099-12-31', 2, $1, 1, 2, 10)`,
      [
        JSON.stringify([
          { code: 'photos', label: '工程照片', required: true, accept: ['png', 'jpg'], minCount: 1, maxCount: 5, maxSizeMB: 5 },
        ]),
      ],
    );
  } finally {
    await db.end();
  }
});
after(async () => {
  await applicant?.context().close();
  await reviewer?.context().close();
  await browser?.close();
  await server?.stop();
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
const examineUrl = () => `${server.url}/admin/awardapplication/structureawardexamine?id=${applicationId}`;
const statusOf = async () => {
  const db = await server.db();
  try {
    return (await db.query('select status from award_application where application_id = $1', [applicationId])).rows[0].status as string;
  } finally {
    await db.end();
  }
};

// ---- steps --------------------------------------------------------------------------------------------------------
/** The enterprise registers on the public /register page and the association passes the registration. */
async function registerAndApprove() {
  const page = await newPage(browser);
  try {
    await page.goto(`${server.url}/admin/register`);
    await page.getByRole('heading', { name: '协会会员注册' }).waitFor();
    await fill(page, '用户名', USER);
    await fill(page, '密码', PASSWORD);
    await fill(page, '确认密码', PASSWORD);
    await fill(page, '手机号', '13805910011');
    await fill(page, '单位名称（全称）', ENTERPRISE);
    await fill(page, '统一社会信用代码', uscc);
    await choose(page, '企业类型', '有限责任公司');
    await fill(page, '法定代表人', '陈闽江');
    await item(page, '成立日期').locator('input').click();
    await page.locator('.arco-picker-container .arco-picker-cell-in-view').first().click();
    await fill(page, '注册地址', '福州市台江区江滨中大道 8 号');
    await choose(page, '单位类别', '施工总承包');
    await fill(page, '企业简介', '房屋建筑施工总承包一级企业。');
    await fill(page, '联系人', '林联络');
    await fill(page, '联系人手机', '13905910012');
    await item(page, '章程').locator('.arco-checkbox').click();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await page
      .locator('input[data-slot-input="businessLicence"]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await png() });
    await page.locator('input[data-slot-input="legalRepId"]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await png() });
    await page
      .locator('input[data-slot-input="applicationForm"]')
      .setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: pdf });
    for (const name of ['licence.png', 'id.png', 'form.pdf'])
      await page.locator('.award-slot-upload .arco-tag', { hasText: name }).waitFor();
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('注册已提交', { exact: true }).waitFor();
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }

  await reviewer.goto(`${server.url}/admin/award/registration`);
  const row = reviewer.locator('[data-page="award/registration/index"] .arco-table tbody tr', { hasText: ENTERPRISE });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = reviewer.locator('.arco-drawer');
  await drawer.getByText(uscc).waitFor();
  await drawer.locator('[data-action="pass"]').click();
  await reviewer.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await drawer.getByText(USER, { exact: false }).first().waitFor();
  await reviewer.keyboard.press('Escape');
}

/** The applicant fills a structure-quality application with one unit row and one photo, and submits it. */
async function fillAndSubmit() {
  const page = applicant;
  await page.goto(`${server.url}/admin/awardapplication/structureawardlist`);
  const list = page.locator('[data-page="award/application/list"]');
  await list.locator('[data-action="add"]').click();
  await page.locator('.arco-dropdown-menu-item', { hasText: '结构优质工程评价' }).click();
  await page.locator('.award-application-form').waitFor();
  assert.equal(await item(page, '统一社会信用代码').locator('input').inputValue(), uscc);

  await fillStructureApplication(page, { project: PROJECT, enterprise: ENTERPRISE, grossArea: '52000' });
  await page.locator('input[data-slot-input="photos"]').setInputFiles({ name: 'overview.png', mimeType: 'image/png', buffer: await png() });
  await page.locator('.award-slot[data-slot="photos"] .arco-tag', { hasText: 'overview.png' }).waitFor();

  await page.locator('[data-action="submit"]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  const row = list.locator('.arco-table tbody tr', { hasText: PROJECT });
  await row.waitFor();
  assert.match(await row.innerText(), /已提交（待初审）/);
  // the applicant may still withdraw a submission nobody has taken up; reviewing is not theirs
  await row.locator('[data-action="withdraw"]').waitFor();
  assert.equal(await list.locator('[data-action="examine"], [data-action="batch-pass"]').count(), 0);
  const db = await server.db();
  try {
    applicationId = (await db.query('select application_id from award_application where project_name = $1', [PROJECT])).rows[0]
      .application_id;
  } finally {
    await db.end();
  }
}

/** The reviewer opens the application from the list and returns it naming the gross area, with a comment. */
async function reviewerReturns() {
  const page = reviewer;
  await page.goto(`${server.url}/admin/awardapplication/structureawardlist`);
  const row = page.locator('[data-page="award/application/list"] .arco-table tbody tr', { hasText: PROJECT });
  // batch actions wait for a selection
  assert.equal(await page.locator('[data-action="batch-pass"]').isDisabled(), true);
  await row.locator('[data-action="examine"]').click();
  const screen = page.locator('[data-page="award/application/examine"]');
  await screen.waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), String(applicationId));
  // the application read-only: values as text, no inputs
  await screen.locator('.award-examine-form').getByText(PROJECT).waitFor();
  assert.equal(await screen.locator('.award-examine-form input:not([type=file])').count(), 0);
  await screen.locator('.award-material-check [data-slot="photos"]').getByText('overview.png').waitFor();
  await shot(page, 'award-review-examine');

  await screen.locator('[data-action="return"]').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '退回字段' });
  await dialog.locator('.award-return-fields .arco-select').click();
  await page.keyboard.type('建筑面积');
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: /^建筑面积$/ }).click();
  await dialog.locator('.arco-modal-title').click();
  await dialog.locator('[data-field="project.grossArea"] input').fill('与施工许可证面积不符，请按许可证填写');
  await dialog.locator('textarea').fill('建筑面积与施工许可证不一致。');
  await shot(page, 'award-review-return-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await screen.locator('[data-status-tag="RETURNED"]').waitFor();
  await screen.getByRole('tab', { name: /记录/ }).click();
  await screen.locator('.award-review-records [data-record="return"]').getByText('与施工许可证面积不符', { exact: false }).waitFor();
  await shot(page, 'award-review-records');
  assert.equal(await statusOf(), 'RETURNED');
}

/** The applicant sees the return, may change only the gross area, changes it and resubmits. */
async function applicantFixes() {
  const page = applicant;
  await page.goto(`${server.url}/admin/awardapplication/structureawardlist`);
  const row = page.locator('[data-page="award/application/list"] .arco-table tbody tr', { hasText: PROJECT });
  assert.match(await row.innerText(), /退回修改/);
  await row.getByRole('button', { name: '修改' }).click();
  const notice = page.locator('.award-return-notice');
  await notice.getByText('建筑面积与施工许可证不一致。', { exact: false }).waitFor();
  assert.match(await notice.locator('[data-return-field="project.grossArea"]').innerText(), /建筑面积.*与施工许可证面积不符/);
  // only the returned field takes input; the others show as text
  await item(page, '建筑面积').locator('input').waitFor();
  assert.equal(await item(page, '建设地点').locator('input').count(), 0);
  assert.equal(await item(page, '工程名称（全称）').locator('input').count(), 0);
  assert.equal(await item(page, '参建单位').getByRole('button', { name: '添加一行' }).count(), 0);
  assert.equal(await page.locator('.award-slot[data-slot="photos"] button').count(), 0);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'award-review-returned-notice');
  await fill(page, '建筑面积', '51800');
  // the reviewer's comment stands under the returned field
  await item(page, '建筑面积').getByText('与施工许可证面积不符，请按许可证填写').waitFor();
  await item(page, '建筑面积').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'award-review-returned-form');
  const resubmit = page.locator('[data-action="submit"]');
  assert.equal((await resubmit.innerText()).replace(/\s/g, ''), '重新提交');
  await resubmit.click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  const listed = page.locator('[data-page="award/application/list"] .arco-table tbody tr', { hasText: PROJECT });
  await listed.getByText('已提交（待初审）').waitFor();
  assert.equal(await statusOf(), 'SUBMITTED');
  assert.deepEqual(applicant.errors, []);
}

/** The reviewer sees what changed and passes the initial review with the material checklist. */
async function reviewerPasses() {
  const page = reviewer;
  await page.goto(examineUrl());
  const screen = page.locator('[data-page="award/application/examine"]');
  await screen.locator('[data-status-tag="SUBMITTED"]').waitFor();
  await screen.getByRole('tab', { name: /对比/ }).click();
  const change = screen.locator('.award-diff tbody tr');
  assert.equal(await change.count(), 1);
  assert.match(await change.innerText(), /建筑面积\s+52000\s+51800/);
  await shot(page, 'award-review-diff');

  await screen.getByRole('tab', { name: '材料核查' }).click();
  const photos = screen.locator('.award-material-check tbody tr').filter({ has: page.locator('[data-slot="photos"]') });
  assert.equal(await photos.locator('[data-check="present"] input').isChecked(), true);
  await photos.locator('input:not([type=checkbox])').fill('照片清晰，与现场一致');
  await screen.locator('[data-action="pass"]').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '材料核查' });
  // the pre-check warned (a pass rate under 100 %): the opinion acknowledges it
  await dialog.getByText('预检有 1 项提醒', { exact: false }).waitFor();
  await dialog.locator('textarea').fill('材料齐全；钢筋试验合格率 98.5% 已核实。');
  await shot(page, 'award-review-pass-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await screen.locator('[data-status-tag="PRELIM_PASSED"]').waitFor();
  assert.equal(await screen.locator('[data-action="pass"]').count(), 0);
  await shot(page, 'award-review-passed');

  const db = await server.db();
  try {
    const rec = await db.query(`select material_check from award_review_record where application_id = $1 and action = 'pass'`, [
      applicationId,
    ]);
    assert.deepEqual(rec.rows[0].material_check, [{ slot: 'photos', present: true, valid: true, note: '照片清晰，与现场一致' }]);
  } finally {
    await db.end();
  }
  assert.equal(await statusOf(), 'PRELIM_PASSED');
}

test("an application goes from registration through a return, a resubmission and the initial pass to the experts' scores", async () => {
  reviewer = await newPage(browser);
  await loginUi(reviewer, server);
  try {
    await registerAndApprove();
    applicant = await newPage(browser);
    await loginUi(applicant, server, USER, PASSWORD);
    await fillAndSubmit();
    await reviewerReturns();
    await applicantFixes();
    await reviewerPasses();
    assert.deepEqual(reviewer.errors, []);
    // two experts score and sign: the application is REVIEWED
    await reviewByExperts({ server, browser, applicationId });
    // the committee passes it, the publicity runs its course, the association announces it with a certificate number
    const done = await decideAndAnnounce(reviewer, server, applicationId);
    assert.equal(await statusOf(), 'APPROVED');
    assert.match(done.certificateNo, /^JG-\d{4}-\d{4}$/);
    // the applicant sees the award on its list, and the review's records without the experts' scores
    await applicant.goto(`${server.url}/admin/awardapplication/structureawardlist`);
    await applicant.locator('.arco-table-tr', { hasText: '已通过' }).first().waitFor();
    await shot(applicant, 'award-review-flow-approved');
    const records = await applicant.evaluate(async (id) => {
      const token = decodeURIComponent(/(?:^|; )Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const r = await fetch(`/prod-api/award/review/${id}/records`, { headers: { Authorization: `Bearer ${token}` } });
      return (await r.json()) as { data: { action: string; data: unknown }[] };
    }, applicationId);
    assert.ok(records.data.some((r) => r.action === 'announce'));
    assert.ok(records.data.every((r) => r.data === null));
  } catch (e) {
    await shot(reviewer, 'award-review-flow-failed-reviewer');
    if (applicant) await shot(applicant, 'award-review-flow-failed-applicant');
    throw e;
  }
});
