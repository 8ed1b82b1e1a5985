import type { RouteApp } from '#kernel/server';
import {
  activeSecurityConfig,
  addRoute,
  detailRoute,
  editRoute,
  idParam,
  invalidField,
  notFound,
  ok,
  page,
  pageQuery,
  paging,
  sql,
  removeRoute,
  type Kernel,
} from '#kernel/server';
import { SecurityAdd, SecurityEdit, SecurityStatus } from '../../shared/security.ts';

/** What the schema cannot say (one field against another), then the values as stored. */
const values = (b: SecurityAdd) => {
  if (b.passwordLenMin > b.passwordLenMax) throw invalidField('passwordLenMin', 'system:security.minAboveMax');
  if (b.passwordRetryStrategy === 'LOCK' && b.passwordRetryLockSeconds < 1)
    throw invalidField('passwordRetryLockSeconds', 'system:security.lockSecondsNeeded');
  return {
    passwordLenMin: b.passwordLenMin,
    passwordLenMax: b.passwordLenMax,
    passwordRule: b.passwordRule,
    passwordSensitive: b.passwordSensitive ?? [],
    weakPasswords: (b.weakPasswords ?? '')
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean)
      .join('\n'),
    passwordExpireSeconds: b.passwordExpireSeconds,
    passwordRetryLimit: b.passwordRetryLimit,
    passwordRetryStrategy: b.passwordRetryStrategy,
    passwordRetryLockSeconds: b.passwordRetryLockSeconds,
    forceModifyPwdAfterAdd: b.forceModifyPwdAfterAdd,
    forceModifyPwdAfterReset: b.forceModifyPwdAfterReset,
    remark: b.remark?.trim() || null,
  };
};

/**
 * Security configs (`/system/security/config`): at most one is enabled (status 0); with none enabled the
 * default policy applies. The kernel enforces the enabled one at login (retry, lock), on every password
 * change (policy) and on every request (expiry → must change first).
 */
export async function securityRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  // policy, expiry and lock changes must reach cached session resolutions at once, on every instance
  const changed = () => kernel.invalidate('session');

  app.get(
    '/system/security/config',
    { config: { access: 'system:security:view' }, schema: { querystring: { type: 'object', properties: { ...pageQuery } } } },
    async (req) => {
      const q = req.query as Record<string, unknown>;
      const { limit, offset } = paging(q);
      const [rows, count] = await Promise.all([
        db.selectFrom('sysSecurityConfig').selectAll().orderBy('status').orderBy('configId').limit(limit).offset(offset).execute(),
        db
          .selectFrom('sysSecurityConfig')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return page(rows, Number(count.n));
    },
  );

  app.get('/system/security/config/check', { config: { access: 'login', passwordChange: true } }, async (req) => {
    const cfg = await activeSecurityConfig(db);
    const u = await db
      .selectFrom('sysUser')
      .select(['forceModifyPassword'])
      .select(
        sql<boolean>`${cfg?.passwordExpireSeconds ?? 0}::int > 0 and coalesce(password_modify_time, create_time) + make_interval(secs => ${cfg?.passwordExpireSeconds ?? 0}) < now()`.as(
          'expired',
        ),
      )
      .where('userId', '=', req.user!.userId)
      .executeTakeFirstOrThrow();
    return ok({ isPasswordExpired: !!u.expired, forceModifyPassword: u.forceModifyPassword === 'Y' });
  });

  const object = { url: '/system/security/config', table: 'sysSecurityConfig', key: 'configId', logTitle: 'system:log.security' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:security:view', wire: (_req, r) => r });
  // a new config starts disabled (chestnut §5.1); enabling is an explicit status change
  addRoute(app, kernel, {
    ...object,
    access: 'system:security:add',
    body: SecurityAdd,
    values: (_req, b) => ({ ...values(b), status: '1' }),
  });
  editRoute(app, kernel, { ...object, access: 'system:security:edit', body: SecurityEdit, values: (_req, b) => values(b), after: changed });
  removeRoute(app, kernel, { ...object, access: 'system:security:remove', after: changed });

  app.put(
    '/system/security/config/changeStatus/:id',
    {
      config: { access: 'system:security:edit', log: { title: 'system:log.security', type: 'UPDATE' } },
      schema: { params: idParam, body: SecurityStatus },
    },
    async (req) => {
      await db.transaction().execute(async (trx) => {
        // the table lock serialises concurrent status changes so two configs can never both end up enabled
        await sql`lock table sys_security_config in share row exclusive mode`.execute(trx);
        const cur = await trx.selectFrom('sysSecurityConfig').select('status').where('configId', '=', req.params.id).executeTakeFirst();
        if (!cur) throw notFound(String(req.params.id));
        const next = req.body?.status ?? (cur.status === '0' ? '1' : '0');
        if (next === '0') {
          await trx
            .updateTable('sysSecurityConfig')
            .set({ status: '1' })
            .where('configId', '<>', req.params.id)
            .where('status', '=', '0')
            .execute();
        }
        await trx
          .updateTable('sysSecurityConfig')
          .set({
            status: next,
            updateBy: req.user!.userName,
            updateTime: sql<string>`now()`,
            version: sql<number>`version + 1`,
          })
          .where('configId', '=', req.params.id)
          .execute();
      });
      await changed();
      return ok();
    },
  );
}
