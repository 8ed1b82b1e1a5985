import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { Kernel } from '#kernel/server';
import { DailySalt, visitorHash } from './visitor-hash.ts';

/** What an ad event records of the browser that sent it (never the address in clear). */
export interface AdClient {
  /** the address with its host part zeroed (IPv4 /24, IPv6 /48) */
  ip: string;
  host: string | null;
  referer: string | null;
  browser: string;
  userAgent: string;
  os: string;
  deviceType: 'pc' | 'mobile' | 'pad';
  locale: string | null;
  /** a bot, or an address of an INTERNAL IP rule: counted apart */
  bot: boolean;
  /** the statistics' visitor hash (address, user agent, site under the day's salt, dropped after the day): daily visitors */
  visitor: string;
}

const cut = (v: unknown, n: number) => (typeof v === 'string' && v ? v.slice(0, n) : null);

/** the address with its host part zeroed: a log shows the network, not the visitor */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  const parts = ip.split(':');
  return parts.length > 3 ? `${parts.slice(0, 3).join(':')}::` : '';
}

const formats = new Map<string, Intl.DateTimeFormat>();
let lastDay = { zone: '', minute: -1, day: '' };

/** `yyyy-MM-dd` of an instant in the time zone (one formatter per zone, one formatting per minute: this runs per event) */
export function dayOf(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastDay.zone === timeZone && lastDay.minute === minute) return lastDay.day;
  let f = formats.get(timeZone);
  if (!f) formats.set(timeZone, (f = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  lastDay = { zone: timeZone, minute, day: f.format(at) };
  return lastDay.day;
}

/** what a user agent says (parsing one takes a quarter of a millisecond: kept for the most recent 2,000) */
const agents = new Map<string, { browser: string; os: string; device: AdClient['deviceType']; bot: boolean }>();
function agentOf(ua: string) {
  let a = agents.get(ua);
  if (a) return a;
  const p = new UAParser(ua).getResult();
  a = {
    browser: [p.browser.name, p.browser.major].filter(Boolean).join(' ').slice(0, 100) || 'Unknown',
    os: [p.os.name, p.os.version].filter(Boolean).join(' ').slice(0, 100) || 'Unknown',
    device: p.device.type === 'mobile' ? 'mobile' : p.device.type === 'tablet' ? 'pad' : 'pc',
    bot: !ua || isbot(ua),
  };
  if (agents.size >= 2000) agents.delete(agents.keys().next().value as string);
  agents.set(ua, a);
  return a;
}

const salts = new WeakMap<object, DailySalt>();

/** The facts of an event's request; the visitor hash is the site statistics' one, under the same salt of the day. */
export async function adClient(
  kernel: Pick<Kernel, 'pool' | 'internalAddresses'>,
  req: FastifyRequest,
  siteId: number,
  day: string,
): Promise<AdClient> {
  let salt = salts.get(kernel.pool);
  if (!salt) salts.set(kernel.pool, (salt = new DailySalt(kernel.pool)));
  const ua = cut(req.headers['user-agent'], 500) ?? '';
  const agent = agentOf(ua);
  const referer = cut(req.headers.referer, 1000);
  let host: string | null = null;
  try {
    host = referer ? new URL(referer).host.slice(0, 200) : null;
  } catch {
    host = null;
  }
  return {
    ip: maskIp(req.ip),
    host,
    referer,
    browser: agent.browser,
    userAgent: ua,
    os: agent.os,
    deviceType: agent.device,
    locale: cut(String(req.headers['accept-language'] ?? '').split(',')[0], 20),
    // bots and the association's own networks (INTERNAL IP rules) are counted apart, never as visitors
    bot: agent.bot || (await kernel.internalAddresses())(req.ip),
    visitor: visitorHash(await salt.of(day), siteId, req.ip, ua),
  };
}
