import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { aggregateOf, computeSheet } from '../../../plugins/award/shared/score.ts';
import { templateById } from '../../../plugins/award/shared/score-templates.ts';
import { applicant, pngBytes, stored, structureForm, structureRound, upload, uscc } from './fixtures.ts';

/**
 * Expert review (awards.md §6.1, §6.3 #10–#12, §6.4; issue 12): the expert pool, assignment with its guards (the
 * round's minimum, one leader, active experts, conflicts of interest with the applicant and the participating units),
 * the random draw, batches all or nothing; score sheets seen only by their expert, scores checked against the
 * template and totalled by the server, immutable once signed; the last signature completes the review with the
 * aggregate, and neither another expert nor the applicant ever reads an individual score.
 */
let t: TestApp;
let admin: string;
let assigner: TestUser;
let examiner: TestUser;
let alpha: TestUser & { enterpriseId: number };
let roundId: number;
const ex: Record<string, TestUser & { expertId: number }> = {};
const OTHER_UNIT = 90;

const records = (id: number) =>
  t.kernel.db.selectFrom('awardReviewRecord').selectAll().where('applicationId', '=', id).orderBy('recordId').execute();

/** A pool expert signing in as `name`, employed by the enterprise with credit code number n. */
async function expert(name: string, n: number) {
  const u = await t.asUser({ userName: name, permissions: [] });
  const r = await t.api('POST', '/award/expert', {
    token: admin,
    body: {
      userId: u.userId,
      expertName: `Expert ${name}`,
      specialties: ['structureaward'],
      employerName: `Employer ${n}`,
      employerUscc: uscc(n),
      status: '0',
    },
  });
  expect(r.code, r.msg).toBe(200);
  ex[name] = { ...u, expertId: r.data.expertId };
  return ex[name];
}

/** A structure application of alpha passed on initial review (PRELIM_PASSED), with a supervisor unit of number 90. */
async function passed(round = roundId): Promise<number> {
  const photo = await upload(t, alpha, 'view.png', await pngBytes());
  const form = structureForm(21, photo.data, (d) => {
    d.units.push({ role: 'supervisor', unitName: 'Supervisor Co', unitUscc: uscc(OTHER_UNIT), leaderName: 'Sun' });
  });
  const add = await alpha.api('POST', '/award/application', { body: { roundId: round, formData: form } });
  expect(add.code, add.msg).toBe(200);
  const id = add.data.applicationId;
  const sub = await alpha.api('POST', `/award/application/${id}/submit`, { body: { version: 0 } });
  expect(sub.code, sub.msg).toBe(200);
  const a = await stored(t, id);
  const p = await examiner.api('POST', `/award/review/${id}/pass`, { body: { version: a.version, opinion: 'Checked' } });
  expect(p.code, p.msg).toBe(200);
  return id;
}

const due = '2099-06-30';
const two = (leader: string, member: string) => [
  { expertId: ex[leader].expertId, role: 'LEADER', dueAt: due },
  { expertId: ex[member].expertId, role: 'MEMBER', dueAt: due },
];

/** Every item of T-STR at its maximum, then `over` per code. */
function fullSheet(over: Record<string, number> = {}) {
  const t0 = templateById('T-STR')!;
  return t0.parts.flatMap((p) => p.items.map((i) => ({ code: i.code, score: over[i.code] ?? i.max })));
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  roundId = await structureRound(t, admin, { minExperts: 2 });
  alpha = await applicant(t, 'alpha', 21);
  examiner = await t.asUser({ userName: 'examiner', permissions: ['award:application:list', 'award:application:examine'] });
  assigner = await t.asUser({ userName: 'assigner', permissions: ['award:application:list', 'award:application:assign'] });
  await expert('ex1', 31);
  await expert('ex2', 32);
  await expert('ex3', 33);
  await expert('conflicted', 21); // works for the applicant itself
  await expert('supervisor', OTHER_UNIT); // works for a participating unit
});
afterAll(async () => t?.dispose());

