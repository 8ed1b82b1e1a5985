import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/constants.ts';
import { HEADERS } from '../../shared/constants.ts';
import { hasAnyPermi } from '../../shared/permission.ts';
import { pickLanguage } from '../i18n/messages.ts';
import { loadIdentity, type Identity } from '../auth/identity.ts';
import type { SessionUser, Sessions } from '../auth/sessions.ts';
import type { Kernel } from '../kernel.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { ResultCode } from '../../shared/codes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    user: SessionUser | null;
    identity: Identity | null;
    /** translate a message key in the request language */
    t(key: string, params?: Record<string, unknown> | unknown[]): string;
  }
  interface FastifyContextConfig {
    /** reachable while the user must change the password first */
    passwordChange?: boolean;
    /** the plugin that registered the route (set by the kernel) */
    plugin?: string;
  }
}

/** Reads the bearer token from the Authorization header (or `?Authorization=` for previews). */
export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization ?? (req.query as Record<string, string> | undefined)?.Authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** Installs language, session and access checks: every route is denied unless its `config.access` allows. */
export function installRequestContext(app: FastifyInstance, kernel: Kernel, sessions: Sessions): void {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('user', null);
  app.decorateRequest('identity', null);
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: Record<string, unknown> | unknown[]) {
    return kernel.messages.t(this.lang, key, params);
  });

  type Access = NonNullable<FastifyRequest['routeOptions']['config']['access']>;
  /** who the caller is and whether the route lets them in (a bearer token is resolved, identities loaded) */
  const authorize = async (req: FastifyRequest, access: Access, token: string | null) => {
    if (token) req.user = await sessions.resolve(token);
    if (access === 'public') return;
    if (!req.user) throw unauthorized();
    if (req.user.mustChangePassword && !req.routeOptions.config.passwordChange)
      throw new AppError(ResultCode.FORBIDDEN, 'server:errors.mustChangePassword');
    req.identity = await loadIdentity(kernel, req.user.userId);
    if (access === 'login') return;
    if (!hasAnyPermi(req.identity.permissions, access)) throw forbidden(Array.isArray(access) ? access.join(' | ') : access);
  };

  // a callback hook: a public call without a token (a beacon, a public page) goes on with no promise
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']);
    // bound per request so `const t = req.t` keeps working
    req.t = (key, params) => kernel.messages.t(req.lang, key, params);

    const access = req.routeOptions.config?.access;
    if (access === undefined) return done(); // not one of our API routes (static files, 404 handler)
    const token = bearer(req);
    if (!token && access === 'public') return done();
    authorize(req, access, token).then(() => done(), done);
  });
}
