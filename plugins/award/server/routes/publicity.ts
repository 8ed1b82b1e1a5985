import type { RouteApp } from '#kernel/server';
import { type Kernel, fail, formatInstant, idParam, invalidField, ok, sql } from '#kernel/server';
import { type Publicity, type PublicityEntry, PublicityStart, type RoundPublicity, publicityEndDay } from '../../shared/decision.ts';
import { assertStaff } from '../services/application-access.ts';
import { attachNotice, awardLevelLabel, publicityEntries } from '../services/publicity.ts';
import { approvedEntries, publicityRoundOf } from '../services/publicity-round.ts';
import { actorOf, applyTransition } from '../services/workflow.ts';
import { noticeTransition } from '../services/notices.ts';

const PUBLISH = 'award:application:publish';
const log = (type: string) => ({ title: 'award:log.review', type });
const DECIDE = 'award:application:decide';

const entryOf = (r: Awaited<ReturnType<typeof publicityEntries>>[number]): PublicityEntry => ({
  applicationId: r.applicationId,
  applicationNo: r.applicationNo,
  enterpriseName: r.enterpriseName,
  projectName: r.projectName,
  awardLevel: r.awardLevel,
  certificateNo: r.certificateNo,
  status: r.status,
  validFrom: r.validFrom,
  validTo: r.validTo,
});

/**
 * The publicity of a round (awards.md §6.3 #13): the entries the committee passed each take `approve` to PUBLICITY
 * with its window; the notice is a CMS article when the CMS runs, else the public page of this plugin. Also the
 * round's screen data: what waits for a decision, a publicity, an announcement, and the notices so far.
 */
