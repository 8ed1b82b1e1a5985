import { type Db, notFound } from '#kernel/server';

/** The round of a publicity or announcement, with its publicity rules (404 when missing). */
export async function publicityRoundOf(d: Db, roundId: number) {
  const r = await d
    .selectFrom('awardRound')
    .select(['roundId', 'title', 'awardType', 'year', 'publicityDays', 'publicityWorkingDays', 'committeePassRatio'])
    .where('roundId', '=', roundId)
    .executeTakeFirst();
  if (!r) throw notFound(String(roundId));
  return r;
}

/** Reviewed entries of the round the committee passed, waiting for a publicity. */
export const approvedEntries = (d: Db, roundId: number) =>
  d
    .selectFrom('awardApplication as a')
    .innerJoin('awardCommitteeDecision as c', 'c.applicationId', 'a.applicationId')
    .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
    .select(['a.applicationId', 'a.applicationNo', 'a.status', 'a.revision', 'n.enterpriseName', 'a.projectName', 'c.awardLevel'])
    .select(['c.meetingDate', 'c.membersPresent', 'c.votesFor', 'c.votesAgainst', 'c.votesAbstain', 'c.passRatio'])
    .where('a.roundId', '=', roundId)
    .where('a.status', '=', 'REVIEWED')
    .where('c.passed', '=', true)
    .orderBy('a.applicationNo')
    .orderBy('a.applicationId');
