import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, type Db, type Kernel, fail, formatInstant, idParam, invalidField, ok, sql } from '#kernel/server';
import { TYPE_CODES, type PreCheck } from '../../shared/application.ts';
import { fieldPaths, isFormPath } from '../../shared/form-paths.ts';
import type { AwardType } from '../../shared/permissions.ts';
import {
  BATCH_ACTIONS,
  GENERIC_ACTIONS,
  type GenericAction,
  ReviewBatchBody,
  ReviewBody,
  type ReviewRecordRow,
  ANNUAL_REVIEW_TYPES,
  SINGLE_STAGE_TYPES,
  TRANSITIONS,
  type Transition,
  formDiff,
} from '../../shared/workflow.ts';
import { awardForm } from '../services/award-forms.ts';
import { assertStaff, scopeOf, visibleApplication } from '../services/application-access.ts';
import { actorOf, applyTransition } from '../services/workflow.ts';
import { noticeTransition } from '../services/notices.ts';

const LIST = 'award:application:list';
const log = (type: string) => ({ title: 'award:log.review', type });

const GENERIC = GENERIC_ACTIONS;
const BATCH = BATCH_ACTIONS;

type Application = Awaited<ReturnType<typeof visibleApplication>>;

/** yyyy-MM-dd plus whole days. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/**
 * The review of applications (awards.md §6): the generic transitions of the status machine (return naming the fields
 * to fix, reject, pass with the material check, register single-stage types, withdraw, revoke), one by one or in
 * batches, the review records of an application and the diff between its submissions. Every transition goes
 * through applyTransition, which refuses a wrong starting state and writes the record.
 */
