import { envRateLimit, fail, ok, RateLimiter, type Kernel, type RouteApp } from '#kernel/server';
import { SITE_CONTENT_STATS } from '#kernel/shared';
import type { FastifyRequest } from 'fastify';
import { BEACON_BODY_LIMIT, StatBeacon } from '../../shared/stat.ts';
import { statWriter, stopStatWriter } from '../services/stat-runtime.ts';

/** Page views a client address may send per minute: STAT_BEACON_RATE_LIMIT (0 = no limit), default 600. */
export const beaconRateLimit = (env: NodeJS.ProcessEnv = process.env) => envRateLimit('STAT_BEACON_RATE_LIMIT', 600, env);

/** How long the beacon trusts its list of site ids before reading it again. */
const SITES_TTL_MS = 30_000;

/**
 * `POST /api/stat/visit` (public): one page view from a published page, sent by the default theme with
 * `navigator.sendBeacon` as text/plain JSON (no CORS preflight). Rate-limited per client address, at most
 * `BEACON_BODY_LIMIT` bytes; answered as soon as the view is buffered (the writer flushes at least every second).
 */
export function statBeaconRoutes(app: RouteApp, kernel: Kernel) {
  const limiter = new RateLimiter(beaconRateLimit(), 60_000);
  const writer = statWriter(kernel);
  let sites: { ids: Set<number>; at: number } | null = null;
  const loadSites = async () => {
    const list = (await kernel.services.get(SITE_CONTENT_STATS)?.sites()) ?? [];
    sites = { ids: new Set(list.map((s) => s.siteId)), at: Date.now() };
  };
  /** whether a site exists: at once from the list in memory, through a promise when the list is read again */
  const siteExists = (siteId: number): boolean | Promise<boolean> => {
    // a site created meanwhile is looked for again, at most once a second (unknown ids must not query each time)
    const age = sites ? Date.now() - sites.at : Number.POSITIVE_INFINITY;
    if (age > SITES_TTL_MS || (!sites?.ids.has(siteId) && age > 1000)) return loadSites().then(() => sites?.ids.has(siteId) ?? false);
    return sites?.ids.has(siteId) ?? false;
  };
  const take = (req: FastifyRequest<{ Body: StatBeacon }>, known: boolean) => {
    const b = req.body;
    if (!known) throw fail('operations:stat.errors.unknownSite', { siteId: b.siteId });
    const uri = b.url.startsWith('/') ? b.url : `/${b.url}`;
    writer.add({
      siteId: b.siteId,
      uri: uri.split('#')[0],
      host: b.host,
      referer: b.referrer || undefined,
      ua: String(req.headers['user-agent'] ?? '').slice(0, 1000),
      ip: req.ip,
      lang:
        b.lang ??
        String(req.headers['accept-language'] ?? '')
          .split(',')[0]
          .slice(0, 35),
      contentId: b.contentId,
      catalogId: b.catalogId,
      at: Date.now(),
    });
    return ok();
  };
  // requests still running while Fastify closes: their views are written before the pool goes
  app.addHook('onClose', async () => stopStatWriter(kernel));

  app.post(
    '/api/stat/visit',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: {
        access: 'public',
        log: false,
        allowRepeat: true,
        objects: { fields: { siteId: false, contentId: false, catalogId: false } },
      },
      schema: { body: StatBeacon },
      // sendBeacon posts text/plain: the JSON inside is the body the schema checks
      preValidation: (req, _reply, done) => {
        if (typeof req.body === 'string') {
          try {
            req.body = JSON.parse(req.body);
          } catch {
            return done(fail('operations:stat.errors.badBeacon'));
          }
        }
        done();
      },
    },
    // not an async handler: a lone process answers a view with no promise when its limiter and site list are in memory
    (req) => {
      const limited = limiter.check(req, 'stat-beacon');
      const known = limited ? limited.then(() => siteExists(req.body.siteId)) : siteExists(req.body.siteId);
      return typeof known === 'boolean' ? take(req, known) : known.then((k) => take(req, k));
    },
  );
}
