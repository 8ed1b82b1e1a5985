import type { Generated } from 'kysely';
import type { EvidenceFile, ObjectionStatus, PublicityKind } from '../../shared/decision.ts';

/** award_committee_decision: the committee's vote on one reviewed application (awards.md §6.4 CommitteeDecision). */
export interface AwardCommitteeDecisionTable {
  decisionId: Generated<number>;
  applicationId: number;
  meetingDate: string;
  membersPresent: number;
  votesFor: number;
  votesAgainst: number;
  votesAbstain: number;
  passRatio: string | number;
  passed: boolean;
  awardLevel: string | null;
  opinion: string | null;
  decidedBy: string;
  createTime: Generated<string>;
}

/** award_publicity: a publicity (公示) or an announcement (公告) of a round, with its public notice. */
export interface AwardPublicityTable {
  publicityId: Generated<number>;
  roundId: number;
  kind: PublicityKind;
  title: string;
  startTime: string;
  endTime: string | null;
  docNo: string | null;
  announceDate: string | null;
  noticeUrl: string | null;
  /** the notice publisher's reference (a CMS content id); null when the notice is the award plugin's public page */
  noticeRef: string | null;
  offlineTime: string | null;
  createBy: string | null;
  createTime: Generated<string>;
}

export interface AwardPublicityEntryTable {
  publicityId: number;
  applicationId: number;
  awardLevel: string | null;
  certificateNo: string | null;
}

export interface AwardObjectionTable {
  objectionId: Generated<number>;
  applicationId: number;
  publicityId: number;
  submitter: string;
  contact: string;
  content: string;
  evidence: Generated<EvidenceFile[]>;
  receivedTime: Generated<string>;
  status: Generated<ObjectionStatus>;
  conclusion: string | null;
  handledBy: string | null;
  concludedTime: string | null;
  createBy: string | null;
}

declare module '#kernel/server' {
  interface Database {
    awardCommitteeDecision: AwardCommitteeDecisionTable;
    awardPublicity: AwardPublicityTable;
    awardPublicityEntry: AwardPublicityEntryTable;
    awardObjection: AwardObjectionTable;
  }
}
