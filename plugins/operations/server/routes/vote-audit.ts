import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { objectRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { checkChain, digestOf, sealChain } from '../vote/chain.ts';
import { excludeBurst, voteBursts } from '../vote/bursts.ts';
import { siteVote } from '../vote/votes.ts';

const VoteRef = Type.Object({ voteId: Wire.id() });
const BurstExclude = Type.Object({
  voteId: Wire.id(),
  subnet: Type.String({ minLength: 3, maxLength: 60 }),
  windowStart: Type.String({ minLength: 19, maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' }),
  excluded: Type.Boolean(),
});

/**
 * Beyond v1.4.3, the checks of a disputed vote: its bursts (many submissions from one /24 or /64 within a short
 * window, with their counts), staff excluding a burst from the totals (or counting it again), and "verify": the
 * chain recomputed from the log, and — once the vote closed — compared with the digest it published.
 */
export function voteAuditRoutes(app: RouteApp, kernel: Kernel) {
  app.get(
    '/vote/bursts',
    { config: { access: 'vote:view' }, schema: { querystring: VoteRef } },
    async (req: FastifyRequest<{ Querystring: { voteId: number } }>) => {
      const v = await siteVote(kernel, kernel.db, req, req.query.voteId);
      const rows = await voteBursts(kernel.db, v.voteId);
      return ok({ rows, total: rows.length });
    },
  );

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/vote/bursts',
    access: 'vote:edit',
    log: { title: 'operations:vote.log.burst', type: 'UPDATE' },
    schema: { body: BurstExclude },
    load: (req, { db }) => siteVote(kernel, db, req, req.body.voteId),
    handle: async (req, v, { db }) =>
      ok({ rows: await excludeBurst(db as Kernel['db'], v.voteId, req.body.subnet, req.body.windowStart, req.body.excluded) }),
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/vote/verify',
    access: 'vote:view',
    log: false,
    transaction: false,
    schema: { body: VoteRef },
    load: (req) => siteVote(kernel, kernel.db, req, req.body.voteId),
    handle: async (_req, v) => {
      await sealChain(kernel.db, v.voteId);
      const chain = await checkChain(kernel.db, v.voteId);
      const digest = v.digest;
      let totalsMatch: boolean | null = null;
      if (digest) {
        const now = await digestOf(kernel, v);
        const text = (items: { itemId: number; total: number }[]) => items.map((i) => `${i.itemId}:${i.total}`).join(',');
        totalsMatch = text(now.items) === text(digest.items);
      }
      const matches =
        chain.brokenAt == null && (!digest || (digest.count === chain.count && digest.head === chain.head && totalsMatch === true));
      return ok({ matches, ...chain, digest, totalsMatch });
    },
  });
}
