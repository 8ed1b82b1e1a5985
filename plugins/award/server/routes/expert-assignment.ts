import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { AppError, type Db, type Kernel, fail, formatInstant, idParam, invalidField, ok } from '#kernel/server';
import { AssignBatchBody, AssignBody, type AssignmentRow, type Candidate, CompleteBody, DrawBody } from '../../shared/expert.ts';
import { assertStaff, visibleApplication } from '../services/application-access.ts';
import { assignExperts, conflictUnits, drawExperts } from '../services/expert-assign.ts';
import { completeWhenSigned } from '../services/review-complete.ts';
import { actorOf } from '../services/workflow.ts';
import { noticeExpertsAssigned } from '../services/notices.ts';

const ASSIGN = 'award:application:assign';
const logReview = (type: string) => ({ title: 'award:expert.log.assign', type });

/**
 * The assignment of experts to applications (awards.md §6.3 #10, §6.4 ExpertAssignment): the pool as one application
 * sees it (conflicts of interest named), a random draw, assign one or many (all or nothing), the assignments with
 * each sheet's status and total (staff holding the assign permission only), and the assigner's completion of a
 * fully signed review.
 */
export async function expertAssignmentRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const today = () => formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10);

  /** The application for an assigner (staff only; an applicant's account never assigns, whatever its role holds). */
  const staffApplication = async (req: FastifyRequest, id: number, d: Db = db, lock = false) => {
    await assertStaff(db, req);
    return visibleApplication(db, req, id, d, lock);
  };

  app.get(
    '/award/review/:id/candidates',
    { config: { objects: { fields: { id: 'application' } }, access: ASSIGN }, schema: { params: idParam } },
    async (req) => {
      const a = await staffApplication(req, req.params.id);
      const units = await conflictUnits(db, a);
      const rows = await db
        .selectFrom('awardExpert')
        .select(['expertId', 'expertName', 'proTitle', 'employerName', 'employerUscc', 'specialties'])
        .where('status', '=', '0')
        .orderBy('expertName')
        .orderBy('expertId')
        .execute();
      const round = await db.selectFrom('awardRound').select('minExperts').where('roundId', '=', a.roundId).executeTakeFirstOrThrow();
      const candidates: Candidate[] = rows.map(({ employerUscc, ...x }) => ({
        ...x,
        conflict: units.get(employerUscc.toUpperCase()) ?? null,
      }));
      return ok({ minExperts: round.minExperts, candidates });
    },
  );

  app.post(
    '/award/review/:id/draw',
    { config: { objects: { fields: { id: 'application' } }, access: ASSIGN }, schema: { params: idParam, body: DrawBody } },
    async (req) => {
      const a = await staffApplication(req, req.params.id);
      return ok({ expertIds: await drawExperts(db, a, (req.body as DrawBody).count) });
    },
  );

  app.post(
    '/award/review/:id/assign',
    {
      config: { objects: { fields: { id: 'application' } }, access: ASSIGN, log: logReview('UPDATE') },
      schema: { params: idParam, body: AssignBody },
    },
    async (req) => {
      const b = req.body as AssignBody;
      await db.transaction().execute(async (trx) => {
        const a = await staffApplication(req, req.params.id, trx, true);
        if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
        await assignExperts(trx, a, b.experts, actorOf(req), today(), b.opinion);
        await noticeExpertsAssigned(
          kernel,
          trx,
          a.applicationId,
          b.experts.map((x) => x.expertId),
        );
      });
      return ok({ status: 'UNDER_REVIEW' }, req.t('award:wf.done', { action: { $t: 'award:action.assign' } }));
    },
  );

  app.post(
    '/award/review/batch/assign',
    {
      config: { objects: { fields: { ids: 'application' } }, access: ASSIGN, log: logReview('UPDATE') },
      schema: { body: AssignBatchBody },
    },
    async (req) => {
      const b = req.body as AssignBatchBody;
      const ids = [...new Set(b.ids)].sort((x, y) => x - y);
      // all or nothing: the first application that cannot take these experts is named and nothing is written
      await db.transaction().execute(async (trx) => {
        for (const id of ids) {
          const a = await staffApplication(req, id, trx, true);
          try {
            await assignExperts(trx, a, b.experts, actorOf(req), today(), b.opinion);
            await noticeExpertsAssigned(
              kernel,
              trx,
              a.applicationId,
              b.experts.map((x) => x.expertId),
            );
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            throw fail('award:errors.batchItem', { no: a.applicationNo ?? String(a.applicationId), reason: req.t(e.key, e.params) });
          }
        }
      });
      return ok({ count: ids.length }, req.t('award:wf.batchDone', { count: ids.length, action: { $t: 'award:action.assign' } }));
    },
  );

  app.get(
    '/award/review/:id/assignments',
    { config: { objects: { fields: { id: 'application' } }, access: ASSIGN }, schema: { params: idParam } },
    async (req) => {
      const a = await staffApplication(req, req.params.id);
      const rows = await db
        .selectFrom('awardAssignment as s')
        .innerJoin('awardExpert as x', 'x.expertId', 's.expertId')
        .leftJoin('awardScoreSheet as h', 'h.assignmentId', 's.assignmentId')
        .select([
          's.assignmentId',
          's.revision',
          's.expertId',
          'x.expertName',
          's.role',
          's.dueAt',
          's.assignedBy',
          's.assignedAt',
          'h.sheetId',
          'h.total',
          'h.grade',
          'h.recommend',
          'h.signedAt',
        ])
        .where('s.applicationId', '=', a.applicationId)
        .orderBy('s.revision', 'desc')
        .orderBy('s.role')
        .orderBy('s.assignmentId')
        .execute();
      const out: AssignmentRow[] = rows.map(({ sheetId, total, ...r }) => ({
        ...r,
        role: r.role as AssignmentRow['role'],
        sheetStatus: r.signedAt ? 'signed' : sheetId ? 'draft' : 'none',
        // a draft's running total is the expert's own business until signed
        total: r.signedAt && total != null ? Number(total) : null,
        grade: r.signedAt ? r.grade : null,
        recommend: r.signedAt ? r.recommend : null,
      }));
      return ok(out);
    },
  );

  app.post(
    '/award/review/:id/complete',
    {
      config: { objects: { fields: { id: 'application' } }, access: ASSIGN, log: logReview('UPDATE') },
      schema: { params: idParam, body: CompleteBody },
    },
    async (req) => {
      const b = req.body as CompleteBody;
      await db.transaction().execute(async (trx) => {
        const a = await staffApplication(req, req.params.id, trx, true);
        if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
        await completeWhenSigned(trx, a, actorOf(req), true, b.opinion);
      });
      return ok({ status: 'REVIEWED' }, req.t('award:wf.done', { action: { $t: 'award:action.complete' } }));
    },
  );
}
