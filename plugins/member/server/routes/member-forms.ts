import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { AppError, RateLimiter, verifySigned, type Kernel, type RouteApp } from '#kernel/server';
import { MemberLogin, MemberPasswordChange, MemberProfileEdit, MemberRegister } from '../../shared/account.ts';
import {
  errorParamsQuery,
  MEMBER_FORM_ACTIONS,
  MEMBER_PAGES,
  type MemberFormAction,
  PAGE_BASE_PURPOSE,
  pageNextOf,
} from '../../shared/pages.ts';
import { changeMemberPassword, loginMember, registerMember, updateMemberProfile } from '../services/member-actions.ts';
import { markRead } from '../services/member-inbox.ts';
import { cookieToken, formTokenSession, sessionOfHash, sha } from '../services/session-lookup.ts';
import { closeMemberSession, setMemberCookie } from '../services/sessions.ts';

const BODY_LIMIT = 4096;
const SCHEMAS: Partial<Record<MemberFormAction, TSchema>> = {
  login: MemberLogin,
  register: MemberRegister,
  profile: MemberProfileEdit,
  password: MemberPasswordChange,
};
/** the fields of each form (anything else a post carries is dropped) */
const FIELDS: Record<MemberFormAction, string[]> = {
  login: ['account', 'password', 'uuid', 'code'],
  register: ['userName', 'phoneNumber', 'email', 'nickName', 'password', 'uuid', 'code'],
  logout: [],
  profile: ['nickName', 'birthday', 'slogan', 'description'],
  password: ['oldPassword', 'newPassword'],
  read: ['messageId'],
};

/**
 * The member pages' forms (`POST /api/member/form/<action>`, form-encoded, no JavaScript needed): the same actions
 * as the JSON API, answered with a redirect — to the account centre (or the sign-in page after signing out) when
 * it worked, back to the form's page with `?error=<message key>` when it was refused. The post names its site's
 * dynamic base with the server's signature of it, so the answer goes back to a page the server wrote, never to a
 * URL of the request. A page of a signed-in member carries its form token (its session), since a sandboxed page's
 * post leaves the SameSite cookie home.
 */
export function memberFormRoutes(app: RouteApp, kernel: Kernel) {
  const limiter = new RateLimiter(kernel.config.loginRateLimit, 60_000);

  /** the member of the post: its form token's session, else its cookie's */
  const sessionOf = async (req: FastifyRequest, body: Record<string, string>) => {
    const byToken = await formTokenSession(kernel.db, body.formToken);
    if (byToken) return byToken;
    const cookie = cookieToken(req);
    const memberId = cookie ? await sessionOfHash(kernel.db, sha(cookie)) : null;
    return cookie && memberId ? { tokenHash: sha(cookie), memberId } : null;
  };

  const run = async (action: MemberFormAction, req: FastifyRequest, reply: FastifyReply, body: Record<string, string>) => {
    const fields = Object.fromEntries(FIELDS[action].filter((k) => body[k] != null).map((k) => [k, body[k]]));
    const schema = SCHEMAS[action];
    if (schema && !Value.Check(schema, fields)) throw new AppError(400, 'member:errors.formInvalid');
    if (action === 'login') return void (await loginMember(kernel, req, reply, fields as MemberLogin));
    if (action === 'register') return void (await registerMember(kernel, req, reply, fields as MemberRegister));
    const session = await sessionOf(req, body);
    if (!session) throw new AppError(401, 'server:errors.unauthorized');
    if (action === 'logout') {
      await closeMemberSession(kernel, session.tokenHash);
      setMemberCookie(kernel, req, reply, '', 0);
    } else if (action === 'profile') await updateMemberProfile(kernel, session.memberId, fields as MemberProfileEdit);
    else if (action === 'read') {
      // one message (`messageId`), or all of the member's when none is named
      const id = fields.messageId ? Number(fields.messageId) : null;
      if (id !== null && !(Number.isSafeInteger(id) && id > 0)) throw new AppError(400, 'member:errors.formInvalid');
      await markRead(kernel.db, session.memberId, id === null ? undefined : [id]);
    } else await changeMemberPassword(kernel, session.memberId, fields as MemberPasswordChange, session.tokenHash);
  };

  const DONE: Record<MemberFormAction, string> = {
    login: MEMBER_PAGES.AccountCentre.path,
    register: MEMBER_PAGES.AccountCentre.path,
    logout: MEMBER_PAGES.AccountLogin.path,
    profile: `${MEMBER_PAGES.AccountSetting.path}?saved=1`,
    password: `${MEMBER_PAGES.AccountPassword.path}?saved=1`,
    read: MEMBER_PAGES.AccountMessages.path,
  };

  app.post<{ Params: { action: string }; Body: Record<string, string> }>(
    '/api/member/form/:action',
    { config: { access: 'public', log: false, objects: { fields: { action: false } } }, bodyLimit: BODY_LIMIT },
    async (req, reply) => {
      const action = req.params.action as MemberFormAction;
      const body = req.body && typeof req.body === 'object' ? req.body : {};
      const base = typeof body.base === 'string' ? body.base : '';
      const known = Object.hasOwn(MEMBER_FORM_ACTIONS, action);
      if (!known || !base || !(await verifySigned(kernel.db, PAGE_BASE_PURPOSE, base, String(body.baseSig ?? ''))))
        return reply.status(400).type('text/plain; charset=utf-8').send(req.t('member:errors.formInvalid'));
      const back = `${base}${MEMBER_PAGES[MEMBER_FORM_ACTIONS[action]].path}`;
      // sign-in and sign-up may go on to a page under the signed base (the comment page the reader came from)
      const next = action === 'login' || action === 'register' ? pageNextOf(body.next) : '';
      reply.header('Cache-Control', 'no-store');
      try {
        await limiter.check(req, `member-form-${action}`);
        await run(action, req, reply, body);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const again = next ? `&next=${encodeURIComponent(next)}` : '';
        return reply.redirect(`${back}?error=${encodeURIComponent(e.key)}${errorParamsQuery(e.params)}${again}`, 303);
      }
      return reply.redirect(`${base}${next || DONE[action]}`, 303);
    },
  );
}
