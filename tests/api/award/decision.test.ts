import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { publicityEndDay } from '../../../plugins/award/shared/decision.ts';
import { endPublicities, expireApproved } from '../../../plugins/award/server/services/publicity.ts';
import { applicant, structureRound, stored, submitted } from './fixtures.ts';

/**
 * The end of the review (awards.md §6.3 #13–#19, issue 12): the committee's vote and its pass rule, the publicity of
 * the passed entries with its CMS notice (published, then taken offline when the window ends), objections inside
 * the window only, the announcement with certificate numbers (all or nothing), revocation with a document number,
 * expiry, and the award plugin's own public page when no CMS runs. Applications reach REVIEWED in the database (the
 * experts' scoring belongs to another part).
 */
let t: TestApp;
let admin: string;
let committee: TestUser;
let publisher: TestUser;
let revoker: TestUser;
let alpha: TestUser & { enterpriseId: number };
let roundId: number;

const records = (d: TestApp, id: number) =>
  d.kernel.db.selectFrom('awardReviewRecord').selectAll().where('applicationId', '=', id).orderBy('recordId').execute();

/** A submitted application of alpha put straight into REVIEWED (as the expert review would leave it). */
async function reviewed(d: TestApp, user: TestUser, n: number, round: number): Promise<number> {
  const id = await submitted(d, user, n, round);
  await d.kernel.db.updateTable('awardApplication').set({ status: 'REVIEWED' }).where('applicationId', '=', id).execute();
  return id;
}

const vote = (over: Record<string, unknown> = {}) => ({
  meetingDate: '2025-11-20',
  membersPresent: 10,
  votesFor: 8,
  votesAgainst: 1,
  votesAbstain: 1,
  awardLevel: 'first',
  ...over,
});

async function decide(d: TestApp, user: TestUser, id: number, over: Record<string, unknown> = {}) {
  const a = await stored(d, id);
  return user.api('POST', `/award/review/${id}/decide`, { body: { version: a.version, ...vote(over) }, lang: 'en' });
}

/** Moves an application's publicity window (and its publicity's) into the past, as if it had run its days. */
async function endWindow(d: TestApp, id: number) {
  const db = d.kernel.db;
  await db.updateTable('awardApplication').set({ publicityEnd: '2020-01-01 00:00:00' }).where('applicationId', '=', id).execute();
  const e = await db.selectFrom('awardPublicityEntry').select('publicityId').where('applicationId', '=', id).execute();
  await db
    .updateTable('awardPublicity')
    .set({ endTime: '2020-01-01 00:00:00' })
    .where(
      'publicityId',
      'in',
      e.map((x) => x.publicityId),
    )
    .where('kind', '=', 'PUBLICITY')
    .execute();
}

/** The CMS notice of a publicity (read by SQL: the CMS tables are the CMS plugin's types, not the award plugin's). */
const content = async (id: number) =>
  (
    await sql<{ title: string; status: string; contentHtml: string; alias: string; offlineDate: string | null }>`
      select c.title, c.status, b.content_html as "contentHtml", k.alias, c.offline_date as "offlineDate"
      from cms_content c join cms_content_body b on b.content_id = c.content_id join cms_catalog k on k.catalog_id = c.catalog_id
      where c.content_id = ${id}`.execute(t.kernel.db)
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  roundId = await structureRound(t, admin, { committeePassRatio: 0.5, publicityDays: 5, publicityWorkingDays: true });
  alpha = await applicant(t, 'alpha', 21);
  committee = await t.asUser({ userName: 'committee', permissions: ['award:application:list', 'award:application:decide'] });
  publisher = await t.asUser({ userName: 'publisher', permissions: ['award:application:list', 'award:application:publish'] });
  revoker = await t.asUser({ userName: 'revoker', permissions: ['award:application:list', 'award:application:revoke'] });
});
afterAll(async () => t?.dispose());

describe('publicity window', () => {
  it('counts calendar days, or working days skipping weekends, the start day first', () => {
    expect(publicityEndDay('2025-11-24', 7, false)).toBe('2025-11-30');
    // Monday + 5 working days ends Friday; Friday + 5 ends the next Thursday; a Saturday start begins on Monday
    expect(publicityEndDay('2025-11-24', 5, true)).toBe('2025-11-28');
    expect(publicityEndDay('2025-11-28', 5, true)).toBe('2025-12-04');
    expect(publicityEndDay('2025-11-29', 1, true)).toBe('2025-12-01');
  });
});