export async function publicityRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  app.get(
    '/award/publicity/round/:id',
    { config: { objects: { fields: { id: 'round' } }, access: [PUBLISH, DECIDE] }, schema: { params: idParam } },
    async (req) => {
      await assertStaff(db, req);
      const round = await publicityRoundOf(db, req.params.id);
      const approved = await approvedEntries(db, round.roundId).execute();
      const awaiting = await db
        .selectFrom('awardApplication as a')
        .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
        .leftJoin('awardCommitteeDecision as c', 'c.applicationId', 'a.applicationId')
        .select(['a.applicationId', 'a.applicationNo', 'n.enterpriseName', 'a.projectName', 'a.awardLevel', 'a.certificateNo', 'a.status'])
        .select(['a.validFrom', 'a.validTo'])
        .where('a.roundId', '=', round.roundId)
        .where('a.status', '=', 'REVIEWED')
        .where('c.decisionId', 'is', null)
        .orderBy('a.applicationNo')
        .orderBy('a.applicationId')
        .execute();
      const pubs = await db
        .selectFrom('awardPublicity')
        .selectAll()
        .where('roundId', '=', round.roundId)
        .orderBy('publicityId', 'desc')
        .execute();
      const entries = await publicityEntries(
        db,
        pubs.map((p) => p.publicityId),
      );
      const announceable = await db
        .selectFrom('awardApplication as a')
        .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
        .select(['a.applicationId', 'a.applicationNo', 'n.enterpriseName', 'a.projectName', 'a.awardLevel', 'a.certificateNo', 'a.status'])
        .select(['a.validFrom', 'a.validTo'])
        .where('a.roundId', '=', round.roundId)
        .where('a.status', '=', 'PUBLICITY')
        .where('a.publicityEnd', '<', sql<string>`now()`)
        .orderBy('a.applicationNo')
        .orderBy('a.applicationId')
        .execute();
      const out: RoundPublicity = {
        roundId: round.roundId,
        title: round.title,
        awardType: round.awardType,
        publicityDays: round.publicityDays,
        publicityWorkingDays: round.publicityWorkingDays,
        committeePassRatio: Number(round.committeePassRatio),
        awaiting,
        approved: approved.map((a) => ({ ...a, certificateNo: null, validFrom: null, validTo: null })),
        announceable,
        publicities: pubs.map(
          (p): Publicity => ({
            publicityId: p.publicityId,
            roundId: p.roundId,
            kind: p.kind,
            title: p.title,
            startTime: p.startTime,
            endTime: p.endTime,
            docNo: p.docNo,
            announceDate: p.announceDate,
            noticeUrl: p.noticeUrl,
            noticeChannel: p.noticeRef ? 'cms' : 'public',
            offlineTime: p.offlineTime,
            entries: entries.filter((e) => e.publicityId === p.publicityId).map(entryOf),
          }),
        ),
      };
      return ok(out);
    },
  );

  app.post(
    '/award/publicity',
    { config: { objects: { fields: { ids: 'application' } }, access: PUBLISH, log: log('INSERT') }, schema: { body: PublicityStart } },
    async (req) => {
      const b = req.body as PublicityStart;
      await assertStaff(db, req);
      const actor = actorOf(req);
      const started = await db.transaction().execute(async (trx) => {
        const round = await publicityRoundOf(trx, b.roundId);
        await trx.selectFrom('awardRound').select('roundId').where('roundId', '=', round.roundId).forUpdate().execute();
        let q = approvedEntries(trx, round.roundId);
        if (b.ids) q = q.where('a.applicationId', 'in', b.ids);
        const entries = await q.forUpdate('a').execute();
        const missing = (b.ids ?? []).find((id) => !entries.some((e) => e.applicationId === id));
        if (missing) {
          const a = await trx
            .selectFrom('awardApplication')
            .select(['applicationNo', 'roundId'])
            .where('applicationId', '=', missing)
            .executeTakeFirst();
          throw invalidField('ids', 'award:publicity.errors.notApproved', { no: a?.applicationNo ?? String(missing) });
        }
        if (!entries.length) throw fail('award:publicity.errors.noneApproved');
        const start = now();
        const endDay = publicityEndDay(start.slice(0, 10), round.publicityDays, round.publicityWorkingDays);
        const end = `${endDay} 23:59:59`;
        const title = req.t('award:publicity.noticeTitle', { round: round.title });
        const pub = await trx
          .insertInto('awardPublicity')
          .values({ roundId: round.roundId, kind: 'PUBLICITY', title, startTime: start, endTime: end, createBy: actor.userName })
          .returning('publicityId')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('awardPublicityEntry')
          .values(entries.map((e) => ({ publicityId: pub.publicityId, applicationId: e.applicationId, awardLevel: e.awardLevel })))
          .execute();
        for (const e of entries)
          await applyTransition(trx, e, 'approve', actor, {
            data: {
              meetingDate: e.meetingDate,
              membersPresent: e.membersPresent,
              votesFor: e.votesFor,
              votesAgainst: e.votesAgainst,
              votesAbstain: e.votesAbstain,
              passRatio: Number(e.passRatio),
              awardLevel: e.awardLevel,
              publicityId: pub.publicityId,
              publicityStart: start,
              publicityEnd: end,
            },
            set: { awardLevel: e.awardLevel, publicityStart: start, publicityEnd: end },
          });
        for (const e of entries) await noticeTransition(kernel, trx, e.applicationId, 'approve');
        return { publicityId: pub.publicityId, title, end, entries };
      });
      const rows = await Promise.all(
        started.entries.map(async (e) => [e.enterpriseName, e.projectName ?? '', await awardLevelLabel(kernel, req, e.awardLevel)]),
      );
      const noticeUrl = await attachNotice(
        kernel,
        req,
        started.publicityId,
        {
          title: started.title,
          intro: req.t('award:publicity.noticeIntro', { count: rows.length }),
          columns: [req.t('award:publicity.col.enterprise'), req.t('award:publicity.col.project'), req.t('award:publicity.col.level')],
          rows,
          closing: req.t('award:publicity.noticeClosing', { end: started.end }),
        },
        started.end,
      );
      return ok(
        { publicityId: started.publicityId, noticeUrl, publicityEnd: started.end, count: rows.length },
        req.t('award:publicity.started', { count: rows.length }),
      );
    },
  );
}
