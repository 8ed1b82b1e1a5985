import ipaddr from 'ipaddr.js';
import type pg from 'pg';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { pickLanguage } from '../i18n/messages.ts';
import { ResultCode } from '../../shared/codes.ts';

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

/** One IP access rule as the kernel applies it. */
export interface IpRule {
  id?: number;
  /** ALLOW and DENY decide who gets in; INTERNAL only marks the association's own networks (statistics count them apart) */
  type: 'ALLOW' | 'DENY' | 'INTERNAL';
  /** network address and prefix length, IPv4-mapped IPv6 networks already turned into IPv4 */
  net: [Addr, number];
  /** epoch ms; null = never expires */
  expiresAt: number | null;
}

/** Parses an address; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) becomes the IPv4 address, so IPv4 rules match it. */
export function parseIp(ip: string): Addr | null {
  try {
    return ipaddr.process(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return null;
  }
}

/** Parses a CIDR or a single address (as /32 or /128); null when malformed. Mapped IPv6 networks become IPv4 networks. */
export function parseCidr(text: string): [Addr, number] | null {
  const s = text.trim();
  try {
    if (!s.includes('/')) {
      const a = ipaddr.process(s);
      return [a, a.kind() === 'ipv4' ? 32 : 128];
    }
    if (!ipaddr.isValidCIDR(s)) return null;
    const [a, bits] = ipaddr.parseCIDR(s);
    if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
      return [(a as ipaddr.IPv6).toIPv4Address(), bits - 96];
    return [a, bits];
  } catch {
    return null;
  }
}

/** The canonical text of a CIDR: the network address with host bits cleared and its prefix (`10.1.0.0/16`). */
export function canonicalCidr(net: [Addr, number]): string {
  const [a, bits] = net;
  const base =
    a.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${a.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${a.toString()}/${bits}`);
  return `${base.toString()}/${bits}`;
}

const live = (r: IpRule, now: number) => r.expiresAt == null || r.expiresAt > now;
const matches = (r: IpRule, a: Addr) => a.kind() === r.net[0].kind() && a.match(r.net as [ipaddr.IPv4, number]);

/**
 * Whether `ip` may come in: a live DENY rule that matches refuses it; when any live ALLOW rule exists,
 * only matching addresses pass. Expired rules are ignored. An unparsable address passes only when no
 * ALLOW rule restricts access.
 */
export function ipAllowed(rules: IpRule[], ip: string, now = Date.now()): boolean {
  const active = rules.filter((r) => r.type !== 'INTERNAL' && live(r, now));
  if (active.length === 0) return true;
  const a = parseIp(ip);
  if (!a) return !active.some((r) => r.type === 'ALLOW');
  if (active.some((r) => r.type === 'DENY' && matches(r, a))) return false;
  const allows = active.filter((r) => r.type === 'ALLOW');
  return allows.length === 0 || allows.some((r) => matches(r, a));
}

/** Whether `ip` lies in a live INTERNAL rule's network (an unparsable address does not). */
export function ipInternal(rules: IpRule[], ip: string, now = Date.now()): boolean {
  const a = parseIp(ip);
  return a != null && rules.some((r) => r.type === 'INTERNAL' && live(r, now) && matches(r, a));
}

/** Turns stored rows into rules; a row whose CIDR no longer parses is skipped. */
export function compileRules(rows: { ruleId?: number; type: string; cidr: string; expireMs: number | string | null }[]): IpRule[] {
  const out: IpRule[] = [];
  for (const r of rows) {
    const net = parseCidr(r.cidr);
    if (!net || (r.type !== 'ALLOW' && r.type !== 'DENY' && r.type !== 'INTERNAL')) continue;
    out.push({ id: r.ruleId, type: r.type, net, expiresAt: r.expireMs == null ? null : Number(r.expireMs) });
  }
  return out;
}

/** Reads every rule (table `sys_ip_rule` of the system plugin; absent table = no rules). */
export async function readIpRules(pool: pg.Pool): Promise<IpRule[]> {
  try {
    const r = await pool.query(
      `select rule_id as "ruleId", type, cidr::text as cidr, (extract(epoch from expire_time) * 1000)::float8 as "expireMs" from sys_ip_rule`,
    );
    return compileRules(r.rows);
  } catch (e) {
    if ((e as { code?: string }).code === '42P01') return [];
    throw e;
  }
}

/**
 * The rules in memory. `invalidate()` (run on `kernel.invalidate('iprule')` here and, through
 * LISTEN/NOTIFY, on every other instance) makes the next request reload them; a load that started
 * before an invalidation is not kept, so a change is never lost to a race.
 */
export class IpRuleCache {
  private rules: IpRule[] | null = null;
  private loading: Promise<IpRule[]> | null = null;
  private generation = 0;
  constructor(private pool: pg.Pool) {}

  invalidate(): void {
    this.generation++;
    this.rules = null;
    this.loading = null;
  }

  /** The rules when they are loaded (null while a load is needed), so the hot path needs no promise. */
  loaded(): IpRule[] | null {
    return this.rules;
  }

  async get(): Promise<IpRule[]> {
    if (this.rules) return this.rules;
    if (!this.loading) {
      const gen = this.generation;
      const p = readIpRules(this.pool).then(
        (rules) => {
          if (gen === this.generation) this.rules = rules;
          if (this.loading === p) this.loading = null;
          return rules;
        },
        (e) => {
          if (this.loading === p) this.loading = null;
          throw e;
        },
      );
      this.loading = p;
    }
    return this.loading;
  }
}

/** The client address the rules judge: the socket address, or X-Forwarded-For's client when TRUST_PROXY=true (Fastify's `req.ip`). */
export const requestIp = (req: FastifyRequest): string => req.ip;

function refuse(kernel: Kernel, req: FastifyRequest, reply: FastifyReply, ip: string): FastifyReply {
  const lang = pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']);
  const msg = kernel.messages.t(lang, 'server:errors.ipDenied', { ip });
  const api = req.url.startsWith(`${kernel.config.apiBase}/`) || req.url === kernel.config.apiBase;
  reply.header('Cache-Control', 'no-store');
  if (!api && /text\/html/.test(String(req.headers.accept ?? ''))) {
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const title = esc(kernel.messages.t(lang, 'server:errors.ipDeniedTitle'));
    return reply
      .status(403)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;padding:48px"><h1 style="font-size:20px">${title}</h1><p id="zx-ip-denied">${esc(msg)}</p></body></html>`,
      );
  }
  return reply.status(403).send({ code: ResultCode.FORBIDDEN, msg });
}

/** Refuses, before anything else runs, every request whose address the IP rules do not let in (API, console and files alike). */
export function installIpRules(app: FastifyInstance, kernel: Kernel, cache: IpRuleCache): void {
  // a callback hook, not an async one: it runs on every request and mostly finds the rules in memory
  app.addHook('onRequest', (req, reply, done) => {
    const judge = (rules: IpRule[]) => {
      const ip = rules.length ? requestIp(req) : '';
      if (rules.length && !ipAllowed(rules, ip)) refuse(kernel, req, reply, ip.replace(/^::ffff:(?=\d+\.)/, ''));
      else done();
    };
    const rules = cache.loaded();
    if (rules) judge(rules);
    else cache.get().then(judge, done);
  });
}
