import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { AWARD_TYPES } from './permissions.ts';

/** The role key of expert accounts (awards.md §6.1 Expert): scoring and the list of their own assignments only. */
export const EXPERT_ROLE = 'award_expert';

const USCC = '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$';

const fields = {
  userId: Wire.id(),
  expertName: Wire.text(60),
  specialties: Type.Array(Type.Enum([...AWARD_TYPES]), { maxItems: 9 }),
  proTitle: Wire.optionalText(40),
  employerName: Wire.text(200),
  employerUscc: Type.String({ pattern: USCC }),
  phone: Wire.optionalText(30),
  status: Wire.status(),
  remark: Wire.optionalText(500),
};

/** `POST /award/expert` */
export const ExpertAdd = Type.Object(fields);
export type ExpertAdd = Static<typeof ExpertAdd>;
/** `PUT /award/expert` */
export const ExpertEdit = Type.Object({ expertId: Wire.id(), version: Wire.version(), ...fields });
export type ExpertEdit = Static<typeof ExpertEdit>;
/** `GET /award/expert/list` */
export const ExpertQuery = Type.Object({
  expertName: Wire.filter(60),
  employerName: Wire.filter(100),
  specialty: Type.Optional(Type.Enum([...AWARD_TYPES])),
  status: Type.Optional(Wire.status()),
});
export type ExpertQuery = Static<typeof ExpertQuery>;

export interface Expert extends ExpertAdd {
  expertId: number;
  userName: string | null;
  version: number;
  createTime: string;
}

export const EXPERT_ROLES = ['LEADER', 'MEMBER'] as const;
export type ExpertRole = (typeof EXPERT_ROLES)[number];
/** Where an assigned expert's score sheet stands: not begun, saved, signed. */
export const SHEET_STATUSES = ['none', 'draft', 'signed'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

/** One expert of an assignment: 组长 or 组员, and the day the sheet is due. */
export const AssignExpert = Type.Object({
  expertId: Wire.id(),
  role: Type.Enum([...EXPERT_ROLES]),
  dueAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type AssignExpert = Static<typeof AssignExpert>;

/** `POST /award/review/:id/assign` */
export const AssignBody = Type.Object({
  version: Wire.version(),
  experts: Type.Array(AssignExpert, { minItems: 1, maxItems: 50 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type AssignBody = Static<typeof AssignBody>;
/** `POST /award/review/batch/assign`: the same experts on many applications, all or nothing. */
export const AssignBatchBody = Type.Object({
  ids: Type.Array(Wire.id(), { minItems: 1, maxItems: 500 }),
  experts: Type.Array(AssignExpert, { minItems: 1, maxItems: 50 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type AssignBatchBody = Static<typeof AssignBatchBody>;
/** `POST /award/review/:id/draw`: propose this many experts at random from the pool. */
export const DrawBody = Type.Object({ count: Type.Integer({ minimum: 1, maximum: 50 }) });
export type DrawBody = Static<typeof DrawBody>;
/** `POST /award/review/:id/complete` */
export const CompleteBody = Type.Object({ version: Wire.version(), opinion: Type.Optional(Type.String({ maxLength: 2000 })) });
export type CompleteBody = Static<typeof CompleteBody>;

/** An expert of the pool as the assign dialog lists it for one application: the conflicting unit, if any. */
export interface Candidate {
  expertId: number;
  expertName: string;
  proTitle: string | null;
  employerName: string;
  specialties: string[];
  /** the unit of the application sharing the expert's employer credit code */
  conflict: string | null;
}

/** An assignment with its sheet, as staff holding the assign permission see it (individual scores included). */
export interface AssignmentRow {
  assignmentId: number;
  revision: number;
  expertId: number;
  expertName: string;
  role: ExpertRole;
  dueAt: string;
  assignedBy: string;
  assignedAt: string;
  sheetStatus: SheetStatus;
  total: number | null;
  grade: string | null;
  recommend: boolean | null;
  signedAt: string | null;
}

/** A row of an expert's own list ("My reviews"). */
export interface MyReviewRow {
  assignmentId: number;
  applicationId: number;
  applicationNo: string | null;
  awardType: string;
  projectName: string | null;
  enterpriseName: string;
  status: string;
  role: ExpertRole;
  dueAt: string;
  current: boolean;
  sheetStatus: SheetStatus;
  total: number | null;
}