describe('the expert pool', () => {
  it('lists, edits and refuses what cannot be an expert', async () => {
    const list = await t.api('GET', '/award/expert/list?pageNum=1&pageSize=50', { token: admin });
    expect(list.code, list.msg).toBe(200);
    expect(list.data.total).toBe(5);
    expect(list.data.rows.find((r: any) => r.expertName === 'Expert ex1')).toMatchObject({ userName: 'ex1', employerUscc: uscc(31) });
    // an enterprise's applicant account, an account already in the pool, a bad credit code
    let r = await t.api('POST', '/award/expert', {
      token: admin,
      lang: 'en',
      body: { userId: alpha.userId, expertName: 'A', specialties: [], employerName: 'E', employerUscc: uscc(40), status: '0' },
    });
    expect(r.msg).toBe('An enterprise applicant account cannot be an expert.');
    r = await t.api('POST', '/award/expert', {
      token: admin,
      lang: 'en',
      body: { userId: ex.ex1.userId, expertName: 'A', specialties: [], employerName: 'E', employerUscc: uscc(40), status: '0' },
    });
    expect(r.msg).toBe('This account already belongs to an expert of the pool.');
    r = await t.api('POST', '/award/expert', {
      token: admin,
      body: { userId: ex.ex1.userId, expertName: 'A', specialties: [], employerName: 'E', employerUscc: 'nope', status: '0' },
    });
    expect(r.code).not.toBe(200);
    // the edit is version-checked
    const one = await t.api('GET', `/award/expert/${ex.ex3.expertId}`, { token: admin });
    const { userName: _u, createTime: _c, ...body } = one.data;
    r = await t.api('PUT', '/award/expert', { token: admin, body: { ...body, phone: '0591-1234567' } });
    expect(r.code, r.msg).toBe(200);
    r = await t.api('PUT', '/award/expert', { token: admin, body: { ...body, phone: '0591-7654321' } });
    expect(r.code).toBe(409);
    // the pool screen is the pool administrator's: an assigner without award:expert:list is refused
    expect((await assigner.api('GET', '/award/expert/list?pageNum=1&pageSize=10')).code).toBe(403);
    // an expert account signs in holding the expert role: scoring, its own list, nothing else
    expect((await ex.ex1.api('GET', '/award/score/mine?pageNum=1&pageSize=10')).code).toBe(200);
    expect((await ex.ex1.api('GET', '/award/application/list?pageNum=1&pageSize=10')).code).toBe(403);
  });
});

