import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fail, hashPassword, ok, RateLimiter, sql, verifyPassword, type Kernel, type RouteApp } from '#kernel/server';
import {
  MemberLogin,
  MemberPasswordChange,
  type MemberProfile,
  MemberProfileEdit,
  MemberRegister,
  MEMBER_SESSION_TTL_SECONDS,
} from '../../shared/account.ts';
import { levelFor, recordOperation } from '../services/exp.ts';
import { assertCaptcha, checkMemberLogin } from '../services/member-login.ts';
import { assertIdentityFree, assertMemberPassword, enterpriseNames, identityOf, uniqueRefusal } from '../services/member-rules.ts';
import {
  closeMemberSession,
  closeMemberSessions,
  cookieToken,
  openMemberSession,
  sessionMemberId,
  setMemberCookie,
} from '../services/sessions.ts';

const PUBLIC = { access: 'public', log: false } as const;
const BODY_LIMIT = 4096;

/**
 * The public member API of the published sites: sign-up, sign-in and sign-out, the signed-in member's profile and
 * password. The session is the member cookie only (a console token is never read here, and the member cookie is
 * never a console session); sign-up and sign-in take the captcha and the login rate limit per client address.
 */
export function memberPublicRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const limiter = new RateLimiter(kernel.config.loginRateLimit, 60_000);
  const signedIn = async (req: FastifyRequest) => {
    const id = await sessionMemberId(kernel, req);
    if (!id) throw new AppError(401, 'server:errors.unauthorized');
    return id;
  };
  const signIn = async (req: FastifyRequest, reply: FastifyReply, memberId: number) => {
    const token = await openMemberSession(kernel, memberId, req.ip);
    setMemberCookie(kernel, req, reply, token, MEMBER_SESSION_TTL_SECONDS);
    await recordOperation(kernel, memberId, 'SignIn');
  };

  app.post('/api/member/register', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberRegister } }, async (req, reply) => {
    await limiter.check(req, 'member-register');
    const b = req.body;
    await assertCaptcha(kernel, b);
    const who = identityOf(b);
    const memberId = await db
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
    await signIn(req, reply, memberId);
    return ok({ memberId });
  });

  app.post('/api/member/login', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberLogin } }, async (req, reply) => {
    await limiter.check(req, 'member-login');
    await assertCaptcha(kernel, req.body);
    const memberId = await checkMemberLogin(kernel, req, req.body.account, req.body.password);
    await signIn(req, reply, memberId);
    return ok({ memberId });
  });

  app.post('/api/member/logout', { config: PUBLIC, bodyLimit: BODY_LIMIT }, async (req, reply) => {
    const token = cookieToken(req);
    if (token) await closeMemberSession(kernel, token);
    setMemberCookie(kernel, req, reply, '', 0);
    return ok();
  });

  app.get('/api/member/profile', { config: PUBLIC }, async (req) => {
    const id = await signedIn(req);
    const m = await db
      .selectFrom('member as m')
      .leftJoin('memberLevelConfig as l', (j) => j.onRef('l.level', '=', 'm.level').on('l.levelType', '=', 'Default'))
      .select([
        'm.memberId',
        'm.userName',
        'm.nickName',
        'm.phoneNumber',
        'm.email',
        'm.slogan',
        'm.description',
        'm.exp',
        'm.level',
        'm.createTime',
      ])
      .select(['l.name as levelName', 'm.memberEnterpriseId'])
      .select(sql<string | null>`to_char(m.birthday, 'YYYY-MM-DD')`.as('birthday'))
      .where('m.memberId', '=', id)
      .executeTakeFirstOrThrow();
    const { memberEnterpriseId, ...rest } = m;
    const names = await enterpriseNames(kernel, memberEnterpriseId ? [Number(memberEnterpriseId)] : []);
    const profile: MemberProfile = {
      ...(rest as unknown as MemberProfile),
      memberId: Number(m.memberId),
      exp: Number(m.exp),
      memberEnterpriseName: memberEnterpriseId ? names.get(Number(memberEnterpriseId)) : undefined,
    };
    return ok(profile);
  });

  app.put('/api/member/profile', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberProfileEdit } }, async (req) => {
    const id = await signedIn(req);
    const b = req.body;
    await db
      .updateTable('member')
      .set({
        nickName: b.nickName?.trim() || null,
        birthday: b.birthday || null,
        slogan: b.slogan?.trim() || null,
        description: b.description?.trim() || null,
        updateTime: sql`now()`,
        version: sql`version + 1`,
      })
      .where('memberId', '=', id)
      .execute();
    return ok();
  });

  app.put('/api/member/password', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberPasswordChange } }, async (req) => {
    await limiter.check(req, 'member-password');
    const id = await signedIn(req);
    const m = await db
      .selectFrom('member')
      .select(['password', 'userName', 'phoneNumber', 'email', 'nickName'])
      .where('memberId', '=', id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(m.password, req.body.oldPassword))) throw fail('member:errors.oldPasswordWrong');
    await assertMemberPassword(db, req.body.newPassword, m, 'newPassword');
    await db
      .updateTable('member')
      .set({ password: await hashPassword(req.body.newPassword), updateTime: sql`now()` })
      .where('memberId', '=', id)
      .execute();
    // the other browsers are signed out; this one stays
    await closeMemberSessions(kernel, [id], cookieToken(req) ?? undefined);
    return ok();
  });
}
