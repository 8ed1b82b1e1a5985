import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import type { ApplicationStatus } from './application.ts';
import type { AwardPermission, AwardType } from './permissions.ts';

/** Stages of the review a record belongs to (awards.md §6.4 ReviewRecord.stage; SUBMIT and SYSTEM are ours). */
export const REVIEW_STAGES = [
  'SUBMIT',
  'RECOMMEND',
  'PRELIM',
  'EXPERT',
  'SITE',
  'COMMITTEE',
  'PUBLICITY',
  'ANNOUNCE',
  'REVOKE',
  'ANNUAL',
  'SYSTEM',
] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** Who may take a transition: an applicant of the application's enterprise, association staff with a permission, the system. */
export type Actor = 'applicant' | 'staff' | 'system';

export interface Transition {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  stage: ReviewStage;
  actor: Actor;
  /** the permission the route checks (system transitions have none) */
  permission?: AwardPermission;
  /** an opinion must be given (returns, rejections, objections, revocations) */
  opinion?: boolean;
}

/**
 * The status machine of awards.md §6.2/§6.3: each action, the states it may start from, where it leads, who takes
 * it and with which permission. Every route that changes an application's status goes through this table
 * (services/workflow.ts applyTransition), so a transition from the wrong state is refused in one place.
 */
export const TRANSITIONS = {
  submit: { from: ['DRAFT'], to: 'SUBMITTED', stage: 'SUBMIT', actor: 'applicant', permission: 'award:application:submit' },
  resubmit: { from: ['RETURNED'], to: 'SUBMITTED', stage: 'SUBMIT', actor: 'applicant', permission: 'award:application:submit' },
  /** a recommender (city association, authority) recommends before the association sees it, in recommender rounds (§6.3 #4) */
  recommend: {
    from: ['SUBMITTED'],
    to: 'RECOMMENDED',
    stage: 'RECOMMEND',
    actor: 'staff',
    permission: 'award:application:recommend',
    opinion: true,
  },
  withdraw: { from: ['DRAFT', 'SUBMITTED'], to: 'WITHDRAWN', stage: 'SUBMIT', actor: 'applicant', permission: 'award:application:submit' },
  return: {
    from: ['SUBMITTED', 'RECOMMENDED'],
    to: 'RETURNED',
    stage: 'PRELIM',
    actor: 'staff',
    permission: 'award:application:examine',
    opinion: true,
  },
  reject: {
    from: ['SUBMITTED', 'RECOMMENDED'],
    to: 'NOT_APPROVED',
    stage: 'PRELIM',
    actor: 'staff',
    permission: 'award:application:examine',
    opinion: true,
  },
  pass: {
    from: ['SUBMITTED', 'RECOMMENDED'],
    to: 'PRELIM_PASSED',
    stage: 'PRELIM',
    actor: 'staff',
    permission: 'award:application:examine',
  },
  /** single-stage types (credit registration): registered on initial review (§6.3 #9a) */
  register: { from: ['SUBMITTED'], to: 'APPROVED', stage: 'PRELIM', actor: 'staff', permission: 'award:application:examine' },
  assign: { from: ['PRELIM_PASSED'], to: 'UNDER_REVIEW', stage: 'EXPERT', actor: 'staff', permission: 'award:application:assign' },
  supplement: {
    from: ['UNDER_REVIEW'],
    to: 'RETURNED',
    stage: 'EXPERT',
    actor: 'staff',
    permission: 'award:application:examine',
    opinion: true,
  },
  /** a site inspection report (现场复查) recorded during the expert review (§6.4 SiteInspection) */
  inspect: { from: ['UNDER_REVIEW'], to: 'UNDER_REVIEW', stage: 'SITE', actor: 'staff', permission: 'award:application:assign' },
  complete: { from: ['UNDER_REVIEW'], to: 'REVIEWED', stage: 'EXPERT', actor: 'staff', permission: 'award:application:assign' },
  approve: { from: ['REVIEWED'], to: 'PUBLICITY', stage: 'COMMITTEE', actor: 'staff', permission: 'award:application:decide' },
  notApprove: {
    from: ['REVIEWED'],
    to: 'NOT_APPROVED',
    stage: 'COMMITTEE',
    actor: 'staff',
    permission: 'award:application:decide',
    opinion: true,
  },
  objection: {
    from: ['PUBLICITY'],
    to: 'OBJECTION',
    stage: 'PUBLICITY',
    actor: 'staff',
    permission: 'award:application:publish',
    opinion: true,
  },
  objectionRejected: {
    from: ['OBJECTION'],
    to: 'PUBLICITY',
    stage: 'PUBLICITY',
    actor: 'staff',
    permission: 'award:application:publish',
    opinion: true,
  },
  objectionUpheld: {
    from: ['OBJECTION'],
    to: 'NOT_APPROVED',
    stage: 'PUBLICITY',
    actor: 'staff',
    permission: 'award:application:publish',
    opinion: true,
  },
  announce: { from: ['PUBLICITY'], to: 'APPROVED', stage: 'ANNOUNCE', actor: 'staff', permission: 'award:application:publish' },
  revoke: { from: ['APPROVED'], to: 'REVOKED', stage: 'REVOKE', actor: 'staff', permission: 'award:application:revoke', opinion: true },
  /** the yearly review of a grade in its validity: kept or lowered (§6.3 #20; a revocation is `revoke`) */
  annualReview: {
    from: ['APPROVED'],
    to: 'APPROVED',
    stage: 'ANNUAL',
    actor: 'staff',
    permission: 'award:application:examine',
    opinion: true,
  },
  expire: { from: ['APPROVED'], to: 'EXPIRED', stage: 'SYSTEM', actor: 'system' },
  autoWithdraw: { from: ['RETURNED'], to: 'WITHDRAWN', stage: 'SYSTEM', actor: 'system' },
} as const satisfies Record<string, Transition>;
export type ReviewAction = keyof typeof TRANSITIONS;
export const REVIEW_ACTIONS = Object.keys(TRANSITIONS) as ReviewAction[];

