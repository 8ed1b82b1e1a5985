import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, envRateLimit, fail, invalidField, ok, RateLimiter, type Kernel, type RouteApp } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { VOTE_LIMITS, VoteSubmit } from '../../shared/vote.ts';
import { VOTE_RETURN } from '../../shared/vote-result.ts';
import { submitDay } from '../customform/submissions.ts';
import { outcomeOf, returnRedirect } from '../services/page-return.ts';
import { contentsOf } from '../services/comment-host.ts';
import { answerField, ballotOf, givenAnswers } from '../vote/ballot.ts';
import { assertOpen, publicResult, publicVote, publicVoteView, resultVisible } from '../vote/public-vote.ts';
import { recordVote } from '../vote/record.ts';
import { voteSealerOf } from '../vote/sealer.ts';
import { subjectsOf } from '../vote/votes.ts';
import { voterOf } from '../vote/voter.ts';

/** Submissions a client address may make a minute (VOTE_RATE_LIMIT, 0 = no limit, default 30); reads ten times that. */
export function voteRateLimits(env: NodeJS.ProcessEnv = process.env) {
  const n = envRateLimit('VOTE_RATE_LIMIT', 30, env);
  return { write: n, read: n === 0 ? 0 : n * 10 };
}

// the ids these routes take are votes of any site (the published pages'): no console site check
const PUBLIC = { access: 'public', log: false, objects: { fields: { voteId: false, siteId: false } } } as const;
/** the reads a published page's script makes: any origin may read them */
const READABLE = { ...PUBLIC, anyOrigin: true } as const;
const RefQuery = Type.Object({
  voteId: Type.Optional(Wire.id()),
  code: Type.Optional(Type.String({ maxLength: 50 })),
  siteId: Type.Optional(Wire.id()),
});
type RefQuery = { voteId?: number; code?: string; siteId?: number };

const refOf = (q: RefQuery) => {
  if (q.voteId) return q.voteId;
  if (q.code) return q.code;
  throw invalidField('voteId', 'server:schema.required');
};

/**
 * The public vote API of the published sites (chestnut-api §4.10, beyond v1.4.3 which ignores status and view
 * type): a vote by id or code (`GET /api/vote/{ref}`, a code with `siteId`) with its subjects and items and
 * whether its results may be shown; a submission (`POST /api/vote/submit`: open only in its time window and while
 * Normal, the answers along the branches, the limits counted by the database); the results (`GET /api/vote/result`,
 * by its view type) and the digest a closed vote published (`GET /api/vote/digest`). Rate-limited per address,
 * bodies of at most 16 KB; a browser's encoded post is sent back to the page URL its form carries signed, with the
 * result as a message key (`returnRedirect`, as custom forms do).
 */
export function votePublicRoutes(app: RouteApp, kernel: Kernel) {
  const limits = voteRateLimits();
  const limiters = { write: new RateLimiter(limits.write, 60_000), read: new RateLimiter(limits.read, 60_000) };

  app.get(
    '/api/vote/result',
    { config: READABLE, schema: { querystring: RefQuery } },
    async (req: FastifyRequest<{ Querystring: RefQuery }>) => {
      await limiters.read.check(req, 'vote-read');
      const v = await publicVote(kernel, refOf(req.query), req.query.siteId);
      if (!(await resultVisible(kernel, req, v)))
        throw new AppError(403, v.viewType === 1 ? 'operations:vote.errors.voteFirst' : 'operations:vote.errors.resultHidden');
      return ok(await publicResult(kernel, v));
    },
  );

  app.get(
    '/api/vote/digest',
    { config: READABLE, schema: { querystring: RefQuery } },
    async (req: FastifyRequest<{ Querystring: RefQuery }>) => {
      await limiters.read.check(req, 'vote-read');
      const v = await publicVote(kernel, refOf(req.query), req.query.siteId);
      const row = await kernel.db.selectFrom('cmsVote').select('digest').where('voteId', '=', v.voteId).executeTakeFirstOrThrow();
      if (!row.digest) throw fail('operations:vote.errors.noDigest');
      return ok(row.digest);
    },
  );

  app.get(
    '/api/vote/:ref',
    {
      config: READABLE,
      schema: {
        params: Type.Object({ ref: Type.String({ minLength: 1, maxLength: 50 }) }),
        querystring: Type.Object({ siteId: Type.Optional(Wire.id()) }),
      },
    },
    async (req: FastifyRequest<{ Params: { ref: string }; Querystring: { siteId?: number } }>) => {
      await limiters.read.check(req, 'vote-read');
      const v = await publicVote(kernel, req.params.ref, req.query.siteId);
      return ok(await publicVoteView(kernel, req, v));
    },
  );

  app.post(
    '/api/vote/submit',
    // a published page's script posts the form encoded (no preflight) and reads the answer: any origin, no credentials
    { config: READABLE, bodyLimit: VOTE_LIMITS.bodyBytes, schema: { body: VoteSubmit } },
    async (req: FastifyRequest<{ Body: VoteSubmit }>, reply: FastifyReply) => {
      // a browser's plain form is sent back to its page; the page's script (`reply=json`) reads the envelope
      const encoded =
        String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
        (req.body as Record<string, unknown>).reply !== 'json';
      // back to this vote's form on the page the tag signed, with the result as a message key
      const anchor = `cms-vote-${Number(req.body.voteId)}`;
      try {
        const logId = await submitVote(kernel, limiters.write, req);
        const key = 'operations:vote.submitted';
        return encoded
          ? returnRedirect(kernel, req, reply, VOTE_RETURN, anchor, { success: true, key, params: {} })
          : ok({ logId }, req.t(key));
      } catch (e) {
        if (!encoded) throw e;
        return returnRedirect(kernel, req, reply, VOTE_RETURN, anchor, outcomeOf(e));
      }
    },
  );
}

/** One submission: the vote open, the answers along its branches checked, the text free of sensitive words, counted. */
async function submitVote(kernel: Kernel, limiter: RateLimiter, req: FastifyRequest<{ Body: VoteSubmit }>): Promise<number> {
  await limiter.check(req, 'vote-submit');
  const v = await publicVote(kernel, Number(req.body.voteId));
  assertOpen(v);
  const subjects = await subjectsOf(kernel.db, v.voteId, false);
  const encoded = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const answers = ballotOf(subjects, givenAnswers(subjects, req.body as Record<string, unknown>), encoded);
  for (const a of answers) {
    if (a.text === undefined) continue;
    const hits = await contentsOf(kernel).sensitiveWords(a.text);
    if (hits.length) throw invalidField(answerField(a.subjectId), 'operations:vote.errors.sensitive', { words: hits.join('、') });
  }
  const voter = (await voterOf(kernel, req, v))!;
  const logId = await recordVote(kernel, v, voter, answers, submitDay(kernel));
  voteSealerOf(kernel).schedule(v.voteId);
  return logId;
}
