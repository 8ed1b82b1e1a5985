import { type Kernel, ProbeError, probeRemote, type RemoteFetchOptions, sql } from '#kernel/server';
import type { LinkCheckState } from '../../shared/link.ts';

/**
 * The friend-link check (ours, beyond v1.4.3): each link's URL is asked once, under the remote fetcher's SSRF
 * rules (kernel probeRemote: no private, loopback or link-local address, also behind a redirect). A link is dead
 * when it answers an error status or not at all, `redirect` when it ends on another domain, `cert` when its TLS
 * certificate is refused, `blocked` when its address may not be asked. Each outcome goes into the link's short
 * history (the latest HISTORY per link) and onto the link row.
 */
export const LINK_CHECK_HISTORY = 10;
/** links asked at once */
const CONCURRENCY = 4;

export interface LinkCheckOutcome {
  state: LinkCheckState;
  httpStatus: number | null;
  finalUrl: string | null;
  message: string | null;
}

export type LinkCheckOptions = Omit<RemoteFetchOptions, 'maxBytes'>;

/** a host without its `www.`: a redirect from `example.org` to `www.example.org` stays on the domain */
const domainOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');

/** What one URL answers. */
export async function checkUrl(url: string, opts: LinkCheckOptions = {}): Promise<LinkCheckOutcome> {
  try {
    const r = await probeRemote(url, { timeoutMs: 10_000, maxRedirects: 5, ...opts });
    const finalUrl = r.redirects.length ? r.finalUrl : null;
    if (r.status >= 400 || r.status === 0) return { state: 'dead', httpStatus: r.status, finalUrl, message: `HTTP ${r.status}` };
    if (finalUrl && domainOf(finalUrl) !== domainOf(url)) return { state: 'redirect', httpStatus: r.status, finalUrl, message: null };
    return { state: 'ok', httpStatus: r.status, finalUrl, message: null };
  } catch (e) {
    if (!(e instanceof ProbeError)) throw e;
    const state: LinkCheckState = e.reason === 'cert' ? 'cert' : e.reason === 'private' || e.reason === 'protocol' ? 'blocked' : 'dead';
    return { state, httpStatus: null, finalUrl: null, message: e.message.slice(0, 500) };
  }
}

/** Checks the links of a site, a group or a list (all sites' when nothing is named); answers how many ended in each state. */
export async function checkLinks(
  kernel: Kernel,
  where: { siteId?: number; groupId?: number } = {},
  opts: LinkCheckOptions = {},
): Promise<Record<LinkCheckState, number>> {
  let q = kernel.db.selectFrom('cmsLink').select(['linkId', 'siteId', 'url']).orderBy('linkId');
  if (where.siteId) q = q.where('siteId', '=', where.siteId);
  if (where.groupId) q = q.where('groupId', '=', where.groupId);
  const links = await q.execute();
  const counts: Record<LinkCheckState, number> = { ok: 0, dead: 0, redirect: 0, cert: 0, blocked: 0 };
  let next = 0;
  const lane = async () => {
    while (next < links.length) {
      const l = links[next++];
      const o = await checkUrl(l.url, opts);
      counts[o.state]++;
      await record(kernel, l, o);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, links.length) }, lane));
  return counts;
}

/** One outcome into the history and onto the link; the history beyond its last entries is dropped. */
async function record(kernel: Kernel, l: { linkId: number; siteId: number }, o: LinkCheckOutcome) {
  await kernel.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cmsLinkCheck')
      .values({ linkId: l.linkId, siteId: l.siteId, ...o })
      .execute();
    await trx.updateTable('cmsLink').set({ checkState: o.state, checkTime: sql`now()` }).where('linkId', '=', l.linkId).execute();
    await sql`delete from cms_link_check where link_id = ${l.linkId} and check_id not in (
      select check_id from cms_link_check where link_id = ${l.linkId} order by check_time desc, check_id desc limit ${LINK_CHECK_HISTORY})`.execute(
      trx,
    );
  });
}
