import type { FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { sql } from '../db/database.ts';
import { fail } from '../http/errors.ts';
import { failedPasswordUpdate } from './password-policy.ts';
import { verifyPassword } from './password.ts';
import { checkCaptcha } from './captcha.ts';
import { writeLoginLog } from './login-log.ts';
import { clientInfo } from './client-info.ts';
import type { Sessions } from './sessions.ts';
import { READ_CACHE } from '../crud/read-cache.ts';

/** The read-cache key of a user's own row as GET /getInfo shows it; a login's writes to the row drop it (login is no logged write). */
export const ownRowKey = (userId: number) => `getInfo:${userId}`;
const rowChanged = (kernel: Kernel, userId: number) => kernel.invalidate(READ_CACHE, ownRowKey(userId));

export interface LoginBody {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

/**
 * Checks captcha, lock, password and status in that order (unknown user and wrong password give the same
 * answer), runs the retry policy on failure, logs every attempt and returns a new session token.
 */
export async function login(kernel: Kernel, sessions: Sessions, req: FastifyRequest, body: LoginBody): Promise<string> {
  const { db } = kernel;
  const userName = body.username.trim();
  const refuse = async (key: string, params?: Record<string, unknown>, userId?: number | null): Promise<never> => {
    await writeLoginLog(db, req, { userId, userName, ok: false, msg: req.t(key, params) });
    throw fail(key, params);
  };

  if ((await kernel.configValue('SysCaptchaEnable')) !== 'false') {
    const c = await checkCaptcha(db, body.uuid, body.code);
    if (c === 'expired') await refuse('server:login.captchaExpired');
    if (c === 'wrong') await refuse('server:login.captchaWrong');
  }

  const user = await db
    .selectFrom('sysUser as u')
    .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
    .select(['u.userId', 'u.userName', 'u.password', 'u.status', 'u.lockEndTime', 'u.loginFailCount', 'u.loginFailDay', 'd.deptName'])
    .select(sql<boolean>`u.lock_end_time is not null and u.lock_end_time > now()`.as('lockActive'))
    .select(sql<string>`to_char(now(), 'YYYY-MM-DD')`.as('today'))
    .where(sql`lower(u.user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();

  if (user && user.status === '2') {
    if (user.lockActive || user.lockEndTime == null) await refuse('server:login.locked', { time: user.lockEndTime ?? '∞' }, user.userId);
    // no drop of the cached row here: the attempt goes on to the retry policy or the login, and both drop it
    await db.updateTable('sysUser').set({ status: '0', lockEndTime: null, loginFailCount: 0 }).where('userId', '=', user.userId).execute();
    user.status = '0';
    user.loginFailCount = 0;
  }

  const good = await verifyPassword(user?.password, body.password);
  if (!user || !good) {
    if (user) await applyRetryPolicy(kernel, user);
    await refuse('server:login.badCredentials', undefined, user?.userId);
  }
  if (user!.status === '1') await refuse('server:login.disabled', undefined, user!.userId);
  return openSession(kernel, sessions, req, user!);
}

/**
 * Signs a user in whose identity is already proven (a password above, a provider's account for a third-party
 * sign-in): records the login on the row and in the login log and returns a new session token.
 */
export async function openSession(
  kernel: Kernel,
  sessions: Sessions,
  req: FastifyRequest,
  user: { userId: number; userName: string; deptName: string | null },
): Promise<string> {
  const info = clientInfo(req);
  await kernel.db
    .updateTable('sysUser')
    // the language they signed in with: the message pusher writes to them in it (`Language` preference)
    .set({
      loginIp: info.ip,
      loginDate: sql<string>`now()`,
      loginFailCount: 0,
      loginFailDay: null,
      preferences: sql<Record<string, unknown>>`coalesce(preferences, '{}'::jsonb) || jsonb_build_object('Language', ${req.lang}::text)`,
    })
    .where('userId', '=', user.userId)
    .execute();
  await rowChanged(kernel, user.userId);
  const token = await sessions.create({ userId: user.userId, userName: user.userName, deptName: user.deptName }, info);
  await writeLoginLog(kernel.db, req, { userId: user.userId, userName: user.userName, ok: true, msg: req.t('server:login.success') });
  return token;
}

/** Counts a failed password for today and disables or locks the account at the limit. */
async function applyRetryPolicy(
  kernel: Kernel,
  user: { userId: number; loginFailCount: number; loginFailDay: string | null; today: string },
): Promise<void> {
  const set = await failedPasswordUpdate(kernel.db, user);
  await kernel.db.updateTable('sysUser').set(set).where('userId', '=', user.userId).execute();
  await rowChanged(kernel, user.userId);
  if (set.status) kernel.cache.delete('identity', String(user.userId));
}
