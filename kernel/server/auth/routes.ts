import type { FastifyInstance } from 'fastify';
import { thirdPartyRoutes } from './third-party.ts';
import type { Selectable } from 'kysely';
import type { Redis } from 'ioredis';
import type { Kernel } from '../kernel.ts';
import type { Sessions } from './sessions.ts';
import { ok } from '../http/envelope.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { createCaptcha } from './captcha.ts';
import { login, ownRowKey, type LoginBody } from './login.ts';
import { bearer } from '../http/context.ts';
import { writeLoginLog } from './login-log.ts';
import { deptNames } from '../access/dept-names.ts';
import { loadIdentity } from './identity.ts';
import { userRouters } from './routers.ts';
import { compiledColumns, USER_COLUMNS } from '../crud/columns.ts';
import { readCached } from '../crud/read-cache.ts';
import type { SysUserTable } from '../db/core-tables.ts';

/** What getInfo reads of the signed-in user's row: what a user row may show, and the birthday of the profile. */
const INFO_COLUMNS = [...USER_COLUMNS, 'u.birthday'] as const;
type InfoRow = Selectable<Pick<SysUserTable, (typeof INFO_COLUMNS)[number] extends `u.${infer C}` ? C & keyof SysUserTable : never>>;

/** Captcha, login, logout, getInfo and getRouters (SPEC §7). */
export function authRoutes(kernel: Kernel, sessions: Sessions, limits: { login: number; captcha: number; redis?: Redis | null }) {
  const loginLimiter = new RateLimiter(limits.login, 60_000, limits.redis);
  const captchaLimiter = new RateLimiter(limits.captcha, 60_000, limits.redis);
  return async (app: FastifyInstance) => {
    app.get('/captchaImage', { config: { access: 'public' } }, async (req) => {
      await captchaLimiter.check(req, 'captcha');
      if ((await kernel.configValue('SysCaptchaEnable')) === 'false') return ok({ captchaEnabled: false });
      return ok({ captchaEnabled: true, ...(await createCaptcha(kernel.db)) });
    });

    app.post<{ Body: LoginBody }>(
      '/login',
      {
        config: { access: 'public', log: false },
        schema: {
          body: {
            type: 'object',
            required: ['username', 'password'],
            properties: {
              username: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
              password: { type: 'string', minLength: 1, maxLength: 128 },
              code: { type: 'string', maxLength: 16 },
              uuid: { type: 'string', maxLength: 64 },
            },
          },
        },
      },
      async (req) => {
        await loginLimiter.check(req, 'login');
        return ok(await login(kernel, sessions, req, req.body), req.t('server:login.success'));
      },
    );

    app.post('/logout', { config: { access: 'public', log: false, passwordChange: true } }, async (req) => {
      const token = bearer(req);
      if (token) {
        const user = await sessions.resolve(token);
        await sessions.revokeToken(token);
        if (user)
          await writeLoginLog(kernel.db, req, {
            userId: user.userId,
            userName: user.userName,
            ok: true,
            msg: req.t('server:login.loggedOut'),
            logType: '1',
          });
      }
      return ok(undefined, req.t('server:login.loggedOut'));
    });

    const infoColumns = compiledColumns(kernel.db, INFO_COLUMNS);
    app.get('/getInfo', { config: { access: 'login', passwordChange: true } }, async (req) => {
      // the department's name from the cache kept with the identities: no join to plan per request; the row
      // itself through the read cache, which every write through the API (a login's too) drops everywhere
      const self = req.user!.userId;
      const row = await readCached(kernel, req, ownRowKey(self), () =>
        kernel.db
          .selectFrom('sysUser as u')
          .select(infoColumns as never)
          .where('u.userId', '=', self)
          .$castTo<InfoRow>()
          .executeTakeFirstOrThrow(),
      );
      const [names, id] = await Promise.all([deptNames(kernel, [row.deptId]), loadIdentity(kernel, self)]);
      const { userId, deptId, ...rest } = row;
      const u = { userId, deptId, deptName: deptId == null ? null : (names[deptId] ?? null), ...rest };
      const user = { ...u, avatarSrc: u.avatar ?? '', passwordExpired: req.user!.mustChangePassword && u.forceModifyPassword !== 'Y' };
      return ok({
        user: Object.fromEntries(Object.entries(user).filter(([, v]) => v != null)),
        roles: id.roles,
        permissions: id.permissions,
      });
    });

    app.get('/getRouters', { config: { access: 'login', passwordChange: true } }, async (req) => {
      return ok(await userRouters(kernel, req.user!.userId, req.lang));
    });
    // third-party sign-in shares the login's rate limit
    await app.register(thirdPartyRoutes(kernel, sessions, loginLimiter));
  };
}
