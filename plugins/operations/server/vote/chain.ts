import { createHash } from 'node:crypto';
import { formatInstant, sql, type Kernel } from '#kernel/server';
import type { VoteAnswer, VoteDigest } from '../../shared/vote.ts';
import { canonicalAnswers } from './ballot.ts';
import { itemTotals } from './votes.ts';

type Db = Kernel['db'];

/** The hash before a vote's first row. */
export const GENESIS = '0'.repeat(64);
/** the advisory-lock class of a vote's chain (one sealer of a vote at a time) */
const CHAIN_LOCK = 7_311_034;
const SEAL_BATCH = 5000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A row's link: sha256(previous hash || canonical answers || sha256(voter key) || time in microseconds). */
export function chainHash(prev: string, answers: VoteAnswer[], voterKey: string, micros: string): string {
  return sha256(`${prev}\n${canonicalAnswers(answers)}\n${sha256(voterKey)}\n${micros}`);
}

interface ChainRow {
  logId: number;
  seq: number | null;
  prevHash: string | null;
  hash: string | null;
  voterKey: string;
  answers: VoteAnswer[];
  micros: string;
}

const rowsSql = (voteId: number, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit: number) => sql<ChainRow>`
  select log_id as "logId", seq, prev_hash as "prevHash", hash, voter_key as "voterKey", answers,
    (extract(epoch from log_time) * 1000000)::bigint::text as micros
  from cms_vote_log where vote_id = ${voteId} and ${where} order by ${order} limit ${limit}`;

/**
 * Seals a vote's new log rows into its chain, in the order they were written: each gets the next `seq`, the head
 * as `prev_hash` and its `hash`. One sealer per vote at a time (an advisory lock); the submissions themselves never
 * wait on it. Returns how many rows it sealed.
 */
export async function sealChain(db: Db, voteId: number): Promise<number> {
  let sealed = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CHAIN_LOCK}, ${voteId}::int)`.execute(trx);
      const head = await sql<{ seq: number; hash: string }>`
        select seq, hash from cms_vote_log where vote_id = ${voteId} and seq is not null order by seq desc limit 1`.execute(trx);
      const fresh = await rowsSql(voteId, sql`hash is null`, sql`log_id`, SEAL_BATCH).execute(trx);
      if (!fresh.rows.length) return 0;
      let prev = head.rows[0]?.hash ?? GENESIS;
      let seq = head.rows[0]?.seq ?? 0;
      const ids: number[] = [];
      const seqs: number[] = [];
      const prevs: string[] = [];
      const hashes: string[] = [];
      for (const r of fresh.rows) {
        const hash = chainHash(prev, r.answers, r.voterKey, r.micros);
        ids.push(Number(r.logId));
        seqs.push(++seq);
        prevs.push(prev);
        hashes.push(hash);
        prev = hash;
      }
      await sql`
        update cms_vote_log l set seq = u.seq, prev_hash = u.prev, hash = u.hash
        from unnest(${ids}::bigint[], ${seqs}::int[], ${prevs}::text[], ${hashes}::text[]) as u(id, seq, prev, hash)
        where l.log_id = u.id`.execute(trx);
      return fresh.rows.length;
    });
    sealed += n;
    if (n < SEAL_BATCH) return sealed;
  }
}

/** What the recomputed chain says: its length and head, and the first place it breaks (null: whole). */
export interface ChainCheck {
  count: number;
  head: string | null;
  brokenAt: number | null;
}

/** Recomputes a vote's sealed chain from its rows (answers, voter key, time) and checks every link. */
export async function checkChain(db: Db, voteId: number): Promise<ChainCheck> {
  let prev = GENESIS;
  let count = 0;
  let after = 0;
  for (;;) {
    const { rows } = await rowsSql(voteId, sql`seq > ${after}`, sql`seq`, SEAL_BATCH).execute(db);
    for (const r of rows) {
      count++;
      const want = chainHash(prev, r.answers, r.voterKey, r.micros);
      if (r.seq !== count || r.prevHash !== prev || r.hash !== want)
        return { count, head: prev === GENESIS ? null : prev, brokenAt: count };
      prev = want;
    }
    if (rows.length < SEAL_BATCH) break;
    after = Number(rows[rows.length - 1].seq);
  }
  return { count, head: count ? prev : null, brokenAt: null };
}

/** The digest of a vote as it stands: the sealed chain's length and head, the per-item totals (excluded rows left out). */
export async function digestOf(kernel: Kernel, vote: { voteId: number; code: string }): Promise<VoteDigest> {
  await sealChain(kernel.db, vote.voteId);
  const head = await sql<{ seq: number; hash: string }>`
    select seq, hash from cms_vote_log where vote_id = ${vote.voteId} and seq is not null order by seq desc limit 1`.execute(kernel.db);
  const totals = await itemTotals(kernel.db, vote.voteId);
  const items = await kernel.db.selectFrom('cmsVoteItem').select('itemId').where('voteId', '=', vote.voteId).orderBy('itemId').execute();
  return {
    voteId: Number(vote.voteId),
    code: vote.code,
    count: head.rows[0]?.seq ?? 0,
    head: head.rows[0]?.hash ?? null,
    items: items.map((i) => ({ itemId: Number(i.itemId), total: totals.items.get(Number(i.itemId)) ?? 0 })),
    closedAt: formatInstant(Date.now(), kernel.config.timeZone),
  };
}

/** Seals and stores the digest of a closed vote (once: a vote that has one keeps it until it is opened again). */
export async function publishDigest(kernel: Kernel, voteId: number): Promise<VoteDigest | null> {
  const v = await kernel.db.selectFrom('cmsVote').select(['voteId', 'code', 'digest']).where('voteId', '=', voteId).executeTakeFirst();
  if (!v) return null;
  if (v.digest) return v.digest;
  const digest = await digestOf(kernel, v);
  await kernel.db
    .updateTable('cmsVote')
    .set({ digest: JSON.stringify(digest) as never })
    .where('voteId', '=', voteId)
    .where('digest', 'is', null)
    .execute();
  return digest;
}

/** The votes that closed (status Close, or their end time passed) without a digest yet: each sealed and published. */
export async function publishClosedDigests(kernel: Kernel): Promise<number> {
  const due = await kernel.db
    .selectFrom('cmsVote')
    .select('voteId')
    .where('digest', 'is', null)
    .where((eb) => eb.or([eb('status', '=', 2), eb('endTime', '<', sql<string>`now()`)]))
    .execute();
  for (const v of due) await publishDigest(kernel, Number(v.voteId));
  return due.length;
}
