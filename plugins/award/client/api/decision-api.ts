import { http } from '#kernel/client';
import type {
  AnnounceBody,
  CommitteeDecision,
  DecisionBody,
  Objection,
  ObjectionAdd,
  ObjectionConclude,
  PublicityStart,
  RoundPublicity,
} from '../../shared/decision.ts';

/** What the decision panel shows of an application: its status and window, the committee's vote, the objections. */
export interface DecisionView {
  status: string;
  version: number;
  publicityStart: string | null;
  publicityEnd: string | null;
  passRatio: number;
  decision: CommitteeDecision | null;
  objections: Objection[];
}

/** The committee decision, objections, publicity and announcement (awards.md §6.3 #13–#17). */
export const decisionApi = {
  view: (id: number) => http.get<DecisionView>(`/award/review/${id}/decision`),
  decide: (id: number, b: DecisionBody) => http.post<{ passed: boolean }>(`/award/review/${id}/decide`, b),
  addObjection: (b: ObjectionAdd) => http.post<{ objectionId: number }>('/award/objection', b),
  conclude: (objectionId: number, b: ObjectionConclude) => http.post<{ status: string }>(`/award/objection/${objectionId}/conclude`, b),
  round: (roundId: number) => http.get<RoundPublicity>(`/award/publicity/round/${roundId}`),
  startPublicity: (b: PublicityStart) =>
    http.post<{ publicityId: number; noticeUrl: string; publicityEnd: string; count: number }>('/award/publicity', b),
  announce: (b: AnnounceBody) =>
    http.post<{ publicityId: number; noticeUrl: string; entries: { applicationId: number; certificateNo: string; awardLevel: string }[] }>(
      '/award/announce',
      b,
    ),
};
