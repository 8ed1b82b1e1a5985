import { invalidField } from '../http/errors.ts';
import { checkedAddresses, isPublicAddress, RemoteFetchError } from '../http/remote-fetch.ts';
import type { ChannelType } from './tables.ts';

/** SMTP connections a channel keeps at once unless it says otherwise, and the most it may ask for. */
export const SMTP_CONNECTIONS = { default: 20, max: 50 } as const;

/** SMTP settings of an e-mail channel. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
  secure?: boolean;
  /** refuse to send unless the connection is upgraded with STARTTLS */
  requireTls?: boolean;
  /** accept a server certificate that does not verify (a private CA); off by default */
  allowInvalidCert?: boolean;
  /** connections kept open to the server at once (a drain sends over all of them) */
  maxConnections?: number;
  user?: string;
  password?: string;
  from: string;
}

/** A robot's or generic webhook's URL and signing secret. */
export interface HookConfig {
  url: string;
  secret?: string;
}

/** What a masked secret looks like on the wire; sending it back keeps the stored one (as the storage and WeChat secrets). */
export const SECRET_MASK = '******';
const SECRET_FIELDS = ['password', 'secret'] as const;

/** The query of a robot URL carries its key (WeCom's `?key=`, DingTalk's `?access_token=`): masked too. */
const maskUrl = (url: unknown) => {
  if (typeof url !== 'string') return url;
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?${SECRET_MASK}`;
};

/** The config as the console sees it: secrets and the robot URL's query masked. */
export function maskChannelConfig(config: Record<string, unknown>): Record<string, unknown> {
  const out = { ...config };
  for (const f of SECRET_FIELDS) if (out[f]) out[f] = SECRET_MASK;
  if (out.url) out.url = maskUrl(out.url);
  return out;
}

/** A saved config: a masked value sent back (or an empty one for a secret) keeps what is stored. */
export function mergeChannelConfig(sent: Record<string, unknown>, stored: Record<string, unknown> = {}): Record<string, unknown> {
  const out = { ...sent };
  for (const f of SECRET_FIELDS) if (out[f] === SECRET_MASK || out[f] == null || out[f] === '') out[f] = stored[f] ?? '';
  if (typeof out.url === 'string' && stored.url && out.url === maskUrl(stored.url)) out.url = stored.url;
  return out;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$|^\[[0-9A-Fa-f:.]+\]$/;

/** Whether a webhook may reach an address: public ones, and the private ones PUSHER_ALLOWED_ADDRESSES names. */
export const hookAddressRule = (allowed: string[]) => (a: string) => isPublicAddress(a) || allowed.includes(a);

/**
 * Checks a channel's config for its type, naming the field: an SMTP host, port 1–65535 and a sender
 * address; a robot URL over http(s) whose host resolves only to allowed addresses (the remote fetcher's SSRF
 * rules). Returns the config with only the fields of the type.
 */
export async function checkChannelConfig(
  type: ChannelType,
  c: Record<string, unknown>,
  allowedAddresses: string[],
): Promise<Record<string, unknown>> {
  if (type === 'site') return {};
  if (type === 'email') {
    const host = String(c.host ?? '').trim();
    if (!host) throw invalidField('host', 'server:schema.required');
    if (!HOST.test(host)) throw invalidField('host', 'server:schema.pattern');
    const port = Number(c.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalidField('port', 'server:pusher.portRange');
    const maxConnections = c.maxConnections == null || c.maxConnections === '' ? SMTP_CONNECTIONS.default : Number(c.maxConnections);
    if (!Number.isInteger(maxConnections) || maxConnections < 1)
      throw invalidField('maxConnections', 'server:schema.minimum', { limit: 1 });
    if (maxConnections > SMTP_CONNECTIONS.max)
      throw invalidField('maxConnections', 'server:schema.maximum', { limit: SMTP_CONNECTIONS.max });
    const from = String(c.from ?? '').trim();
    if (!EMAIL.test(from.replace(/^.*<(.+)>\s*$/, '$1'))) throw invalidField('from', 'server:schema.email');
    return {
      host,
      port,
      secure: c.secure === true,
      requireTls: c.requireTls === true,
      allowInvalidCert: c.allowInvalidCert === true,
      maxConnections,
      user: String(c.user ?? '').trim(),
      password: String(c.password ?? ''),
      from,
    } satisfies SmtpConfig;
  }
  const url = String(c.url ?? '').trim();
  if (!url) throw invalidField('url', 'server:schema.required');
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw invalidField('url', 'server:pusher.urlProtocol');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalidField('url', 'server:pusher.urlProtocol');
  await checkedAddresses(u.hostname, undefined, hookAddressRule(allowedAddresses)).catch((e) => {
    if (e instanceof RemoteFetchError && e.reason === 'private') throw invalidField('url', 'server:pusher.urlPrivate');
    throw invalidField('url', 'server:pusher.urlUnresolved');
  });
  return { url, secret: String(c.secret ?? '') } satisfies HookConfig;
}
