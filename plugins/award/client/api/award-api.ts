import { http, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { AttachmentSlot, Round, RoundAdd, RoundEdit, RoundQuery, RoundState } from '../../shared/round.ts';
import type {
  ApplicationAdd,
  ApplicationDetail,
  ApplicationEdit,
  ApplicationQuery,
  ApplicationRow,
  PreCheck,
} from '../../shared/application.ts';
import type { RegistrationBody, RegistrationStatus } from '../../shared/registration.ts';
import type { FormChange, GenericAction, ReviewBody, ReviewRecordRow } from '../../shared/workflow.ts';
import { awardObject } from './award-object.ts';

export interface RegistrationForm {
  name: string;
  version: number;
  schema: Record<string, any>;
  dicts: Record<string, { label: string; value: string; isDefault?: boolean }[]>;
  upload: { types: string[]; maxBytes: number; maxPerSlot: number };
  captchaEnabled: boolean;
}

export interface Registration {
  registrationId: number;
  userName: string;
  phone: string;
  email: string | null;
  uscc: string;
  enterpriseName: string;
  applyLevel: string;
  status: RegistrationStatus;
  opinion: string | null;
  reviewedBy: string | null;
  reviewedTime: string | null;
  createTime: string;
}

export interface RegistrationDetail extends Registration {
  formData: { enterprise: Record<string, unknown>; contact: Record<string, unknown>; applyLevel: string };
  attachments: { slot: string; uploadId: number; name: string; size: number; ext: string }[];
  messages: { messageId: number; recipient: string; kind: string; body: string; createBy: string; createTime: string }[];
}

export interface Enterprise {
  enterpriseId: number;
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
  createTime: string;
}

type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** Public calls of the member registration (sent without a token, SPEC §6). */
export const registerApi = {
  form: () => http.get<RegistrationForm>('/bus/members/registrationForm', { isToken: false }),
  submit: (b: RegistrationBody) => http.post('/bus/members/registerBusAssociationMembers', b, { isToken: false, raw: true }),
  captcha: () => http.get<{ captchaEnabled?: boolean; uuid?: string; img?: string }>('/captchaImage', { isToken: false }),
};

export const registrationApi = {
  list: (q: Paged<{ status?: string; enterpriseName?: string; uscc?: string }>) =>
    http.get<PageData<Registration>>('/award/registration/list', { params: q }),
  get: (id: number) => http.get<RegistrationDetail>(`/award/registration/${id}`),
  pass: (id: number, opinion?: string) => http.post(`/award/registration/${id}/pass`, { opinion: opinion || null }),
  return: (id: number, opinion: string) => http.post(`/award/registration/${id}/return`, { opinion }),
  reject: (id: number, opinion: string) => http.post(`/award/registration/${id}/reject`, { opinion }),
  fileUrl: (id: number, uploadId: number) => `/award/registration/${id}/file/${uploadId}`,
};

export const enterpriseApi = {
  list: (q: Paged<{ enterpriseName?: string; uscc?: string }>) => http.get<PageData<Enterprise>>('/award/enterprise/list', { params: q }),
  /** `silent`: staff accounts have no enterprise, and the caller expects that */
  mine: (silent = false) => http.get<Enterprise>('/award/enterprise/mine', { silent }),
};

export const roundApi = {
  list: (q: Paged<RoundQuery>) => http.get<PageData<Round>>('/award/round/list', { params: q }),
  get: (id: number) => http.get<Round>(`/award/round/${id}`),
  add: (b: RoundAdd) => http.post('/award/round', b),
  update: (b: RoundEdit) => http.put('/award/round', b),
  remove: (ids: number[]) => http.delete('/award/round', ids),
  /** the round's applications as xlsx (POST twin of `GET /award/round/:id/export`, for the download helper) */
  exportUrl: (id: number) => `/award/round/${id}/export`,
};

export interface OpenRound {
  roundId: number;
  awardType: string;
  title: string;
  year: number;
  batch: number;
  openAt: string;
  closeAt: string;
  maxPerEnterprise: number;
  schemaVersion: number;
  slots: AttachmentSlot[];
  state: RoundState;
}

export interface AwardSchema {
  type: string;
  version: number;
  schema: Record<string, any>;
}

export type ApplicationFull = ApplicationDetail & { slots: AttachmentSlot[]; roundState: RoundState | null };

export const applicationApi = {
  list: (q: Paged<ApplicationQuery>) => http.get<PageData<ApplicationRow>>('/award/application/list', { params: q }),
  get: (id: number) => http.get<ApplicationFull>(`/award/application/${id}`),
  rounds: (awardType: string) => http.get<OpenRound[]>('/award/application/rounds', { params: { awardType } }),
  schema: (type: string, version?: number, silent = false) =>
    http.get<AwardSchema>(`/award/schema/${type}`, { params: version ? { version } : {}, silent }),
  add: (b: ApplicationAdd) => http.post<{ applicationId: number; schemaVersion: number }>('/award/application', b),
  update: (b: ApplicationEdit) => http.put('/award/application', b),
  preCheck: (id: number) => http.post<PreCheck>(`/award/application/${id}/pre-check`),
  submit: (id: number, version: number) =>
    http.post<{ applicationNo: string; revision: number; precheck: PreCheck }>(`/award/application/${id}/submit`, { version }),
  fileUrl: (id: number, uploadId: number) => `/award/application/${id}/file/${uploadId}`,
  /** the printable application (print-ready HTML) */
  printUrl: (id: number) => `/award/application/${id}/print`,
};

/** The console route of the printable application (a full window, opened in a new tab). */
export const printRoute = (id: number) => `/award/print/${id}`;

/** A resubmission's changes against the submission before it. */
export interface RevisionDiff {
  revision: number;
  previousRevision: number;
  previousTime: string;
  time: string;
  changes: FormChange[];
}

/** The review of applications (awards.md §6): generic actions one by one or in batches, records, diffs. */
export const reviewApi = {
  /** the envelope: its message says what was done, in the person's language */
  act: (id: number, action: GenericAction, b: ReviewBody) =>
    http.post<{ msg: string; data: { status: string } }>(`/award/review/${id}/${action}`, b, { raw: true }),
  batch: (action: 'pass' | 'reject', ids: number[], opinion?: string) =>
    http.post<{ msg: string; data: { count: number } }>(
      `/award/review/batch/${action}`,
      { ids, opinion: opinion || undefined },
      { raw: true },
    ),
  records: (id: number) => http.get<ReviewRecordRow[]>(`/award/review/${id}/records`),
  diff: (id: number, revision?: number) => http.get<RevisionDiff>(`/award/review/${id}/diff`, { params: revision ? { revision } : {} }),
};

/** Award → Rounds as one object. */
export const roundObject = awardObject<Round, RoundQuery>({
  name: 'Round',
  rowKey: 'roundId',
  api: roundApi,
  perms: crudPerms('award', 'round', ['add', 'edit', 'remove']),
  nameOf: (r) => r.title,
});

/** Awards → Enterprises as one object: the member enterprises, listed only. */
export const enterpriseObject = awardObject<Enterprise, { enterpriseName?: string; uscc?: string }>({
  name: 'Enterprise',
  rowKey: 'enterpriseId',
  api: enterpriseApi,
  perms: {},
});

/** Awards → Member registrations as one object: listed, then passed, returned or rejected (see the screen). */
export const registrationObject = awardObject<Registration, { status?: string; enterpriseName?: string; uscc?: string }>({
  name: 'Registration',
  rowKey: 'registrationId',
  api: { list: registrationApi.list },
  perms: {},
});

/** Awards → Applications as one object (the screen exports a route's award types under its own file name). */
export const applicationObject = awardObject<ApplicationRow, ApplicationQuery>({
  name: 'Application',
  rowKey: 'applicationId',
  api: { list: applicationApi.list },
  perms: { export: 'award:application:export' },
});
