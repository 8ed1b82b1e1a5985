import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { sql } from '../../../kernel/server/db/database.ts';
import { AWARD_TYPES } from '../../../plugins/award/shared/permissions.ts';
import { awardForm } from '../../../plugins/award/server/services/award-forms.ts';
import { KEY_FIELDS, keyFieldNode } from '../../../plugins/award/server/services/award-key-fields.ts';
import { APPLICANT_PERMS, applicant, pngBytes, structureForm, structureRound, upload, uscc } from './fixtures.ts';

/**
 * The exports of issue 12: a round's applications as xlsx (key fields of the type, localized headers and labels,
 * staff only) and the printable application (the form read-only in the request language, escaped, the detail's
 * scope).
 */
let t: TestApp;
let admin: string;
let alpha: TestUser & { enterpriseId: number };
let beta: TestUser & { enterpriseId: number };
let exporter: TestUser;
let roundId: number;
let appId: number;
let appNo: string;

const raw = async (token: string, url: string, lang = 'en', method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `${t.kernel.config.apiBase}${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const sheetOf = async (body: Buffer) => {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
};

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  roundId = await structureRound(t, admin, { title: '2025 structure: batch 1' });
  alpha = await applicant(t, 'alpha', 21);
  beta = await applicant(t, 'beta', 22);
  exporter = await t.asUser({ userName: 'exporter', permissions: ['award:application:list', 'award:application:export'] });
  const photo = await upload(t, alpha, 'overall view.png', await pngBytes());
  expect(photo.code, photo.msg).toBe(200);
  const form = structureForm(21, photo.data, (d) => {
    d.project.qualityHighlights = '<script>alert("x")</script> core & shell';
    d.units.push({ role: 'subcontractor', unitName: 'Minjiang Steel Works', leaderName: 'Chen', subValue: 3800 });
  });
  const add = await alpha.api('POST', '/award/application', { body: { roundId, formData: form } });
  expect(add.code, add.msg).toBe(200);
  appId = add.data.applicationId;
  const sub = await alpha.api('POST', `/award/application/${appId}/submit`, { body: { version: 0 }, lang: 'en' });
  expect(sub.code, sub.msg).toBe(200);
  appNo = sub.data.applicationNo;
  // the review's results, as its announcement records them
  await t.kernel.db
    .updateTable('awardApplication')
    .set({ scoreTotal: '91.50', grade: 'excellent', awardLevel: 'gold', certificateNo: 'JG-CERT-001' })
    .where('applicationId', '=', appId)
    .execute();
  // a draft of another enterprise: not part of the export
  const draft = await beta.api('POST', '/award/application', { body: { roundId, formData: { project: { projectName: 'Draft tower' } } } });
  expect(draft.code, draft.msg).toBe(200);
});
afterAll(async () => t?.dispose());

describe('key fields', () => {
  it('name a field of every award type schema', () => {
    for (const type of AWARD_TYPES) {
      const form = awardForm(t.kernel, type)!;
      expect(KEY_FIELDS[type].length, type).toBeGreaterThan(2);
      for (const k of KEY_FIELDS[type]) expect(keyFieldNode(form.schema, k.path), `${type} ${k.path}`).toBeDefined();
    }
  });
});

describe('round export', () => {
  it('writes the round’s applications with the key fields of the type, headers and labels in the request language', async () => {
    const res = await raw(exporter.token, `/award/round/${roundId}/export`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^2025 structure_ batch 1_\d{14}\.xlsx$/);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      'Application no.',
      'Applicant enterprise',
      'Credit code',
      'Project name',
      'Location',
      'Structure type',
      'Gross floor area',
      'Contract value',
      'Start date',
      'Main-structure acceptance date',
      'General contractor',
      'Status',
      'Submitted',
      'Total score',
      'Grade',
      'Award level',
      'Certificate no.',
    ]);
    // the draft is left out
    expect(rows.length).toBe(2);
    const row = rows[1];
    expect(row.slice(0, 12)).toEqual([
      appNo,
      'Enterprise 21',
      uscc(21),
      'Tower 21',
      'Fuzhou',
      'Frame-core tube',
      '52000.5 m²',
      '38000 10k CNY',
      '2023-03-01',
      '2024-06-01',
      'Enterprise 21',
      'Submitted',
    ]);
    expect(String(row[12])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.slice(13)).toEqual([91.5, 'excellent', 'gold', 'JG-CERT-001']);

    const zh = await sheetOf((await raw(exporter.token, `/award/round/${roundId}/export`, 'zh-CN', 'POST')).rawPayload);
    expect(zh[0].slice(0, 5)).toEqual(['申报编号', '申报单位', '统一社会信用代码', '工程名称', '建设地点']);
    expect(zh[1][5]).toBe('框架-核心筒');
    expect(zh[1][11]).toBe('已提交（待初审）');
  });

  it('writes hundreds of applications in one request', async () => {
    await sql`insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version,
        form_data, status, submitted_time)
      select 'JG-2099-9' || lpad(n::text, 4, '0'), round_id, award_type, enterprise_id, 'Copy ' || n, schema_version, form_data,
        'SUBMITTED', now()
      from award_application, generate_series(1, 300) n where application_id = ${appId}`.execute(t.kernel.db);
    const rows = await sheetOf((await raw(exporter.token, `/award/round/${roundId}/export`)).rawPayload);
    expect(rows.length).toBe(302);
    expect(rows[301][0]).toBe('JG-2099-90300');
    expect(rows[301][4]).toBe('Fuzhou');
    await t.kernel.db.deleteFrom('awardApplication').where('projectName', 'like', 'Copy %').execute();
  });

  it('is refused to applicants, even with the permission, and to staff without it', async () => {
    const gamma = await t.asUser({ userName: 'gamma', permissions: [...APPLICANT_PERMS, 'award:application:export'] });
    await t.kernel.db.insertInto('awardEnterpriseUser').values({ userId: gamma.userId, enterpriseId: alpha.enterpriseId }).execute();
    const r = await gamma.api('GET', `/award/round/${roundId}/export`, { lang: 'en' });
    expect(r.code).toBe(403);
    expect(r.msg).toBe('Enterprise accounts cannot export the applications of a round.');
    expect((await alpha.api('GET', `/award/round/${roundId}/export`)).code).toBe(403);
    const viewer = await t.asUser({ userName: 'viewer', permissions: ['award:application:list'] });
    expect((await viewer.api('GET', `/award/round/${roundId}/export`)).code).toBe(403);
    expect((await exporter.api('GET', '/award/round/999999/export')).code).toBe(404);
  });
});

describe('printable application', () => {
  it('shows every section with labels and values in the request language, escaped', async () => {
    const res = await raw(alpha.token, `/award/application/${appId}/print`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('Regional Construction Industry Association');
    expect(html).toContain('Application form: Structure quality evaluation');
    for (const text of [
      appNo,
      '2025 structure: batch 1',
      '<h2>Applicant enterprise</h2>',
      '<h2>Participating units</h2>',
      '<th>Project full name</th><td><span class="v">Tower 21</span></td>',
      '<th>Structure type</th><td><span class="v">Frame-core tube</span></td>',
      '<th>Seismic intensity</th><td><span class="v">Degree 7</span></td>',
      '<th>Gross floor area</th><td><span class="v">52000.5 m²</span></td>',
      '<th>Commitment</th><td><span class="v">Yes</span></td>',
      // tables as tables, dictionary values as labels
      '<th>Unit name</th>',
      '<td><span class="v">Specialty subcontractor</span></td><td><span class="v">Minjiang Steel Works</span></td>',
      // attachments by slot with name and size
      '<td rowspan="1">Project photos</td><td>overall view.png</td>',
      'Pre-check result',
    ])
      expect(html).toContain(text);
    // the submitted form's text cannot run
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; core &amp; shell');
    expect(html).toMatch(/The form is complete and valid/);

    const zh = (await raw(exporter.token, `/award/application/${appId}/print`, 'zh-CN')).body;
    expect(zh).toContain('<th>工程名称（全称）</th><td><span class="v">Tower 21</span></td>');
    expect(zh).toContain('框架-核心筒');
    expect(zh).toContain('区域建筑业协会');
  });

  it('names the association as configured', async () => {
    await t.kernel.db
      .updateTable('sysConfig')
      .set({ configValue: '福建省<建筑>业协会' })
      .where('configKey', '=', 'AwardAssociationName')
      .execute();
    t.kernel.refreshConfigs();
    const html = (await raw(exporter.token, `/award/application/${appId}/print`)).body;
    expect(html).toContain('<div class="assoc">福建省&lt;建筑&gt;业协会</div>');
  });

  it('has the scope of the detail: another enterprise’s id reads as missing', async () => {
    const r = await beta.api('GET', `/award/application/${appId}/print`, { lang: 'en' });
    expect(r.code).toBe(404);
    const none = await t.asUser({ userName: 'nobody', permissions: [] });
    expect((await none.api('GET', `/award/application/${appId}/print`)).code).toBe(403);
  });
});