describe('assignment', () => {
  it('refuses too few experts, no or two leaders, disabled and conflicted experts, the wrong state; then assigns', async () => {
    const id = await passed();
    const a = await stored(t, id);
    const assign = (experts: unknown[], who: TestUser = assigner) =>
      who.api('POST', `/award/review/${id}/assign`, { body: { version: a.version, experts }, lang: 'en' });
    let r = await assign([{ expertId: ex.ex1.expertId, role: 'LEADER', dueAt: due }]);
    expect(r.msg).toBe('At least 2 experts are needed (1 given).');
    r = await assign(two('ex1', 'ex2').map((x) => ({ ...x, role: 'MEMBER' })));
    expect(r.msg).toBe('Exactly one expert must be the leader (0 given).');
    r = await assign(two('ex1', 'ex2').map((x) => ({ ...x, role: 'LEADER' })));
    expect(r.msg).toBe('Exactly one expert must be the leader (2 given).');
    r = await assign([...two('ex1', 'ex2'), { expertId: ex.conflicted.expertId, role: 'MEMBER', dueAt: due }]);
    expect(r.msg).toBe('Expert "Expert conflicted" works for "Enterprise 21", a unit of this application: conflict of interest.');
    r = await assign([...two('ex1', 'ex2'), { expertId: ex.supervisor.expertId, role: 'MEMBER', dueAt: due }]);
    expect(r.msg).toBe('Expert "Expert supervisor" works for "Supervisor Co", a unit of this application: conflict of interest.');
    r = await assign([{ ...two('ex1', 'ex2')[0], dueAt: '2001-01-01' }, two('ex1', 'ex2')[1]]);
    expect(r.msg).toBe('The due date 2001-01-01 has passed.');
    // a disabled expert
    const one = (await t.api('GET', `/award/expert/${ex.ex3.expertId}`, { token: admin })).data;
    const { userName: _u, createTime: _c, ...body } = one;
    expect((await t.api('PUT', '/award/expert', { token: admin, body: { ...body, status: '1' } })).code).toBe(200);
    r = await assign(two('ex1', 'ex3'));
    expect(r.msg).toBe('Expert "Expert ex3" is disabled.');
    expect((await t.api('PUT', '/award/expert', { token: admin, body: { ...body, status: '0', version: body.version + 1 } })).code).toBe(
      200,
    );
    // without the assign permission
    expect((await assign(two('ex1', 'ex2'), examiner)).code).toBe(403);
    // nothing was written by the refusals
    expect((await stored(t, id)).status).toBe('PRELIM_PASSED');
    expect(await t.kernel.db.selectFrom('awardAssignment').select('assignmentId').where('applicationId', '=', id).execute()).toEqual([]);

    // the pool as this application sees it names the conflicts
    const cands = await assigner.api('GET', `/award/review/${id}/candidates`);
    expect(cands.data.minExperts).toBe(2);
    expect(cands.data.candidates.find((c: any) => c.expertId === ex.supervisor.expertId).conflict).toBe('Supervisor Co');
    expect(cands.data.candidates.find((c: any) => c.expertId === ex.ex1.expertId).conflict).toBeNull();
    // a draw never proposes a conflicted expert
    for (let i = 0; i < 5; i++) {
      const d = await assigner.api('POST', `/award/review/${id}/draw`, { body: { count: 3 } });
      expect(d.code, d.msg).toBe(200);
      expect(new Set(d.data.expertIds)).toEqual(new Set([ex.ex1.expertId, ex.ex2.expertId, ex.ex3.expertId]));
    }
    const big = await assigner.api('POST', `/award/review/${id}/draw`, { body: { count: 4 }, lang: 'en' });
    expect(big.msg).toBe('Only 3 active experts without a conflict are in the pool, fewer than 4.');

    r = await assign(two('ex1', 'ex2'));
    expect(r.code, r.msg).toBe(200);
    const after = await stored(t, id);
    expect(after.status).toBe('UNDER_REVIEW');
    const rec = (await records(id)).at(-1)!;
    expect(rec).toMatchObject({
      stage: 'EXPERT',
      action: 'assign',
      fromStatus: 'PRELIM_PASSED',
      toStatus: 'UNDER_REVIEW',
      actorName: 'assigner',
    });
    // assigning again is a wrong state
    r = await assigner.api('POST', `/award/review/${id}/assign`, {
      body: { version: after.version, experts: two('ex1', 'ex2') },
      lang: 'en',
    });
    expect(r.msg).toContain('cannot be given');
    // an expert in use is disabled, not deleted
    r = await t.api('DELETE', '/award/expert', { token: admin, body: [ex.ex1.expertId], lang: 'en' });
    expect(r.msg).toBe('Expert "Expert ex1" has review assignments and cannot be deleted; disable the expert instead.');
  });

  it('assigns many applications all or nothing, naming the one that fails', async () => {
    const ids = [await passed(), await passed()];
    // an application still submitted, not passed: the batch fails naming it and nothing changes
    const photo = await upload(t, alpha, 'view.png', await pngBytes());
    const add = await alpha.api('POST', '/award/application', { body: { roundId, formData: structureForm(21, photo.data) } });
    await alpha.api('POST', `/award/application/${add.data.applicationId}/submit`, { body: { version: 0 } });
    const late = await stored(t, add.data.applicationId);
    let r = await assigner.api('POST', '/award/review/batch/assign', {
      body: { ids: [...ids, late.applicationId], experts: two('ex2', 'ex3') },
      lang: 'en',
    });
    expect(r.msg).toContain(`Application ${late.applicationNo}:`);
    // a conflict in one application fails the batch naming it
    r = await assigner.api('POST', '/award/review/batch/assign', {
      body: { ids, experts: [...two('ex2', 'ex3'), { expertId: ex.supervisor.expertId, role: 'MEMBER', dueAt: due }] },
      lang: 'en',
    });
    expect(r.msg).toContain(`Application ${(await stored(t, ids[0])).applicationNo}: Expert "Expert supervisor" works for "Supervisor Co"`);
    for (const id of ids) expect((await stored(t, id)).status).toBe('PRELIM_PASSED');
    r = await assigner.api('POST', '/award/review/batch/assign', { body: { ids, experts: two('ex2', 'ex3') } });
    expect(r.code, r.msg).toBe(200);
    for (const id of ids) expect((await stored(t, id)).status).toBe('UNDER_REVIEW');
  });
});

