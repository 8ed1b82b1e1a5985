import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { usccCheckChar } from '../../kernel/shared/validation.ts';
import { applicantAccount, structureRound } from './award-accounts.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from './harness.ts';

/**
 * An applicant fills a structure-quality application (awards.md §2.2) from its versioned schema — one participating
 * unit row, one captioned photo — pre-checks it, submits it and finds it in the list with its status (issue 12).
 */
let server: E2eServer;
let browser: Browser;
const PASSWORD = 'Apply#2025x';
const body = '91350100MA2Y8K3T5';
const uscc = body + usccCheckChar(body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // an enterprise with its applicant account (as a passed registration leaves them) and an open round
  const db = await server.db();
  try {
    await applicantAccount(db, {
      userName: 'fzapply',
      nickName: '福州建安',
      password: PASSWORD,
      enterprise: {
        enterprise_name: '福州建安建设集团有限公司',
        uscc,
        enterprise_type: 'llc',
        legal_rep: '张建安',
        established_date: '2001-05-01',
        reg_address: '福州市鼓楼区五四路 1 号',
        member_level: 'member',
        contact_name: '李联络',
        contact_mobile: '13905910002',
      },
    });
    await structureRound(db, '2025 年度结构优质工程评价', true);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const item = (scope: Page, label: string) =>
  scope
    .locator('.zx-form-item')
    .filter({ has: scope.locator('.arco-form-label-item label', { hasText: new RegExp(`^\\*?${label}$`) }) })
    .first();
const fill = (page: Page, label: string, value: string) => item(page, label).locator('input, textarea').first().fill(value);
async function choose(page: Page, label: string, option: string) {
  await item(page, label).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}
async function radio(page: Page, label: string, option: string) {
  await item(page, label).locator('.arco-radio', { hasText: option }).click();
}
async function date(page: Page, label: string, value: string) {
  const input = item(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}
/** A cell of a table field (by its label): its row and column. */
const cell = (page: Page, table: string, row: number, column: number) =>
  item(page, table).locator('.zx-array-table tbody tr').nth(row).locator('td').nth(column);

test('an applicant fills, pre-checks and submits a structure-quality application and sees it listed', async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const page = await newPage(browser);
  try {
    await loginUi(page, server, 'fzapply', PASSWORD);
    await page.goto(`${server.url}/admin/awardapplication/structureawardlist`);
    const list = page.locator('[data-page="award/application/list"]');
    await list.locator('[data-action="add"]').click();
    await page.locator('.arco-dropdown-menu-item', { hasText: '结构优质工程评价' }).click();
    const formPage = page.locator('.award-application-form');
    await formPage.waitFor();
    // the applicant block starts from the enterprise's own record
    assert.equal(await item(page, '统一社会信用代码').locator('input').inputValue(), uscc);
    await shot(page, 'award-apply-new');

    await fill(page, '工程名称（全称）', '闽江之星大厦');
    await fill(page, '建设地点', '福州市台江区');
    await choose(page, '工程类别', '房屋建筑工程');
    await fill(page, '工程造价（合同价）', '38000');
    await fill(page, '施工许可证编号', '350100202301010101');
    await date(page, '开工日期', '2023-03-01');
    await fill(page, '工程质量特色简介', '核心筒清水混凝土，垂直度偏差小。');
    await choose(page, '基础形式', '桩基');
    await choose(page, '抗震设防烈度', '7 度');
    await fill(page, '混凝土强度等级', 'C30–C60');
    await date(page, '地基与基础分部验收日期', '2023-09-01');
    await date(page, '主体结构分部验收日期', '2024-06-01');
    await radio(page, '是否已开始装饰装修', '否');

    // one participating unit
    await item(page, '参建单位').getByRole('button', { name: '添加一行' }).click();
    await cell(page, '参建单位', 0, 0).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '施工总承包单位' }).first().click();
    await cell(page, '参建单位', 0, 1).locator('input').fill('福州建安建设集团有限公司');
    await cell(page, '参建单位', 0, 4).locator('input').fill('王经理');
    // one key staff row
    await item(page, '项目主要管理人员').getByRole('button', { name: '添加一行' }).click();
    await cell(page, '项目主要管理人员', 0, 0).locator('input').fill('王经理');
    await cell(page, '项目主要管理人员', 0, 1).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '项目经理（项目负责人）' }).first().click();

    await fill(page, '混凝土试块组数', '120');
    await fill(page, '混凝土试块合格率', '100');
    await fill(page, '钢筋原材及连接试验组数', '80');
    await fill(page, '钢筋试验合格率', '98.5');
    await choose(page, '结构实体检测结论', '合格');
    await fill(page, '地基与基础自评得分', '92');
    await fill(page, '主体结构自评得分', '93');
    await fill(page, '结构质量特色', '清水混凝土一次成型。');
    await fill(page, '质量监督机构意见', '同意申报。');
    for (const n of [
      '转包、违法分包、挂靠；或受出借资质、围标串标等行政处罚',
      '违反工程建设强制性标准',
      '施工期间发生质量事故',
      '发生生产安全事故',
    ])
      await radio(page, n, '否');
    await item(page, '承诺').locator('.arco-checkbox').click();

    // one captioned photo in the round's slot
    await page.locator('input[data-slot-input="photos"]').setInputFiles({ name: 'overview.png', mimeType: 'image/png', buffer: png });
    const photo = page.locator('.award-slot[data-slot="photos"]');
    await photo.locator('.arco-tag', { hasText: 'overview.png' }).waitFor();
    await photo.locator('input:not([type=file])').fill('工程全景');
    await shot(page, 'award-apply-filled');

    await page.locator('[data-action="pre-check"]').click();
    const result = page.locator('.award-precheck');
    await result.waitFor();
    const fail = await result.locator('[data-result="fail"]').innerText();
    assert.match(fail, /不通过 \(0\)/, fail);
    assert.match(await result.locator('[data-result="warn"]').innerText(), /合格率 98.5%/);
    assert.match(await result.locator('[data-result="pass"]').innerText(), /批次申报中/);
    await shot(page, 'award-apply-precheck');

    await page.locator('[data-action="submit"]').click();
    await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
    const row = list.locator('.arco-table tbody tr', { hasText: '闽江之星大厦' });
    await row.waitFor();
    assert.match(await row.innerText(), /已提交（待初审）/);
    assert.match(await row.innerText(), /JG-\d{4}-00001/);
    await shot(page, 'award-apply-list');

    // the submitted application opens read-only with the schema version it was filled with
    await row.getByRole('button', { name: '查看' }).click();
    await formPage.getByText('表单版本 v1').waitFor();
    await formPage.getByText('只能查看', { exact: false }).waitFor();
    assert.equal(await page.locator('[data-action="submit"]').count(), 0);
    await shot(page, 'award-apply-view');
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, 'award-apply-failed');
    throw e;
  } finally {
    await page.context().close();
  }
});

