import { sql, type Kernel } from '#kernel/server';
import { VOTE_LIMITS } from '../../shared/vote.ts';

type Db = Kernel['db'];

/** A burst: at least `burstVotes` submissions from one subnet within one `burstMinutes` window. */
export interface VoteBurst {
  subnet: string;
  windowStart: string;
  count: number;
  excluded: number;
}

const window = () => sql.raw(`'${VOTE_LIMITS.burstMinutes} minutes'::interval`);

/** The bursts of a vote, the biggest first (at most 100), read from the log (the index by vote, subnet and time). */
export async function voteBursts(db: Db, voteId: number): Promise<VoteBurst[]> {
  const { rows } = await sql<VoteBurst>`
    select subnet, date_bin(${window()}, log_time, timestamptz '2000-01-01') as "windowStart",
      count(*)::int as count, (count(*) filter (where excluded))::int as excluded
    from cms_vote_log where vote_id = ${voteId} and subnet is not null
    group by subnet, 2 having count(*) >= ${VOTE_LIMITS.burstVotes}
    order by count desc, 2 desc limit 100`.execute(db);
  return rows;
}

/** Staff exclude (or count again) the submissions of a burst: the totals leave them out; the chain keeps them. */
export async function excludeBurst(db: Db, voteId: number, subnet: string, windowStart: string, excluded: boolean): Promise<number> {
  const r = await sql`
    update cms_vote_log set excluded = ${excluded}
    where vote_id = ${voteId} and subnet = ${subnet}
      and date_bin(${window()}, log_time, timestamptz '2000-01-01') = ${windowStart}::timestamptz`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}
