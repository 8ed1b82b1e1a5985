import type { FastifyRequest } from 'fastify';
import { checkCaptcha, fail, failedPasswordUpdate, invalidField, sql, verifyPassword, type Kernel } from '#kernel/server';

/** Refuses a missing, expired or wrong captcha (when the console's captcha is on), naming the `code` field. */
export async function assertCaptcha(kernel: Kernel, b: { uuid?: string; code?: string }): Promise<void> {
  if ((await kernel.configValue('SysCaptchaEnable')) === 'false') return;
  const c = await checkCaptcha(kernel.db, b.uuid, b.code);
  if (c === 'expired') throw invalidField('code', 'server:login.captchaExpired');
  if (c === 'wrong') throw invalidField('code', 'server:login.captchaWrong');
}

/**
 * Checks a member's sign-in like the console's: the account (user name or e-mail ignoring case, or phone), the lock,
 * the password (an unknown account and a wrong password get the same answer) and the status; a failure runs the
 * console's retry policy (the enabled security config) on the member. Returns the member's id.
 */
export async function checkMemberLogin(kernel: Kernel, req: FastifyRequest, account: string, password: string): Promise<number> {
  const { db } = kernel;
  const a = account.trim();
  const m = await db
    .selectFrom('member')
    .select(['memberId', 'password', 'status', 'lockEndTime', 'loginFailCount', 'loginFailDay'])
    .select(sql<boolean>`lock_end_time is not null and lock_end_time > now()`.as('lockActive'))
    .select(sql<string>`to_char(now(), 'YYYY-MM-DD')`.as('today'))
    .where((eb) =>
      eb.or([eb(sql`lower(user_name)`, '=', a.toLowerCase()), eb(sql`lower(email)`, '=', a.toLowerCase()), eb('phoneNumber', '=', a)]),
    )
    .executeTakeFirst();
  if (m && m.status === '2') {
    if (m.lockActive || m.lockEndTime == null) throw fail('member:errors.locked');
    await db.updateTable('member').set({ status: '0', lockEndTime: null, loginFailCount: 0 }).where('memberId', '=', m.memberId).execute();
    m.status = '0';
    m.loginFailCount = 0;
  }
  const good = await verifyPassword(m?.password, password);
  if (!m || !good) {
    if (m) await applyRetryPolicy(kernel, m);
    throw fail('server:login.badCredentials');
  }
  if (m.status === '1') throw fail('member:errors.disabled');
  await db
    .updateTable('member')
    .set({ lastLoginIp: req.ip, lastLoginTime: sql`now()`, loginFailCount: 0, loginFailDay: null })
    .where('memberId', '=', m.memberId)
    .execute();
  return Number(m.memberId);
}

/** Counts a failed password for today and disables or locks the member at the limit (the console's policy). */
async function applyRetryPolicy(
  kernel: Kernel,
  m: { memberId: number; loginFailCount: number; loginFailDay: string | null; today: string },
) {
  const set = await failedPasswordUpdate(kernel.db, m);
  await kernel.db.updateTable('member').set(set).where('memberId', '=', m.memberId).execute();
}