test('every award form renders from its schema, with its conditional groups following their answers', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server, 'fzapply', PASSWORD);
    for (const route of [
      'creditregistrationawardadd',
      'constructQualityAwardAdd',
      'cityQualityAwardAdd',
      'reputationlevelawardadd',
      'safetyconstructionawardadd',
      'excellententerprisesawardedit',
    ]) {
      await page.goto(`${server.url}/admin/awardapplication/${route}`);
      await page.locator('.award-application-form .arco-collapse-item').first().waitFor();
      assert.equal(await item(page, '统一社会信用代码').locator('input').inputValue(), uscc, route);
    }
    await shot(page, 'award-apply-excellent');

    await page.goto(`${server.url}/admin/awardapplication/decorationQualityAwardAdd`);
    await item(page, '申报类别').waitFor();
    assert.equal(await item(page, '幕墙面积').count(), 0);
    await choose(page, '申报类别', '建筑幕墙');
    await item(page, '幕墙面积').waitFor();
    assert.equal(await item(page, '装饰面积').count(), 0);
    await shot(page, 'award-apply-decoration');

    await page.goto(`${server.url}/admin/awardapplication/greenconstructionawardadd`);
    await item(page, '申报阶段').waitFor();
    assert.equal(await item(page, '自评记录').count(), 0);
    await radio(page, '申报阶段', '验收评价');
    await item(page, '自评记录').waitFor();
    await item(page, '立项编号').waitFor();
    await shot(page, 'award-apply-green');
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, 'award-apply-forms-failed');
    throw e;
  } finally {
    await page.context().close();
  }
});
