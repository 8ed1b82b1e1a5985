import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  dateRange,
  idsBody,
  likeValue,
  notFound,
  ok,
  page,
  pageQuery,
  paging,
  sendXlsx,
  sorting,
  sql,
  wantsExport,
  type Kernel,
} from '#kernel/server';
import { locationLabel } from './operlog.ts';

const SORTS = { infoId: 'infoId', loginTime: 'loginTime', userName: 'userName', ipaddr: 'ipaddr', status: 'status' } as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pageQuery,
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

  const query = (q: Record<string, any>) => {
    let s = db.selectFrom('sysLogininfor');
    if (q.ipaddr) s = s.where('ipaddr', 'ilike', likeValue(q.ipaddr));
    if (q.userName) s = s.where('userName', 'ilike', likeValue(q.userName));
    if (q.status) s = s.where('status', '=', q.status);
    if (q.logType) s = s.where('logType', '=', q.logType);
    const { begin, end } = dateRange(q);
    if (begin) s = s.where('loginTime', '>=', begin);
    if (end) s = s.where('loginTime', '<=', end);
    return s;
  };

  const wire = (req: FastifyRequest, r: Record<string, any>) => {
    const out: Record<string, unknown> = { ...r, loginLocation: locationLabel(req, r.loginLocation) };
    for (const k of Object.keys(out)) if (out[k] == null) delete out[k];
    return out;
  };

  const list = async (req: FastifyRequest, reply: FastifyReply) => {
    const q = (req.method === 'GET' ? req.query : req.body) as Record<string, any>;
    const order = sorting(q, SORTS);
    let rows = query(q).selectAll();
    for (const [col, dir] of order.length ? order : ([['loginTime', 'desc']] as const)) rows = rows.orderBy(col as 'loginTime', dir);
    rows = rows.orderBy('infoId', 'desc');
    if (wantsExport(req.headers)) {
      const all = (await rows.limit(10000).execute()).map((r) => wire(req, r));
      const t = req.t;
      const dict = (type: string, v: unknown) => kernel.messages.lookup(req.lang, `DICT.${type}.${v}`) ?? String(v ?? '');
      return sendXlsx(
        reply,
        'LoginLog',
        [
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
        ],
        all,
      );
    }
    const { limit, offset } = paging(q);
    const [data, count] = await Promise.all([
      rows.limit(limit).offset(offset).execute(),
      query(q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return page(
      data.map((r) => wire(req, r)),
      Number(count.n),
    );
  };

  app.get('/monitor/logininfor/list', { config: { access: 'system:logininfor:view' }, schema: { querystring: listQuery } }, list);
  app.post(
    '/monitor/logininfor/list',
    {
      config: { access: 'system:logininfor:export', log: { title: 'system:log.logininfor', type: 'EXPORT' } },
      schema: { body: listQuery },
    },
    list,
  );

  app.delete<{ Body: number[] }>(
    '/monitor/logininfor',
    { config: { access: 'system:logininfor:remove', log: { title: 'system:log.logininfor', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      await db.deleteFrom('sysLogininfor').where('infoId', 'in', req.body).execute();
      return ok();
    },
  );

  app.delete(
    '/monitor/logininfor/clean',
    { config: { access: 'system:logininfor:remove', log: { title: 'system:log.logininfor', type: 'CLEAN' } } },
    async () => {
      await sql`truncate table sys_logininfor`.execute(db);
      return ok();
    },
  );

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
