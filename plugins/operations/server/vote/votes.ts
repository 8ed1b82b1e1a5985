import type { FastifyRequest } from 'fastify';
import { invalidField, notFound, sql, type Kernel, type ObjectRouteContext } from '#kernel/server';
import type { VoteItemRow, VoteSubjectRow } from '../../shared/vote.ts';
import { siteOf } from '../services/cms.ts';
import '../db/vote-tables.ts';

type Db = ObjectRouteContext['db'] | Kernel['db'];

/** The columns of a vote row on the wire (the digest only where a route asks for it). */
export const VOTE_COLUMNS = [
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
  'source',
  'remark',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const;

/** A vote of the current site (the object check has seen the id; this loads the row). */
export async function siteVote(kernel: Kernel, db: Db, req: FastifyRequest, voteId: number) {
  const site = await siteOf(kernel, req);
  const v = await db.selectFrom('cmsVote').selectAll().where('voteId', '=', voteId).where('siteId', '=', site.siteId).executeTakeFirst();
  if (!v) throw notFound(String(voteId));
  return v;
}

/** A subject of the current site's votes. */
export async function siteSubject(kernel: Kernel, db: Db, req: FastifyRequest, subjectId: number) {
  const site = await siteOf(kernel, req);
  const s = await db
    .selectFrom('cmsVoteSubject')
    .selectAll()
    .where('subjectId', '=', subjectId)
    .where('siteId', '=', site.siteId)
    .executeTakeFirst();
  if (!s) throw notFound(String(subjectId));
  return s;
}

/** Refuses a code another vote of the site has (ignoring case), naming the field. */
export async function uniqueVoteCode(db: Db, siteId: number, code: string, self?: number) {
  let q = db.selectFrom('cmsVote').select('voteId').where('siteId', '=', siteId).where(sql`lower(code)`, '=', code.toLowerCase());
  if (self) q = q.where('voteId', '<>', self);
  if (await q.executeTakeFirst()) throw invalidField('code', 'server:schema.taken');
}

/** How many counted (not excluded) submissions each vote has. */
export async function voteTotals(db: Db, voteIds: number[]): Promise<Map<number, number>> {
  if (!voteIds.length) return new Map();
  const { rows } = await sql<{ voteId: number; n: number }>`
    select vote_id as "voteId", count(*)::int as n from cms_vote_log
    where vote_id = any(${voteIds}::bigint[]) and not excluded group by vote_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.voteId), r.n]));
}

/** Per item, the counted submissions that chose it; per input subject, the answers written (from the log). */
export async function itemTotals(db: Db, voteId: number): Promise<{ items: Map<number, number>; inputs: Map<number, number> }> {
  const [items, inputs] = await Promise.all([
    sql<{ id: number; n: number }>`
      select i.id, count(*)::int as n from cms_vote_log l cross join unnest(l.item_ids) as i(id)
      where l.vote_id = ${voteId} and not l.excluded group by i.id`.execute(db),
    sql<{ id: number; n: number }>`
      select (a->>'subjectId')::bigint as id, count(*)::int as n from cms_vote_log l cross join jsonb_array_elements(l.answers) a
      where l.vote_id = ${voteId} and not l.excluded and a ? 'text' group by 1`.execute(db),
  ]);
  return {
    items: new Map(items.rows.map((r) => [Number(r.id), r.n])),
    inputs: new Map(inputs.rows.map((r) => [Number(r.id), r.n])),
  };
}

/** The subjects of a vote in order (sort, then id), each with its items in order and, when asked, the totals. */
export async function subjectsOf(db: Db, voteId: number, withTotals = true): Promise<VoteSubjectRow[]> {
  const [subjects, items, totals] = await Promise.all([
    db
      .selectFrom('cmsVoteSubject')
      .select(['subjectId', 'voteId', 'type', 'title', 'sortFlag', 'nextSubjectId'])
      .where('voteId', '=', voteId)
      .orderBy('sortFlag')
      .orderBy('subjectId')
      .execute(),
    db
      .selectFrom('cmsVoteItem')
      .select(['itemId', 'voteId', 'subjectId', 'type', 'content', 'description', 'sortFlag', 'nextSubjectId'])
      .where('voteId', '=', voteId)
      .orderBy('sortFlag')
      .orderBy('itemId')
      .execute(),
    withTotals ? itemTotals(db, voteId) : Promise.resolve(null),
  ]);
  const bySubject = new Map<number, VoteItemRow[]>();
  for (const i of items) {
    const row: VoteItemRow = {
      ...i,
      itemId: Number(i.itemId),
      subjectId: Number(i.subjectId),
      total: totals?.items.get(Number(i.itemId)) ?? 0,
    };
    bySubject.set(row.subjectId, [...(bySubject.get(row.subjectId) ?? []), row]);
  }
  return subjects.map((s) => ({
    ...s,
    subjectId: Number(s.subjectId),
    type: s.type as VoteSubjectRow['type'],
    nextSubjectId: s.nextSubjectId == null ? null : Number(s.nextSubjectId),
    total: totals?.inputs.get(Number(s.subjectId)) ?? 0,
    itemList: bySubject.get(Number(s.subjectId)) ?? [],
  }));
}

/**
 * Refuses a branch (`field` names it) that does not point at a later subject of the same vote: `subjects` are the
 * vote's in order, `position` the index of the subject the branch leaves from. -1 (end), 0 and null are allowed.
 */
export function assertLaterSubject(subjects: { subjectId: number }[], position: number, next: number | null | undefined, field: string) {
  if (next == null || next === 0 || next === -1) return;
  const at = subjects.findIndex((s) => s.subjectId === next);
  if (at < 0) throw invalidField(field, 'operations:vote.errors.nextOtherVote');
  if (at <= position) throw invalidField(field, 'operations:vote.errors.nextNotLater');
}
