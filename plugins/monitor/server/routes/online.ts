import type { RouteApp } from '#kernel/server';
import { AppError, compact, likeValue, ok, page, paging, sql, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { OnlinePageQuery, TokenIdParam, TokenIds } from '../../shared/online.ts';

/**
 * Online users: the live rows of sys_session. `tokenId` is the stored sha256 of the token, never the
 * token itself. Forcing a logout deletes the rows and tells every instance to drop its session cache,
 * so the kicked browser's next call gets code 401.
 */
export async function onlineRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  app.get(
    '/monitor/online/list',
    { config: { access: ['monitor:online:view', 'monitor:online:query'] }, schema: { querystring: OnlinePageQuery } },
    async (req) => {
      const { limit, offset } = paging(req.query);
      let s = db.selectFrom('sysSession').where('expireTime', '>', sql<string>`now()`);
      if (req.query.ipaddr) s = s.where('ipaddr', 'ilike', likeValue(req.query.ipaddr));
      if (req.query.userName) s = s.where('userName', 'ilike', likeValue(req.query.userName));
      const total = await s.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await s
        .select([
          'tokenHash as tokenId',
          'userId',
          'userName',
          'deptName',
          'ipaddr',
          'loginLocation',
          'browser',
          'os',
          'loginTime',
          'lastAccessTime',
          'expireTime',
        ])
        .orderBy('loginTime', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const mine = req.user!.tokenHash;
      return page(
        rows.map((r) => compact({ ...r, current: r.tokenId === mine })),
        Number(total.n),
      );
    },
  );

  const kick = async (ids: string[]) => {
    const found = await db.selectFrom('sysSession').select('tokenHash').where('tokenHash', 'in', ids).execute();
    await kernel.sessions.revokeHashes(found.map((f) => f.tokenHash));
    await kernel.invalidate('session');
    return found.length;
  };
  app.delete(
    '/monitor/online/:tokenId',
    {
      config: { access: 'monitor:online:forceLogout', log: { title: 'monitor:log.online', type: 'FORCE' } },
      schema: { params: TokenIdParam },
    },
    async (req) => {
      if (!(await kick([req.params.tokenId])))
        throw new AppError(ResultCode.NOT_FOUND, 'monitor:errors.sessionNotFound', { id: req.params.tokenId.slice(0, 8) });
      return ok();
    },
  );

  app.delete(
    '/monitor/online',
    { config: { access: 'monitor:online:batchLogout', log: { title: 'monitor:log.online', type: 'FORCE' } }, schema: { body: TokenIds } },
    async (req) => ok({ count: await kick(req.body) }),
  );
}
