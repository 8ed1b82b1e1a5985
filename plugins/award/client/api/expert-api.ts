import { http, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  AssignBatchBody,
  AssignBody,
  AssignmentRow,
  Candidate,
  CompleteBody,
  Expert,
  ExpertAdd,
  ExpertEdit,
  ExpertQuery,
  MyReviewRow,
} from '../../shared/expert.ts';
import type { ScoreSheet, SheetBody } from '../../shared/score.ts';
import type { ScoreTemplate } from '../../shared/score-templates.ts';
import { awardObject } from './award-object.ts';

type Paged<Q> = Q & { pageNum: number; pageSize: number };

export const expertApi = {
  list: (q: Paged<ExpertQuery>) => http.get<PageData<Expert>>('/award/expert/list', { params: q }),
  get: (id: number) => http.get<Expert>(`/award/expert/${id}`),
  users: (userName: string) =>
    http.get<{ userId: number; userName: string; nickName: string }[]>('/award/expert/users', { params: { userName } }),
  add: (b: ExpertAdd) => http.post('/award/expert', b),
  update: (b: ExpertEdit) => http.put('/award/expert', b),
  remove: (ids: number[]) => http.delete('/award/expert', ids),
};

/** The assigner's calls on one application (staff holding award:application:assign). */
export const assignApi = {
  candidates: (id: number) => http.get<{ minExperts: number; candidates: Candidate[] }>(`/award/review/${id}/candidates`),
  draw: (id: number, count: number) => http.post<{ expertIds: number[] }>(`/award/review/${id}/draw`, { count }),
  assign: (id: number, b: AssignBody) => http.post(`/award/review/${id}/assign`, b),
  batchAssign: (b: AssignBatchBody) => http.post('/award/review/batch/assign', b),
  assignments: (id: number) => http.get<AssignmentRow[]>(`/award/review/${id}/assignments`),
  complete: (id: number, b: CompleteBody) => http.post(`/award/review/${id}/complete`, b),
};

export interface ScoringView {
  application: {
    applicationId: number;
    applicationNo: string | null;
    awardType: string;
    projectName: string | null;
    enterpriseName: string | null;
    roundTitle: string;
    status: string;
    schemaVersion: number;
    formData: Record<string, unknown>;
    attachments: { slot: string; uploadId: number; name: string; size: number; ext: string }[];
  };
  schema: Record<string, any> | null;
  template: ScoreTemplate | null;
  assignment: { role: string; dueAt: string; current: boolean };
  editable: boolean;
  sheet: ScoreSheet | null;
}

/** The expert's own calls: the assigned applications and the caller's sheet. */
export const scoreApi = {
  mine: (q: Paged<Record<string, never>>) => http.get<PageData<MyReviewRow>>('/award/score/mine', { params: q }),
  view: (id: number) => http.get<ScoringView>(`/award/score/application/${id}`),
  save: (id: number, b: SheetBody) =>
    http.put<{ total: number; grade: string | null; completed: boolean }>(`/award/score/application/${id}/sheet`, b),
  fileUrl: (id: number, uploadId: number) => `/award/score/application/${id}/file/${uploadId}`,
  sign: (id: number, b: SheetBody) =>
    http.post<{ total: number; grade: string | null; completed: boolean }>(`/award/score/application/${id}/sign`, b),
};

/** Award → Experts as one object. */
export const expertObject = awardObject<Expert, ExpertQuery>({
  name: 'Expert',
  rowKey: 'expertId',
  api: expertApi,
  perms: crudPerms('award', 'expert', ['add', 'edit', 'remove']),
  nameOf: (r) => r.expertName,
});

/** An expert's own reviews as one object: listed only (a review opens its score sheet). */
export const myReviewObject = awardObject<MyReviewRow, Record<string, never>>({
  name: 'MyReview',
  rowKey: 'assignmentId',
  api: { list: scoreApi.mine },
  perms: {},
});
