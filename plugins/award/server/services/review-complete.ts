import { type Db, fail } from '#kernel/server';
import { aggregateOf, gradeOf } from '../../shared/score.ts';
import { templateOfRound } from '../../shared/score-templates.ts';
import { type ActorRef, type TransitionSubject, applyTransition } from './workflow.ts';

type Subject = TransitionSubject & { roundId: number };

/** How a round scores: its title, its template (its own or its type's default) and its pass score. */
export async function roundScoring(d: Db, roundId: number) {
  const r = await d
    .selectFrom('awardRound')
    .select(['title', 'scoreTemplate', 'awardType', 'passScore', 'siteInspectionRequired'])
    .where('roundId', '=', roundId)
    .executeTakeFirstOrThrow();
  return {
    title: r.title,
    template: templateOfRound(r),
    passScore: r.passScore == null ? null : Number(r.passScore),
    siteInspectionRequired: r.siteInspectionRequired,
  };
}

/** The sheets of the current review cycle of an application: signed or not, per assignment. */
export const currentSheets = (d: Db, a: { applicationId: number; revision: number }) =>
  d
    .selectFrom('awardAssignment as s')
    .leftJoin('awardScoreSheet as h', 'h.assignmentId', 's.assignmentId')
    .select(['s.assignmentId', 'h.total', 'h.zeroItem', 'h.signedAt'])
    .where('s.applicationId', '=', a.applicationId)
    .where('s.revision', '=', a.revision)
    .execute();

/** Whether a site inspection of the application's current cycle is on record. */
const inspected = async (d: Db, a: { applicationId: number; revision: number }) =>
  !!(await d
    .selectFrom('awardReviewRecord')
    .select('recordId')
    .where('applicationId', '=', a.applicationId)
    .where('revision', '=', a.revision)
    .where('action', '=', 'inspect')
    .executeTakeFirst());

/**
 * Completes the expert review of an application (UNDER_REVIEW → REVIEWED, awards.md §6.3 #11) when every sheet of
 * its current cycle is signed: the aggregate (mean of the totals, highest and lowest dropped from five experts on)
 * and its grade go on the application and into the record. `required`: refuse when a sheet is missing (the
 * assigner's explicit completion); otherwise returns false and changes nothing.
 */
export async function completeWhenSigned(trx: Db, a: Subject, actor: ActorRef, required: boolean, opinion?: string): Promise<boolean> {
  if (a.status !== 'UNDER_REVIEW') {
    if (required) await applyTransition(trx, a, 'complete', actor); // names the wrong state
    return false;
  }
  const sheets = await currentSheets(trx, a);
  const unsigned = sheets.filter((s) => !s.signedAt).length;
  if (!sheets.length || unsigned) {
    if (required) throw fail('award:expert.err.unsignedSheets', { count: unsigned || 0, total: sheets.length });
    return false;
  }
  const { template, passScore, siteInspectionRequired } = await roundScoring(trx, a.roundId);
  // where the round requires it, a site inspection of this cycle is on record first (§6.3 #11)
  if (siteInspectionRequired && !(await inspected(trx, a))) {
    if (required) throw fail('award:errors.siteInspectionMissing');
    return false;
  }
  const totals = sheets.map((s) => Number(s.total));
  const aggregate = aggregateOf(totals);
  const zeroItem = sheets.some((s) => s.zeroItem);
  const grade = template ? gradeOf(template, aggregate, zeroItem, passScore) : null;
  await applyTransition(trx, a, 'complete', actor, {
    opinion,
    // the aggregate only: the record never carries one expert's score
    data: { aggregate, grade, sheets: sheets.length, droppedExtremes: sheets.length >= 5, template: template?.id ?? null },
    set: { scoreTotal: aggregate, grade },
  });
  return true;
}