export async function reviewRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const today = () => formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10);

  const roundOf = (d: Db, roundId: number) =>
    d
      .selectFrom('awardRound')
      .select(['returnLimit', 'resubmitDeadlineDays', 'year', 'recommenderRequired'])
      .where('roundId', '=', roundId)
      .executeTakeFirstOrThrow();

  /** The next certificate / registration number of a type and year: `{code}-{year}-D{seq4}`. */
  const nextCertificateNo = async (d: Db, type: AwardType, year: string) => {
    const prefix = `${TYPE_CODES[type]}-${year}-D`;
    const row = await d
      .selectFrom('awardApplication')
      .select(sql<number>`coalesce(max(substr(certificate_no, ${prefix.length + 1})::int), 0)`.as('n'))
      .where('certificateNo', 'like', `${prefix}%`)
      .executeTakeFirst();
    return `${prefix}${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
  };

  /** One generic action on one application (locked by the caller's transaction), with its guards. */
  const take = async (req: FastifyRequest, trx: Db, a: Application, action: GenericAction, b: Partial<ReviewBody>) => {
    const t: Transition = TRANSITIONS[action];
    if (t.actor === 'staff') await assertStaff(db, req);
    else if ((await scopeOf(db, req)) === null) throw fail('award:errors.notApplicant');
    const actor = actorOf(req);
    // in a recommender round the association reviews only what was recommended (§6.3 #4)
    if (a.status === 'SUBMITTED' && ['return', 'reject', 'pass', 'register'].includes(action)) {
      if ((await roundOf(trx, a.roundId)).recommenderRequired) throw fail('award:errors.awaitingRecommendation');
    }
    switch (action) {
      case 'recommend': {
        if (!(await roundOf(trx, a.roundId)).recommenderRequired) throw fail('award:errors.noRecommender');
        return applyTransition(trx, a, action, actor, { opinion: b.opinion, data: b.rank ? { rank: b.rank } : null });
      }
      case 'annualReview': {
        if (!ANNUAL_REVIEW_TYPES.includes(a.awardType as AwardType)) throw fail('award:errors.noAnnualReview');
        if (!a.validTo || a.validTo < today()) throw fail('award:errors.notInValidity');
        const result = b.result ?? 'MAINTAIN';
        const grade = result === 'DOWNGRADE' ? b.grade?.trim() : (a.grade ?? undefined);
        if (result === 'DOWNGRADE' && !grade) throw invalidField('grade', 'award:errors.gradeRequired');
        if (result === 'DOWNGRADE' && grade === a.grade) throw invalidField('grade', 'award:errors.gradeUnchanged');
        // the grade history is the records: each keeps the grade before and after
        return applyTransition(trx, a, action, actor, {
          opinion: b.opinion,
          data: { result, previousGrade: a.grade, grade: grade ?? null },
          set: result === 'DOWNGRADE' ? { grade } : {},
        });
      }
      case 'inspect': {
        const report = b.inspection;
        if (!report) throw invalidField('inspection', 'award:errors.inspectionRequired');
        if (report.date > today()) throw invalidField('inspection.date', 'award:errors.inspectionFuture');
        const inspectors = report.inspectors.map((s) => s.trim()).filter(Boolean);
        if (!inspectors.length) throw invalidField('inspection.inspectors', 'award:errors.inspectorsRequired');
        return applyTransition(trx, a, action, actor, { opinion: b.opinion, data: { inspection: { ...report, inspectors } } });
      }
      case 'return':
      case 'supplement': {
        if (!t.from.includes(a.status as never)) break; // applyTransition names the wrong state
        const round = await roundOf(trx, a.roundId);
        if (a.returnCount >= round.returnLimit) throw fail('award:errors.returnLimit', { max: round.returnLimit });
        const fields = b.fields ?? [];
        if (!fields.length) throw invalidField('fields', 'award:errors.fieldsRequired');
        const form = awardForm(kernel, a.awardType, a.schemaVersion);
        const paths = form ? fieldPaths(form.schema) : [];
        const unknown = fields.find((f) => f.path !== 'attachments' && !f.path.startsWith('attachments.') && !isFormPath(paths, f.path));
        if (unknown) throw invalidField('fields', 'award:errors.noSuchField', { path: unknown.path });
        const deadline = b.deadline ?? addDays(today(), round.resubmitDeadlineDays);
        if (deadline < today()) throw invalidField('deadline', 'award:errors.deadlinePast');
        const until = `${deadline} 23:59:59`;
        return applyTransition(trx, a, action, actor, {
          opinion: b.opinion,
          returnedFields: fields,
          deadline: until,
          set: { returnDeadline: until, returnedFields: fields, returnCount: a.returnCount + 1 },
        });
      }
      case 'pass': {
        if (SINGLE_STAGE_TYPES.includes(a.awardType as AwardType))
          throw fail('award:errors.singleStage', { action: { $t: 'award:action.register' } });
        const warnings = (a.precheck as PreCheck | null)?.warn?.length ?? 0;
        // warnings of the pre-check are acknowledged in the opinion (§6.3 #9)
        if (warnings && !b.opinion?.trim()) throw invalidField('opinion', 'award:errors.ackWarnings', { count: warnings });
        return applyTransition(trx, a, action, actor, { opinion: b.opinion, materialCheck: b.materialCheck });
      }
      case 'register': {
        if (!SINGLE_STAGE_TYPES.includes(a.awardType as AwardType)) throw fail('award:errors.notSingleStage');
        const from = today();
        const validTo = b.validTo ?? addDays(from, 3 * 365);
        if (validTo <= from) throw invalidField('validTo', 'award:errors.validToPast');
        const year = from.slice(0, 4);
        const certificateNo = b.certificateNo?.trim() || (await nextCertificateNo(trx, a.awardType as AwardType, year));
        const taken = await trx
          .selectFrom('awardApplication')
          .select('applicationId')
          .where('certificateNo', '=', certificateNo)
          .executeTakeFirst();
        if (taken) throw invalidField('certificateNo', 'award:errors.certificateTaken', { no: certificateNo });
        return applyTransition(trx, a, action, actor, {
          opinion: b.opinion,
          materialCheck: b.materialCheck,
          data: { certificateNo, validFrom: from, validTo },
          set: { certificateNo, validFrom: from, validTo },
        });
      }
      case 'revoke': {
        const docNo = b.docNo?.trim();
        return applyTransition(trx, a, action, actor, {
          opinion: b.opinion,
          materialCheck: b.materialCheck,
          ...(docNo ? { data: { docNo } } : {}),
        });
      }
      default:
        break;
    }
    return applyTransition(trx, a, action, actor, { opinion: b.opinion, materialCheck: b.materialCheck });
  };

  for (const action of GENERIC) {
    const t: Transition = TRANSITIONS[action];
    app.post(
      `/award/review/:id/${action}`,
      {
        config: { objects: { fields: { id: 'application' } }, access: t.permission!, log: log('UPDATE') },
        schema: { params: idParam, body: ReviewBody },
      },
      async (req) => {
        const b = req.body as ReviewBody;
        const status = await db.transaction().execute(async (trx) => {
          const a = await visibleApplication(db, req, req.params.id, trx, true);
          if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
          const to = await take(req, trx, a, action, b);
          await noticeTransition(kernel, trx, a.applicationId, action, b.opinion);
          return to;
        });
        return ok({ status }, req.t('award:wf.done', { action: { $t: `award:action.${action}` } } as never));
      },
    );
  }

  for (const action of BATCH) {
    const t: Transition = TRANSITIONS[action];
    app.post(
      `/award/review/batch/${action}`,
      {
        config: { objects: { fields: { ids: 'application' } }, access: t.permission!, log: log('UPDATE') },
        schema: { body: ReviewBatchBody },
      },
      async (req) => {
        const b = req.body as ReviewBatchBody;
        const ids = [...new Set(b.ids)].sort((x, y) => x - y);
        // all or nothing: one application that cannot take the action leaves every one as it was, and is named
        await db.transaction().execute(async (trx) => {
          for (const id of ids) {
            const a = await visibleApplication(db, req, id, trx, true);
            try {
              await take(req, trx, a, action, { opinion: b.opinion });
              await noticeTransition(kernel, trx, a.applicationId, action, b.opinion);
            } catch (e) {
              if (!(e instanceof AppError)) throw e;
              throw fail('award:errors.batchItem', { no: a.applicationNo ?? String(a.applicationId), reason: req.t(e.key, e.params) });
            }
          }
        });
        return ok({ count: ids.length }, req.t('award:wf.batchDone', { count: ids.length, action: { $t: `award:action.${action}` } }));
      },
    );
  }

  // ---- records and diffs ------------------------------------------------------------------------------------------
  app.get(
    '/award/review/:id/records',
    { config: { objects: { fields: { id: 'application' } }, access: LIST }, schema: { params: idParam } },
    async (req) => {
      const a = await visibleApplication(db, req, req.params.id);
      const applicant = (await scopeOf(db, req)) !== null;
      const rows = await db
        .selectFrom('awardReviewRecord')
        .select([
          'recordId',
          'revision',
          'stage',
          'action',
          'fromStatus',
          'toStatus',
          'actorName',
          'opinion',
          'returnedFields',
          'materialCheck',
          'data',
          'deadline',
          'createTime',
        ])
        .where('applicationId', '=', a.applicationId)
        .orderBy('recordId')
        .execute();
      // an applicant sees what was decided and why, never who on the association's side, nor internal data
      const out = rows.map((r) =>
        applicant ? { ...r, actorName: r.stage === 'SUBMIT' ? r.actorName : null, materialCheck: null, data: null } : r,
      );
      return ok(out as ReviewRecordRow[]);
    },
  );

  app.get(
    '/award/review/:id/diff',
    {
      config: { objects: { fields: { id: 'application' } }, access: LIST },
      schema: { params: idParam, querystring: Type.Object({ revision: Type.Optional(Type.Integer({ minimum: 2, maximum: 10000 })) }) },
    },
    async (req) => {
      const a = await visibleApplication(db, req, req.params.id);
      const revision = (req.query as { revision?: number }).revision ?? a.revision;
      const snaps = await db
        .selectFrom('awardApplicationSnapshot')
        .select(['revision', 'formData', 'createTime'])
        .where('applicationId', '=', a.applicationId)
        .where('revision', 'in', [revision - 1, revision])
        .orderBy('revision')
        .execute();
      if (snaps.length < 2) throw invalidField('revision', 'award:errors.noPreviousRevision', { revision });
      return ok({
        revision,
        previousRevision: revision - 1,
        previousTime: snaps[0].createTime,
        time: snaps[1].createTime,
        changes: formDiff(snaps[0].formData, snaps[1].formData),
      });
    },
  );
}
