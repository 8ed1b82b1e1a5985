import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** Why a remote file was not fetched. */
export type RemoteFetchReason = 'protocol' | 'private' | 'status' | 'tooLarge' | 'redirects' | 'failed';

export class RemoteFetchError extends Error {
  constructor(
    readonly reason: RemoteFetchReason,
    detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

const blocked = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(a, p, 'ipv6');

/** True for an address on the public internet: never private, loopback, link-local, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  return !blocked.check(address, 'ipv6');
}

type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

export interface RemoteFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** name resolution (default: the system resolver, every address) */
  lookup?: Lookup;
  /** which resolved addresses may be connected to (default: public ones only) */
  allowAddress?: (address: string) => boolean;
}

const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The addresses a host name resolves to, refused (`private`) when any of them is not allowed; a host that
 * does not resolve is `failed`.
 */
export async function checkedAddresses(hostname: string, lookup: Lookup = systemLookup, allow = isPublicAddress) {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await lookup(host).catch(() => []);
  if (!addresses.length) throw new RemoteFetchError('failed', host);
  if (addresses.some((a) => !allow(a.address))) throw new RemoteFetchError('private', host);
  return addresses;
}

/** The URL, when it parses and is http or https; else `protocol`. */
function httpUrl(url: string): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new RemoteFetchError('protocol');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new RemoteFetchError('protocol');
  return u;
}

/**
 * GETs a remote file over http/https, refusing private, loopback and link-local addresses, also behind a
 * redirect: each hop's host is resolved once, every address checked, and the connection made to the checked
 * address (no second resolution that could be rebound).
 */
export async function fetchRemote(url: string, opts: RemoteFetchOptions): Promise<{ buf: Buffer; contentType: string; finalUrl: string }> {
  const lookup = opts.lookup ?? systemLookup;
  const allow = opts.allowAddress ?? isPublicAddress;
  let current = url;
  for (let hop = 0; hop <= (opts.maxRedirects ?? 3); hop++) {
    const u = httpUrl(current);
    const addresses = await checkedAddresses(u.hostname, lookup, allow);
    const res = await send(u, addresses[0], opts);
    if (res.status >= 300 && res.status < 400 && res.location) {
      current = new URL(res.location, u).toString();
      continue;
    }
    if (res.status !== 200) throw new RemoteFetchError('status', String(res.status));
    return { buf: res.body!, contentType: res.contentType, finalUrl: current };
  }
  throw new RemoteFetchError('redirects');
}

/**
 * POSTs a body to a remote http/https URL under the same address rules as `fetchRemote` (webhook robots): the
 * host is resolved once, every address checked, the connection made to the checked address; a redirect is
 * not followed (`status`). Answers the status and the body read up to `maxBytes`.
 */
export async function postRemote(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: RemoteFetchOptions,
): Promise<{ status: number; body: string }> {
  const u = httpUrl(url);
  const addresses = await checkedAddresses(u.hostname, opts.lookup ?? systemLookup, opts.allowAddress ?? isPublicAddress);
  const res = await send(u, addresses[0], opts, { body, headers });
  return { status: res.status, body: res.body?.toString('utf8') ?? '' };
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

function send(
  u: URL,
  target: { address: string; family: number },
  opts: RemoteFetchOptions,
  post?: { body: string; headers: Record<string, string> },
): Promise<Hop> {
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(
      u,
      {
        method: post ? 'POST' : 'GET',
        // connect to the address that was checked, whatever the name resolves to now
        lookup: ((_h: string, o: { all?: boolean }, cb: (...a: unknown[]) => void) =>
          o.all ? cb(null, [target]) : cb(null, target.address, target.family)) as unknown as net.LookupFunction,
        timeout: opts.timeoutMs ?? 10_000,
        headers: post
          ? { 'user-agent': 'Zhuxie', accept: '*/*', 'content-length': String(Buffer.byteLength(post.body)), ...post.headers }
          : { 'user-agent': 'Zhuxie-CMS', accept: '*/*' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType });
        }
        if (status !== 200 && !post) {
          res.resume();
          return resolve({ status, contentType });
        }
        if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
          res.destroy();
          return reject(new RemoteFetchError('tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new RemoteFetchError('tooLarge'));
          } else chunks.push(c);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on('error', (e) => reject(new RemoteFetchError('failed', e.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => reject(e instanceof RemoteFetchError ? e : new RemoteFetchError('failed', e.message)));
    req.end(post?.body);
  });
}
