import type { FastifyRequest } from 'fastify';
import { canonicalCidr, fail, parseIp, signWith, type Kernel } from '#kernel/server';
import { MEMBER_SESSIONS, maskIp } from '#kernel/shared';

/** Who votes, as the log keeps it: a keyed hash (never the address or member id in clear), the masked address, the subnet. */
export interface Voter {
  key: string;
  memberId: number | null;
  ip: string | null;
  subnet: string | null;
}

/** The /24 (IPv4) or /64 (IPv6) network an address lies in — what a burst is counted by. */
export function subnetOf(ip: string): string | null {
  const a = parseIp(ip);
  if (!a) return null;
  return canonicalCidr([a, a.kind() === 'ipv4' ? 24 : 64]);
}

/**
 * The voter of a request for a vote: by address (`ip`) or by member session (`member`, refused without the member
 * plugin or a session). `required` false answers null instead of refusing (the result's "has this voter voted").
 */
export async function voterOf(
  kernel: Kernel,
  req: FastifyRequest,
  vote: { voteId: number; userType: string },
  required = true,
): Promise<Voter | null> {
  const ip = req.ip ?? '';
  const subnet = subnetOf(ip);
  if (vote.userType === 'member') {
    const members = kernel.services.get(MEMBER_SESSIONS);
    if (!members) {
      if (!required) return null;
      throw fail('operations:vote.errors.memberUnavailable');
    }
    const m = await members.memberOf(req);
    if (!m) {
      if (!required) return null;
      throw fail('operations:vote.errors.signIn');
    }
    const key = await signWith(kernel.db, 'vote.voter', `${vote.voteId}\u0000member\u0000${m.memberId}`, 20);
    return { key, memberId: m.memberId, ip: maskIp(ip) || null, subnet };
  }
  const key = await signWith(kernel.db, 'vote.voter', `${vote.voteId}\u0000ip\u0000${ip}`, 20);
  return { key, memberId: null, ip: maskIp(ip) || null, subnet };
}
