import type { Page } from 'playwright-core';

/** Drives the award forms (Formily items on Arco) by their labels: shared by the award browser tests. */

/** A form item by its label (a required mark allowed). */
export const item = (scope: Page, label: string) =>
  scope
    .locator('.zx-form-item')
    .filter({ has: scope.locator('.arco-form-label-item label', { hasText: new RegExp(`^\\*?${label}$`) }) })
    .first();
export const fill = (page: Page, label: string, value: string) => item(page, label).locator('input, textarea').first().fill(value);
export async function choose(page: Page, label: string, option: string) {
  await item(page, label).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}
export async function radio(page: Page, label: string, option: string) {
  await item(page, label).locator('.arco-radio', { hasText: option }).click();
}
export async function date(page: Page, label: string, value: string) {
  const input = item(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}
/** A cell of a table field (by its label): its row and column. */
export const cell = (page: Page, table: string, row: number, column: number) =>
  item(page, table).locator('.zx-array-table tbody tr').nth(row).locator('td').nth(column);

/**
 * Fills a new structure-quality application (awards.md §2.2) as an applicant would: the project, one participating
 * unit (the enterprise itself), one key staff row, the quality data (a rebar pass rate under 100 %, which the
 * pre-check warns about), the declarations and the commitment. `grossArea` is filled when given.
 */
export async function fillStructureApplication(page: Page, o: { project: string; enterprise: string; grossArea?: string }) {
  await fill(page, '工程名称（全称）', o.project);
  await fill(page, '建设地点', '福州市台江区');
  await choose(page, '工程类别', '房屋建筑工程');
  if (o.grossArea) await fill(page, '建筑面积', o.grossArea);
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
  await cell(page, '参建单位', 0, 1).locator('input').fill(o.enterprise);
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
}
