import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { invalidField, objectRoute, ok, type Kernel, type ObjectRouteContext, type RouteApp } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { VOTE_LIMITS, VoteIds, VoteItemsSave, VoteSubjectAdd, VoteSubjectEdit, type VoteSubjectRow } from '../../shared/vote.ts';
import { assertLaterSubject, siteSubject, siteVote, subjectsOf } from '../vote/votes.ts';

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'operations:vote.log.subject', type });
const SubjectRef = Type.Object({ subjectId: Wire.id() });

/**
 * Checks every branch of a vote after a write (in its transaction, so a refusal changes nothing): each subject's and
 * each radio item's `nextSubjectId` points at a later subject of the vote. `own` is the subject just written: its
 * broken branch is named `nextSubjectId`; a branch of another subject that the write's new order broke, `sortFlag`.
 */
async function assertBranches(db: Db, voteId: number, own: number | null) {
  const subjects = await subjectsOf(db, voteId, false);
  if (subjects.length > VOTE_LIMITS.subjects)
    throw invalidField('voteId', 'operations:vote.errors.tooManySubjects', { max: VOTE_LIMITS.subjects });
  subjects.forEach((s, at) => {
    const field = s.subjectId === own ? 'nextSubjectId' : 'sortFlag';
    assertLaterSubject(subjects, at, s.nextSubjectId, field);
    for (const i of s.itemList) assertLaterSubject(subjects, at, i.nextSubjectId, 'sortFlag');
  });
}

/** The row of a subject's own fields. */
const subjectValues = (b: VoteSubjectAdd) => ({
  type: b.type,
  title: b.title.trim(),
  sortFlag: b.sortFlag ?? 0,
  nextSubjectId: b.nextSubjectId || null,
});

/**
 * The subjects of a vote and their items (chestnut-api §1.9, v1.4.3 routes; the hidden menu 2067 `vote/subjects`):
 * the list of a vote's subjects with their items and totals, a subject's detail, add, edit, delete, and the item
 * editor saving all items of a subject at once (`POST /vote/subject/items`; items not named are removed). Branches
 * go forward only: a `nextSubjectId` that is not a later subject of the same vote is refused naming the field.
 */
