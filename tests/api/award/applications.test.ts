import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { ensureApplicantRole } from '../../../plugins/award/server/services/applicant.ts';
import { applicant as fixtureApplicant, structureForm as fixtureStructureForm, upload as fixtureUpload, uscc } from './fixtures.ts';

/**
 * Award applications (awards.md §1–§3, §6–§7, issue 12): versioned schemas with fragments, drafts saved as they
 * are, submission validated on the server against the schema version (credit code, mobile…), the round window,
 * the per-enterprise quota, the pre-check stored, and the applicant's own-enterprise scope.
 */
let t: TestApp;
let admin: string;
let png: Buffer;
let alpha: TestUser;
let beta: TestUser;
let roundId: number;

const applicant = (userName: string, n: number) => fixtureApplicant(t, userName, n);
const upload = (user: TestUser, name: string, content: Buffer) => fixtureUpload(t, user, name, content);

/**
 * The fixtures' structure-quality application (awards.md §2.2) of enterprise 1 as these tests know it: an expired
 * qualification (a pre-check warning) and a subcontractor whose share needs checking.
 */
const structureForm = (photo: { uploadId: number }, over: (d: any) => void = () => {}) =>
  fixtureStructureForm(1, photo, (d) => {
    d.applicant.enterpriseName = 'Fuzhou Jianan Construction Group';
    d.applicant.qualifications[0].expiry = '2020-01-01';
    d.project.projectName = 'Minjiang Tower';
    d.units = [
      { role: 'general_contractor', unitName: 'Fuzhou Jianan Construction Group', unitUscc: uscc(1), leaderName: 'Wang' },
      { role: 'subcontractor', unitName: 'Steel Works', leaderName: 'Chen', subValue: 3800, subShare: 99 },
    ];
    over(d);
  });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  const r = await t.api('POST', '/award/round', {
    token: admin,
    body: {
      awardType: 'structureaward',
      title: '2025 structure quality',
      year: 2025,
      batch: 1,
      openAt: '2020-01-01 00:00:00',
      closeAt: '2099-12-31 23:59:59',
      scaleRules: [{ category: 'building', field: 'grossArea', min: 5000 }],
      prerequisites: [],
      maxPerEnterprise: 1,
      requiresMembership: true,
      attachmentSlots: [
        {
          code: 'photos',
          label: 'Photos',
          required: true,
          accept: ['png', 'jpg'],
          minCount: 1,
          maxCount: 5,
          maxSizeMB: 5,
          captionRequired: true,
        },
      ],
      publicityDays: 7,
      publicityWorkingDays: false,
      returnLimit: 2,
      resubmitDeadlineDays: 10,
      schemaVersion: 1,
    },
  });
  expect(r.code, r.msg).toBe(200);
  roundId = r.data.roundId;
  alpha = await applicant('alpha', 1);
  beta = await applicant('beta', 2);
});
afterAll(async () => t?.dispose());

describe('the applicant role', () => {
  it('holds the application screens, and an older role without them gets them once', async () => {
    const db = t.kernel.db;
    const role = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'applicant').executeTakeFirstOrThrow();
    const appMenus = () =>
      db
        .selectFrom('sysRoleMenu')
        .innerJoin('sysMenu', 'sysMenu.menuId', 'sysRoleMenu.menuId')
        .select('sysMenu.menuKey')
        .where('sysRoleMenu.roleId', '=', role.roleId)
        .where('sysMenu.menuKey', 'like', 'award.app%')
        .execute();
    const before = (await appMenus()).map((m) => m.menuKey);
    expect(before).toEqual(
      expect.arrayContaining(['award.app', 'award.app.structure', 'award.app.form.structureaward', 'award.app.submit']),
    );
    expect(before).not.toContain('award.app.export');
    const ids = (await db.selectFrom('sysMenu').select('menuId').where('menuKey', 'like', 'award.app%').execute()).map((m) => m.menuId);
    await db.deleteFrom('sysRoleMenu').where('roleId', '=', role.roleId).where('menuId', 'in', ids).execute();
    await ensureApplicantRole(t.kernel);
    expect((await appMenus()).length).toBe(before.length);
  });
});

