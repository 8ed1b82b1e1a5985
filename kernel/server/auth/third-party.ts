import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { sql } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { THIRD_PARTY_LOGIN, type ThirdPartyAccount, type ThirdPartyLogin } from '../../shared/services.ts';
import { THIRD_PARTY_STATE_TTL_SECONDS } from '../../shared/constants.ts';
import { login, openSession } from './login.ts';
import type { Sessions } from './sessions.ts';

/** The cookie tying a sign-in's state to the browser that started it (no login by someone else's callback). */
const STATE_COOKIE = 'zx_oauth_state';
const hash = (v: string) => crypto.createHash('sha256').update(v).digest('hex');
const cookieOf = (req: FastifyRequest) => new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];

/** The console's own address as the browser reached it: the provider sends the browser back there. */
function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

const bodySchema = (props: Record<string, { maxLength: number }>) => ({
  type: 'object',
  required: Object.keys(props),
  properties: Object.fromEntries(Object.entries(props).map(([k, p]) => [k, { type: 'string', minLength: 1, ...p }])),
});

const BIND_BODY = bodySchema({ ticket: { maxLength: 128 }, username: { maxLength: 64 }, password: { maxLength: 128 } });
Object.assign(BIND_BODY.properties, { code: { type: 'string', maxLength: 16 }, uuid: { type: 'string', maxLength: 64 } });

/**
 * Third-party sign-in of the back office (SPEC §2 /auth-redirect and /bind) through the provider a plugin offers
 * (THIRD_PARTY_LOGIN, the system plugin's WeChat config): a one-time state bound to the browser by a cookie, the
 * callback's code exchanged on the server, a bound account signed in, an unbound one handed a bind ticket that a
 * password sign-in (captcha, lock and retry policy as at /login) turns into a binding.
 */
