import { fail, sql, type Kernel } from '#kernel/server';
import type { VoteAnswer } from '../../shared/vote.ts';
import type { Voter } from './voter.ts';

/** How often a submission looks for a free place again when a concurrent one of the same voter took it. */
const RETRIES = 5;

/**
 * Counts one submission, the database deciding the limits: the voter's rows of the day are numbered 1..dayLimit
 * and all of them 1..totalLimit, each (vote, voter, day, number) and (vote, voter, number) unique. A submission
 * takes the next numbers; when a concurrent one of the same voter took them first, the insert conflicts and it
 * counts again — so 50 concurrent submissions of a voter with one vote left are counted once. No row is locked
 * but the voter's own index entries. Returns the log id; refuses with the limit that is reached.
 */
export async function recordVote(
  kernel: Kernel,
  vote: { voteId: number; siteId: number; dayLimit: number; totalLimit: number },
  voter: Voter,
  answers: VoteAnswer[],
  day: string,
): Promise<number> {
  const itemIds = answers.flatMap((a) => a.itemIds ?? []);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const { rows } = await sql<{ dayN: number; totalN: number }>`
      select count(*) filter (where vote_day = ${day}::date)::int as "dayN", count(*)::int as "totalN"
      from cms_vote_log where vote_id = ${vote.voteId} and voter_key = ${voter.key}`.execute(kernel.db);
    const { dayN, totalN } = rows[0];
    if (totalN >= vote.totalLimit) throw fail('operations:vote.errors.totalLimit', { limit: vote.totalLimit });
    if (dayN >= vote.dayLimit) throw fail('operations:vote.errors.dayLimit', { limit: vote.dayLimit });
    const r = await kernel.db
      .insertInto('cmsVoteLog')
      .values({
        voteId: vote.voteId,
        siteId: vote.siteId,
        voterKey: voter.key,
        voteDay: day,
        dayNo: dayN + 1,
        totalNo: totalN + 1,
        answers: JSON.stringify(answers) as never,
        itemIds,
        ip: voter.ip,
        subnet: voter.subnet,
        memberId: voter.memberId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('logId')
      .executeTakeFirst();
    if (r) return Number(r.logId);
  }
  throw fail('operations:vote.errors.dayLimit', { limit: vote.dayLimit });
}
