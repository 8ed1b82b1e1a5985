import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { AWARD_TYPES, type AwardType } from './permissions.ts';

/** Application statuses (awards.md §6.2, dictionary `award_status`); an application starts as DRAFT. */
export const APPLICATION_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'RECOMMENDED',
  'RETURNED',
  'PRELIM_PASSED',
  'UNDER_REVIEW',
  'REVIEWED',
  'PUBLICITY',
  'OBJECTION',
  'APPROVED',
  'NOT_APPROVED',
  'WITHDRAWN',
  'REVOKED',
  'EXPIRED',
  'AWAITING_PAYMENT',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** States in which the applicant may still change the form (§6.2 "editable by applicant"). */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['DRAFT', 'RETURNED'];
/** States that do not use up the per-enterprise quota of a round. */
export const QUOTA_FREE_STATUSES: readonly ApplicationStatus[] = ['DRAFT', 'WITHDRAWN'];

/**
 * The award screens of SPEC §2 under /awardapplication: each list route and the award types it shows (the
 * structure list holds every project-quality award, awards.md §0), and each type's form route.
 */
export const LIST_ROUTES: Record<string, AwardType[]> = {
  creditregistrationaward: ['creditregistrationaward'],
  structureawardlist: ['structureaward', 'constructQualityAward', 'decorationQualityAward', 'cityQualityAward'],
  greenconstructionaward: ['greenconstructionaward'],
  reputationlevelaward: ['reputationlevelaward'],
  safetyconstructionaward: ['safetyconstructionaward'],
  excellententerprisesaward: ['excellententerprisesaward'],
};
export const FORM_ROUTES: Record<AwardType, string> = {
  creditregistrationaward: 'creditregistrationawardadd',
  structureaward: 'structureawardadd',
  constructQualityAward: 'constructQualityAwardAdd',
  decorationQualityAward: 'decorationQualityAwardAdd',
  cityQualityAward: 'cityQualityAwardAdd',
  greenconstructionaward: 'greenconstructionawardadd',
  reputationlevelaward: 'reputationlevelawardadd',
  safetyconstructionaward: 'safetyconstructionawardadd',
  excellententerprisesaward: 'excellententerprisesawardedit',
};
/** Each list route's review screen (SPEC §2 "examine" screens): staff open an application there with `?id=`. */
export const EXAMINE_ROUTES: Record<string, string> = {
  creditregistrationaward: 'creditregistrationawardexamine',
  structureawardlist: 'structureawardexamine',
  greenconstructionaward: 'greenconstructionawardexamine',
  reputationlevelaward: 'reputationlevelawardexamine',
  safetyconstructionaward: 'safetyconstructionawardexamine',
  excellententerprisesaward: 'excellententerprisesawardexamine',
};
/** The list route a type's form returns to. */
export const listRouteOf = (type: string) => Object.entries(LIST_ROUTES).find(([, types]) => types.includes(type as AwardType))?.[0];

/** Prefix of application numbers `{code}-{year}-{seq5}` (awards.md §1.1). */
export const TYPE_CODES: Record<AwardType, string> = {
  creditregistrationaward: 'XY',
  structureaward: 'JG',
  constructQualityAward: 'ZL',
  decorationQualityAward: 'ZS',
  cityQualityAward: 'SZ',
  greenconstructionaward: 'LS',
  reputationlevelaward: 'XD',
  safetyconstructionaward: 'AQ',
  excellententerprisesaward: 'YQ',
};

/** An attachment as the form holds it: slot code → files (uploaded first through the application upload). */
export const SlotFile = Type.Object({
  uploadId: Type.Integer({ minimum: 1 }),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  caption: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SlotFile = Static<typeof SlotFile>;

const formData = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown());

/** `POST /award/application`: a new draft in a round. */
export const ApplicationAdd = Type.Object({ roundId: Wire.id(), formData });
export type ApplicationAdd = Static<typeof ApplicationAdd>;
/** `PUT /award/application`: save a draft (no validation beyond shapes). */
export const ApplicationEdit = Type.Object({ applicationId: Wire.id(), version: Wire.version(), formData });
export type ApplicationEdit = Static<typeof ApplicationEdit>;
/** `POST /award/application/:id/submit` */
export const ApplicationSubmit = Type.Object({ version: Wire.version() });

export const ApplicationQuery = Type.Object({
  awardType: Type.Optional(Type.Enum([...AWARD_TYPES])),
  awardTypes: Type.Optional(Type.String({ maxLength: 300, pattern: '^[A-Za-z,]*$' })),
  status: Type.Optional(Type.Enum([...APPLICATION_STATUSES])),
  projectName: Wire.filter(100),
  enterpriseName: Wire.filter(100),
  roundId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ApplicationQuery = Static<typeof ApplicationQuery>;

/** One eligibility / pre-check finding (awards.md §7): a code, its message key and parameters, the field if any. */
export interface CheckItem {
  code: string;
  key: string;
  params?: Record<string, unknown>;
  field?: string;
  msg?: string;
}
/** The levels of a pre-check's findings, worst first. */
export const PRECHECK_LEVELS = ['fail', 'warn', 'pass'] as const;
export type PreCheckLevel = (typeof PRECHECK_LEVELS)[number];
export interface PreCheck {
  pass: CheckItem[];
  warn: CheckItem[];
  fail: CheckItem[];
  checkedAt?: string;
}

export interface ApplicationRow {
  applicationId: number;
  applicationNo: string | null;
  roundId: number;
  roundTitle?: string;
  awardType: AwardType;
  enterpriseId: number;
  enterpriseName?: string;
  projectName: string | null;
  schemaVersion: number;
  status: ApplicationStatus;
  revision: number;
  version: number;
  submittedTime: string | null;
  createTime: string;
  updateTime: string | null;
}
export interface ApplicationDetail extends ApplicationRow {
  formData: Record<string, unknown>;
  precheck: PreCheck | null;
  editable: boolean;
  /** a return's fields to fix and its resubmit deadline (RETURNED only) */
  returnedFields: { path: string; comment?: string }[] | null;
  returnDeadline: string | null;
  returnCount: number;
  /** the round's return settings: how many returns it allows, the default days to resubmit */
  returnLimit: number;
  resubmitDeadlineDays: number;
}
