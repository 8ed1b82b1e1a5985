import { http } from '#kernel/client';
import type { FormChange, GenericAction, ReviewBody, ReviewRecordRow } from '../../shared/workflow.ts';

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
