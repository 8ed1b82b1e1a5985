import { Type } from 'typebox';
import { hashPassword, listRoute, notFound, objectRoute, ok, sql, type Kernel, type RouteApp } from '#kernel/server';
import { MEMBER_ENTERPRISES } from '#kernel/shared';
import { MemberExpLogQuery, type MemberExpLogRow, MemberResetPassword } from '../../shared/member.ts';
import { assertMemberPassword } from '../services/member-rules.ts';

/**
 * A member's other console routes: the password reset (v1.4.3 `PUT /member/resetPassword`, held to the console's
 * password policy; the member is signed out everywhere), the member's exp log, and the member enterprises to pick
 * from (the award plugin's, through the kernel's MEMBER_ENTERPRISES; none when it is off).
 */
export function memberAccountRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/member/resetPassword',
    access: 'member:list:resetPwd',
    log: { title: 'member:log.member', type: 'UPDATE' },
    schema: { body: MemberResetPassword },
    load: async (req, { db }) => {
      const m = await db
        .selectFrom('member')
        .select(['memberId', 'userName', 'phoneNumber', 'email', 'nickName'])
        .where('memberId', '=', req.body.memberId)
        .executeTakeFirst();
      if (!m) throw notFound(String(req.body.memberId));
      return m;
    },
    handle: async (req, m, { db }) => {
      await assertMemberPassword(db, req.body.password, m);
      await db
        .updateTable('member')
        .set({ password: await hashPassword(req.body.password), updateBy: req.user!.userName, updateTime: sql`now()`, loginFailCount: 0 })
        .where('memberId', '=', m.memberId)
        .execute();
      await db.deleteFrom('memberSession').where('memberId', '=', m.memberId).execute();
      return ok();
    },
  });

  listRoute<MemberExpLogRow>(app, kernel, {
    url: '/member/expLog',
    access: 'member:list:view',
    filters: MemberExpLogQuery,
    sorts: { logTime: 'logTime' },
    defaultOrder: [['logTime', 'desc']],
    tiebreak: ['logId', 'desc'],
    count: 'exact',
    columns: ['logId', 'memberId', 'opType', 'exp', 'totalExp', 'level', 'logTime'],
    query: (_req, q) => kernel.db.selectFrom('memberExpLog').where('memberId', '=', (q as MemberExpLogQuery).memberId),
    equal: ['opType'],
    wire: (_req, r) => ({ ...r, logId: Number(r.logId), memberId: Number(r.memberId), totalExp: Number(r.totalExp) }),
  });

  app.get(
    '/member/enterprises',
    {
      config: { access: ['member:list:add', 'member:list:edit'] },
      schema: { querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) }) },
    },
    async (req) => ok((await kernel.services.get(MEMBER_ENTERPRISES)?.search(req.query.query?.trim() ?? '', 20)) ?? []),
  );
}
