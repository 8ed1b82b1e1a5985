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

/** `yyyy-MM-dd` of an instant in the time zone */
export const dayOf = (at: Date, timeZone: string) => at.toLocaleDateString('sv-SE', { timeZone });

const salts = new WeakMap<object, DailySalt>();

/** The facts of an event's request; the visitor hash is the site statistics' one, under the same salt of the day. */
export async function adClient(kernel: Pick<Kernel, 'pool'>, req: FastifyRequest, siteId: number, day: string): Promise<AdClient> {
  let salt = salts.get(kernel.pool);
  if (!salt) salts.set(kernel.pool, (salt = new DailySalt(kernel.pool)));
  const ua = cut(req.headers['user-agent'], 500) ?? '';
  const parsed = new UAParser(ua).getResult();
  const device = parsed.device.type === 'mobile' ? 'mobile' : parsed.device.type === 'tablet' ? 'pad' : 'pc';
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
    browser: [parsed.browser.name, parsed.browser.major].filter(Boolean).join(' ').slice(0, 100) || 'Unknown',
    userAgent: ua,
    os: [parsed.os.name, parsed.os.version].filter(Boolean).join(' ').slice(0, 100) || 'Unknown',
    deviceType: device,
    locale: cut(String(req.headers['accept-language'] ?? '').split(',')[0], 20),
    bot: !ua || isbot(ua),
    visitor: visitorHash(await salt.of(day), siteId, req.ip, ua),
  };
}
