import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../kernel/server/testkit.ts';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { multipart } from '../kernel/limited-user.ts';

/** Shared set-up of the award review API tests: enterprises with applicant accounts, rounds, filled forms. */

export const uscc = (n: number) => {
  const body = `91350100MA${String(n).padStart(7, '0')}`;
  return body + usccCheckChar(body);
};
export const APPLICANT_PERMS = ['award:application:list', 'award:application:add', 'award:application:edit', 'award:application:submit'];

/** An enterprise (credit code number n) and an applicant account bound to it. */
export async function applicant(
  t: TestApp,
  userName: string,
  n: number,
  permissions: readonly string[] = APPLICANT_PERMS,
): Promise<TestUser & { enterpriseId: number }> {
  const db = t.kernel.db;
  const e = await db
    .insertInto('awardEnterprise')
    .values({ enterpriseName: `Enterprise ${n}`, uscc: uscc(n), enterpriseType: 'llc', legalRep: 'Zhang', memberLevel: 'member' })
    .returning('enterpriseId')
    .executeTakeFirstOrThrow();
  const u = await t.asUser({ userName, permissions: [...permissions] });
  await db.insertInto('awardEnterpriseUser').values({ userId: u.userId, enterpriseId: e.enterpriseId }).execute();
  return { ...u, enterpriseId: e.enterpriseId };
}

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();

export async function upload(t: TestApp, user: TestUser, name: string, content: Buffer) {
  const body = multipart({}, { field: 'file', name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/award/application/upload`,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
    payload: body.payload,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data?: any };
}

/** A structure-quality round open now (one photo slot), with the given extra settings. */
export async function structureRound(t: TestApp, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const r = await t.api('POST', '/award/round', {
    token,
    body: {
      awardType: 'structureaward',
      title: 'structure quality',
      year: 2025,
      batch: 1,
      openAt: '2020-01-01 00:00:00',
      closeAt: '2099-12-31 23:59:59',
      scaleRules: [],
      prerequisites: [],
      maxPerEnterprise: 0,
      requiresMembership: false,
      attachmentSlots: [
        {
          code: 'photos',
          label: 'Photos',
          required: true,
          accept: ['png', 'jpg'],
          minCount: 1,
          maxCount: 5,
          maxSizeMB: 5,
          captionRequired: false,
        },
      ],
      publicityDays: 7,
      publicityWorkingDays: false,
      returnLimit: 2,
      resubmitDeadlineDays: 10,
      schemaVersion: 1,
      ...over,
    },
  });
  expect(r.code, r.msg).toBe(200);
  return r.data.roundId;
}

/** A complete structure-quality application (awards.md §2.2) of the enterprise with credit code number n. */
export function structureForm(n: number, photo: { uploadId: number }, over: (d: any) => void = () => {}) {
  const d: any = {
    applicant: {
      enterpriseName: `Enterprise ${n}`,
      uscc: uscc(n),
      enterpriseType: 'llc',
      legalRep: 'Zhang Jianan',
      establishedDate: '2001-05-01',
      regAddress: 'No. 1 Wusi Road, Fuzhou',
      contactName: 'Li',
      contactMobile: '13905910002',
      qualifications: [{ category: 'general_contracting', grade: 'first', certNo: 'D123456789', expiry: '2030-01-01' }],
    },
    project: {
      projectName: `Tower ${n}`,
      location: 'Fuzhou',
      projectCategory: 'building',
      structureType: 'frame_core',
      grossArea: 52000.5,
      contractValue: 38000,
      constructionPermitNo: '350100202301010101',
      startDate: '2023-03-01',
      qualityHighlights: 'Steel-concrete core with precise tolerances.',
    },
    structure: {
      foundationType: 'pile',
      seismicIntensity: '7',
      concreteGrades: 'C30-C60',
      foundationAcceptDate: '2023-09-01',
      structureAcceptDate: '2024-06-01',
      finishesStarted: 'no',
    },
    units: [{ role: 'general_contractor', unitName: `Enterprise ${n}`, unitUscc: uscc(n), leaderName: 'Wang' }],
    staff: [{ name: 'Wang', post: 'project_manager', idNo: '11010519491231002X', mobile: '13800000001' }],
    quality: {
      concreteSampleGroups: 120,
      concretePassRate: 100,
      rebarTestGroups: 80,
      rebarPassRate: 98.5,
      entityTestResult: 'pass',
      selfScoreFoundation: 92,
      selfScoreStructure: 93.5,
      structureHighlights: 'Clear-water concrete.',
    },
    opinions: { qualitySupervisionOpinion: 'Agreed.' },
    negative: { n2: 'no', n3: 'no', n4: 'no', n5: 'no' },
    commitment: { commitAgree: true },
    attachments: { photos: [{ uploadId: photo.uploadId, caption: 'Overall view' }] },
  };
  over(d);
  return d;
}

/** A submitted structure-quality application of an applicant (n: its credit code number): its id. */
export async function submitted(t: TestApp, user: TestUser, n: number, roundId: number): Promise<number> {
  const photo = await upload(t, user, 'view.png', await pngBytes());
  expect(photo.code, photo.msg).toBe(200);
  const add = await user.api('POST', '/award/application', { body: { roundId, formData: structureForm(n, photo.data) } });
  expect(add.code, add.msg).toBe(200);
  const sub = await user.api('POST', `/award/application/${add.data.applicationId}/submit`, { body: { version: 0 }, lang: 'en' });
  expect(sub.code, sub.msg).toBe(200);
  return add.data.applicationId;
}

/** The application row as stored. */
export const stored = (t: TestApp, id: number) =>
  t.kernel.db.selectFrom('awardApplication').selectAll().where('applicationId', '=', id).executeTakeFirstOrThrow();
