import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { type Db, type Kernel, fail, idParam, invalidField, notFound, ok, sql } from '#kernel/server';
import {
  type CommitteeDecision,
  DecisionBody,
  type Objection,
  ObjectionAdd,
  ObjectionConclude,
  votePasses,
} from '../../shared/decision.ts';
import { assertStaff, visibleApplication } from '../services/application-access.ts';
import { actorOf, applyTransition } from '../services/workflow.ts';
import { noticeTransition } from '../services/notices.ts';

const log = (type: string) => ({ title: 'award:log.review', type });

/** Whether a value is an entry of the `award_level` dictionary. */
export const isAwardLevel = async (d: Db, level: string) =>
  !!(await d
    .selectFrom('sysDictData')
    .select('dictValue')
    .where('dictType', '=', 'award_level')
    .where('dictValue', '=', level)
    .executeTakeFirst());

/**
 * The committee and objections (awards.md §6.3 #13–#16): the committee's vote on a reviewed application — a failed
 * vote is `notApprove` at once, a passed one waits, REVIEWED, for the round's publicity, which takes `approve` with
 * the window and the notice (so the approve record holds all §6.3 #13 asks for); objections received during the
 * publicity (→ OBJECTION) and their conclusion (not upheld → PUBLICITY, upheld → NOT_APPROVED).
 */
