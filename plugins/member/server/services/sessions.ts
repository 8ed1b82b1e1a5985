import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kernel } from '#kernel/server';
import type { MemberSessions, SiteMember } from '#kernel/shared';
import { MEMBER_COOKIE, MEMBER_SESSION_TTL_SECONDS } from '../../shared/account.ts';
import { recordOperation } from './exp.ts';

type Headers = { headers: Record<string, string | string[] | undefined> };
const sha = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The member session token a request's cookie carries (only the member cookie: never a console bearer token). */
export function cookieToken(req: Headers): string | null {
  const raw = req.headers.cookie;
  const header = Array.isArray(raw) ? raw.join('; ') : (raw ?? '');
  const v = new RegExp(`(?:^|;\\s*)${MEMBER_COOKIE}=([^;]*)`).exec(header)?.[1];
  return v && TOKEN.test(v) ? v : null;
}

/** The cookie's path: the public API (`{API_BASE}/api/`), where member, comment and vote endpoints live. */
const cookiePath = (kernel: Kernel) => `${kernel.config.apiBase}/api/`;

/** Sets the member cookie: HttpOnly, SameSite=Lax, Secure over https, for the public API only. */
export function setMemberCookie(kernel: Kernel, req: FastifyRequest, reply: FastifyReply, token: string, maxAge: number): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${MEMBER_COOKIE}=${token}; Path=${cookiePath(kernel)}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`);
}

/** Opens a session for a member: a random token whose SHA-256 is stored; returns the token for the cookie. */
export async function openMemberSession(kernel: Kernel, memberId: number, ip: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await kernel.db
    .insertInto('memberSession')
    .values({ tokenHash: sha(token), memberId, ip, expireTime: sql<string>`now() + make_interval(secs => ${MEMBER_SESSION_TTL_SECONDS})` })
    .execute();
  // opportunistic clean-up of the member's expired sessions
  await kernel.db.deleteFrom('memberSession').where('memberId', '=', memberId).where('expireTime', '<', sql<string>`now()`).execute();
  return token;
}

/** Ends the session of a token (sign-out). */
export async function closeMemberSession(kernel: Kernel, token: string): Promise<void> {
  await kernel.db.deleteFrom('memberSession').where('tokenHash', '=', sha(token)).execute();
}

/** Ends every session of a member (password reset or change, disabling, deletion). */
export async function closeMemberSessions(kernel: Kernel, memberIds: readonly number[], keepToken?: string): Promise<void> {
  if (memberIds.length === 0) return;
  let q = kernel.db.deleteFrom('memberSession').where('memberId', 'in', memberIds);
  if (keepToken) q = q.where('tokenHash', '<>', sha(keepToken));
  await q.execute();
}

/** The signed-in member's id of a request: a live session of a normal member (not disabled, not locked). */
export async function sessionMemberId(kernel: Kernel, req: Headers): Promise<number | null> {
  const token = cookieToken(req);
  if (!token) return null;
  const row = await kernel.db
    .selectFrom('memberSession as s')
    .innerJoin('member as m', 'm.memberId', 's.memberId')
    .select('m.memberId')
    .where('s.tokenHash', '=', sha(token))
    .where('s.expireTime', '>', sql<string>`now()`)
    .where((eb) => eb.or([eb('m.status', '=', '0'), eb.and([eb('m.status', '=', '2'), eb('m.lockEndTime', '<=', sql<string>`now()`)])]))
    .executeTakeFirst();
  return row ? Number(row.memberId) : null;
}

/** The kernel's MEMBER_SESSIONS service: who is signed in, members by id, exp-earning operations. */
export function memberSessions(kernel: Kernel): MemberSessions {
  const byIds = async (ids: readonly number[]): Promise<SiteMember[]> => {
    if (ids.length === 0) return [];
    const rows = await kernel.db
      .selectFrom('member')
      .select(['memberId', 'userName', 'nickName', 'email'])
      .where('memberId', 'in', [...new Set(ids)])
      .execute();
    return rows.map((r) => ({ ...r, memberId: Number(r.memberId) }));
  };
  return {
    async memberOf(request) {
      const id = await sessionMemberId(kernel, request);
      return id ? ((await byIds([id]))[0] ?? null) : null;
    },
    membersByIds: byIds,
    async recordOperation(memberId, operation) {
      await recordOperation(kernel, memberId, operation);
    },
  };
}
