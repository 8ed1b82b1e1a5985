import type { RouteApp } from '#kernel/server';
import { compact, notFound, ok, sql, type Kernel } from '#kernel/server';
import { logRoutes } from '../services/log-routes.ts';
import { LoginLogQuery, UnlockParams } from '../../shared/log.ts';
import { locationLabel } from './operlog.ts';

const SORTS = { infoId: 'infoId', loginTime: 'loginTime', userName: 'userName', ipaddr: 'ipaddr', status: 'status' } as const;

/**
 * Login log (`/monitor/logininfor`): search, delete, clean, export, and unlocking a user the retry
 * policy locked (RuoYi's unlock, from the row of the failed login).
 */
export async function loginLogRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  logRoutes<Record<string, any>>(app, kernel, {
    url: '/monitor/logininfor',
    access: { view: 'system:logininfor:view', export: 'system:logininfor:export', remove: 'system:logininfor:remove' },
    logTitle: 'system:log.logininfor',
    id: 'infoId',
    time: 'loginTime',
    filters: LoginLogQuery,
    sorts: SORTS,
    query: () => db.selectFrom('sysLogininfor'),
    columns: [
      'infoId',
      'userType',
      'userId',
      'userName',
      'logType',
      'status',
      'ipaddr',
      'loginLocation',
      'browser',
      'os',
      'msg',
      'loginTime',
    ],
    contains: ['ipaddr', 'userName'],
    equal: ['status', 'logType'],
    wire: (req, r) => compact({ ...r, loginLocation: locationLabel(req, r.loginLocation) }),
    remove: (ids) => db.deleteFrom('sysLogininfor').where('infoId', 'in', ids).execute(),
    sqlTable: 'sys_logininfor',
    sheet: 'LoginLog',
    exportColumns: (req) => {
      const t = req.t;
      const dict = (type: string, v: unknown) => kernel.messages.lookup(req.lang, `DICT.${type}.${v}`) ?? String(v ?? '');
      return [
        { header: t('system:fields.infoId'), value: (r) => r.infoId },
        { header: t('system:fields.userName'), value: (r) => r.userName },
        { header: t('system:fields.ipaddr'), value: (r) => r.ipaddr },
        { header: t('system:fields.loginLocation'), value: (r) => r.loginLocation },
        { header: t('system:fields.browser'), value: (r) => r.browser },
        { header: t('system:fields.os'), value: (r) => r.os },
        { header: t('system:fields.logType'), value: (r) => dict('LoginLogType', r.logType) },
        { header: t('system:fields.status'), value: (r) => dict('SuccessOrFail', r.status) },
        { header: t('system:fields.msg'), value: (r) => r.msg },
        { header: t('system:fields.loginTime'), value: (r) => r.loginTime },
      ];
    },
  });

  app.put(
    '/monitor/logininfor/unlock/:userName',
    {
      config: { access: 'system:logininfor:unlock', log: { title: 'system:log.unlock', type: 'UPDATE' } },
      schema: { params: UnlockParams },
    },
    async (req) => {
      const u = await db
        .selectFrom('sysUser')
        .select(['userId', 'status'])
        .where(sql`lower(user_name)`, '=', req.params.userName.toLowerCase())
        .executeTakeFirst();
      if (!u) throw notFound(req.params.userName);
      // only a lock is lifted (status 2); an account disabled by an administrator or the DISABLE strategy stays disabled
      await db
        .updateTable('sysUser')
        .set({
          status: sql<string>`case when status = '2' then '0' else status end`,
          lockEndTime: null,
          loginFailCount: 0,
          loginFailDay: null,
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
        })
        .where('userId', '=', u.userId)
        .execute();
      await kernel.invalidate('identity');
      await kernel.invalidate('session');
      return ok();
    },
  );
}
