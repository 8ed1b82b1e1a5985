import type { FastifyRequest } from 'fastify';
import { fail, invalidField, notFound, sql, type Kernel } from '#kernel/server';
import { VOTE_STATUS, VOTE_VIEW, type VoteSubjectRow } from '../../shared/vote.ts';
import { subjectsOf } from './votes.ts';
import { voterOf } from './voter.ts';

/** A vote as the public endpoints read it, with where it stands in its time window. */
export interface PublicVoteRow {
  voteId: number;
  siteId: number;
  code: string;
  title: string;
  startTime: string;
  endTime: string;
  userType: string;
  dayLimit: number;
  totalLimit: number;
  status: number;
  viewType: number;
  notStarted: boolean;
  ended: boolean;
}

/** A vote by id, or by code within a site (`siteId`); anything else is not found. */
export async function publicVote(kernel: Kernel, ref: string | number, siteId?: number): Promise<PublicVoteRow> {
  const byId = typeof ref === 'number' || /^[1-9][0-9]{0,15}$/.test(ref);
  if (!byId && !siteId) throw invalidField('siteId', 'server:schema.required');
  let q = kernel.db
    .selectFrom('cmsVote')
    .select([
      'voteId',
      'siteId',
      'code',
      'title',
      'startTime',
      'endTime',
      'userType',
      'dayLimit',
      'totalLimit',
      'status',
      'viewType',
      sql<boolean>`now() < start_time`.as('notStarted'),
      sql<boolean>`now() > end_time`.as('ended'),
    ]);
  const code = String(ref).toLowerCase();
  if (!siteId) q = q.where('voteId', '=', Number(ref));
  // within a site a code of digits only is still a code: a vote of that code first, else of that id
  else
    q = q
      .where('siteId', '=', siteId)
      .where((eb) => (byId ? eb.or([eb(sql`lower(code)`, '=', code), eb('voteId', '=', Number(ref))]) : eb(sql`lower(code)`, '=', code)))
      .orderBy(sql`lower(code) = ${code}`, 'desc')
      .limit(1);
  const v = await q.executeTakeFirst();
  if (!v) throw notFound(String(ref));
  return { ...v, voteId: Number(v.voteId), siteId: Number(v.siteId) };
}

/** Where a vote stands for a voter: `open` takes votes; the others say why it does not. */
export type VoteState = 'open' | 'notStarted' | 'ended' | 'stopped' | 'closed';

export function voteState(v: PublicVoteRow): VoteState {
  if (v.status === VOTE_STATUS.CLOSE) return 'closed';
  if (v.status === VOTE_STATUS.STOP) return 'stopped';
  if (v.notStarted) return 'notStarted';
  if (v.ended) return 'ended';
  return 'open';
}

/** Refuses a submission to a vote that is not open, with the reason (before its start, after its end, stopped, closed). */
export function assertOpen(v: PublicVoteRow) {
  const state = voteState(v);
  if (state === 'closed') throw fail('operations:vote.errors.closed');
  if (state === 'stopped') throw fail('operations:vote.errors.stopped');
  if (state === 'notStarted') throw fail('operations:vote.errors.notStarted', { time: v.startTime });
  if (state === 'ended') throw fail('operations:vote.errors.ended', { time: v.endTime });
}

/** Whether this request's voter has a counted submission of the vote (viewType 1: the same address or member). */
export async function hasVoted(kernel: Kernel, req: FastifyRequest, v: PublicVoteRow): Promise<boolean> {
  const voter = await voterOf(kernel, req, v, false);
  if (!voter) return false;
  const r = await kernel.db
    .selectFrom('cmsVoteLog')
    .select('logId')
    .where('voteId', '=', v.voteId)
    .where('voterKey', '=', voter.key)
    .executeTakeFirst();
  return !!r;
}

/** Whether the vote's results may be shown to this request (viewType 0 never, 1 to a voter who voted, 2 always). */
export async function resultVisible(kernel: Kernel, req: FastifyRequest, v: PublicVoteRow): Promise<boolean> {
  if (v.viewType === VOTE_VIEW.ALWAYS) return true;
  if (v.viewType === VOTE_VIEW.AFTER_VOTE) return hasVoted(kernel, req, v);
  return false;
}

/** The vote as a published page needs it: no limits' internals, the subjects and items in order, no totals. */
export async function publicVoteView(kernel: Kernel, req: FastifyRequest, v: PublicVoteRow) {
  const subjects = await subjectsOf(kernel.db, v.voteId, false);
  return {
    voteId: v.voteId,
    code: v.code,
    title: v.title,
    startTime: v.startTime,
    endTime: v.endTime,
    userType: v.userType,
    status: v.status,
    viewType: v.viewType,
    state: voteState(v),
    resultVisible: await resultVisible(kernel, req, v),
    subjects: subjects.map(publicSubject),
  };
}

const publicSubject = (s: VoteSubjectRow) => ({
  subjectId: s.subjectId,
  type: s.type,
  title: s.title,
  nextSubjectId: s.nextSubjectId,
  items: s.itemList.map((i) => ({ itemId: i.itemId, content: i.content, description: i.description, nextSubjectId: i.nextSubjectId })),
});

/** The results: per subject the items with their totals, an input subject's count of answers (never the texts). */
export async function publicResult(kernel: Kernel, v: PublicVoteRow) {
  const subjects = await subjectsOf(kernel.db, v.voteId, true);
  const total = await kernel.db
    .selectFrom('cmsVoteLog')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('voteId', '=', v.voteId)
    .where('excluded', '=', false)
    .executeTakeFirstOrThrow();
  return {
    voteId: v.voteId,
    code: v.code,
    title: v.title,
    total: total.n,
    subjects: subjects.map((s) => ({
      subjectId: s.subjectId,
      type: s.type,
      title: s.title,
      total: s.type === 'input' ? s.total : undefined,
      items: s.itemList.map((i) => ({ itemId: i.itemId, content: i.content, total: i.total })),
    })),
  };
}
