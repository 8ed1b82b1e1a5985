import type { Generated } from 'kysely';
import type { VoteDigest } from '../../shared/vote.ts';

/** cms_vote (migration 0011-vote): a vote of a site. */
export interface CmsVoteTable {
  voteId: Generated<number>;
  siteId: number;
  code: string;
  title: string;
  startTime: string;
  endTime: string;
  userType: string;
  dayLimit: number;
  totalLimit: number;
  status: Generated<number>;
  viewType: Generated<number>;
  source: string | null;
  remark: string | null;
  digest: VoteDigest | null;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

/** cms_vote_subject: a question of a vote. */
export interface CmsVoteSubjectTable {
  subjectId: Generated<number>;
  voteId: number;
  siteId: number;
  type: string;
  title: string;
  sortFlag: Generated<number>;
  nextSubjectId: number | null;
  createTime: Generated<string>;
}

/** cms_vote_item: an answer a radio or checkbox subject offers. */
export interface CmsVoteItemTable {
  itemId: Generated<number>;
  voteId: number;
  subjectId: number;
  siteId: number;
  type: Generated<string>;
  content: string;
  description: string | null;
  sortFlag: Generated<number>;
  nextSubjectId: number | null;
}

/** cms_vote_log: one counted submission, its answers and its place in the vote's hash chain. */
export interface CmsVoteLogTable {
  logId: Generated<number>;
  voteId: number;
  siteId: number;
  voterKey: string;
  voteDay: string;
  dayNo: number;
  totalNo: number;
  answers: unknown;
  itemIds: number[];
  ip: string | null;
  subnet: string | null;
  memberId: number | null;
  logTime: Generated<string>;
  seq: number | null;
  prevHash: string | null;
  hash: string | null;
  excluded: Generated<boolean>;
}

declare module '#kernel/server' {
  interface Database {
    cmsVote: CmsVoteTable;
    cmsVoteSubject: CmsVoteSubjectTable;
    cmsVoteItem: CmsVoteItemTable;
    cmsVoteLog: CmsVoteLogTable;
  }
}
