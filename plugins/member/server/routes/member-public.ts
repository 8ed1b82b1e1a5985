import type { FastifyRequest } from 'fastify';
import { AppError, ok, RateLimiter, sql, type Kernel, type RouteApp } from '#kernel/server';
import { MemberLogin, MemberPasswordChange, type MemberProfile, MemberProfileEdit, MemberRegister } from '../../shared/account.ts';
import { changeMemberPassword, loginMember, registerMember, updateMemberProfile } from '../services/member-actions.ts';
import { enterpriseNames } from '../services/member-rules.ts';
import { cookieToken, sha } from '../services/session-lookup.ts';
import { closeMemberSession, sessionMemberId, setMemberCookie } from '../services/sessions.ts';

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
  app.post('/api/member/register', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberRegister } }, async (req, reply) => {
    await limiter.check(req, 'member-register');
    return ok({ memberId: await registerMember(kernel, req, reply, req.body) });
  });

  app.post('/api/member/login', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberLogin } }, async (req, reply) => {
    await limiter.check(req, 'member-login');
    return ok({ memberId: await loginMember(kernel, req, reply, req.body) });
  });

  app.post('/api/member/logout', { config: PUBLIC, bodyLimit: BODY_LIMIT }, async (req, reply) => {
    const token = cookieToken(req);
    if (token) await closeMemberSession(kernel, sha(token));
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
    await updateMemberProfile(kernel, await signedIn(req), req.body);
    return ok();
  });

  app.put('/api/member/password', { config: PUBLIC, bodyLimit: BODY_LIMIT, schema: { body: MemberPasswordChange } }, async (req) => {
    await limiter.check(req, 'member-password');
    const id = await signedIn(req);
    // the other browsers are signed out; this one stays
    const token = cookieToken(req);
    await changeMemberPassword(kernel, id, req.body, token ? sha(token) : undefined);
    return ok();
  });
}
