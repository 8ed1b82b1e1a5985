import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { VoteAdd, VoteDigest, VoteItemsSave, VoteRow, VoteSubjectAdd, VoteSubjectRow } from '../../shared/vote.ts';
import { operationsObject } from './operations-object.ts';

export type { VoteDigest, VoteRow, VoteSubjectRow };
export type VoteQuery = { title?: string; status?: string };
export type VoteDetail = VoteRow & { digest: VoteDigest | null; subjectList: VoteSubjectRow[] };
export interface VoteBurst {
  subnet: string;
  windowStart: string;
  count: number;
  excluded: number;
}
export interface VoteVerify {
  matches: boolean;
  count: number;
  head: string | null;
  brokenAt: number | null;
  digest: VoteDigest | null;
  totalsMatch: boolean | null;
}

/** URLs of votes (v1.4.3 routes of chestnut-api §1.9 and ours), declared once. */
export const voteUrls = {
  votes: '/vote',
  userTypes: '/vote/userTypes',
  subjects: '/vote/subject',
  items: '/vote/subject/items',
  bursts: '/vote/bursts',
  verify: '/vote/verify',
} as const;

export const voteApi = {
  list: (q: VoteQuery & { pageNum: number; pageSize: number }) => http.get<PageData<VoteRow>>(voteUrls.votes, { params: q }),
  get: (voteId: number) => http.get<VoteDetail>(`${voteUrls.votes}/${voteId}`),
  add: (b: VoteAdd) => http.post<VoteRow>(voteUrls.votes, b),
  update: (b: VoteAdd & { voteId: number }) => http.put(voteUrls.votes, b),
  remove: (ids: number[]) => http.delete(voteUrls.votes, ids),
  userTypes: () => http.get<{ id: string; name: string }[]>(voteUrls.userTypes),
  subjects: (voteId: number) => http.get<PageData<VoteSubjectRow>>(voteUrls.subjects, { params: { voteId } }),
  addSubject: (b: VoteSubjectAdd) => http.post<{ subjectId: number }>(voteUrls.subjects, b),
  updateSubject: (b: VoteSubjectAdd & { subjectId: number }) => http.put(voteUrls.subjects, b),
  removeSubjects: (ids: number[]) => http.delete(voteUrls.subjects, ids),
  saveItems: (b: VoteItemsSave) => http.post(voteUrls.items, b),
  bursts: (voteId: number) => http.get<PageData<VoteBurst>>(voteUrls.bursts, { params: { voteId } }),
  excludeBurst: (b: { voteId: number; subnet: string; windowStart: string; excluded: boolean }) => http.put(voteUrls.bursts, b),
  verify: (voteId: number) => http.post<VoteVerify>(voteUrls.verify, { voteId }),
};

export const voteObject = operationsObject<VoteRow, VoteQuery>({
  name: 'Vote',
  rowKey: 'voteId',
  api: voteApi,
  perms: { add: 'vote:add', edit: 'vote:edit', remove: 'vote:delete' },
  nameOf: (r) => r.title,
});