describe('round pass ratio', () => {
  it('is kept with the round, 0.5 by default, and must be below 1', async () => {
    const r = await t.api('GET', `/award/round/${roundId}`, { token: admin });
    expect(r.data.committeePassRatio).toBe(0.5);
    const bad = await t.api('POST', '/award/round', {
      token: admin,
      lang: 'en',
      body: {
        ...r.data,
        roundId: undefined,
        version: undefined,
        state: undefined,
        createBy: undefined,
        createTime: undefined,
        batch: 9,
        committeePassRatio: 1,
      },
    });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('committeePassRatio');
  });
});

describe('committee decision', () => {
  it('refuses a wrong state, votes above the members present, a missing or unknown level, and writes nothing', async () => {
    const id = await submitted(t, alpha, 21, roundId);
    let r = await decide(t, committee, id);
    expect(r.code).toBe(500);
    expect(r.msg).toBe('An application that is "Submitted" cannot be given "Approve for publicity".');
    await t.kernel.db.updateTable('awardApplication').set({ status: 'REVIEWED' }).where('applicationId', '=', id).execute();
    r = await decide(t, committee, id, { votesFor: 8, votesAgainst: 2, votesAbstain: 1 });
    expect(r.msg).toBe('Votes for, against and abstentions together cannot exceed the 10 members present.');
    r = await decide(t, committee, id, { awardLevel: null });
    expect(r.msg).toBe('Please choose an award level.');
    r = await decide(t, committee, id, { awardLevel: 'platinum' });
    expect(r.msg).toBe('There is no award level "platinum".');
    r = await decide(t, committee, id, { votesFor: -1 });
    expect(r.code).toBe(500);
    // an applicant account never decides, and someone without the permission is refused
    const own = await alpha.api('POST', `/award/review/${id}/decide`, { body: { version: 0, ...vote() } });
    expect(own.code).toBe(403);
    r = await publisher.api('POST', `/award/review/${id}/decide`, { body: { version: (await stored(t, id)).version, ...vote() } });
    expect(r.code).toBe(403);
    expect((await stored(t, id)).status).toBe('REVIEWED');
    expect(await t.kernel.db.selectFrom('awardCommitteeDecision').selectAll().where('applicationId', '=', id).execute()).toEqual([]);
  });

  it('fails a vote at or under the ratio: NOT_APPROVED with the opinion required and the vote recorded', async () => {
    const id = await reviewed(t, alpha, 21, roundId);
    // 5 of 10 is not more than half
    let r = await decide(t, committee, id, { votesFor: 5, votesAgainst: 5, votesAbstain: 0, awardLevel: null });
    expect(r.code).toBe(500);
    expect(r.msg).toBe('Please enter an opinion.');
    expect((await stored(t, id)).status).toBe('REVIEWED');
    r = await decide(t, committee, id, {
      votesFor: 5,
      votesAgainst: 5,
      votesAbstain: 0,
      awardLevel: null,
      opinion: 'Quality records incomplete.',
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.passed).toBe(false);
    expect((await stored(t, id)).status).toBe('NOT_APPROVED');
    const rec = (await records(t, id)).at(-1)!;
    expect(rec).toMatchObject({
      stage: 'COMMITTEE',
      action: 'notApprove',
      fromStatus: 'REVIEWED',
      toStatus: 'NOT_APPROVED',
      actorName: 'committee',
    });
    expect(rec.opinion).toBe('Quality records incomplete.');
    expect(rec.data).toMatchObject({ membersPresent: 10, votesFor: 5, passRatio: 0.5, passed: false });
    const d = await committee.api('GET', `/award/review/${id}/decision`);
    expect(d.data.decision).toMatchObject({ passed: false, votesFor: 5, membersPresent: 10, awardLevel: null, decidedBy: 'committee' });
  });

  it('passes a vote over the ratio: the decision waits, REVIEWED, for the publicity; a second decision is refused', async () => {
    const id = await reviewed(t, alpha, 21, roundId);
    const r = await decide(t, committee, id, { votesFor: 6, votesAgainst: 4, votesAbstain: 0 });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.passed).toBe(true);
    const a = await stored(t, id);
    expect(a.status).toBe('REVIEWED');
    expect(a.awardLevel).toBe('first');
    const again = await decide(t, committee, id);
    expect(again.msg).toBe('The committee has already decided on this application.');
    // the round screen lists it as waiting for publicity
    const round = await publisher.api('GET', `/award/publicity/round/${roundId}`);
    expect(round.data.approved.map((e: any) => e.applicationId)).toContain(id);
  });
});

