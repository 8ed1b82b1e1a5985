import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  invalidField,
  likeValue,
  listRoute,
  objectRoute,
  ok,
  sql,
  type Kernel,
  type ObjectRouteContext,
  type RouteApp,
} from '#kernel/server';
import { MEMBER_SESSIONS, Wire } from '#kernel/shared';
import {
  VOTE_ITEM_TYPES,
  VOTE_STATUS,
  VOTE_USER_TYPES,
  type VoteAdd,
  VoteAdd as VoteAddBody,
  VoteEdit,
  VoteIds,
  VoteQuery,
  type VoteRow,
} from '../../shared/vote.ts';
import { siteOf } from '../services/cms.ts';
import { publishDigest } from '../vote/chain.ts';
import { VOTE_COLUMNS, siteVote, subjectsOf, uniqueVoteCode, voteTotals } from '../vote/votes.ts';

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'operations:vote.log.vote', type });

/** The user types a vote may count by: by address always, by member only while the member plugin runs. */
const userTypes = (kernel: Kernel) => VOTE_USER_TYPES.filter((t) => t === 'ip' || kernel.services.get(MEMBER_SESSIONS));

/** A vote's fields as stored; each refusal names its field (start before end, member only with the member plugin). */
async function voteValues(kernel: Kernel, db: Db, b: VoteAdd) {
  if (b.endTime <= b.startTime) throw invalidField('endTime', 'operations:vote.errors.endBeforeStart');
  if (!userTypes(kernel).includes(b.userType)) throw invalidField('userType', 'operations:vote.errors.memberType');
  const { rows } = await sql<{ ended: boolean }>`select ${b.endTime}::timestamptz <= now() as ended`.execute(db);
  return {
    values: {
      code: b.code,
      title: b.title.trim(),
      startTime: b.startTime,
      endTime: b.endTime,
      userType: b.userType,
      dayLimit: b.dayLimit,
      totalLimit: b.totalLimit,
      status: b.status ?? VOTE_STATUS.NORMAL,
      viewType: b.viewType,
      source: b.source?.trim() || null,
      remark: b.remark ?? null,
    },
    ended: rows[0].ended,
  };
}

const withTotal = async (db: Kernel['db'], rows: VoteRow[]) => {
  const totals = await voteTotals(
    db,
    rows.map((r) => r.voteId),
  );
  for (const r of rows) r.total = totals.get(Number(r.voteId)) ?? 0;
};

/**
 * Votes of the current site (chestnut-api §1.9, v1.4.3 routes): the user and item types, the list (`title`,
 * `status`), the detail with its subjects and items (each with its total, counted from the log), add, edit and
 * delete. A code is unique in its site ignoring case. Closing a vote (status Close) publishes its digest; opening it
 * again (another status, or an end time still ahead) drops the digest until it closes again.
 */
export function voteRoutes(app: RouteApp, kernel: Kernel) {
  app.get('/vote/userTypes', { config: { access: 'vote:view' } }, async (req) =>
    ok(userTypes(kernel).map((id) => ({ id, name: req.t(`operations:vote.userTypes.${id}`) }))),
  );
  app.get('/vote/item/types', { config: { access: 'vote:view' } }, async (req) =>
    ok(VOTE_ITEM_TYPES.map((id) => ({ id, name: req.t(`operations:vote.itemTypes.${id}`) }))),
  );

  listRoute<VoteRow>(app, kernel, {
    url: '/vote',
    access: 'vote:view',
    filters: VoteQuery,
    sorts: { createTime: 'createTime', startTime: 'startTime', endTime: 'endTime', title: 'title' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['voteId', 'desc'],
    columns: [...VOTE_COLUMNS],
    count: 'exact',
    query: async (req, raw) => {
      const q = raw as VoteQuery;
      const site = await siteOf(kernel, req);
      let s = kernel.db.selectFrom('cmsVote').where('siteId', '=', site.siteId);
      const title = q.title?.trim();
      if (title) s = s.where((eb) => eb.or([eb('title', 'ilike', likeValue(title)), eb('code', 'ilike', likeValue(title))]));
      if (q.status) s = s.where('status', '=', Number(q.status));
      return s;
    },
    complete: (_req, rows) => withTotal(kernel.db, rows),
  });

  app.get(
    '/vote/:voteId',
    { config: { access: 'vote:view' }, schema: { params: Type.Object({ voteId: Wire.id() }) } },
    async (req: FastifyRequest<{ Params: { voteId: number } }>) => {
      const v = await siteVote(kernel, kernel.db, req, req.params.voteId);
      const row = Object.fromEntries(VOTE_COLUMNS.map((c) => [c, v[c]])) as unknown as VoteRow;
      await withTotal(kernel.db, [row]);
      return ok({ ...row, digest: v.digest, subjectList: await subjectsOf(kernel.db, v.voteId) });
    },
  );

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/vote',
    access: 'vote:add',
    log: log('INSERT'),
    schema: { body: VoteAddBody },
    load: (req) => siteOf(kernel, req),
    handle: async (req, site, { db }) => {
      await uniqueVoteCode(db, site.siteId, req.body.code);
      const { values } = await voteValues(kernel, db, req.body);
      const row = await db
        .insertInto('cmsVote')
        .values({ ...values, siteId: site.siteId, digest: null, createBy: req.user!.userName, updateBy: null, updateTime: null })
        .returning([...VOTE_COLUMNS])
        .executeTakeFirstOrThrow();
      return ok({ ...row, total: 0 });
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/vote',
    access: 'vote:edit',
    log: log('UPDATE'),
    schema: { body: VoteEdit },
    load: (req, { db }) => siteVote(kernel, db, req, req.body.voteId),
    handle: async (req, v, { db }) => {
      await uniqueVoteCode(db, v.siteId, req.body.code, v.voteId);
      const { values, ended } = await voteValues(kernel, db, { ...req.body, status: req.body.status ?? v.status });
      // open again: the digest goes, and the next close publishes a new one
      const reopened = values.status !== VOTE_STATUS.CLOSE && !ended;
      await db
        .updateTable('cmsVote')
        .set({ ...values, ...(reopened ? { digest: null } : {}), updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('voteId', '=', v.voteId)
        .execute();
      return ok();
    },
    after: async (req, v) => {
      if ((req.body.status ?? v.status) === VOTE_STATUS.CLOSE) await publishDigest(kernel, v.voteId);
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/vote',
    access: 'vote:delete',
    log: log('DELETE'),
    objects: { fields: { body: 'vote' } },
    schema: { body: VoteIds },
    load: (req, { db }) => Promise.all([...new Set(req.body)].map((id) => siteVote(kernel, db, req, id))),
    handle: async (_req, votes, { db }) => {
      await db
        .deleteFrom('cmsVote')
        .where(
          'voteId',
          'in',
          votes.map((v) => v.voteId),
        )
        .execute();
      return ok();
    },
  });
}
