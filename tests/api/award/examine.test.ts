import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { EXAMINE_ROUTES } from '../../../plugins/award/shared/application.ts';
import { APPLICANT_ROLE } from '../../../plugins/award/shared/permissions.ts';
import { applicant, pngBytes, structureForm, structureRound, stored, submitted, upload } from './fixtures.ts';

/**
 * What the examine screens stand on (issue 12, awards.md §7): a hidden, staff-only examine screen per application
 * list; the detail carries the round's return settings the reviewer's dialog starts from; a return naming one
 * attachment slot lets the applicant replace just those files.
 */
let t: TestApp;
let admin: string;
let reviewer: TestUser;
let alpha: TestUser & { enterpriseId: number };
let roundId: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  roundId = await structureRound(t, admin, { returnLimit: 3, resubmitDeadlineDays: 14 });
  alpha = await applicant(t, 'examalpha', 21);
  reviewer = await t.asUser({ userName: 'examiner', permissions: ['award:application:list', 'award:application:examine'] });
});
afterAll(async () => t?.dispose());

describe('examine screens', () => {
  it('are seeded hidden per list, for the examine permission, and never held by the applicant role', async () => {
    const db = t.kernel.db;
    const menus = await db
      .selectFrom('sysMenu')
      .select(['menuKey', 'path', 'component', 'perms', 'visible', 'menuType'])
      .where('menuKey', 'like', 'award.app.examine.%')
      .orderBy('orderNum')
      .execute();
    expect(menus.map((m) => m.path)).toEqual(Object.values(EXAMINE_ROUTES));
    for (const m of menus)
      expect(m).toMatchObject({ component: 'award/application/examine', perms: 'award:application:examine', visible: 'N', menuType: 'C' });
    // SPEC §2 names these three
    expect(menus.map((m) => m.path)).toEqual(
      expect.arrayContaining(['creditregistrationawardexamine', 'greenconstructionawardexamine', 'reputationlevelawardexamine']),
    );
    const held = await db
      .selectFrom('sysRoleMenu')
      .innerJoin('sysRole', 'sysRole.roleId', 'sysRoleMenu.roleId')
      .innerJoin('sysMenu', 'sysMenu.menuId', 'sysRoleMenu.menuId')
      .select('sysMenu.menuKey')
      .where('sysRole.roleKey', '=', APPLICANT_ROLE)
      .execute();
    const keys = held.map((h) => h.menuKey);
    expect(keys).toContain('award.app.structure');
    expect(keys).toContain('award.app.form.structureaward');
    expect(keys.filter((k) => k?.startsWith('award.app.examine'))).toEqual([]);
  });

  it('open an application with the round return settings and the return it is in', async () => {
    const id = await submitted(t, alpha, 21, roundId);
    const d = await reviewer.api('GET', `/award/application/${id}`);
    expect(d.code, d.msg).toBe(200);
    expect(d.data).toMatchObject({ returnLimit: 3, resubmitDeadlineDays: 14, returnCount: 0, returnedFields: null, status: 'SUBMITTED' });
    expect(d.data.slots.map((s: { code: string }) => s.code)).toEqual(['photos']);

    const a = await stored(t, id);
    const r = await reviewer.api('POST', `/award/review/${id}/return`, {
      body: { version: a.version, opinion: 'The photo is blurred.', fields: [{ path: 'attachments.photos', comment: 'A sharp one' }] },
    });
    expect(r.code, r.msg).toBe(200);
    const seen = await alpha.api('GET', `/award/application/${id}`);
    expect(seen.data).toMatchObject({
      status: 'RETURNED',
      editable: true,
      returnCount: 1,
      returnedFields: [{ path: 'attachments.photos', comment: 'A sharp one' }],
    });
    expect(seen.data.returnDeadline).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);

    // the returned slot takes a new photo; anything else stays locked
    const b = await stored(t, id);
    const photo = await upload(t, alpha, 'sharp.png', await pngBytes());
    const locked = await alpha.api('PUT', '/award/application', {
      body: { applicationId: id, version: b.version, formData: structureForm(21, photo.data, (x) => (x.project.grossArea = 1)) },
      lang: 'en',
    });
    expect(locked.code).toBe(500);
    expect(locked.msg).toContain('project.grossArea');
    const fixed = await alpha.api('PUT', '/award/application', {
      body: { applicationId: id, version: b.version, formData: structureForm(21, photo.data) },
    });
    expect(fixed.code, fixed.msg).toBe(200);
    const sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: b.version + 1 } });
    expect(sub.code, sub.msg).toBe(200);
    const diff = await reviewer.api('GET', `/award/review/${id}/diff`);
    expect(diff.data.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'attachments.photos.0.name', before: 'view.png', after: 'sharp.png' })]),
    );
    expect(diff.data.changes.every((c: { path: string }) => c.path.startsWith('attachments.photos.0.'))).toBe(true);
  });
});
