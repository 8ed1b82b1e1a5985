import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { withdrawOverdueReturns } from '../../../plugins/award/server/jobs.ts';
import { applicant, structureForm, structureRound, stored, submitted } from './fixtures.ts';

/**
 * The review's status machine (awards.md §6.2/§6.3, issue 12): returns naming the fields (only those stay editable,
 * a resubmission shows its diff), rejections, initial pass with the material check, registration of single-stage
 * types, withdrawals, the return limit and deadline, batches all or nothing; every transition writes a record, a
 * wrong state or a missing opinion changes nothing.
 */
let t: TestApp;
let admin: string;
let reviewer: TestUser;
let outsider: TestUser;
let alpha: TestUser & { enterpriseId: number };
let beta: TestUser & { enterpriseId: number };
let roundId: number;

const records = (id: number) =>
  t.kernel.db.selectFrom('awardReviewRecord').selectAll().where('applicationId', '=', id).orderBy('recordId').execute();

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  roundId = await structureRound(t, admin, { returnLimit: 2 });
  alpha = await applicant(t, 'alpha', 11);
  beta = await applicant(t, 'beta', 12);
  reviewer = await t.asUser({ userName: 'reviewer', permissions: ['award:application:list', 'award:application:examine'] });
  outsider = await t.asUser({ userName: 'outsider', permissions: ['award:application:list'] });
});
afterAll(async () => t?.dispose());

describe('returns and resubmissions', () => {
  it('returns naming fields, keeps the rest locked, and resubmits with a diff', async () => {
    const id = await submitted(t, alpha, 11, roundId);
    const a0 = await stored(t, id);
    expect(a0.status).toBe('SUBMITTED');
    // refusals change nothing: no opinion, an unknown field, no field
    let r = await reviewer.api('POST', `/award/review/${id}/return`, {
      body: { version: a0.version, fields: [{ path: 'project.grossArea' }] },
      lang: 'en',
    });
    expect(r.code).toBe(500);
    expect(r.msg).toBe('Please enter an opinion.');
    r = await reviewer.api('POST', `/award/review/${id}/return`, {
      body: { version: a0.version, opinion: 'Fix it', fields: [{ path: 'project.noSuchThing' }] },
      lang: 'en',
    });
    expect(r.msg).toContain('project.noSuchThing');
    r = await reviewer.api('POST', `/award/review/${id}/return`, { body: { version: a0.version, opinion: 'Fix it' }, lang: 'en' });
    expect(r.msg).toBe('Name at least one field the applicant must fix.');
    expect((await stored(t, id)).status).toBe('SUBMITTED');
    expect((await records(id)).map((x) => x.action)).toEqual(['submit']);

    r = await reviewer.api('POST', `/award/review/${id}/return`, {
      body: {
        version: a0.version,
        opinion: 'The gross area disagrees with the permit.',
        fields: [{ path: 'project.grossArea', comment: 'Per permit' }],
      },
      lang: 'en',
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.status).toBe('RETURNED');
    const a1 = await stored(t, id);
    expect(a1.status).toBe('RETURNED');
    expect(a1.returnCount).toBe(1);
    expect(a1.returnedFields).toEqual([{ path: 'project.grossArea', comment: 'Per permit' }]);
    expect(a1.returnDeadline).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    const rec = (await records(id)).at(-1)!;
    expect(rec).toMatchObject({ stage: 'PRELIM', action: 'return', fromStatus: 'SUBMITTED', toStatus: 'RETURNED', actorName: 'reviewer' });
    expect(rec.opinion).toBe('The gross area disagrees with the permit.');

    // the applicant sees the return and its fields; the detail says the form is editable again
    const detail = await alpha.api('GET', `/award/application/${id}`);
    expect(detail.data.editable).toBe(true);
    const seen = await alpha.api('GET', `/award/review/${id}/records`);
    expect(seen.data.at(-1)).toMatchObject({
      action: 'return',
      actorName: null,
      returnedFields: [{ path: 'project.grossArea', comment: 'Per permit' }],
    });

    // a field that was not returned stays as submitted
    const photo = (a1.formData as any).attachments.photos[0];
    const locked = await alpha.api('PUT', '/award/application', {
      body: { applicationId: id, version: a1.version, formData: structureForm(11, photo, (d) => (d.project.location = 'Xiamen')) },
      lang: 'en',
    });
    expect(locked.code).toBe(500);
    expect(locked.msg).toContain('project.location');
    const fixed = await alpha.api('PUT', '/award/application', {
      body: { applicationId: id, version: a1.version, formData: structureForm(11, photo, (d) => (d.project.grossArea = 51800)) },
    });
    expect(fixed.code, fixed.msg).toBe(200);
    const sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: a1.version + 1 }, lang: 'en' });
    expect(sub.code, sub.msg).toBe(200);
    const a2 = await stored(t, id);
    expect(a2).toMatchObject({ status: 'SUBMITTED', revision: 2, returnedFields: null, returnDeadline: null });
    expect((await records(id)).at(-1)).toMatchObject({ action: 'resubmit', fromStatus: 'RETURNED', toStatus: 'SUBMITTED', revision: 2 });
    const diff = await reviewer.api('GET', `/award/review/${id}/diff`);
    expect(diff.code, diff.msg).toBe(200);
    expect(diff.data.changes).toEqual([{ path: 'project.grossArea', before: 52000.5, after: 51800 }]);
    expect(diff.data).toMatchObject({ revision: 2, previousRevision: 1 });
  });

  it('stops at the round return limit and withdraws a return left past its deadline', async () => {
    const id = await submitted(t, beta, 12, roundId);
    const ret = async () => {
      const a = await stored(t, id);
      return reviewer.api('POST', `/award/review/${id}/return`, {
        body: { version: a.version, opinion: 'Again', fields: [{ path: 'staff' }] },
        lang: 'en',
      });
    };
    const resubmit = async () => {
      const a = await stored(t, id);
      const r = await beta.api('POST', `/award/application/${id}/submit`, { body: { version: a.version } });
      expect(r.code, r.msg).toBe(200);
    };
    expect((await ret()).code).toBe(200);
    await resubmit();
    expect((await ret()).code).toBe(200);
    await resubmit();
    const third = await ret();
    expect(third.code).toBe(500);
    expect(third.msg).toBe('This application has already been returned 2 times, the most this round allows.');
    expect((await stored(t, id)).status).toBe('SUBMITTED');

    // a second application returned, then its deadline passes: resubmission refused, the job withdraws it
    const other = await submitted(t, beta, 12, roundId);
    const o = await stored(t, other);
    expect(
      (
        await reviewer.api('POST', `/award/review/${other}/return`, {
          body: { version: o.version, opinion: 'x', fields: [{ path: 'project' }] },
        })
      ).code,
    ).toBe(200);
    await t.kernel.db
      .updateTable('awardApplication')
      .set({ returnDeadline: '2020-01-01 23:59:59' })
      .where('applicationId', '=', other)
      .execute();
    const late = await beta.api('POST', `/award/application/${other}/submit`, { body: { version: o.version + 1 }, lang: 'en' });
    expect(late.code).toBe(500);
    expect(late.msg).toContain('has passed');
    expect(await withdrawOverdueReturns(t.kernel)).toBe(1);
    expect((await stored(t, other)).status).toBe('WITHDRAWN');
    expect((await records(other)).at(-1)).toMatchObject({
      stage: 'SYSTEM',
      action: 'autoWithdraw',
      actorName: 'system',
      toStatus: 'WITHDRAWN',
    });
  });
});

