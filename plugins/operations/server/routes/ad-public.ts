import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, envRateLimit, objectRoute, RateLimiter, type Kernel, type RouteApp } from '#kernel/server';
import { adEventsOf } from '../services/ad-event-batch.ts';
import { AD_PUBLIC_PREFIX, adLinkValid } from '../services/ad-links.ts';
import { adClient, dayOf } from '../services/ad-visitor.ts';

/**
 * Impressions a client address may send a minute: AD_EVENT_RATE_LIMIT (0 = no limit), default 600; clicks a fifth
 * of it (at least 1 when limited). The kernel's rate limiter, per endpoint.
 */
export function adRateLimits(env: NodeJS.ProcessEnv = process.env): { view: number; click: number } {
  const n = envRateLimit('AD_EVENT_RATE_LIMIT', 600, env);
  return { view: n, click: n === 0 ? 0 : Math.max(1, Math.floor(n / 5)) };
}

const EventQuery = Type.Object({
  sid: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  aid: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  sig: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
type EventQuery = { sid: number; aid: number; sig: string };

/** a plain-text answer a browser shows as it is */
const text = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send(body);

/**
 * The public ad endpoints (no sign-in; chestnut-api §4.6 `/api/adv/click|view?sid&aid`): links the published
 * spaces carry, signed by the server (ad-links.ts). An impression (`view`, GET or a beacon's POST) answers 204;
 * a click redirects to the ad's own redirect URL — never to a URL of the request (v1.4.3's
 * `/api/adv/redirect?url=` was an open redirect and is not served). Both count through the batched writer; a
 * bad signature, an unknown ad or an ad of another site counts nothing. Rate-limited per address; bodies of
 * at most 1 KB.
 */
export function adPublicRoutes(app: RouteApp, kernel: Kernel) {
  const limits = adRateLimits();
  const limiters = { view: new RateLimiter(limits.view, 60_000), click: new RateLimiter(limits.click, 60_000) };

  // the ads the links name, kept a few seconds (an impression reads no row while its ad is known)
  const known = new Map<number, { at: number; ad: { advertisementId: number; siteId: number; redirectUrl: string | null } | undefined }>();
  const AD_TTL_MS = 5000;
  /** the ad a signed link names (undefined when the signature or the ad does not hold) */
  const adOf = async (q: EventQuery) => {
    if (!(await adLinkValid(kernel.db, q.sid, q.aid, q.sig))) return undefined;
    const hit = known.get(q.aid);
    if (hit && Date.now() - hit.at < AD_TTL_MS) return hit.ad?.siteId === q.sid ? hit.ad : undefined;
    const ad = await kernel.db
      .selectFrom('cmsAdvertisement')
      .select(['advertisementId', 'siteId', 'redirectUrl'])
      .where('advertisementId', '=', q.aid)
      .executeTakeFirst();
    if (known.size > 10_000) known.clear();
    known.set(q.aid, { at: Date.now(), ad });
    return ad?.siteId === q.sid ? ad : undefined;
  };

  const count = async (req: FastifyRequest, kind: 'view' | 'click', ad: { advertisementId: number; siteId: number }) => {
    const at = new Date();
    const client = await adClient(kernel, req, ad.siteId, dayOf(at, kernel.config.timeZone));
    adEventsOf(kernel).add({ kind, siteId: ad.siteId, adId: ad.advertisementId, at, client });
  };

  /** the limiter's refusal as a 429 with Retry-After */
  const limited = async (req: FastifyRequest, reply: FastifyReply, kind: 'view' | 'click') => {
    try {
      await limiters[kind].check(req, `ad-${kind}`);
      return null;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      reply.header('Retry-After', String((e.params as { seconds?: number } | undefined)?.seconds ?? 60));
      return text(reply, 429, req.t(e.key, e.params as Record<string, unknown>));
    }
  };

  for (const method of ['GET', 'POST'] as const)
    objectRoute(app, kernel, {
      method,
      url: `${AD_PUBLIC_PREFIX}/view`,
      access: 'public',
      log: false,
      config: { allowRepeat: true },
      bodyLimit: 1024,
      transaction: false,
      schema: { querystring: EventQuery },
      handle: async (req, _o, { reply }) => {
        const refused = await limited(req, reply, 'view');
        if (refused) return refused;
        const ad = await adOf(req.query);
        if (ad) await count(req, 'view', ad);
        return reply.status(204).header('Cache-Control', 'no-store').send();
      },
    });

  objectRoute(app, kernel, {
    method: 'GET',
    url: `${AD_PUBLIC_PREFIX}/click`,
    access: 'public',
    schema: { querystring: EventQuery },
    handle: async (req, _o, { reply }) => {
      const refused = await limited(req, reply, 'click');
      if (refused) return refused;
      const ad = await adOf(req.query);
      // stored http(s) URLs only (checked on save, and here again)
      if (!ad?.redirectUrl || !/^https?:\/\/[^\s<>"]+$/.test(ad.redirectUrl))
        return text(reply, 404, req.t('operations:ad.errors.linkInvalid'));
      await count(req, 'click', ad);
      return reply.header('Cache-Control', 'no-store').redirect(ad.redirectUrl, 302);
    },
  });
}
