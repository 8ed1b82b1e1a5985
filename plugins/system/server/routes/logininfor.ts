import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, ok, sql, type Kernel, listRoute } from '#kernel/server';
import { logRemovalRoutes } from '../services/log-removal.ts';
import { locationLabel } from './operlog.ts';

const SORTS = { infoId: 'infoId', loginTime: 'loginTime', userName: 'userName', ipaddr: 'ipaddr', status: 'status' } as const;

const listFilters = {
  properties: {
    ipaddr: { type: 'string', maxLength: 64 },
    userName: { type: 'string', maxLength: 64 },
    status: { type: 'string', enum: ['', '0', '1'] },
    logType: { type: 'string', enum: ['', '0', '1', '2'] },
  },
};

/**
 * Login log (`/monitor/logininfor`): search, delete, clean, export, and unlocking a user the retry
 * policy locked (RuoYi's unlock, from the row of the failed login).
 */
export async function loginLogRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  const wire = (req: FastifyRequest, r: Record<string, any>) => {
    const out: Record<string, unknown> = { ...r, loginLocation: locationLabel(req, r.loginLocation) };
    for (const k of Object.keys(out)) if (out[k] == null) delete out[k];
    return out;
  };

  listRoute<Record<string, any>>(app, kernel, {
    url: '/monitor/logininfor/list',
    access: 'system:logininfor:view',
    exportAccess: 'system:logininfor:export',
    filters: listFilters,
    sorts: SORTS,
    defaultOrder: [['loginTime', 'desc']],
    tiebreak: ['infoId', 'desc'],
    count: 'exact',
    dateColumn: 'loginTime',
    query: () => db.selectFrom('sysLogininfor'),
    contains: ['ipaddr', 'userName'],
    equal: ['status', 'logType'],
    wire,
    export: {
      sheet: 'LoginLog',
      logTitle: 'system:log.logininfor',
      columns: (req) => {
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
    },
  });

  logRemovalRoutes(app, kernel, {
    url: '/monitor/logininfor',
    remove: (ids) => db.deleteFrom('sysLogininfor').where('infoId', 'in', ids).execute(),
    sqlTable: 'sys_logininfor',
    access: 'system:logininfor:remove',
    logTitle: 'system:log.logininfor',
  });

  app.put<{ Params: { userName: string } }>(
    '/monitor/logininfor/unlock/:userName',
    {
      config: { access: 'system:logininfor:unlock', log: { title: 'system:log.unlock', type: 'UPDATE' } },
      schema: {
        params: { type: 'object', required: ['userName'], properties: { userName: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
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
