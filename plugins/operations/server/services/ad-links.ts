import { signWith, verifySigned, type Db } from '#kernel/worker';

/** The key purpose of ad links (the server's secret, `sys_secret`). */
const PURPOSE = 'ad.link';

/** Where the public ad endpoints live under API_BASE. */
export const AD_PUBLIC_PREFIX = '/api/adv';

const signed = (siteId: number, adId: number) => `${siteId}.${adId}`;

/**
 * The click and impression links of an ad: `sid`, `aid` and a signature of both (HMAC with a key of the
 * server's secret), so a count can be shown to come from a link this server wrote. The click goes to the
 * ad's own redirect URL, looked up by `aid`: a link never carries a target.
 */
export async function adLinks(db: Db, apiBase: string, siteId: number, adId: number) {
  const q = `sid=${siteId}&aid=${adId}&sig=${await signWith(db, PURPOSE, signed(siteId, adId))}`;
  return { click: `${apiBase}${AD_PUBLIC_PREFIX}/click?${q}`, view: `${apiBase}${AD_PUBLIC_PREFIX}/view?${q}` };
}

/** whether `sig` signs this site and ad */
export const adLinkValid = (db: Db, siteId: number, adId: number, sig: string) => verifySigned(db, PURPOSE, signed(siteId, adId), sig);
