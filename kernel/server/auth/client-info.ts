import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';
import ipaddr from 'ipaddr.js';

/** Browser, OS and location facts recorded with sessions and logs. */
export interface ClientInfo {
  ip: string;
  browser: string;
  os: string;
  location: string;
}

/** Private, loopback and link-local addresses are shown as the intranet; nothing is looked up online. */
export function locate(ip: string): string {
  try {
    let a = ipaddr.parse(ip);
    if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
    const range = a.range();
    return ['private', 'loopback', 'linkLocal', 'uniqueLocal', 'unspecified'].includes(range) ? 'LAN' : '';
  } catch {
    return '';
  }
}

export function clientInfo(req: FastifyRequest): ClientInfo {
  const ua = new UAParser(req.headers['user-agent'] ?? '').getResult();
  const ip = req.ip.replace(/^::ffff:/, '');
  return {
    ip,
    browser: [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') || 'Unknown',
    os: [ua.os.name, ua.os.version].filter(Boolean).join(' ') || 'Unknown',
    location: locate(ip),
  };
}