export async function decisionRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  app.post(
    '/award/review/:id/decide',
    {
      config: { objects: { fields: { id: 'application' } }, access: 'award:application:decide', log: log('UPDATE') },
      schema: { params: idParam, body: DecisionBody },
    },
    async (req) => {
      const b = req.body as DecisionBody;
      await assertStaff(db, req);
      const result = await db.transaction().execute(async (trx) => {
        const a = await visibleApplication(db, req, req.params.id, trx, true);
        if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
        if (a.status !== 'REVIEWED')
          throw fail('award:errors.wrongState', { action: { $t: 'award:action.approve' }, status: { $t: `award:status.${a.status}` } });
        if (
          await trx
            .selectFrom('awardCommitteeDecision')
            .select('decisionId')
            .where('applicationId', '=', a.applicationId)
            .executeTakeFirst()
        )
          throw fail('award:decision.errors.alreadyDecided');
        if (b.votesFor + b.votesAgainst + b.votesAbstain > b.membersPresent)
          throw invalidField('membersPresent', 'award:decision.errors.votesExceed', { present: b.membersPresent });
        const round = await trx
          .selectFrom('awardRound')
          .select('committeePassRatio')
          .where('roundId', '=', a.roundId)
          .executeTakeFirstOrThrow();
        const ratio = Number(round.committeePassRatio);
        const passed = votePasses(b, ratio);
        const level = b.awardLevel?.trim() || null;
        if (passed && !level) throw invalidField('awardLevel', 'award:decision.errors.levelRequired');
        if (level && !(await isAwardLevel(trx, level))) throw invalidField('awardLevel', 'award:decision.errors.noSuchLevel', { level });
        const opinion = b.opinion?.trim() || null;
        const vote = {
          meetingDate: b.meetingDate,
          membersPresent: b.membersPresent,
          votesFor: b.votesFor,
          votesAgainst: b.votesAgainst,
          votesAbstain: b.votesAbstain,
          passRatio: ratio,
        };
        // a failed vote ends the application now (its opinion is required there); the decision row is written either way
        if (!passed) await applyTransition(trx, a, 'notApprove', actorOf(req), { opinion, data: { ...vote, passed } });
        else await trx.updateTable('awardApplication').set({ awardLevel: level }).where('applicationId', '=', a.applicationId).execute();
        await trx
          .insertInto('awardCommitteeDecision')
          .values({
            applicationId: a.applicationId,
            ...vote,
            passed,
            awardLevel: passed ? level : null,
            opinion,
            decidedBy: req.user!.userName,
          })
          .execute();
        return passed;
      });
      return ok({ passed: result }, req.t(result ? 'award:decision.passed' : 'award:decision.failed'));
    },
  );

  app.get(
    '/award/review/:id/decision',
    { config: { objects: { fields: { id: 'application' } }, access: 'award:application:list' }, schema: { params: idParam } },
    async (req) => {
      await assertStaff(db, req);
      const a = await visibleApplication(db, req, req.params.id);
      const decision = await db
        .selectFrom('awardCommitteeDecision')
        .selectAll()
        .where('applicationId', '=', a.applicationId)
        .executeTakeFirst();
      const objections = await db
        .selectFrom('awardObjection')
        .selectAll()
        .where('applicationId', '=', a.applicationId)
        .orderBy('objectionId')
        .execute();
      const round = await db
        .selectFrom('awardRound')
        .select('committeePassRatio')
        .where('roundId', '=', a.roundId)
        .executeTakeFirstOrThrow();
      return ok({
        status: a.status,
        version: a.version,
        publicityStart: a.publicityStart,
        publicityEnd: a.publicityEnd,
        passRatio: Number(round.committeePassRatio),
        decision: decision ? ({ ...decision, passRatio: Number(decision.passRatio) } as CommitteeDecision) : null,
        objections: objections as Objection[],
      });
    },
  );

  app.post(
    '/award/objection',
    { config: { access: 'award:application:publish', log: log('INSERT') }, schema: { body: ObjectionAdd } },
    async (req) => {
      const b = req.body as ObjectionAdd;
      await assertStaff(db, req);
      const id = await db.transaction().execute(async (trx) => {
        const a = await visibleApplication(db, req, b.applicationId, trx, true);
        const entry = await trx
          .selectFrom('awardPublicityEntry as e')
          .innerJoin('awardPublicity as p', 'p.publicityId', 'e.publicityId')
          .select(['p.publicityId'])
          .select(sql<boolean>`now() between p.start_time and p.end_time`.as('open'))
          .where('e.applicationId', '=', a.applicationId)
          .where('p.kind', '=', 'PUBLICITY')
          .orderBy('p.publicityId', 'desc')
          .executeTakeFirst();
        // only within the publicity window (§6.3 #15); the state machine refuses anything not in PUBLICITY
        if (a.status === 'PUBLICITY' && (!entry || !entry.open)) throw fail('award:decision.errors.outsideWindow');
        const content = b.content.trim();
        await applyTransition(trx, a, 'objection', actorOf(req), { opinion: content, data: { submitter: b.submitter.trim() } });
        const row = await trx
          .insertInto('awardObjection')
          .values({
            applicationId: a.applicationId,
            publicityId: entry!.publicityId,
            submitter: b.submitter.trim(),
            contact: b.contact.trim(),
            content,
            evidence: JSON.stringify(b.evidence ?? []) as never,
            createBy: req.user!.userName,
          })
          .returning('objectionId')
          .executeTakeFirstOrThrow();
        return row.objectionId;
      });
      return ok({ objectionId: id }, req.t('award:decision.objectionRecorded'));
    },
  );

  app.post(
    '/award/objection/:id/conclude',
    {
      config: { objects: { fields: { id: 'objection' } }, access: 'award:application:publish', log: log('UPDATE') },
      schema: { params: idParam, body: ObjectionConclude },
    },
    async (req) => {
      const b = req.body as ObjectionConclude;
      await assertStaff(db, req);
      const objectionId = req.params.id;
      const status = await db.transaction().execute(async (trx) => {
        const o = await trx.selectFrom('awardObjection').selectAll().where('objectionId', '=', objectionId).forUpdate().executeTakeFirst();
        if (!o) throw notFound(String(objectionId));
        if (o.status !== 'OPEN') throw fail('award:decision.errors.objectionClosed');
        const a = await visibleApplication(db, req, o.applicationId, trx, true);
        const to = await applyTransition(trx, a, b.upheld ? 'objectionUpheld' : 'objectionRejected', actorOf(req), {
          opinion: b.conclusion,
          data: { objectionId },
        });
        await noticeTransition(kernel, trx, a.applicationId, b.upheld ? 'objectionUpheld' : 'objectionRejected', b.conclusion);
        await trx
          .updateTable('awardObjection')
          .set({
            status: b.upheld ? 'UPHELD' : 'REJECTED',
            conclusion: b.conclusion.trim(),
            handledBy: req.user!.userName,
            concludedTime: sql`now()`,
          })
          .where('objectionId', '=', objectionId)
          .execute();
        return to;
      });
      return ok({ status }, req.t('award:decision.objectionConcluded'));
    },
  );
}