export function thirdPartyRoutes(kernel: Kernel, sessions: Sessions, limiter: RateLimiter) {
  const { db } = kernel;
  const provider = (): ThirdPartyLogin => {
    const p = kernel.services.get(THIRD_PARTY_LOGIN);
    if (!p) throw fail('server:thirdParty.notConfigured');
    return p;
  };
  const newState = async (p: ThirdPartyLogin, purpose: 'login' | 'bind', account?: ThirdPartyAccount) => {
    const value = crypto.randomBytes(32).toString('base64url');
    await db.deleteFrom('sysOauthState').where('expireTime', '<', sql<string>`now()`).execute();
    await db
      .insertInto('sysOauthState')
      .values({
        stateHash: hash(value),
        provider: p.provider,
        purpose,
        openId: account?.openId ?? null,
        unionId: account?.unionId ?? null,
        nickName: account?.nickName ?? null,
        expireTime: sql<string>`now() + make_interval(secs => ${THIRD_PARTY_STATE_TTL_SECONDS})`,
      })
      .execute();
    return value;
  };
  /** takes a live state or ticket once (a second use finds nothing) */
  const takeState = async (p: ThirdPartyLogin, purpose: 'login' | 'bind', value: string) => {
    const row = await db
      .deleteFrom('sysOauthState')
      .where('stateHash', '=', hash(value))
      .where('provider', '=', p.provider)
      .where('purpose', '=', purpose)
      .where('expireTime', '>', sql<string>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw fail('server:thirdParty.stateInvalid');
    return row;
  };
  const userOf = (userId: number) =>
    db
      .selectFrom('sysUser as u')
      .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
      .select(['u.userId', 'u.userName', 'u.status', 'd.deptName'])
      .select(sql<boolean>`u.status = '2' and (u.lock_end_time is null or u.lock_end_time > now())`.as('locked'))
      .where('u.userId', '=', userId)
      .executeTakeFirst();

  return async (app: FastifyInstance) => {
    // whether the login page offers the provider's sign-in
    app.get('/sys/wechat/enabled', { config: { access: 'public', log: false } }, async () =>
      ok((await kernel.services.get(THIRD_PARTY_LOGIN)?.available()) ?? false),
    );

    // where to send the browser: the provider's sign-in page with a fresh state (v1.4.3 HEAD getLoginUrl: {url, origin})
    app.get('/sys/wechat/login', { config: { access: 'public', log: false } }, async (req, reply: FastifyReply) => {
      await limiter.check(req, 'third-party');
      const p = provider();
      const state = await newState(p, 'login');
      const url = await p.authorizeUrl({ state, redirectUri: `${originOf(req)}/admin/auth-redirect` });
      if (!url) throw fail('server:thirdParty.notConfigured');
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${STATE_COOKIE}=${state}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${THIRD_PARTY_STATE_TTL_SECONDS}${secure}`,
      );
      return ok({ url, origin: originOf(req) });
    });

    // the callback's code and state, from /auth-redirect: a bound account signs in, an unbound one gets a bind ticket
    app.post<{ Body: { code: string; state: string } }>(
      '/sys/wechat/callback',
      { config: { access: 'public', log: false }, schema: { body: bodySchema({ code: { maxLength: 512 }, state: { maxLength: 128 } }) } },
      async (req, reply) => {
        await limiter.check(req, 'third-party');
        const p = provider();
        if (cookieOf(req) !== req.body.state) throw fail('server:thirdParty.stateInvalid');
        await takeState(p, 'login', req.body.state);
        reply.header('set-cookie', `${STATE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
        let account: ThirdPartyAccount;
        try {
          account = await p.identify(req.body.code);
        } catch (e) {
          throw fail('server:thirdParty.providerRefused', { msg: (e as Error).message });
        }
        const bound = await db
          .selectFrom('sysUserOauth')
          .select('userId')
          .where('provider', '=', p.provider)
          .where('openId', '=', account.openId)
          .executeTakeFirst();
        if (!bound) return ok({ bindTicket: await newState(p, 'bind', account), nickName: account.nickName ?? null });
        const user = await userOf(bound.userId);
        if (!user || user.status === '1') throw fail('server:login.disabled');
        if (user.locked) throw fail('server:login.locked', { time: '' });
        return ok({ token: await openSession(kernel, sessions, req, user) }, req.t('server:login.success'));
      },
    );

    // /bind: a password sign-in that binds the provider's account of the ticket to the account signed in
    app.post<{ Body: { ticket: string; username: string; password: string; code?: string; uuid?: string } }>(
      '/sys/wechat/bind',
      {
        config: { access: 'public', log: false },
        schema: { body: BIND_BODY },
      },
      async (req) => {
        await limiter.check(req, 'login');
        const p = provider();
        // the ticket is checked first and kept until the password is right, so a typo does not end the binding
        const ticket = await db
          .selectFrom('sysOauthState')
          .select('stateHash')
          .where('stateHash', '=', hash(req.body.ticket))
          .where('purpose', '=', 'bind')
          .where('expireTime', '>', sql<string>`now()`)
          .executeTakeFirst();
        if (!ticket) throw fail('server:thirdParty.stateInvalid');
        const token = await login(kernel, sessions, req, req.body);
        const userId = (await sessions.resolve(token))!.userId;
        try {
          const taken = await takeState(p, 'bind', req.body.ticket);
          const has = await db
            .selectFrom('sysUserOauth')
            .select('openId')
            .where('userId', '=', userId)
            .where('provider', '=', p.provider)
            .executeTakeFirst();
          if (has) throw fail('server:thirdParty.alreadyBound');
          const added = await db
            .insertInto('sysUserOauth')
            .values({ userId, provider: p.provider, openId: taken.openId!, unionId: taken.unionId, nickName: taken.nickName })
            .onConflict((oc) => oc.columns(['provider', 'openId']).doNothing())
            .executeTakeFirst();
          // bound to another user meanwhile (the same account's second ticket)
          if (!added.numInsertedOrUpdatedRows) throw fail('server:thirdParty.stateInvalid');
        } catch (e) {
          await sessions.revokeToken(token);
          throw e;
        }
        return ok({ token }, req.t('server:thirdParty.bound'));
      },
    );
  };
}