describe('publicity, objections and announcement (with the CMS)', () => {
  let first: number;
  let second: number;
  let third: number;
  let publicityId: number;

  it('starts the publicity of the passed entries: each goes to PUBLICITY, the CMS publishes the notice listing them', async () => {
    // only the passed entries of this round: the earlier ones of other tests are finished or waiting
    await t.kernel.db.updateTable('awardApplication').set({ status: 'NOT_APPROVED' }).where('status', '=', 'REVIEWED').execute();
    first = await reviewed(t, alpha, 21, roundId);
    second = await reviewed(t, alpha, 21, roundId);
    third = await reviewed(t, alpha, 21, roundId);
    for (const id of [first, second, third]) expect((await decide(t, committee, id)).code).toBe(200);
    await t.kernel.db.updateTable('awardApplication').set({ projectName: 'Harbour Tower' }).where('applicationId', '=', second).execute();

    // a named application that was not passed is refused, naming it, and nothing starts
    const stray = await submitted(t, alpha, 21, roundId);
    const strayNo = (await stored(t, stray)).applicationNo;
    let r = await publisher.api('POST', '/award/publicity', { body: { roundId, ids: [first, stray] }, lang: 'en' });
    expect(r.code).toBe(500);
    expect(r.msg).toContain(String(strayNo));
    expect((await stored(t, first)).status).toBe('REVIEWED');
    // the committee alone cannot start it
    expect((await committee.api('POST', '/award/publicity', { body: { roundId } })).code).toBe(403);

    r = await publisher.api('POST', '/award/publicity', { body: { roundId }, lang: 'en' });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.count).toBe(3);
    publicityId = r.data.publicityId;
    const today = new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10); // Asia/Shanghai
    const endDay = publicityEndDay(today, 5, true);
    expect(r.data.publicityEnd).toBe(`${endDay} 23:59:59`);
    for (const id of [first, second, third]) {
      const a = await stored(t, id);
      expect(a.status).toBe('PUBLICITY');
      expect(a.publicityEnd).toBe(`${endDay} 23:59:59`);
      const rec = (await records(t, id)).at(-1)!;
      expect(rec).toMatchObject({
        stage: 'COMMITTEE',
        action: 'approve',
        fromStatus: 'REVIEWED',
        toStatus: 'PUBLICITY',
        actorName: 'publisher',
      });
      expect(rec.data).toMatchObject({
        votesFor: 8,
        membersPresent: 10,
        awardLevel: 'first',
        publicityId,
        publicityEnd: `${endDay} 23:59:59`,
      });
    }
    // nothing left to start
    expect((await publisher.api('POST', '/award/publicity', { body: { roundId }, lang: 'en' })).msg).toBe(
      'This round has no entries passed by the committee and waiting for publicity.',
    );

    const pub = await t.kernel.db.selectFrom('awardPublicity').selectAll().where('publicityId', '=', publicityId).executeTakeFirstOrThrow();
    expect(pub.noticeRef).toMatch(/^\d+$/);
    expect(pub.noticeUrl).toBe(r.data.noticeUrl);
    expect(pub.noticeUrl).toMatch(new RegExp(`/cms/static/zhuxie_pc/notice/${pub.noticeRef}\\.html$`));
    const c = await content(Number(pub.noticeRef));
    expect(c.alias).toBe('notice');
    expect(c.status).toBe('30');
    expect(c.title).toBe('structure quality: publicity of the review results');
    expect(c.contentHtml).toContain('Enterprise 21');
    expect(c.contentHtml).toContain('Harbour Tower');
    expect(c.contentHtml).toContain('First prize');
    expect(c.contentHtml).toContain(`${endDay} 23:59:59`);
    const screen = await publisher.api('GET', `/award/publicity/round/${roundId}`);
    expect(screen.data.publicities[0]).toMatchObject({ publicityId, kind: 'PUBLICITY', noticeChannel: 'cms', noticeUrl: pub.noticeUrl });
    expect(screen.data.publicities[0].entries).toHaveLength(3);
  });

  it('records objections inside the window only; not upheld returns to PUBLICITY, upheld ends NOT_APPROVED', async () => {
    const objection = (id: number) =>
      publisher.api('POST', '/award/objection', {
        body: {
          applicationId: id,
          submitter: 'A neighbour',
          contact: '13900000000',
          content: 'The tower was finished late.',
          evidence: [{ name: 'photo.png', url: '/prod-api/profile/upload/2025/11/20/0a1b2c.png' }],
        },
        lang: 'en',
      });
    // evidence must be files of the common upload
    let r = await publisher.api('POST', '/award/objection', {
      body: {
        applicationId: second,
        submitter: 'x',
        contact: 'y',
        content: 'z',
        evidence: [{ name: 'a.pdf', url: 'https://evil.example/a.pdf' }],
      },
      lang: 'en',
    });
    expect(r.code).toBe(500);
    expect(r.msg).toBe('url: invalid format.');
    expect((await stored(t, second)).status).toBe('PUBLICITY');
    r = await objection(second);
    expect(r.code, r.msg).toBe(200);
    const o1 = r.data.objectionId;
    expect((await stored(t, second)).status).toBe('OBJECTION');
    expect((await records(t, second)).at(-1)).toMatchObject({
      action: 'objection',
      toStatus: 'OBJECTION',
      opinion: 'The tower was finished late.',
    });
    // an objection on an application not in publicity is refused by the status machine
    r = await objection(second);
    expect(r.msg).toBe('An application that is "Objection under investigation" cannot be given "Record objection".');
    // the conclusion needs its text; not upheld goes back to the publicity
    r = await publisher.api('POST', `/award/objection/${o1}/conclude`, { body: { upheld: false, conclusion: ' ' }, lang: 'en' });
    expect(r.code).toBe(500);
    r = await publisher.api('POST', `/award/objection/${o1}/conclude`, {
      body: { upheld: false, conclusion: 'Dates verified.' },
      lang: 'en',
    });
    expect(r.code, r.msg).toBe(200);
    expect((await stored(t, second)).status).toBe('PUBLICITY');
    r = await publisher.api('POST', `/award/objection/${o1}/conclude`, { body: { upheld: true, conclusion: 'Again' }, lang: 'en' });
    expect(r.msg).toBe('This objection has already been concluded.');

    r = await objection(third);
    const o2 = r.data.objectionId;
    r = await publisher.api('POST', `/award/objection/${o2}/conclude`, {
      body: { upheld: true, conclusion: 'Falsified records.' },
      lang: 'en',
    });
    expect(r.code, r.msg).toBe(200);
    expect((await stored(t, third)).status).toBe('NOT_APPROVED');
    expect((await records(t, third)).at(-1)).toMatchObject({
      action: 'objectionUpheld',
      toStatus: 'NOT_APPROVED',
      opinion: 'Falsified records.',
    });
    const d = await publisher.api('GET', `/award/review/${third}/decision`);
    expect(d.data.objections).toMatchObject([
      {
        status: 'UPHELD',
        conclusion: 'Falsified records.',
        handledBy: 'publisher',
        evidence: [{ name: 'photo.png', url: '/prod-api/profile/upload/2025/11/20/0a1b2c.png' }],
      },
    ]);

    // outside the window: refused, nothing changes
    await endWindow(t, first);
    r = await objection(first);
    expect(r.msg).toBe('Objections are received only within the publicity period.');
    expect((await stored(t, first)).status).toBe('PUBLICITY');
  });

  it('announces entries whose publicity ended without open objection, all or nothing, with unique certificate numbers', async () => {
    const body = (ids: number[], docNo = '筑协〔2025〕12号') => ({ roundId, ids, docNo, announceDate: '2025-12-10' });
    // second's window is still open: the batch is refused naming it, first stays in publicity
    const secondNo = (await stored(t, second)).applicationNo;
    let r = await publisher.api('POST', '/award/announce', { body: body([first, second]), lang: 'en' });
    expect(r.code).toBe(500);
    expect(r.msg).toBe(`The publicity of application ${secondNo} has not ended yet.`);
    expect((await stored(t, first)).status).toBe('PUBLICITY');
    // an open objection blocks it too
    await endWindow(t, second);
    const obj = await publisher.api('POST', '/award/objection', {
      body: { applicationId: second, submitter: 'x', contact: 'y', content: 'z' },
      lang: 'en',
    });
    expect(obj.msg).toBe('Objections are received only within the publicity period.');
    await t.kernel.db.updateTable('awardApplication').set({ status: 'OBJECTION' }).where('applicationId', '=', second).execute();
    r = await publisher.api('POST', '/award/announce', { body: body([first, second]), lang: 'en' });
    expect(r.msg).toBe(`Application ${secondNo} has an open objection and cannot be announced.`);
    await t.kernel.db.updateTable('awardApplication').set({ status: 'PUBLICITY' }).where('applicationId', '=', second).execute();
    // the third was not approved
    r = await publisher.api('POST', '/award/announce', { body: body([first, third]), lang: 'en' });
    expect(r.code).toBe(500);
    expect(r.msg).toContain('Not approved');

    const screen = await publisher.api('GET', `/award/publicity/round/${roundId}`);
    expect(screen.data.announceable.map((e: any) => e.applicationId).sort()).toEqual([first, second].sort());

    r = await publisher.api('POST', '/award/announce', {
      body: { ...body([first, second]), levels: { [String(second)]: 'second' } },
      lang: 'en',
    });
    expect(r.code, r.msg).toBe(200);
    const [a, b] = [await stored(t, first), await stored(t, second)];
    expect(a).toMatchObject({ status: 'APPROVED', awardLevel: 'first', validFrom: '2025-12-10', validTo: null });
    expect(b).toMatchObject({ status: 'APPROVED', awardLevel: 'second' });
    expect([a.certificateNo, b.certificateNo].sort()).toEqual(['JG-2025-0001', 'JG-2025-0002']);
    expect((await records(t, first)).at(-1)).toMatchObject({ stage: 'ANNOUNCE', action: 'announce', toStatus: 'APPROVED' });
    expect((await records(t, first)).at(-1)!.data).toMatchObject({ docNo: '筑协〔2025〕12号', certificateNo: a.certificateNo });
    expect(r.data.entries).toHaveLength(2);

    // the announcement's notice in the CMS lists the certificate numbers; the doc no. is taken now
    const ann = await t.kernel.db
      .selectFrom('awardPublicity')
      .selectAll()
      .where('publicityId', '=', r.data.publicityId)
      .executeTakeFirstOrThrow();
    expect(ann).toMatchObject({ kind: 'ANNOUNCEMENT', docNo: '筑协〔2025〕12号', announceDate: '2025-12-10' });
    const c = await content(Number(ann.noticeRef));
    expect(c.status).toBe('30');
    expect(c.contentHtml).toContain('JG-2025-0001');
    expect(c.contentHtml).toContain('Second prize');
    const dup = await publisher.api('POST', '/award/announce', { body: body([first]), lang: 'en' });
    expect(dup.msg).toBe('The document number 筑协〔2025〕12号 is already used.');
  });

  it('ends the publicity: the job takes the CMS notice offline once the window has passed', async () => {
    const pub = await t.kernel.db.selectFrom('awardPublicity').selectAll().where('publicityId', '=', publicityId).executeTakeFirstOrThrow();
    expect(pub.offlineTime).toBeNull();
    // endWindow moved the window into the past for the entries above
    expect(await endPublicities(t.kernel)).toBe(1);
    expect((await content(Number(pub.noticeRef))).status).toBe('40');
    const after = await t.kernel.db
      .selectFrom('awardPublicity')
      .selectAll()
      .where('publicityId', '=', publicityId)
      .executeTakeFirstOrThrow();
    expect(after.offlineTime).not.toBeNull();
    expect(await endPublicities(t.kernel)).toBe(0);
  });

  it('revokes with an opinion and a document number in the record; expires approved awards past their validity', async () => {
    let r = await revoker.api('POST', `/award/review/${second}/revoke`, {
      body: { version: (await stored(t, second)).version },
      lang: 'en',
    });
    expect(r.msg).toBe('Please enter an opinion.');
    r = await revoker.api('POST', `/award/review/${second}/revoke`, {
      body: { version: (await stored(t, second)).version, opinion: 'Falsified test reports.', docNo: '筑协〔2026〕3号' },
      lang: 'en',
    });
    expect(r.code, r.msg).toBe(200);
    expect((await stored(t, second)).status).toBe('REVOKED');
    expect((await records(t, second)).at(-1)).toMatchObject({ stage: 'REVOKE', action: 'revoke', data: { docNo: '筑协〔2026〕3号' } });

    // first has no end of validity (a structure award): it never expires; once given one in the past it does
    expect(await expireApproved(t.kernel, '2099-01-01')).toBe(0);
    await t.kernel.db.updateTable('awardApplication').set({ validTo: '2028-12-09' }).where('applicationId', '=', first).execute();
    expect(await expireApproved(t.kernel, '2028-12-09')).toBe(0);
    expect(await expireApproved(t.kernel, '2028-12-10')).toBe(1);
    expect((await stored(t, first)).status).toBe('EXPIRED');
    expect((await records(t, first)).at(-1)).toMatchObject({ stage: 'SYSTEM', action: 'expire', actorName: 'system', toStatus: 'EXPIRED' });
  });

  it('gives validity by type: a reputation rating announced runs three years', async () => {
    const rep = await t.api('POST', '/award/round', {
      token: admin,
      body: {
        awardType: 'reputationlevelaward',
        title: 'reputation',
        year: 2025,
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
    expect(rep.code, rep.msg).toBe(200);
    // an application of that round in PUBLICITY with an ended window (set up in the database)
    const id = await reviewed(t, alpha, 21, roundId);
    await t.kernel.db
      .updateTable('awardApplication')
      .set({
        roundId: rep.data.roundId,
        awardType: 'reputationlevelaward',
        status: 'PUBLICITY',
        awardLevel: 'excellent',
        publicityEnd: '2020-01-01 00:00:00',
      })
      .where('applicationId', '=', id)
      .execute();
    const r = await publisher.api('POST', '/award/announce', {
      body: { roundId: rep.data.roundId, ids: [id], docNo: '筑协〔2025〕20号', announceDate: '2025-12-10' },
      lang: 'en',
    });
    expect(r.code, r.msg).toBe(200);
    expect(await stored(t, id)).toMatchObject({
      status: 'APPROVED',
      certificateNo: 'XD-2025-0001',
      validFrom: '2025-12-10',
      validTo: '2028-12-10',
    });
  });
});

describe('without the CMS', () => {
  it('the notice is the award plugin’s public page, listing the entries and the objection deadline', async () => {
    const bare = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,monitor,award' });
    try {
      const token = await bare.login();
      const round = await structureRound(bare, token);
      const user = await applicant(bare, 'gamma', 31);
      const id = await reviewed(bare, user, 31, round);
      const a = await stored(bare, id);
      const d = await bare.api('POST', `/award/review/${id}/decide`, {
        token,
        body: { version: a.version, ...vote({ awardLevel: 'third' }) },
      });
      expect(d.code, d.msg).toBe(200);
      const r = await bare.api('POST', '/award/publicity', { token, body: { roundId: round }, lang: 'en' });
      expect(r.code, r.msg).toBe(200);
      expect(r.data.noticeUrl).toBe(`${bare.kernel.config.apiBase}/award/public/publicity/${r.data.publicityId}`);
      const page = await bare.app.inject({ method: 'GET', url: `${r.data.noticeUrl}?lang=en` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Enterprise 31');
      expect(page.body).toContain('Third prize');
      expect(page.body).toContain(`${r.data.publicityEnd}`);
      // names are escaped; an unknown publicity is not found
      await bare.kernel.db
        .updateTable('awardEnterprise')
        .set({ enterpriseName: '<b>Gamma</b>' })
        .where('enterpriseId', '=', user.enterpriseId)
        .execute();
      const escaped = await bare.app.inject({ method: 'GET', url: r.data.noticeUrl });
      expect(escaped.body).toContain('&lt;b&gt;Gamma&lt;/b&gt;');
      const missing = await bare.app.inject({ method: 'GET', url: `${bare.kernel.config.apiBase}/award/public/publicity/999999` });
      expect(JSON.parse(missing.body).code).not.toBe(200);
      // the job ends it without a CMS to ask
      await endWindow(bare, id);
      expect(await endPublicities(bare.kernel)).toBe(1);
    } finally {
      await bare.dispose();
    }
  });
});
