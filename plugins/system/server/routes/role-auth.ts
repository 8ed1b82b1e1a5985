import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  IDENTITY_CACHE,
  assertUsersInScope,
  dataScopeOf,
  fail,
  invalidField,
  likeValue,
  notFound,
  ok,
  page,
  pageQuery,
  paging,
  scopeUsers,
  type DataScope,
  type Kernel,
} from '#kernel/server';
import { SUPER_ROLE } from '#kernel/shared';
import { assertRoleHeld } from '../services/role-grants.ts';
import { RoleRef, RoleRefOptional, RoleUserCancel, RoleUserIds, RoleUserQuery, RoleUsers } from '../../shared/role.ts';

/** The filters of a role's user lists beside the paging fields every list takes. */
const listQuery = { ...RoleUserQuery, properties: { ...pageQuery, ...RoleUserQuery.properties } };

const parseIds = (s: string) => [...new Set(s.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * The users of a role (`/system/role-auth/user/:roleId`): allocated and unallocated lists, grant and
 * withdraw. An operator can only hand out or take back roles they hold (super admin excepted); the last
 * holder of the super-admin role keeps it. Withdrawing a role ends the user's other sessions.
 */
export async function roleAuthRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const role = async (roleId: number) => {
    const r = await db.selectFrom('sysRole').select(['roleId', 'roleName', 'roleKey']).where('roleId', '=', roleId).executeTakeFirst();
    if (!r) throw notFound(String(roleId));
    return r;
  };

  const users = (q: RoleUserQuery, allocated: boolean, scope: DataScope) => {
    const holders = db.selectFrom('sysUserRole').select('userId').where('roleId', '=', q.roleId);
    let s = scopeUsers(
      db
        .selectFrom('sysUser as u')
        .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
        .where('u.userId', allocated ? 'in' : 'not in', holders),
      scope,
    );
    if (q.userName) s = s.where('u.userName', 'ilike', likeValue(q.userName));
    if (q.phoneNumber) s = s.where('u.phoneNumber', 'ilike', likeValue(q.phoneNumber));
    return s;
  };

  const list = (allocated: boolean) => async (req: FastifyRequest) => {
    const q = req.query as RoleUserQuery & { pageNum?: number; pageSize?: number };
    await role(q.roleId);
    // the operator sees and assigns only users inside their own data scope
    const scope = await dataScopeOf(kernel, req);
    const { limit, offset } = paging(q);
    const [rows, count] = await Promise.all([
      users(q, allocated, scope)
        .select(['u.userId', 'u.userName', 'u.nickName', 'u.email', 'u.phoneNumber', 'u.status', 'u.createTime', 'd.deptName'])
        .orderBy('u.userId')
        .limit(limit)
        .offset(offset)
        .execute(),
      users(q, allocated, scope)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return page(rows, Number(count.n));
  };

  app.get(
    '/system/role/authUser/allocatedList',
    { config: { access: 'system:role:edit' }, schema: { querystring: listQuery } },
    list(true),
  );
  app.get(
    '/system/role/authUser/unallocatedList',
    { config: { access: 'system:role:edit' }, schema: { querystring: listQuery } },
    list(false),
  );

  const grant = async (req: FastifyRequest, roleId: number, userIds: number[]) => {
    const r = await role(roleId);
    await assertRoleHeld(db, req, r.roleId, r.roleName);
    const found = await db.selectFrom('sysUser').select('userId').where('userId', 'in', userIds).execute();
    if (found.length !== userIds.length) throw invalidField('userIds', 'system:errors.userNotFound');
    await assertUsersInScope(db, await dataScopeOf(kernel, req), userIds);
    await db
      .insertInto('sysUserRole')
      .values(userIds.map((userId) => ({ userId, roleId: r.roleId })))
      .onConflict((oc) => oc.columns(['userId', 'roleId']).doNothing())
      .execute();
    await kernel.invalidate(IDENTITY_CACHE);
    return ok();
  };
  const grantLog = { access: 'system:role:edit', log: { title: 'system:log.roleAuth', type: 'GRANT' } };
  app.put('/system/role/authUser/selectAll', { config: grantLog, schema: { querystring: RoleUsers } }, async (req) =>
    grant(req, req.query.roleId, parseIds(req.query.userIds)),
  );
  // v1.4.3 sends the users as a JSON array and the role in the query
  app.put('/system/role/authUser/grant', { config: grantLog, schema: { querystring: RoleRef, body: RoleUserIds } }, async (req) =>
    grant(req, req.query.roleId, [...new Set(req.body)]),
  );

  const withdraw = async (req: FastifyRequest, roleId: number, userIds: number[]) => {
    const r = await role(roleId);
    await assertRoleHeld(db, req, r.roleId, r.roleName);
    await assertUsersInScope(db, await dataScopeOf(kernel, req), userIds);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sysUserRole').where('roleId', '=', r.roleId).where('userId', 'in', userIds).execute();
      if (r.roleKey === SUPER_ROLE) {
        // nobody would be left to administer the system
        const left = await trx
          .selectFrom('sysUserRole as ur')
          .innerJoin('sysUser as u', 'u.userId', 'ur.userId')
          .select('u.userId')
          .where('ur.roleId', '=', r.roleId)
          .where('u.status', '=', '0')
          .limit(1)
          .executeTakeFirst();
        if (!left) throw fail('system:errors.lastSuperAdmin');
      }
    });
    await kernel.invalidate(IDENTITY_CACHE);
    // a withdrawn role must not live on in open sessions; the operator's own current session survives
    for (const id of userIds) await kernel.sessions.revokeUser(id, id === req.user!.userId ? req.user!.tokenHash : undefined);
    return ok();
  };

  // RuoYi sends {userId, roleId}; v1.4.3 sends a JSON array of user ids with ?roleId=
  app.put(
    '/system/role/authUser/cancel',
    { config: grantLog, schema: { querystring: RoleRefOptional, body: RoleUserCancel } },
    async (req) => {
      if (!Array.isArray(req.body)) return withdraw(req, req.body.roleId, [req.body.userId]);
      if (!req.query.roleId) throw invalidField('roleId', 'server:schema.required');
      return withdraw(req, req.query.roleId, [...new Set(req.body)]);
    },
  );

  app.put('/system/role/authUser/cancelAll', { config: grantLog, schema: { querystring: RoleUsers } }, async (req) =>
    withdraw(req, req.query.roleId, parseIds(req.query.userIds)),
  );
}
