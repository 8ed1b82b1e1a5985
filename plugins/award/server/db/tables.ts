import type { Generated } from 'kysely';
import type { SheetItem } from '../../shared/score.ts';
import type { MaterialCheckItem, ReturnedField } from '../../shared/workflow.ts';

/** award_upload: a private registration attachment, known to clients only by its opaque token. */
export interface AwardUploadTable {
  uploadId: Generated<number>;
  token: string;
  filePath: string;
  originalName: string;
  ext: string;
  size: number;
  ip: string | null;
  registrationId: number | null;
  /** set for application uploads: the uploader's enterprise, then the application that claimed it */
  enterpriseId: number | null;
  applicationId: number | null;
  createTime: Generated<string>;
}

export interface AwardRegistrationTable {
  registrationId: Generated<number>;
  userName: string;
  passwordHash: string;
  phone: string;
  email: string | null;
  uscc: string;
  enterpriseName: string;
  applyLevel: string;
  status: Generated<string>;
  formData: Record<string, unknown>;
  attachments: Generated<{ slot: string; uploadId: number; name: string; size: number; ext: string }[]>;
  schemaVersion: number;
  opinion: string | null;
  reviewedBy: string | null;
  reviewedTime: string | null;
  userId: number | null;
  enterpriseId: number | null;
  ip: string | null;
  /** the language the registration was filled in (its result's messages come in it) */
  lang: string | null;
  createTime: Generated<string>;
}

export interface AwardEnterpriseTable {
  enterpriseId: Generated<number>;
  enterpriseName: string;
  uscc: string;
  enterpriseType: string;
  legalRep: string;
  establishedDate: string | null;
  regAddress: string | null;
  memberCategory: string | null;
  memberLevel: string | null;
  contactName: string | null;
  contactMobile: string | null;
  contactEmail: string | null;
  profile: Generated<Record<string, unknown>>;
  registrationId: number | null;
  status: Generated<string>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

export interface AwardEnterpriseUserTable {
  userId: number;
  enterpriseId: number;
}

export interface AwardMessageTable {
  messageId: Generated<number>;
  registrationId: number | null;
  enterpriseId: number | null;
  recipient: string;
  channel: Generated<string>;
  kind: string;
  body: string;
  createBy: string | null;
  createTime: Generated<string>;
}

export interface AwardRoundTable {
  roundId: Generated<number>;
  awardType: string;
  title: string;
  year: number;
  batch: number;
  openAt: string;
  closeAt: string;
  scaleRules: unknown;
  prerequisites: unknown;
  maxPerEnterprise: number;
  requiresMembership: boolean;
  attachmentSlots: unknown;
  scoreTemplate: string | null;
  passScore: string | number | null;
  publicityDays: number;
  publicityWorkingDays: boolean;
  /** committee vote passes when votes for > ratio × members present (0005-publicity) */
  committeePassRatio: Generated<string | number>;
  recommenderRequired: Generated<boolean>;
  /** a site inspection is recorded before the expert review completes (0007-site-inspection) */
  siteInspectionRequired: Generated<boolean>;
  returnLimit: number;
  resubmitDeadlineDays: number;
  schemaVersion: number;
  minExperts: Generated<number>;
  version: Generated<number>;
  remark: string | null;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

/** One stored attachment of an application: the slot it fills and the private upload holding it. */
export interface ApplicationFile {
  slot: string;
  uploadId: number;
  name: string;
  size: number;
  ext: string;
  caption?: string;
}

export interface AwardApplicationTable {
  applicationId: Generated<number>;
  applicationNo: string | null;
  roundId: number;
  awardType: string;
  enterpriseId: number;
  projectName: string | null;
  schemaVersion: number;
  formData: Generated<Record<string, unknown>>;
  attachments: Generated<ApplicationFile[]>;
  status: Generated<string>;
  precheck: unknown;
  precheckTime: string | null;
  revision: Generated<number>;
  returnCount: Generated<number>;
  submittedTime: string | null;
  decidedTime: string | null;
  returnDeadline: string | null;
  returnedFields: ReturnedField[] | null;
  scoreTotal: string | number | null;
  grade: string | null;
  awardLevel: string | null;
  certificateNo: string | null;
  validFrom: string | null;
  validTo: string | null;
  publicityStart: string | null;
  publicityEnd: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

export interface AwardApplicationSnapshotTable {
  snapshotId: Generated<number>;
  applicationId: number;
  revision: number;
  schemaVersion: number;
  status: string;
  formData: Record<string, unknown>;
  attachments: ApplicationFile[];
  precheck: unknown;
  ip: string | null;
  createBy: string | null;
  createTime: Generated<string>;
}

/** award_review_record: one row per transition of an application (awards.md §6.4), never changed. */
export interface AwardReviewRecordTable {
  recordId: Generated<number>;
  applicationId: number;
  revision: number;
  stage: string;
  action: string;
  fromStatus: string;
  toStatus: string;
  actorId: number | null;
  actorName: string;
  opinion: string | null;
  returnedFields: ReturnedField[] | null;
  materialCheck: MaterialCheckItem[] | null;
  data: Record<string, unknown> | null;
  deadline: string | null;
  ip: string | null;
  createTime: Generated<string>;
}

/** award_expert: one expert of the review pool (awards.md §6.1), signing in with a sys_user account. */
export interface AwardExpertTable {
  expertId: Generated<number>;
  userId: number;
  expertName: string;
  specialties: Generated<string[]>;
  proTitle: string | null;
  employerName: string;
  employerUscc: string;
  phone: string | null;
  status: Generated<string>;
  remark: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

/** award_assignment: an expert assigned to one review cycle (revision) of an application (§6.4 ExpertAssignment). */
export interface AwardAssignmentTable {
  assignmentId: Generated<number>;
  applicationId: number;
  revision: number;
  expertId: number;
  role: string;
  dueAt: string;
  conflictDeclared: Generated<boolean>;
  conflictNote: string | null;
  assignedBy: string;
  assignedAt: Generated<string>;
}

/** award_score_sheet: the score sheet of one assignment (§6.4 ScoreSheet); total and grade are the server's. */
export interface AwardScoreSheetTable {
  sheetId: Generated<number>;
  assignmentId: number;
  applicationId: number;
  expertId: number;
  templateId: string;
  templateVersion: number;
  items: Generated<SheetItem[]>;
  zeroItem: Generated<boolean>;
  bonus: Generated<string | number>;
  total: Generated<string | number>;
  grade: string | null;
  overallOpinion: string | null;
  recommend: boolean | null;
  signedAt: string | null;
  version: Generated<number>;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

declare module '#kernel/server' {
  interface Database {
    awardUpload: AwardUploadTable;
    awardRegistration: AwardRegistrationTable;
    awardEnterprise: AwardEnterpriseTable;
    awardEnterpriseUser: AwardEnterpriseUserTable;
    awardMessage: AwardMessageTable;
    awardRound: AwardRoundTable;
    awardApplication: AwardApplicationTable;
    awardApplicationSnapshot: AwardApplicationSnapshotTable;
    awardReviewRecord: AwardReviewRecordTable;
    awardExpert: AwardExpertTable;
    awardAssignment: AwardAssignmentTable;
    awardScoreSheet: AwardScoreSheetTable;
  }
}
