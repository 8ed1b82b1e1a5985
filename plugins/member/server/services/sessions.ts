import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kernel } from '#kernel/server';
import type { MemberSessions, SiteMember } from '#kernel/shared';
import { MEMBER_COOKIE, MEMBER_SESSION_TTL_SECONDS } from '../../shared/account.ts';
import { cookieToken, formTokenOf, formTokenSession, sessionMemberIdOf, sha } from './session-lookup.ts';
import { recordOperation } from './exp.ts';

type Headers = { headers: Record<string, string | string[] | undefined> };

/**
 * The cookie's path: the API's root (`{API_BASE}/`), so that the public API (member, comment and vote endpoints)
 * and the sites' dynamic pages (the member pages) both see it; the console's routes never read it.
 */
const cookiePath = (kernel: Kernel) => `${kernel.config.apiBase}/`;

/** Sets the member cookie: HttpOnly, SameSite=Lax, Secure over https. */
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

/** Ends the session of a token's hash (sign-out). */
export async function closeMemberSession(kernel: Kernel, tokenHash: string): Promise<void> {
  await kernel.db.deleteFrom('memberSession').where('tokenHash', '=', tokenHash).execute();
}

/** Ends every session of a member (password reset or change, disabling, deletion), but the one of `keepHash`. */
export async function closeMemberSessions(kernel: Kernel, memberIds: readonly number[], keepHash?: string): Promise<void> {
  if (memberIds.length === 0) return;
  let q = kernel.db.deleteFrom('memberSession').where('memberId', 'in', memberIds);
  if (keepHash) q = q.where('tokenHash', '<>', keepHash);
  await q.execute();
}

/** The signed-in member's id of a request: a live session of a normal member (not disabled, not locked). */
export const sessionMemberId = (kernel: Kernel, req: Headers) => sessionMemberIdOf(kernel.db, req);

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
    async pageSession(request) {
      const cookie = cookieToken(request);
      const id = cookie ? await sessionMemberId(kernel, request) : null;
      const member = id ? (await byIds([id]))[0] : undefined;
      return cookie && member ? { member, formToken: await formTokenOf(kernel.db, cookie) } : null;
    },
    async memberOfForm(request, formToken) {
      const id = (await formTokenSession(kernel.db, formToken))?.memberId ?? (await sessionMemberId(kernel, request));
      return id ? ((await byIds([id]))[0] ?? null) : null;
    },
  };
}