describe('initial review', () => {
  it('refuses a transition from the wrong state, naming both, and changes nothing', async () => {
    const id = await submitted(t, alpha, 11, roundId);
    const a = await stored(t, id);
    // the pre-check warned (a pass rate under 100 %): passing acknowledges it in the opinion
    expect((a.precheck as any).warn.length).toBe(1);
    const unack = await reviewer.api('POST', `/award/review/${id}/pass`, { body: { version: a.version }, lang: 'en' });
    expect(unack.msg).toBe('The pre-check found 1 warning(s): acknowledge them in the opinion.');
    const passed = await reviewer.api('POST', `/award/review/${id}/pass`, {
      body: {
        version: a.version,
        opinion: 'Pass rate checked against the test reports.',
        materialCheck: [{ slot: 'photos', present: true, valid: true }],
      },
    });
    expect(passed.code, passed.msg).toBe(200);
    const p = await stored(t, id);
    expect(p.status).toBe('PRELIM_PASSED');
    expect((await records(id)).at(-1)!.materialCheck).toEqual([{ slot: 'photos', present: true, valid: true }]);
    const again = await reviewer.api('POST', `/award/review/${id}/reject`, { body: { version: p.version, opinion: 'no' }, lang: 'en' });
    expect(again.code).toBe(500);
    expect(again.msg).toBe('An application that is "Passed initial review" cannot be given "Reject".');
    const zh = await reviewer.api('POST', `/award/review/${id}/reject`, { body: { version: p.version, opinion: 'no' }, lang: 'zh-CN' });
    expect(zh.msg).toBe('“初审通过（待评审）”状态的申报不能执行“初审不通过”。');
    const after = await stored(t, id);
    expect(after.status).toBe('PRELIM_PASSED');
    expect(after.version).toBe(p.version);
    expect((await records(id)).length).toBe(2);
    // a stale version is refused too
    const stale = await reviewer.api('POST', `/award/review/${id}/reject`, { body: { version: 0, opinion: 'no' } });
    expect(stale.code).toBe(500);
  });

  it('rejects with an opinion; only staff with the permission review; applicants withdraw their own', async () => {
    const id = await submitted(t, alpha, 11, roundId);
    const a = await stored(t, id);
    expect((await outsider.api('POST', `/award/review/${id}/reject`, { body: { version: a.version, opinion: 'x' } })).code).toBe(403);
    expect((await alpha.api('POST', `/award/review/${id}/reject`, { body: { version: a.version, opinion: 'x' } })).code).toBe(403);
    // an applicant account given the reviewer's permission still cannot review
    const sneaky = await applicant(t, 'sneaky', 13);
    await t.kernel.db
      .updateTable('awardEnterpriseUser')
      .set({ enterpriseId: alpha.enterpriseId })
      .where('userId', '=', sneaky.userId)
      .execute();
    const role = await t.kernel.db
      .selectFrom('sysUserRole')
      .select('roleId')
      .where('userId', '=', reviewer.userId)
      .executeTakeFirstOrThrow();
    await t.kernel.db.insertInto('sysUserRole').values({ userId: sneaky.userId, roleId: role.roleId }).execute();
    await t.kernel.afterWrite();
    const self = await t.api('POST', `/award/review/${id}/reject`, {
      token: sneaky.token,
      body: { version: a.version, opinion: 'x' },
      lang: 'en',
    });
    expect(self.msg).toBe("Only the association's staff may review applications.");

    // staff review an application, they never change or submit it for the enterprise
    const draft = (await alpha.api('POST', '/award/application', { body: { roundId, formData: {} } })).data.applicationId;
    const staffEdit = await t.api('PUT', '/award/application', {
      token: admin,
      body: { applicationId: draft, version: 0, formData: {} },
      lang: 'en',
    });
    expect(staffEdit.code).toBe(500);
    expect((await t.api('POST', `/award/application/${draft}/submit`, { token: admin, body: { version: 0 } })).code).toBe(500);
    expect((await t.api('GET', `/award/application/${draft}`, { token: admin })).data.editable).toBe(false);
    expect((await alpha.api('GET', `/award/application/${draft}`)).data.editable).toBe(true);

    // beta cannot withdraw alpha's application (it does not exist for beta)
    expect((await beta.api('POST', `/award/review/${id}/withdraw`, { body: { version: a.version } })).code).toBe(404);
    const rej = await reviewer.api('POST', `/award/review/${id}/reject`, {
      body: { version: a.version, opinion: 'Scale below the threshold.' },
    });
    expect(rej.code, rej.msg).toBe(200);
    const r = await stored(t, id);
    expect(r.status).toBe('NOT_APPROVED');
    expect(r.decidedTime).not.toBeNull();

    const mine = await submitted(t, alpha, 11, roundId);
    const m = await stored(t, mine);
    const w = await alpha.api('POST', `/award/review/${mine}/withdraw`, { body: { version: m.version, opinion: 'Applied by mistake' } });
    expect(w.code, w.msg).toBe(200);
    expect((await stored(t, mine)).status).toBe('WITHDRAWN');
  });

  it('registers a single-stage application with a certificate number, and refuses that for other types', async () => {
    const id = await submitted(t, alpha, 11, roundId);
    const a = await stored(t, id);
    const wrong = await reviewer.api('POST', `/award/review/${id}/register`, { body: { version: a.version }, lang: 'en' });
    expect(wrong.msg).toContain('Only single-stage');
    await t.kernel.db
      .updateTable('awardApplication')
      .set({ awardType: 'creditregistrationaward' })
      .where('applicationId', '=', id)
      .execute();
    const pass = await reviewer.api('POST', `/award/review/${id}/pass`, { body: { version: a.version, opinion: 'ok' }, lang: 'en' });
    expect(pass.msg).toContain('Register');
    const reg = await reviewer.api('POST', `/award/review/${id}/register`, { body: { version: a.version, validTo: '2099-12-31' } });
    expect(reg.code, reg.msg).toBe(200);
    const r = await stored(t, id);
    expect(r.status).toBe('APPROVED');
    expect(r.certificateNo).toMatch(/^XY-\d{4}-D0001$/);
    expect(r.validTo).toBe('2099-12-31');
  });
});

