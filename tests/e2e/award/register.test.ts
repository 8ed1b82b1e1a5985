import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** The public member registration on /register, its review by the association, and the applicant's first sign-in (issue 12). */
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

const item = (page: Page, label: string) =>
  page
    .locator('.zx-form-item')
    .filter({ has: page.locator('.arco-form-label-item label', { hasText: new RegExp(`^\\*?${label}$`) }) })
    .first();

async function fill(page: Page, label: string, value: string) {
  await item(page, label).locator('input, textarea').first().fill(value);
}

async function choose(page: Page, label: string, option: string) {
  await item(page, label).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

test('an enterprise registers on /register, the association passes it, the applicant signs in to the award screens only', async () => {
  const body = '91350100MA2Y8K3T0';
  const uscc = body + usccCheckChar(body);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3333' } })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  const page = await newPage(browser);
  try {
    await page.goto(`${server.url}/admin/register`);
    await page.getByRole('heading', { name: '协会会员注册' }).waitFor();
    await fill(page, '用户名', 'fzjianan');
    await fill(page, '密码', 'Jianan#2025');
    await fill(page, '确认密码', 'Jianan#2025');
    await fill(page, '手机号', '13805910001');
    await fill(page, '单位名称（全称）', '福州建安建设集团有限公司');
    // a wrong check digit is refused at once, with the kernel rule's message
    await fill(page, '统一社会信用代码', body + (usccCheckChar(body) === '0' ? '1' : '0'));
    await item(page, '统一社会信用代码').locator('input').blur();
    await page.getByText('统一社会信用代码格式或校验位不正确。').waitFor();
    await fill(page, '统一社会信用代码', uscc);
    await choose(page, '企业类型', '有限责任公司');
    await fill(page, '法定代表人', '张建安');
    const date = item(page, '成立日期').locator('input');
    await date.click();
    await page.locator('.arco-picker-container .arco-picker-cell-in-view').first().click();
    assert.match(await date.inputValue(), /^\d{4}-\d{2}-01$/);
    await fill(page, '注册地址', '福州市鼓楼区五四路 1 号');
    await choose(page, '单位类别', '施工总承包');
    await fill(page, '企业简介', '房屋建筑施工总承包一级企业。');
    await fill(page, '联系人', '李联络');
    await fill(page, '联系人手机', '13905910002');
    await item(page, '章程').locator('.arco-checkbox').click();
    await page
      .locator('input[data-slot-input="businessLicence"]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await page.locator('input[data-slot-input="legalRepId"]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
    await page
      .locator('input[data-slot-input="applicationForm"]')
      .setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: pdf });
    for (const name of ['licence.png', 'id.png', 'form.pdf'])
      await page.locator('.award-slot-upload .arco-tag', { hasText: name }).waitFor();
    await shot(page, 'award-register-filled');
    await page.getByRole('button', { name: '提交注册' }).click();
    await page
      .getByText('注册已提交', { exact: true })
      .waitFor()
      .catch(async (e) => {
        await shot(page, 'award-register-refused');
        const bad = await page.locator('.zx-form-item.arco-form-item-error .arco-form-label-item').allInnerTexts();
        throw new Error(`${e}; messages: ${await page.locator('.arco-form-message, .arco-message').allInnerTexts()} at ${bad}`);
      });
    await shot(page, 'award-register-done');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }

  const admin = await newPage(browser);
  try {
    await loginUi(admin, server);
    await admin.goto(`${server.url}/admin/award/registration`);
    const screen = admin.locator('[data-page="award/registration/index"]');
    const row = screen.locator('.arco-table tbody tr', { hasText: '福州建安建设集团有限公司' });
    await row.waitFor();
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = admin.locator('.arco-drawer');
    await drawer.getByText(uscc).waitFor();
    await drawer.getByText('licence.png').waitFor();
    await drawer.locator('[data-action="pass"]').click();
    await admin.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
    await drawer.getByText('系统未配置邮件服务器', { exact: false }).waitFor();
    await drawer.getByText('fzjianan', { exact: false }).first().waitFor();
    await shot(admin, 'award-register-passed');
  } finally {
    await admin.context().close();
  }

  const applicant = await newPage(browser);
  try {
    await loginUi(applicant, server, 'fzjianan', 'Jianan#2025');
    await applicant.goto(`${server.url}/admin/award/mine`);
    await applicant.locator('[data-page="award/enterprise/mine"]').getByText(uscc).waitFor();
    const menu = await applicant.locator('.arco-menu').first().innerText();
    assert.match(menu, /本单位信息/);
    assert.doesNotMatch(menu, /系统管理|入会审核|申报批次/);
    await shot(applicant, 'award-register-applicant');
  } finally {
    await applicant.context().close();
  }
});