describe('award form schemas', () => {
  it('serves the current version with its fragments resolved, an old version by number, and refuses unknown ones', async () => {
    const cur = await alpha.api('GET', '/award/schema/structureaward');
    expect(cur.code, cur.msg).toBe(200);
    expect(cur.data.type).toBe('structureaward');
    expect(cur.data.version).toBe(1);
    const text = JSON.stringify(cur.data.schema);
    expect(text).not.toContain('$fragment');
    // the applicant block came from its fragment, the project block's completion fields were patched away
    expect(text).toContain('award:f.uscc');
    expect(text).toContain('"units"');
    expect(text).not.toContain('completionDate');
    // a second version ships: it becomes current, the first stays readable by number
    const forms = t.kernel.forms as unknown as { versions: Map<string, { version: number; schema: any }[]> };
    const list = forms.versions.get('award/structureaward')!;
    const v2 = structuredClone(list[0].schema);
    v2.properties.sections.properties.p_extra = {
      type: 'void',
      'x-component': 'FormCollapse.CollapsePanel',
      properties: { extra: { type: 'string', title: 'Extra', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' } },
    };
    list.push({ ...list[0], version: 2, schema: v2 });
    const now = await alpha.api('GET', '/award/schema/structureaward');
    expect(now.data.version).toBe(2);
    expect(JSON.stringify(now.data.schema)).toContain('"extra"');
    const old = await alpha.api('GET', '/award/schema/structureaward?version=1');
    expect(old.data.version).toBe(1);
    expect(JSON.stringify(old.data.schema)).not.toContain('"extra"');
    // every one of the nine types has a form
    for (const type of [
      'creditregistrationaward',
      'constructQualityAward',
      'decorationQualityAward',
      'cityQualityAward',
      'greenconstructionaward',
      'reputationlevelaward',
      'safetyconstructionaward',
      'excellententerprisesaward',
    ])
      expect((await alpha.api('GET', `/award/schema/${type}`)).code, type).toBe(200);
    const missing = await alpha.api('GET', '/award/schema/structureaward?version=9', { lang: 'en' });
    expect(missing.code).toBe(404);
    expect(missing.msg).toMatch(/version 9 of award form structureaward/);
    expect((await alpha.api('GET', '/award/schema/castle')).code).toBe(404);
    expect((await alpha.api('GET', '/award/schema/registration')).code).toBe(404);
  });
});

describe('award applications', () => {
  it('saves an incomplete draft as it is, validates on submit naming the field, stores the pre-check and snapshot', async () => {
    const photo = await upload(alpha, 'view.png', png);
    expect(photo.code, photo.msg).toBe(200);
    // a draft holds whatever was typed, wrong values included
    const draft = await alpha.api('POST', '/award/application', {
      body: { roundId, formData: { applicant: { uscc: 'bad', contactMobile: '123' } } },
    });
    expect(draft.code, draft.msg).toBe(200);
    const id = draft.data.applicationId;
    let got = await alpha.api('GET', `/award/application/${id}`);
    // the round names version 1: the application is filled, validated and shown with it, not the current version 2
    expect(got.data).toMatchObject({ status: 'DRAFT', schemaVersion: 1, editable: true });
    expect(got.data.formData.applicant.uscc).toBe('bad');

    // a wrong check digit: refused naming the field
    const badCode = uscc(1).slice(0, 17) + (uscc(1).endsWith('0') ? '1' : '0');
    const save = (formData: unknown, version: number) =>
      alpha.api('PUT', '/award/application', { body: { applicationId: id, version, formData } });
    expect(
      (
        await save(
          structureForm(photo.data, (d) => (d.applicant.uscc = badCode)),
          0,
        )
      ).code,
    ).toBe(200);
    let sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: 1 }, lang: 'en' });
    expect(sub.code).toBe(500);
    expect(sub.data?.field).toBe('applicant.uscc');
    expect(sub.msg).toMatch(/Unified social credit code: .*check digit/);

    // a bad mobile in a table row names the row's field
    expect(
      (
        await save(
          structureForm(photo.data, (d) => (d.staff[0].mobile = '12345678901')),
          1,
        )
      ).code,
    ).toBe(200);
    sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: 2 }, lang: 'en' });
    expect(sub.data?.field).toBe('staff.0.mobile');
    expect(sub.msg).toMatch(/Mobile: Invalid phone number/);

    // money decimals and date order are the server's too
    expect(
      (
        await save(
          structureForm(photo.data, (d) => (d.project.contractValue = 1.123456)),
          2,
        )
      ).code,
    ).toBe(200);
    sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: 3 }, lang: 'en' });
    expect(sub.data?.field).toBe('project.contractValue');
    expect(
      (
        await save(
          structureForm(photo.data, (d) => (d.structure.structureAcceptDate = '2023-01-01')),
          3,
        )
      ).code,
    ).toBe(200);
    sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: 4 }, lang: 'en' });
    expect(sub.data?.field).toBe('structure.structureAcceptDate');

    // complete: the pre-check passes with warnings and is stored
    expect((await save(structureForm(photo.data), 4)).code).toBe(200);
    const pre = await alpha.api('POST', `/award/application/${id}/pre-check`, { lang: 'en' });
    expect(pre.code, pre.msg).toBe(200);
    expect(pre.data.fail, JSON.stringify(pre.data.fail)).toEqual([]);
    expect(pre.data.pass.map((p: any) => p.code)).toEqual(
      expect.arrayContaining(['form', 'attachments', 'window', 'quota', 'membership', 'scale']),
    );
    expect(pre.data.warn.map((w: any) => w.code)).toEqual(expect.arrayContaining(['expiry', 'passRate']));
    got = await alpha.api('GET', `/award/application/${id}`);
    expect(got.data.precheck.warn.length).toBe(pre.data.warn.length);

    sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: 5 }, lang: 'en' });
    expect(sub.code, sub.msg).toBe(200);
    expect(sub.data.applicationNo).toMatch(/^JG-\d{4}-00001$/);
    got = await alpha.api('GET', `/award/application/${id}`);
    expect(got.data).toMatchObject({ status: 'SUBMITTED', revision: 1, editable: false });
    // the computed share is the server's (3800 / 38000), not the client's 99
    expect(got.data.formData.units[1].subShare).toBe(10);
    expect(got.data.precheck.pass.length).toBeGreaterThan(0);
    const snap = await t.kernel.db.selectFrom('awardApplicationSnapshot').selectAll().where('applicationId', '=', id).execute();
    expect(snap).toHaveLength(1);
    expect(snap[0]).toMatchObject({ revision: 1, schemaVersion: 1, status: 'SUBMITTED' });
    await expect(t.kernel.db.updateTable('awardApplicationSnapshot').set({ status: 'X' }).execute()).rejects.toThrow(/immutable/);
    // a submitted application is no longer editable
    expect((await save(structureForm(photo.data), 6)).code).toBe(500);

    // the attachment streams to its own enterprise only
    const file = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/award/application/${id}/file/${photo.data.uploadId}`,
      headers: { authorization: `Bearer ${alpha.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const other = await beta.api('GET', `/award/application/${id}/file/${photo.data.uploadId}`);
    expect(other.code).toBe(404);

    // the purge of unclaimed uploads keeps the files applications hold, and drops the one nothing claimed
    const stray = await upload(alpha, 'stray.png', png);
    await t.kernel.jobs.get('award.purgeUploads')!.run(t.kernel, ['0']);
    const left = await t.kernel.db.selectFrom('awardUpload').select('uploadId').where('enterpriseId', 'is not', null).execute();
    expect(left.map((u) => u.uploadId)).toContain(photo.data.uploadId);
    expect(left.map((u) => u.uploadId)).not.toContain(stray.data.uploadId);

    // over the quota of one per enterprise: a second submission is refused
    const photo2 = await upload(alpha, 'view2.png', png);
    const second = await alpha.api('POST', '/award/application', { body: { roundId, formData: structureForm(photo2.data) } });
    expect(second.code, second.msg).toBe(200);
    const quota = await alpha.api('POST', `/award/application/${second.data.applicationId}/submit`, { body: { version: 0 }, lang: 'en' });
    expect(quota.code).toBe(500);
    expect(quota.msg).toMatch(/limit of 1 applications/);
    expect((await alpha.api('GET', `/award/application/${second.data.applicationId}`)).data.status).toBe('DRAFT');
  });

  it('keeps applicants to their own enterprise; staff see all', async () => {
    const own = await beta.api('POST', '/award/application', { body: { roundId, formData: {} } });
    expect(own.code, own.msg).toBe(200);
    const alphaList = await alpha.api('GET', '/award/application/list?awardType=structureaward');
    expect(alphaList.data.rows.every((r: any) => r.enterpriseName === 'Enterprise 1')).toBe(true);
    expect(alphaList.data.rows.some((r: any) => r.applicationId === own.data.applicationId)).toBe(false);
    // another enterprise's application by id: not found, not editable, not checkable, not submittable
    expect((await alpha.api('GET', `/award/application/${own.data.applicationId}`)).code).toBe(404);
    expect(
      (await alpha.api('PUT', '/award/application', { body: { applicationId: own.data.applicationId, version: 0, formData: {} } })).code,
    ).toBe(404);
    expect((await alpha.api('POST', `/award/application/${own.data.applicationId}/pre-check`)).code).toBe(404);
    expect((await alpha.api('POST', `/award/application/${own.data.applicationId}/submit`, { body: { version: 0 } })).code).toBe(404);
    // another enterprise's upload cannot be attached
    const foreign = await upload(beta, 'b.png', png);
    const steal = await alpha.api('POST', '/award/application', {
      body: { roundId, formData: { attachments: { photos: [{ uploadId: foreign.data.uploadId }] } } },
    });
    expect(steal.code).toBe(500);
    expect(steal.data?.field).toBe('attachments.photos');
    // staff see every enterprise's applications
    const all = await t.api('GET', '/award/application/list?awardTypes=structureaward,cityQualityAward', { token: admin });
    expect(new Set(all.data.rows.map((r: any) => r.enterpriseName))).toEqual(new Set(['Enterprise 1', 'Enterprise 2']));
    expect((await t.api('GET', `/award/application/${own.data.applicationId}`, { token: admin })).code).toBe(200);
    // staff are not applicants
    expect((await t.api('POST', '/award/application', { token: admin, body: { roundId, formData: {} } })).code).toBe(500);
  });

  it('refuses a submission outside the round window', async () => {
    const photo = await upload(beta, 'w.png', png);
    const r = await t.api('POST', '/award/round', {
      token: admin,
      body: {
        awardType: 'structureaward',
        title: 'closing soon',
        year: 2026,
        batch: 1,
        openAt: '2020-01-01 00:00:00',
        closeAt: '2099-12-31 23:59:59',
        scaleRules: [],
        prerequisites: [],
        maxPerEnterprise: 0,
        requiresMembership: false,
        attachmentSlots: [],
        publicityDays: 7,
        publicityWorkingDays: false,
        returnLimit: 2,
        resubmitDeadlineDays: 10,
        schemaVersion: 1,
      },
    });
    const late = r.data.roundId;
    const d = await beta.api('POST', '/award/application', { body: { roundId: late, formData: structureForm(photo.data) } });
    expect(d.code, d.msg).toBe(200);
    const round = (await t.api('GET', `/award/round/${late}`, { token: admin })).data;
    const closed = { ...round, closeAt: '2021-01-01 00:00:00', roundId: late, version: round.version };
    for (const k of ['state', 'createBy', 'createTime']) delete closed[k];
    expect((await t.api('PUT', '/award/round', { token: admin, body: closed })).code).toBe(200);
    const sub = await beta.api('POST', `/award/application/${d.data.applicationId}/submit`, { body: { version: 0 }, lang: 'en' });
    expect(sub.code).toBe(500);
    expect(sub.msg).toMatch(/closed on 2021-01-01/);
    expect((await beta.api('GET', `/award/application/${d.data.applicationId}`)).data.status).toBe('DRAFT');
    // and no new draft in a closed round
    expect((await beta.api('POST', '/award/application', { body: { roundId: late, formData: {} } })).data?.field).toBe('roundId');
  });
});
