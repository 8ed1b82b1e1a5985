import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { applicantAccount, structureRound } from './accounts.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';
import { choose, fillStructureApplication, item, radio } from './kit.ts';

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

    await fillStructureApplication(page, { project: '闽江之星大厦', enterprise: '福州建安建设集团有限公司' });

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