/** The review actions that need nothing but an opinion, returned fields, a material check or a registration number. */
export const GENERIC_ACTIONS = [
  'recommend',
  'return',
  'supplement',
  'reject',
  'pass',
  'register',
  'withdraw',
  'revoke',
  'annualReview',
  'inspect',
] as const satisfies readonly ReviewAction[];
export type GenericAction = (typeof GENERIC_ACTIONS)[number];
/** The generic actions a reviewer may take on many applications at once (rounds of hundreds, awards.md §6.3). */
export const BATCH_ACTIONS = ['pass', 'reject', 'register', 'revoke'] as const satisfies readonly GenericAction[];

/** Award types whose grade is reviewed every year while it is valid (awards.md §6.3 #20: reputation grades). */
export const ANNUAL_REVIEW_TYPES: readonly AwardType[] = ['reputationlevelaward'];
/** The outcomes of an annual review that keep the award (a revocation goes through `revoke`). */
export const ANNUAL_RESULTS = ['MAINTAIN', 'DOWNGRADE'] as const;

/** Award types whose review ends at the initial review (awards.md §6.2 "simplified paths"). */
export const SINGLE_STAGE_TYPES: readonly AwardType[] = ['creditregistrationaward'];

/** The actions that may start from a status, for the buttons a screen offers (the server decides). */
export const actionsFrom = (status: ApplicationStatus, actor: Actor): ReviewAction[] =>
  REVIEW_ACTIONS.filter((a) => {
    const t: Transition = TRANSITIONS[a];
    return t.actor === actor && t.from.includes(status);
  });

/** A field a return names (its dotted data path as the form holds it) with what to fix. */
export const ReturnedField = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$' }),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ReturnedField = Static<typeof ReturnedField>;