describe('score sheets', () => {
  it('shows an expert only its assignments, checks scores against the template, signs once and completes the review', async () => {
    const id = await passed();
    const other = await passed(); // assigned to ex2 and ex3 only
    const a = await stored(t, id);
    expect(
      (await assigner.api('POST', `/award/review/${id}/assign`, { body: { version: a.version, experts: two('ex1', 'ex2') } })).code,
    ).toBe(200);
    const o = await stored(t, other);
    expect(
      (await assigner.api('POST', `/award/review/${other}/assign`, { body: { version: o.version, experts: two('ex2', 'ex3') } })).code,
    ).toBe(200);

    // ex1 sees its assignments only; another application reads as missing, scoring it too
    const mine = await ex.ex1.api('GET', '/award/score/mine?pageNum=1&pageSize=50');
    expect(mine.data.rows.map((r: any) => r.applicationId)).toContain(id);
    expect(mine.data.rows.map((r: any) => r.applicationId)).not.toContain(other);
    expect((await ex.ex1.api('GET', `/award/score/application/${other}`)).code).toBe(404);
    expect((await ex.ex1.api('PUT', `/award/score/application/${other}/sheet`, { body: { items: fullSheet() } })).code).toBe(404);
    // an expert in the pool but not assigned here, and a user who is no expert
    expect((await ex.ex3.api('POST', `/award/score/application/${id}/sign`, { body: { items: fullSheet() } })).code).toBe(404);
    expect((await assigner.api('PUT', `/award/score/application/${id}/sheet`, { body: { items: fullSheet() } })).code).toBe(403);

    const view = await ex.ex1.api('GET', `/award/score/application/${id}`);
    expect(view.code, view.msg).toBe(200);
    expect(view.data.template.id).toBe('T-STR');
    expect(view.data.application.formData.project.projectName).toBe('Tower 21');
    expect(view.data.editable).toBe(true);
    expect(view.data.sheet).toBeNull();
    // the materials open through the assignment: this application's photo, never another's
    const photo = view.data.application.attachments[0];
    const file = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/award/score/application/${id}/file/${photo.uploadId}`,
      headers: { authorization: `Bearer ${ex.ex1.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const otherPhoto = (await stored(t, other)).attachments[0].uploadId;
    const denied = await ex.ex1.api('GET', `/award/score/application/${other}/file/${otherPhoto}`);
    expect(denied.code).toBe(404);
    expect((await ex.ex1.api('GET', `/award/score/application/${id}/file/${otherPhoto}`)).code).toBe(404);

    // above the maximum: refused naming the item, in the caller's language
    let r = await ex.ex1.api('PUT', `/award/score/application/${id}/sheet`, {
      body: { items: fullSheet({ 'structure.performance': 31 }) },
      lang: 'en',
    });
    expect(r.msg).toBe('The score 31 of item "Performance tests" is above its maximum 30.');
    r = await ex.ex1.api('PUT', `/award/score/application/${id}/sheet`, { body: { items: fullSheet({ 'structure.performance': 31 }) } });
    expect(r.msg).toBe('评分项“性能检测”的得分 31 超过满分 30。');
    r = await ex.ex1.api('PUT', `/award/score/application/${id}/sheet`, {
      body: { items: [{ code: 'foundation.records', score: 5, deductions: [{ reason: 'gaps', points: 6 }] }] },
      lang: 'en',
    });
    expect(r.msg).toBe('The deductions of item "Quality records" exceed its score 5.');

    // a draft: partial, no grade; the total is the server's whatever else the client sends
    r = await ex.ex1.api('PUT', `/award/score/application/${id}/sheet`, {
      body: { items: [{ code: 'foundation.conditions', score: 8 }], total: 100 },
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ total: 1.6, grade: null, completed: false });
    // signing needs every item, an opinion and a recommendation
    r = await ex.ex1.api('POST', `/award/score/application/${id}/sign`, {
      body: { items: [{ code: 'foundation.conditions', score: 8 }] },
      lang: 'en',
    });
    expect(r.msg).toBe('Item "Performance tests" has no score yet.');
    r = await ex.ex1.api('POST', `/award/score/application/${id}/sign`, { body: { items: fullSheet() }, lang: 'en' });
    expect(r.msg).toBe('Please enter the overall opinion.');

    // foundation 100 → 20; structure 100 − 10 (performance 25 with 5 deducted) → 0.8 × 90 = 72; total 92
    const items = fullSheet({ 'structure.performance': 25 }).map((i) =>
      i.code === 'structure.performance' ? { ...i, deductions: [{ reason: 'two weak cores', points: 5 }] } : i,
    );
    r = await ex.ex1.api('POST', `/award/score/application/${id}/sign`, {
      body: { items, overallOpinion: 'Sound structure.', recommend: true },
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ total: 92, grade: 'PASS', completed: false });
    // signed: immutable
    r = await ex.ex1.api('PUT', `/award/score/application/${id}/sheet`, { body: { items: fullSheet() }, lang: 'en' });
    expect(r.msg).toBe('The score sheet is signed and can no longer change.');
    await expect(t.kernel.db.updateTable('awardScoreSheet').set({ total: 1 }).where('applicationId', '=', id).execute()).rejects.toThrow(
      /immutable/,
    );

    // the other expert never reads ex1's sheet: its own view holds its own (none yet), the staff view is forbidden
    const seen2 = await ex.ex2.api('GET', `/award/score/application/${id}`);
    expect(seen2.data.sheet).toBeNull();
    expect(JSON.stringify(seen2.data)).not.toContain('Sound structure.');
    expect((await ex.ex2.api('GET', `/award/review/${id}/assignments`)).code).toBe(403);
    // the assigner sees each sheet's state and the signed total
    const staff = await assigner.api('GET', `/award/review/${id}/assignments`);
    expect(staff.data.map((s: any) => [s.expertName, s.sheetStatus, s.total])).toEqual([
      ['Expert ex1', 'signed', 92],
      ['Expert ex2', 'none', null],
    ]);
    // completing by hand needs every sheet signed
    const cur = await stored(t, id);
    r = await assigner.api('POST', `/award/review/${id}/complete`, { body: { version: cur.version }, lang: 'en' });
    expect(r.msg).toBe('1 of 2 score sheets are not signed yet.');

    // the last signature completes the review with the mean of the totals
    r = await ex.ex2.api('POST', `/award/score/application/${id}/sign`, {
      body: { items: fullSheet({ 'foundation.appearance': 0 }), overallOpinion: 'Good.', recommend: false },
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ total: 99, completed: true });
    const done = await stored(t, id);
    expect(done.status).toBe('REVIEWED');
    expect(Number(done.scoreTotal)).toBe(95.5);
    expect(done.grade).toBe('PASS');
    const rec = (await records(id)).at(-1)!;
    expect(rec).toMatchObject({ action: 'complete', fromStatus: 'UNDER_REVIEW', toStatus: 'REVIEWED', actorName: 'ex2' });
    expect(rec.data).toMatchObject({ aggregate: 95.5, grade: 'PASS', sheets: 2 });

    // the applicant reads neither the score routes nor the assignments, and its records carry no scores
    expect((await alpha.api('GET', `/award/score/application/${id}`)).code).toBe(403);
    expect((await alpha.api('GET', `/award/review/${id}/assignments`)).code).toBe(403);
    const recs = await alpha.api('GET', `/award/review/${id}/records`);
    expect(recs.code).toBe(200);
    expect(JSON.stringify(recs.data)).not.toContain('92');
    expect(recs.data.every((x: any) => x.data === null)).toBe(true);
    // after completion the sheet is no longer editable and the mine list says so
    expect((await ex.ex2.api('GET', `/award/score/application/${id}`)).data.editable).toBe(false);
  });
});

describe('site inspection', () => {
  it('is recorded during the expert review only, checked, and required before completion where the round says', async () => {
    const inspected = await structureRound(t, admin, {
      year: 2027,
      title: 'inspected structure',
      minExperts: 2,
      siteInspectionRequired: true,
    });
    const id = await passed(inspected);
    const report = {
      date: '2026-05-20',
      inspectors: ['Zhou', ' Wu '],
      scope: 'Main structure, floors 1-30',
      measuredData: 'Verticality 4 mm / 10 m',
      userOpinion: 'The owner is satisfied.',
      conclusion: 'PASS',
    };
    let a = await stored(t, id);
    // not before the experts are assigned: the wrong state, named
    let r = await assigner.api('POST', `/award/review/${id}/inspect`, { body: { version: a.version, inspection: report }, lang: 'en' });
    expect(r.code).toBe(500);
    expect(r.msg).toContain('Passed initial review');
    expect(
      (await assigner.api('POST', `/award/review/${id}/assign`, { body: { version: a.version, experts: two('ex1', 'ex2') } })).code,
    ).toBe(200);
    for (const name of ['ex1', 'ex2']) {
      const signed = await ex[name].api('POST', `/award/score/application/${id}/sign`, {
        body: { items: fullSheet(), overallOpinion: 'Fine.', recommend: true },
      });
      expect(signed.code, signed.msg).toBe(200);
      expect(signed.data.completed).toBe(false);
    }
    // every sheet signed, but no inspection yet: the review stays open and completing it by hand is refused
    a = await stored(t, id);
    expect(a.status).toBe('UNDER_REVIEW');
    r = await assigner.api('POST', `/award/review/${id}/complete`, { body: { version: a.version }, lang: 'en' });
    expect(r.msg).toBe('This round requires a site inspection: record its report before completing the review.');
    // a report without one, with a future date, without inspectors, with an unknown conclusion; and not by the applicant or an examiner
    r = await assigner.api('POST', `/award/review/${id}/inspect`, { body: { version: a.version }, lang: 'en' });
    expect([r.data?.field, r.msg]).toEqual(['inspection', 'Fill in the site inspection report.']);
    r = await assigner.api('POST', `/award/review/${id}/inspect`, {
      body: { version: a.version, inspection: { ...report, date: '2999-01-01' } },
      lang: 'en',
    });
    expect([r.data?.field, r.msg]).toEqual(['inspection.date', 'The inspection date cannot be in the future.']);
    r = await assigner.api('POST', `/award/review/${id}/inspect`, {
      body: { version: a.version, inspection: { ...report, inspectors: ['  '] } },
      lang: 'en',
    });
    expect([r.data?.field, r.msg]).toEqual(['inspection.inspectors', 'Name at least one inspector.']);
    r = await assigner.api('POST', `/award/review/${id}/inspect`, {
      body: { version: a.version, inspection: { ...report, conclusion: 'MAYBE' } },
      lang: 'en',
    });
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(/conclusion/);
    expect((await alpha.api('POST', `/award/review/${id}/inspect`, { body: { version: a.version, inspection: report } })).code).toBe(403);
    expect((await examiner.api('POST', `/award/review/${id}/inspect`, { body: { version: a.version, inspection: report } })).code).toBe(
      403,
    );
    expect((await records(id)).filter((x) => x.action === 'inspect')).toHaveLength(0);
    // recorded: the status stays, the record keeps the report (names trimmed), and completion goes through
    r = await assigner.api('POST', `/award/review/${id}/inspect`, { body: { version: a.version, inspection: report, opinion: 'On site' } });
    expect(r.code, r.msg).toBe(200);
    const rec = (await records(id)).at(-1)!;
    expect(rec).toMatchObject({
      action: 'inspect',
      stage: 'SITE',
      fromStatus: 'UNDER_REVIEW',
      toStatus: 'UNDER_REVIEW',
      opinion: 'On site',
    });
    expect(rec.data).toMatchObject({ inspection: { ...report, inspectors: ['Zhou', 'Wu'] } });
    a = await stored(t, id);
    expect(a.status).toBe('UNDER_REVIEW');
    r = await assigner.api('POST', `/award/review/${id}/complete`, { body: { version: a.version } });
    expect(r.code, r.msg).toBe(200);
    expect((await stored(t, id)).status).toBe('REVIEWED');
    // the applicant's records carry no report
    const recs = await alpha.api('GET', `/award/review/${id}/records`);
    expect(JSON.stringify(recs.data)).not.toContain('Verticality');
  });
});

describe('templates and the aggregate', () => {
  it('combines parts by weight, grades by the cut-offs and drops the extremes from five experts on', () => {
    expect(aggregateOf([80, 90])).toBe(85);
    expect(aggregateOf([60, 80, 85, 90, 100])).toBe(85);
    const credit = templateById('T-CREDIT')!;
    const all = (score: (max: number) => number) => credit.parts[0].items.map((i) => ({ code: i.code, score: score(i.max) }));
    const grade = (f: (max: number) => number) => {
      const r = computeSheet(credit, { items: all(f) }, { signing: false });
      return 'problem' in r ? r.problem.key : [r.total, r.grade];
    };
    expect(grade((m) => m)).toEqual([100, 'AAA']);
    expect(grade((m) => m * 0.85)).toEqual([85, 'AA']);
    expect(grade((m) => m * 0.7)).toEqual([70, 'A']);
    expect(grade((m) => m * 0.5)).toEqual([50, 'UNRATED']);
    // JGJ 59: 优良 needs no zero item
    const safe = templateById('T-SAFE')!;
    const items = safe.parts[0].items.map((i) => ({ code: i.code, score: i.code === 'tools' ? 0 : i.max }));
    const r = computeSheet(safe, { items, bonus: 2 }, { signing: false });
    expect(r).toMatchObject({ total: 97, grade: 'QUALIFIED', zeroItem: true });
    const over = computeSheet(safe, { items, bonus: 6 }, { signing: false });
    expect('problem' in over && over.problem.key).toBe('award:score.err.bonusMax');
    // the round's pass score replaces the structure template's first cut-off
    const str = templateById('T-STR')!;
    const s = computeSheet(str, { items: fullSheet({ 'structure.appearance': 5 }) }, { signing: false, passScore: 95 });
    expect(s).toMatchObject({ total: 92, grade: 'FAIL' });
  });

  it('keeps the round minimum and template on the round', async () => {
    const r = await t.api('GET', `/award/round/${roundId}`, { token: admin });
    expect(r.data.minExperts).toBe(2);
    const { state: _s, createBy: _b, createTime: _c, ...body } = r.data;
    const bad = await t.api('PUT', '/award/round', { token: admin, body: { ...body, scoreTemplate: 'T-NONE' }, lang: 'en' });
    expect(bad.msg).toBe('There is no score template T-NONE.');
    const good = await t.api('PUT', '/award/round', { token: admin, body: { ...body, scoreTemplate: 'T-STR', minExperts: 3 } });
    expect(good.code, good.msg).toBe(200);
    expect((await t.api('GET', `/award/round/${roundId}`, { token: admin })).data.minExperts).toBe(3);
  });
});