export function voteSubjectRoutes(app: RouteApp, kernel: Kernel) {
  app.get(
    '/vote/subject',
    { config: { access: 'vote:view' }, schema: { querystring: Type.Object({ voteId: Wire.id() }) } },
    async (req: FastifyRequest<{ Querystring: { voteId: number } }>) => {
      const v = await siteVote(kernel, kernel.db, req, req.query.voteId);
      const rows = await subjectsOf(kernel.db, v.voteId);
      return ok({ rows, total: rows.length });
    },
  );

  app.get(
    '/vote/subject/:subjectId',
    { config: { access: 'vote:view' }, schema: { params: SubjectRef } },
    async (req: FastifyRequest<{ Params: { subjectId: number } }>) => {
      const s = await siteSubject(kernel, kernel.db, req, req.params.subjectId);
      return ok((await subjectsOf(kernel.db, s.voteId)).find((x) => x.subjectId === Number(s.subjectId)));
    },
  );

  app.get(
    '/vote/subject/items/:subjectId',
    { config: { access: 'vote:view' }, schema: { params: SubjectRef } },
    async (req: FastifyRequest<{ Params: { subjectId: number } }>) => {
      const s = await siteSubject(kernel, kernel.db, req, req.params.subjectId);
      const rows = (await subjectsOf(kernel.db, s.voteId)).find((x) => x.subjectId === Number(s.subjectId))?.itemList ?? [];
      return ok({ rows, total: rows.length });
    },
  );

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/vote/subject',
    access: 'vote:edit',
    log: log('INSERT'),
    schema: { body: VoteSubjectAdd },
    load: (req, { db }) => siteVote(kernel, db, req, req.body.voteId),
    handle: async (req, v, { db }) => {
      const row = await db
        .insertInto('cmsVoteSubject')
        .values({ ...subjectValues(req.body), voteId: v.voteId, siteId: v.siteId })
        .returning('subjectId')
        .executeTakeFirstOrThrow();
      await assertBranches(db, v.voteId, Number(row.subjectId));
      return ok({ subjectId: Number(row.subjectId) });
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/vote/subject',
    access: 'vote:edit',
    log: log('UPDATE'),
    schema: { body: VoteSubjectEdit },
    load: (req, { db }) => siteSubject(kernel, db, req, req.body.subjectId),
    handle: async (req, s, { db }) => {
      if (Number(s.voteId) !== req.body.voteId) throw invalidField('voteId', 'operations:vote.errors.otherVote');
      // a subject with items stays a subject with items (an input subject has none)
      if (req.body.type === 'input' && s.type !== 'input')
        await db.deleteFrom('cmsVoteItem').where('subjectId', '=', s.subjectId).execute();
      await db.updateTable('cmsVoteSubject').set(subjectValues(req.body)).where('subjectId', '=', s.subjectId).execute();
      if (req.body.type !== 'radio')
        await db.updateTable('cmsVoteItem').set({ nextSubjectId: null }).where('subjectId', '=', s.subjectId).execute();
      await assertBranches(db, s.voteId, Number(s.subjectId));
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/vote/subject',
    access: 'vote:edit',
    log: log('DELETE'),
    schema: { body: VoteIds },
    objects: { fields: { body: 'voteSubject' } },
    load: (req, { db }) => Promise.all([...new Set(req.body)].map((id) => siteSubject(kernel, db, req, id))),
    handle: async (_req, subjects, { db }) => {
      const ids = subjects.map((s) => Number(s.subjectId));
      await db.deleteFrom('cmsVoteSubject').where('subjectId', 'in', ids).execute();
      // branches to a removed subject go on to the next in order
      await db.updateTable('cmsVoteSubject').set({ nextSubjectId: null }).where('nextSubjectId', 'in', ids).execute();
      await db.updateTable('cmsVoteItem').set({ nextSubjectId: null }).where('nextSubjectId', 'in', ids).execute();
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/vote/subject/items',
    access: 'vote:edit',
    log: log('UPDATE'),
    schema: { body: VoteItemsSave },
    load: (req, { db }) => siteSubject(kernel, db, req, req.body.subjectId),
    handle: async (req, s, { db }) => saveItems(db, s, req.body),
  });
}

/** Saves a subject's items as the editor holds them: named ones updated, new ones added, the rest removed. */
async function saveItems(db: Db, s: { subjectId: number; voteId: number; siteId: number; type: string }, b: VoteItemsSave) {
  if (s.type === 'input' && b.itemList.length) throw invalidField('itemList', 'operations:vote.errors.inputNoItems');
  const subjects: VoteSubjectRow[] = await subjectsOf(db, s.voteId, false);
  const at = subjects.findIndex((x) => x.subjectId === Number(s.subjectId));
  const own = new Set(subjects[at].itemList.map((i) => i.itemId));
  b.itemList.forEach((item, i) => {
    if (item.itemId && !own.has(item.itemId)) throw invalidField(`itemList[${i}].itemId`, 'operations:vote.errors.otherItem');
    if (item.nextSubjectId && s.type !== 'radio')
      throw invalidField(`itemList[${i}].nextSubjectId`, 'operations:vote.errors.branchRadioOnly');
    assertLaterSubject(subjects, at, item.nextSubjectId, `itemList[${i}].nextSubjectId`);
  });
  const kept = b.itemList.flatMap((i) => (i.itemId ? [i.itemId] : []));
  let q = db.deleteFrom('cmsVoteItem').where('subjectId', '=', s.subjectId);
  if (kept.length) q = q.where('itemId', 'not in', kept);
  await q.execute();
  for (const [i, item] of b.itemList.entries()) {
    const values = {
      type: item.type ?? 'Text',
      content: item.content.trim(),
      description: item.description?.trim() || null,
      sortFlag: item.sortFlag ?? i,
      nextSubjectId: item.nextSubjectId || null,
    };
    if (item.itemId) await db.updateTable('cmsVoteItem').set(values).where('itemId', '=', item.itemId).execute();
    else
      await db
        .insertInto('cmsVoteItem')
        .values({ ...values, subjectId: s.subjectId, voteId: s.voteId, siteId: s.siteId })
        .execute();
  }
  return ok();
}
