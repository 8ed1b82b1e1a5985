import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, hashPassword, sql, verifyPassword, type Kernel } from '#kernel/server';
import {
  type MemberLogin,
  type MemberPasswordChange,
  type MemberProfileEdit,
  type MemberRegister,
  MEMBER_SESSION_TTL_SECONDS,
} from '../../shared/account.ts';
import { levelFor, recordOperation } from './exp.ts';
import { assertCaptcha, checkMemberLogin } from './member-login.ts';
import { assertIdentityFree, assertMemberPassword, identityOf, uniqueRefusal } from './member-rules.ts';
import { closeMemberSessions, openMemberSession, setMemberCookie } from './sessions.ts';

/**
 * What a member does on the published sites, the same whether the JSON API (`/api/member/*`) or a member page's form
 * (`/api/member/form/*`) asked: sign up, sign in, edit the profile, change the password.
 */

/** opens a session, sets its cookie and counts the day's sign-in */
async function signIn(kernel: Kernel, req: FastifyRequest, reply: FastifyReply, memberId: number) {
  const token = await openMemberSession(kernel, memberId, req.ip);
  setMemberCookie(kernel, req, reply, token, MEMBER_SESSION_TTL_SECONDS);
  await recordOperation(kernel, memberId, 'SignIn');
}

/** a new member from the sign-up (captcha, one identifier free, the console's password policy), signed in */
export async function registerMember(kernel: Kernel, req: FastifyRequest, reply: FastifyReply, b: MemberRegister): Promise<number> {
  await assertCaptcha(kernel, b);
  const who = identityOf(b);
  const memberId = await kernel.db
    .transaction()
    .execute(async (trx) => {
      await assertIdentityFree(trx, who);
      await assertMemberPassword(trx, b.password, who);
      const row = await trx
        .insertInto('member')
        .values({ ...who, password: await hashPassword(b.password), sourceType: 'Register', level: levelFor(sql`0`) })
        .returning('memberId')
        .executeTakeFirstOrThrow();
      return Number(row.memberId);
    })
    .catch(uniqueRefusal(who));
  await signIn(kernel, req, reply, memberId);
  return memberId;
}

/** the member of the account and password (captcha, lock and retry policy), signed in */
export async function loginMember(kernel: Kernel, req: FastifyRequest, reply: FastifyReply, b: MemberLogin): Promise<number> {
  await assertCaptcha(kernel, b);
  const memberId = await checkMemberLogin(kernel, req, b.account, b.password);
  await signIn(kernel, req, reply, memberId);
  return memberId;
}

/** the member's own profile fields */
export async function updateMemberProfile(kernel: Kernel, memberId: number, b: MemberProfileEdit): Promise<void> {
  await kernel.db
    .updateTable('member')
    .set({
      nickName: b.nickName?.trim() || null,
      birthday: b.birthday || null,
      slogan: b.slogan?.trim() || null,
      description: b.description?.trim() || null,
      updateTime: sql`now()`,
      version: sql`version + 1`,
    })
    .where('memberId', '=', memberId)
    .execute();
}

/** a new password against the old one and the policy; the member's other sessions end, `keepHash`'s stays */
export async function changeMemberPassword(kernel: Kernel, memberId: number, b: MemberPasswordChange, keepHash?: string): Promise<void> {
  const m = await kernel.db
    .selectFrom('member')
    .select(['password', 'userName', 'phoneNumber', 'email', 'nickName'])
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(m.password, b.oldPassword))) throw fail('member:errors.oldPasswordWrong');
  await assertMemberPassword(kernel.db, b.newPassword, m, 'newPassword');
  await kernel.db
    .updateTable('member')
    .set({ password: await hashPassword(b.newPassword), updateTime: sql`now()` })
    .where('memberId', '=', memberId)
    .execute();
  await closeMemberSessions(kernel, [memberId], keepHash);
}
