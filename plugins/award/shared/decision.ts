import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const count = () => Type.Integer({ minimum: 0, maximum: 10000 });

/** `POST /award/review/:id/decide`: the committee's vote on a reviewed application (awards.md §6.4 CommitteeDecision). */
export const DecisionBody = Type.Object({
  version: Wire.version(),
  meetingDate: Type.String({ pattern: DATE }),
  membersPresent: Type.Integer({ minimum: 1, maximum: 10000 }),
  votesFor: count(),
  votesAgainst: count(),
  votesAbstain: count(),
  /** dictionary `award_level`; required when the vote passes */
  awardLevel: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  /** required when the vote fails */
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type DecisionBody = Static<typeof DecisionBody>;

/** A committee decision as the examine screen shows it. */
export interface CommitteeDecision {
  decisionId: number;
  applicationId: number;
  meetingDate: string;
  membersPresent: number;
  votesFor: number;
  votesAgainst: number;
  votesAbstain: number;
  passRatio: number;
  passed: boolean;
  awardLevel: string | null;
  opinion: string | null;
  decidedBy: string;
  createTime: string;
}

/** Whether a vote passes the round's rule: more votes for than `ratio` of the members present (§6.4 "rule"). */
export const votePasses = (v: { membersPresent: number; votesFor: number }, ratio: number) => v.votesFor > ratio * v.membersPresent;

/** `POST /award/publicity`: starts the publicity of a round's approved entries (all of them, or those named). */
export const PublicityStart = Type.Object({
  roundId: Wire.id(),
  ids: Type.Optional(Type.Array(Wire.id(), { minItems: 1, maxItems: 500 })),
});
export type PublicityStart = Static<typeof PublicityStart>;

/** One evidence file of an objection (uploaded through the common upload). */
export const EvidenceFile = Type.Object({
  name: Wire.text(200),
  url: Type.String({ minLength: 1, maxLength: 500, pattern: '^/[A-Za-z0-9/._-]*/upload/[A-Za-z0-9/._-]+$' }),
});
export type EvidenceFile = Static<typeof EvidenceFile>;

/** `POST /award/objection`: an objection received during an application's publicity (§6.3 #15). */
export const ObjectionAdd = Type.Object({
  applicationId: Wire.id(),
  submitter: Wire.text(100),
  contact: Wire.text(100),
  content: Wire.text(4000),
  evidence: Type.Optional(Type.Array(EvidenceFile, { maxItems: 20 })),
});
export type ObjectionAdd = Static<typeof ObjectionAdd>;

/** `POST /award/objection/:id/conclude`: upheld (→ NOT_APPROVED) or not (→ back to PUBLICITY), with the conclusion. */
export const ObjectionConclude = Type.Object({
  upheld: Type.Boolean(),
  conclusion: Wire.text(2000),
});
export type ObjectionConclude = Static<typeof ObjectionConclude>;

export const OBJECTION_STATUSES = ['OPEN', 'UPHELD', 'REJECTED'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];

export interface Objection {
  objectionId: number;
  applicationId: number;
  publicityId: number;
  submitter: string;
  contact: string;
  content: string;
  evidence: EvidenceFile[];
  receivedTime: string;
  status: ObjectionStatus;
  conclusion: string | null;
  handledBy: string | null;
  concludedTime: string | null;
}

/** `POST /award/announce`: the announcement of a round's entries whose publicity ended without open objection (§6.3 #17). */
export const AnnounceBody = Type.Object({
  roundId: Wire.id(),
  ids: Type.Array(Wire.id(), { minItems: 1, maxItems: 500 }),
  docNo: Wire.text(100),
  announceDate: Type.String({ pattern: DATE }),
  /** per entry: the award level announced, when it differs from the committee's */
  levels: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String({ minLength: 1, maxLength: 40 }))),
});
export type AnnounceBody = Static<typeof AnnounceBody>;

export const PUBLICITY_KINDS = ['PUBLICITY', 'ANNOUNCEMENT'] as const;
export type PublicityKind = (typeof PUBLICITY_KINDS)[number];
/** where a publicity's notice is: `cms` when it is a CMS article, `public` for the award plugin's own public page */
export const NOTICE_CHANNELS = ['cms', 'public'] as const;

/** One entry of a publicity or an announcement. */
export interface PublicityEntry {
  applicationId: number;
  applicationNo: string | null;
  enterpriseName: string;
  projectName: string | null;
  awardLevel: string | null;
  certificateNo: string | null;
  status: string;
  validFrom: string | null;
  validTo: string | null;
}

/** A publicity or an announcement of a round, with its notice. */
export interface Publicity {
  publicityId: number;
  roundId: number;
  kind: PublicityKind;
  title: string;
  startTime: string;
  endTime: string | null;
  docNo: string | null;
  announceDate: string | null;
  noticeUrl: string | null;
  /** `cms` when the notice is a CMS article, `public` for the award plugin's own public page */
  noticeChannel: (typeof NOTICE_CHANNELS)[number];
  offlineTime: string | null;
  entries: PublicityEntry[];
}

/** What the round's publicity screen shows: its settings, the decided entries waiting, and every publicity so far. */
export interface RoundPublicity {
  roundId: number;
  title: string;
  awardType: string;
  publicityDays: number;
  publicityWorkingDays: boolean;
  committeePassRatio: number;
  /** reviewed, no committee decision yet */
  awaiting: PublicityEntry[];
  /** reviewed, decided to pass, waiting for a publicity */
  approved: PublicityEntry[];
  /** in publicity whose window ended without an open objection: ready to announce */
  announceable: PublicityEntry[];
  publicities: Publicity[];
}

/** Years a certificate of the type stays valid (awards.md §6.3 #19: credit registration, reputation 3 years); null: no end. */
export const VALIDITY_YEARS: Record<string, number> = { creditregistrationaward: 3, reputationlevelaward: 3 };

/**
 * The last day of a publicity of `days` starting on `start` (yyyy-MM-dd): calendar days, or working days when
 * `workingDays` (Saturdays and Sundays skipped). The start day counts as the first day.
 */
export function publicityEndDay(start: string, days: number, workingDays: boolean): string {
  const d = new Date(`${start}T00:00:00Z`);
  const weekend = () => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  if (!workingDays) {
    d.setUTCDate(d.getUTCDate() + Math.max(days, 1) - 1);
    return d.toISOString().slice(0, 10);
  }
  while (weekend()) d.setUTCDate(d.getUTCDate() + 1);
  for (let left = Math.max(days, 1) - 1; left > 0; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (!weekend()) left--;
  }
  return d.toISOString().slice(0, 10);
}