/** One attachment slot checked on initial review (材料核查记录, awards.md §6.4 MaterialCheck). */
export const MaterialCheckItem = Type.Object({
  slot: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  present: Type.Boolean(),
  valid: Type.Boolean(),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type MaterialCheckItem = Static<typeof MaterialCheckItem>;

/** How a site inspection concludes: meets the standard, meets it after rectification, does not. */
export const INSPECTION_CONCLUSIONS = ['PASS', 'RECTIFY', 'FAIL'] as const;
/** The free texts of a site inspection report, each with its length limit. */
export const INSPECTION_TEXTS = [
  ['scope', 500],
  ['checkedItems', 2000],
  ['measuredData', 2000],
  ['userOpinion', 1000],
  ['findings', 2000],
] as const;

/** A site inspection report (现场复查报告, awards.md §6.4 SiteInspection), kept in its `inspect` review record. */
export const SiteInspection = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  inspectors: Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { minItems: 1, maxItems: 20 }),
  scope: Type.Optional(Type.String({ maxLength: 500 })),
  checkedItems: Type.Optional(Type.String({ maxLength: 2000 })),
  measuredData: Type.Optional(Type.String({ maxLength: 2000 })),
  /** what the project's owner or users say of it (用户意见) */
  userOpinion: Type.Optional(Type.String({ maxLength: 1000 })),
  findings: Type.Optional(Type.String({ maxLength: 2000 })),
  conclusion: Type.Enum([...INSPECTION_CONCLUSIONS]),
});
export type SiteInspection = Static<typeof SiteInspection>;

/** `POST /award/review/:id/:action`: the generic review actions (return, reject, pass, register, withdraw, revoke). */
export const ReviewBody = Type.Object({
  version: Wire.version(),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
  fields: Type.Optional(Type.Array(ReturnedField, { maxItems: 200 })),
  /** the resubmit deadline of a return (yyyy-MM-dd); the round's resubmit days when absent */
  deadline: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  materialCheck: Type.Optional(Type.Array(MaterialCheckItem, { maxItems: 100 })),
  /** certificate / registration number and validity of a registration (§6.3 #9a) */
  certificateNo: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  validTo: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  /** the document number (文号) of a revocation (§6.3 #18), kept in its record */
  docNo: Type.Optional(Type.String({ maxLength: 100 })),
  /** a recommendation's rank among the recommender's entries (§6.3 #4) */
  rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  /** an annual review's outcome and, when lowered, the new grade (§6.3 #20) */
  result: Type.Optional(Type.Enum([...ANNUAL_RESULTS])),
  grade: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9+_-]+$' })),
  /** the report of a site inspection (`inspect`) */
  inspection: Type.Optional(SiteInspection),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** `POST /award/review/batch/:action`: one action on many applications, all or nothing. */
export const ReviewBatchBody = Type.Object({
  ids: Type.Array(Wire.id(), { minItems: 1, maxItems: 500 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ReviewBatchBody = Static<typeof ReviewBatchBody>;

/** A review record as the examine screen lists it (applicants get it without internal data and staff names). */
export interface ReviewRecordRow {
  recordId: number;
  revision: number;
  stage: ReviewStage;
  action: ReviewAction;
  fromStatus: ApplicationStatus;
  toStatus: ApplicationStatus;
  actorName: string | null;
  opinion: string | null;
  returnedFields: ReturnedField[] | null;
  materialCheck: MaterialCheckItem[] | null;
  data: Record<string, unknown> | null;
  deadline: string | null;
  createTime: string;
}

/** One changed value between two revisions of a form (`path` dotted, rows by index: `units.0.unitName`). */
export interface FormChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The values that differ between two form data trees, leaf by leaf (a resubmission's diff, the returned-field lock). */
export function formDiff(before: unknown, after: unknown, path = ''): FormChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => formDiff(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    return Array.from({ length: n }, (_, i) => formDiff(before[i], after[i], `${path}.${i}`)).flat();
  }
  const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
  if (blank(before) && blank(after)) return [];
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before: before ?? null, after: after ?? null }];
}

/** Whether a changed data path lies inside one of the returned fields (the field itself, a table's rows, a slot's files). */
export const insideReturned = (path: string, fields: readonly ReturnedField[]) =>
  fields.some((f) => path === f.path || path.startsWith(`${f.path}.`));
