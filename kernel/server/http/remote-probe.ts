import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { checkedAddresses, isPublicAddress, type RemoteFetchError, type RemoteFetchOptions } from './remote-fetch.ts';

/** Where a probe of a URL ended: the answer's status, and the URLs it was redirected through (in order). */
export interface ProbeAnswer {
  status: number;
  finalUrl: string;
  redirects: string[];
}

/** Why a probe got no answer: the fetcher's reasons, or `cert` (a TLS certificate the client refuses) and `timeout`. */
export class ProbeError extends Error {
  constructor(
    readonly reason: RemoteFetchError['reason'] | 'cert' | 'timeout',
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

/** The TLS error codes of a certificate a client refuses (expired, self-signed, wrong host, unknown issuer …). */
const CERT_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_SSL|ERR_TLS/;

/**
 * Asks a URL whether it answers (a link check), under the remote fetcher's address rules: http/https only, each
 * hop's host resolved once and every address checked (no private, loopback or link-local one, also behind a
 * redirect), the connection made to the checked address. Reads the status line and headers only; follows up to
 * `maxRedirects` redirects and reports them.
 */
export async function probeRemote(url: string, opts: Omit<RemoteFetchOptions, 'maxBytes'> = {}): Promise<ProbeAnswer> {
  const redirects: string[] = [];
  let current = url;
  for (let hop = 0; hop <= (opts.maxRedirects ?? 5); hop++) {
    let u: URL;
    try {
      u = new URL(current);
    } catch {
      throw new ProbeError('protocol');
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ProbeError('protocol');
    const addresses = await checkedAddresses(u.hostname, opts.lookup, opts.allowAddress ?? isPublicAddress).catch((e: RemoteFetchError) => {
      throw new ProbeError(e.reason, u.hostname);
    });
    const res = await head(u, addresses[0], opts.timeoutMs ?? 10_000);
    if (res.status >= 300 && res.status < 400 && res.location) {
      current = new URL(res.location, u).toString();
      redirects.push(current);
      continue;
    }
    return { status: res.status, finalUrl: current, redirects };
  }
  throw new ProbeError('redirects');
}

/** One GET whose body is not read: the status and the redirect target. */
function head(u: URL, target: { address: string; family: number }, timeoutMs: number): Promise<{ status: number; location?: string }> {
  const client = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      u,
      {
        method: 'GET',
        lookup: ((_h: string, o: { all?: boolean }, cb: (...a: unknown[]) => void) =>
          o.all ? cb(null, [target]) : cb(null, target.address, target.family)) as unknown as net.LookupFunction,
        timeout: timeoutMs,
        headers: { 'user-agent': 'Zhuxie-LinkCheck', accept: 'text/html,*/*' },
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        res.destroy();
      },
    );
    req.on('timeout', () => req.destroy(new ProbeError('timeout')));
    req.on('error', (e: Error & { code?: string }) => {
      if (e instanceof ProbeError) return reject(e);
      reject(CERT_ERROR.test(e.code ?? '') ? new ProbeError('cert', e.code) : new ProbeError('failed', e.code ?? e.message));
    });
    req.end();
  });
}