describe('batches', () => {
  it('passes many at once, or none when one cannot, naming it', async () => {
    const ids = [await submitted(t, alpha, 11, roundId), await submitted(t, beta, 12, roundId)];
    const draft = (await alpha.api('POST', '/award/application', { body: { roundId, formData: {} } })).data.applicationId;
    const bad = await reviewer.api('POST', '/award/review/batch/pass', { body: { ids: [...ids, draft], opinion: 'Checked' }, lang: 'en' });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain(`Application ${draft}:`);
    expect(bad.msg).toContain('Nothing was changed.');
    for (const id of ids) expect((await stored(t, id)).status).toBe('SUBMITTED');
    const good = await reviewer.api('POST', '/award/review/batch/pass', { body: { ids, opinion: 'Checked' } });
    expect(good.code, good.msg).toBe(200);
    expect(good.data.count).toBe(2);
    for (const id of ids) expect((await stored(t, id)).status).toBe('PRELIM_PASSED');
  });
});

describe('recommendation and annual review', () => {
  it('in a recommender round, the association reviews only what a recommender recommended', async () => {
    const rr = await structureRound(t, admin, { year: 2026, title: 'recommended structure', recommenderRequired: true });
    const recommender = await t.asUser({ userName: 'cityassoc', permissions: ['award:application:list', 'award:application:recommend'] });
    const id = await submitted(t, alpha, 11, rr);
    const a = await stored(t, id);
    const early = await reviewer.api('POST', `/award/review/${id}/pass`, { body: { version: a.version, opinion: 'ok' }, lang: 'en' });
    expect(early.msg).toBe('This round requires a recommendation first: the application has not been recommended yet.');
    expect((await recommender.api('POST', `/award/review/${id}/recommend`, { body: { version: a.version } })).code).toBe(500);
    const rec = await recommender.api('POST', `/award/review/${id}/recommend`, {
      body: { version: a.version, opinion: 'Recommended by the city association.', rank: 2 },
    });
    expect(rec.code, rec.msg).toBe(200);
    const r = await stored(t, id);
    expect(r.status).toBe('RECOMMENDED');
    expect((await records(id)).at(-1)).toMatchObject({
      stage: 'RECOMMEND',
      action: 'recommend',
      actorName: 'cityassoc',
      data: { rank: 2 },
    });
    const pass = await reviewer.api('POST', `/award/review/${id}/pass`, { body: { version: r.version, opinion: 'Warnings checked.' } });
    expect(pass.code, pass.msg).toBe(200);
    expect((await stored(t, id)).status).toBe('PRELIM_PASSED');
    // a round without the step refuses a recommendation
    const plain = await submitted(t, alpha, 11, roundId);
    const p = await stored(t, plain);
    const no = await recommender.api('POST', `/award/review/${plain}/recommend`, {
      body: { version: p.version, opinion: 'x' },
      lang: 'en',
    });
    expect(no.msg).toBe('This round has no recommendation step.');
  });

  it('reviews a reputation grade in its validity every year: kept or lowered, the history in the records', async () => {
    const id = await submitted(t, alpha, 11, roundId);
    const db = t.kernel.db;
    await db
      .updateTable('awardApplication')
      .set({ awardType: 'reputationlevelaward', status: 'APPROVED', grade: 'AAA', validFrom: '2025-01-01', validTo: '2099-12-31' })
      .where('applicationId', '=', id)
      .execute();
    const review = async (body: Record<string, unknown>) => {
      const a = await stored(t, id);
      return reviewer.api('POST', `/award/review/${id}/annualReview`, { body: { version: a.version, ...body }, lang: 'en' });
    };
    expect((await review({ result: 'MAINTAIN' })).msg).toBe('Please enter an opinion.');
    const kept = await review({ result: 'MAINTAIN', opinion: 'Credit record clean.' });
    expect(kept.code, kept.msg).toBe(200);
    expect((await review({ result: 'DOWNGRADE', opinion: 'Two quality incidents.' })).msg).toBe('Enter the new, lower grade.');
    expect((await review({ result: 'DOWNGRADE', grade: 'AAA', opinion: 'x' })).msg).toBe('The new grade is the same as the current one.');
    const lowered = await review({ result: 'DOWNGRADE', grade: 'AA', opinion: 'Two quality incidents.' });
    expect(lowered.code, lowered.msg).toBe(200);
    const a = await stored(t, id);
    expect(a).toMatchObject({ status: 'APPROVED', grade: 'AA' });
    const history = (await records(id)).filter((r) => r.action === 'annualReview').map((r) => r.data);
    expect(history).toEqual([
      { result: 'MAINTAIN', previousGrade: 'AAA', grade: 'AAA' },
      { result: 'DOWNGRADE', previousGrade: 'AAA', grade: 'AA' },
    ]);
    // out of its validity, or another award type: refused
    await db.updateTable('awardApplication').set({ validTo: '2020-01-01' }).where('applicationId', '=', id).execute();
    expect((await review({ opinion: 'x' })).msg).toBe('The award is not within its validity.');
    await db
      .updateTable('awardApplication')
      .set({ awardType: 'structureaward', validTo: '2099-12-31' })
      .where('applicationId', '=', id)
      .execute();
    expect((await review({ opinion: 'x' })).msg).toBe('Only reputation grades are reviewed every year.');
  });
});
