import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { applicantAccount, structureRound } from './accounts.ts';
import { ARTIFACTS, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * Exports of issue 12 in the console: an applicant opens a submitted application and clicks Print, which opens the
 * printable form in a new tab; an administrator exports a round from the round screen.
 */
let server: E2eServer;
let browser: Browser;
let applicationId: number;
const PASSWORD = 'Print#2025x';
const body = '91350100MA2Y8K3P7';
const uscc = body + usccCheckChar(body);

/** What was filled in (a submitted form as stored; the print shows it as it is). */
const formData = {
  applicant: {
    enterpriseName: '福州建安建设集团有限公司',
    uscc,
    enterpriseType: 'llc',
    legalRep: '张建安',
    qualifications: [{ category: 'general_contracting', grade: 'first', certNo: 'D135012345', expiry: '2030-01-01' }],
  },
  project: {
    projectName: '闽江之星大厦',
    location: '福州市台江区',
    structureType: 'frame_core',
    grossArea: 52000.5,
    qualityHighlights: '核心筒清水混凝土，垂直度偏差小。<script>alert(1)</script>',
  },
  structure: { foundationType: 'pile', seismicIntensity: '7', finishesStarted: 'no' },
  units: [
    { role: 'general_contractor', unitName: '福州建安建设集团有限公司', leaderName: '王项目' },
    { role: 'supervisor', unitName: '福建正信工程监理有限公司', leaderName: '陈总监' },
  ],
  negative: { n2: 'no', n3: 'no', n4: 'no', n5: 'no' },
  commitment: { commitAgree: true },
  attachments: { photos: [{ uploadId: 1, name: '工程全景.png', size: 20480, caption: '工程全景' }] },
};

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // an enterprise with its applicant account, a round and a submitted application with its pre-check
  const db = await server.db();
  try {
    const { enterpriseId } = await applicantAccount(db, {
      userName: 'fzprint',
      nickName: '福州建安',
      password: PASSWORD,
      enterprise: {
        enterprise_name: '福州建安建设集团有限公司',
        uscc,
        enterprise_type: 'llc',
        legal_rep: '张建安',
        member_level: 'member',
      },
    });
    const roundId = await structureRound(db, '2025 年度结构优质工程评价', false);
    const up = await db.query(
      `insert into award_upload (token, file_path, original_name, ext, size, enterprise_id)
       values ('app_e2eprint', 'award-private/none.png', '工程全景.png', 'png', 20480, $1) returning upload_id`,
      [enterpriseId],
    );
    formData.attachments.photos[0].uploadId = up.rows[0].upload_id;
    const precheck = {
      pass: [{ code: 'form', key: 'award:check.form' }],
      warn: [{ code: 'expired', key: 'award:check.expired', params: { date: '2020-01-01' } }],
      fail: [],
    };
    const a = await db.query(
      `insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version, form_data,
         attachments, status, precheck, precheck_time, revision, submitted_time)
       values ('JG-2025-00001', $1, 'structureaward', $2, '闽江之星大厦', 1, $3, $4, 'SUBMITTED', $5, now(), 1, now())
       returning application_id`,
      [
        roundId,
        enterpriseId,
        JSON.stringify(formData),
        JSON.stringify([
          { slot: 'photos', uploadId: up.rows[0].upload_id, name: '工程全景.png', size: 20480, ext: 'png', caption: '工程全景' },
        ]),
        JSON.stringify(precheck),
      ],
    );
    applicationId = a.rows[0].application_id;
    await db.query('update award_upload set application_id = $1 where upload_id = $2', [applicationId, up.rows[0].upload_id]);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('Print on the application opens the printable form in a new tab', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server, 'fzprint', PASSWORD);
    await page.goto(`${server.url}/admin/awardapplication/structureawardadd?id=${applicationId}`);
    await page.locator('.award-application-form').waitFor();
    await page.locator('[data-action="print"]').waitFor();
    await shot(page, 'award-print-button');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('[data-action="print"]').click()]);
    await tab.waitForLoadState();
    assert.match(tab.url(), new RegExp(`/admin/award/print/${applicationId}$`));
    const doc = tab.frameLocator('[data-testid="award-print-frame"]');
    await doc.locator('h1').waitFor();
    assert.equal(await doc.locator('h1').textContent(), '结构优质工程评价申报表');
    assert.equal(await doc.locator('.assoc').textContent(), '区域建筑业协会');
    const text = (await doc.locator('body').textContent()) ?? '';
    for (const s of [
      'JG-2025-00001',
      '2025 年度结构优质工程评价',
      '工程名称（全称）',
      '闽江之星大厦',
      '框架-核心筒',
      '监理单位',
      '工程全景.png',
      '20.0 KB',
    ])
      assert.ok(text.includes(s), s);
    // the form's text is shown, never run
    assert.ok(text.includes('<script>alert(1)</script>'));
    assert.equal(await doc.locator('script').count(), 0);
    await tab.locator('[data-action="print-now"]').waitFor();
    await shot(tab, 'award-print');
    // the whole document as it prints (print media), kept beside the screenshots
    const sheet = await tab.context().newPage();
    await sheet.setContent((await tab.locator('[data-testid="award-print-frame"]').getAttribute('srcdoc')) ?? '');
    await sheet.emulateMedia({ media: 'print' });
    await sheet.screenshot({ path: path.join(ARTIFACTS, 'screens', 'award-print-document.png'), fullPage: true });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('an administrator exports a round from the round screen', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/award/round`);
    const row = page.locator('.arco-table-tr', { hasText: '2025 年度结构优质工程评价' });
    await row.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), row.locator('[data-action="export-round"]').click()]);
    assert.match(file.suggestedFilename(), /^2025 年度结构优质工程评价_\d{14}\.xlsx$/);
    await shot(page, 'award-round-export');
  } finally {
    await page.context().close();
  }
});

test('the award group itself (SPEC §2 /awardapplication) goes to the home page, its lists stay in the sidebar', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/awardapplication`);
    await page.waitForURL(/\/admin\/index$/);
    await page.locator('.arco-menu-inline-header', { hasText: '评优申报' }).click();
    await page.locator('.arco-menu-item', { hasText: '结构质量评价' }).click();
    await page.waitForURL(/\/admin\/awardapplication\/structureawardlist$/);
    await page.locator('[data-page="award/application/list"]').waitFor();
    // the group passed through is no tab of its own
    assert.deepEqual(await page.locator('.zx-tags .zx-tag').allInnerTexts(), ['首页', '结构质量评价']);
    await shot(page, 'award-group-list-from-sidebar');
  } finally {
    await page.context().close();
  }
});
