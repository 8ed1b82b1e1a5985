import type { FastifyRequest } from 'fastify';
import { type Db, fail, invalidField, sql } from '#kernel/server';
import type { ApplicationStatus } from '../../shared/application.ts';
import {
  type MaterialCheckItem,
  type ReturnedField,
  type ReviewAction,
  TRANSITIONS,
  type Transition,
  formDiff,
} from '../../shared/workflow.ts';
import type { AwardApplicationTable } from '../db/tables.ts';

/** Who takes a transition: a user (with the request's IP) or the system (a scheduled handler). */
export interface ActorRef {
  userId: number | null;
  userName: string;
  ip?: string | null;
}
export const SYSTEM_ACTOR: ActorRef = { userId: null, userName: 'system' };
/** The user a request acts as, for the review record. */
export const actorOf = (req: FastifyRequest): ActorRef => ({ userId: req.user!.userId, userName: req.user!.userName, ip: req.ip });

/** The application row a transition starts from (read `for update` in the caller's transaction). */
export interface TransitionSubject {
  applicationId: number;
  status: string;
  revision: number;
}

type Settable = Partial<
  Pick<
    AwardApplicationTable,
    | 'returnDeadline'
    | 'returnedFields'
    | 'scoreTotal'
    | 'grade'
    | 'awardLevel'
    | 'certificateNo'
    | 'validFrom'
    | 'validTo'
    | 'publicityStart'
    | 'publicityEnd'
  >
> & { returnCount?: number };

export interface TransitionInput {
  opinion?: string | null;
  returnedFields?: ReturnedField[] | null;
  materialCheck?: MaterialCheckItem[] | null;
  /** what the action decided besides the status (scores, votes, document numbers …), kept in the record */
  data?: Record<string, unknown> | null;
  deadline?: string | null;
  /** application columns the action sets with the status */
  set?: Settable;
}

const TERMINAL: readonly ApplicationStatus[] = ['APPROVED', 'NOT_APPROVED', 'WITHDRAWN', 'REVOKED', 'EXPIRED'];

/**
 * Takes one transition of the status machine (shared/workflow.ts TRANSITIONS) inside the caller's transaction: the
 * application must be in one of the action's starting states (else a localized refusal naming both), an opinion is
 * required where the table says so; the status, the version and what the action sets change together with the
 * review record that says who did what, when, from where and why. Returns the new status.
 */
export async function applyTransition(
  trx: Db,
  subject: TransitionSubject,
  action: ReviewAction,
  actor: ActorRef,
  input: TransitionInput = {},
): Promise<ApplicationStatus> {
  const t: Transition = TRANSITIONS[action];
  const from = subject.status as ApplicationStatus;
  if (!t.from.includes(from))
    throw fail('award:errors.wrongState', { action: { $t: `award:action.${action}` }, status: { $t: `award:status.${from}` } });
  const opinion = input.opinion?.trim() || null;
  if (t.opinion && !opinion) throw invalidField('opinion', 'award:errors.opinionRequired');
  const { returnCount, ...set } = input.set ?? {};
  const leavingReturn = from === 'RETURNED';
  await trx
    .updateTable('awardApplication')
    .set({
      ...(leavingReturn ? { returnDeadline: null, returnedFields: null } : {}),
      ...set,
      ...(set.returnedFields !== undefined
        ? { returnedFields: set.returnedFields ? (JSON.stringify(set.returnedFields) as any) : null }
        : {}),
      ...(returnCount !== undefined ? { returnCount } : {}),
      ...(TERMINAL.includes(t.to) ? { decidedTime: sql`now()` } : {}),
      status: t.to,
      version: sql`version + 1`,
      updateBy: actor.userName,
      updateTime: sql`now()`,
    })
    .where('applicationId', '=', subject.applicationId)
    .execute();
  await trx
    .insertInto('awardReviewRecord')
    .values({
      applicationId: subject.applicationId,
      revision: subject.revision,
      stage: t.stage,
      action,
      fromStatus: from,
      toStatus: t.to,
      actorId: actor.userId,
      actorName: actor.userName,
      opinion,
      returnedFields: input.returnedFields?.length ? (JSON.stringify(input.returnedFields) as any) : null,
      materialCheck: input.materialCheck?.length ? (JSON.stringify(input.materialCheck) as any) : null,
      data: input.data ? (JSON.stringify(input.data) as any) : null,
      deadline: input.deadline ?? null,
      ip: actor.ip ?? null,
    })
    .execute();
  return t.to;
}

/** The newest frozen submission of an application, if any. */
export const lastSnapshot = (d: Db, applicationId: number) =>
  d
    .selectFrom('awardApplicationSnapshot')
    .select(['revision', 'formData', 'attachments', 'createTime'])
    .where('applicationId', '=', applicationId)
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();

/** How many values a resubmission changes against the previous submission (the record's summary; the diff is served whole). */
export async function changesSincePrevious(d: Db, applicationId: number, formData: Record<string, unknown>): Promise<number> {
  const last = await lastSnapshot(d, applicationId);
  return last ? formDiff(last.formData, formData).length : 0;
}
