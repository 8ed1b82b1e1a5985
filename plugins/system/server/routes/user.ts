import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  activeSecurityConfig,
  assertDeptsInScope,
  assertPasswordAllowed,
  assertUsersInScope,
  compact,
  dataScopeOf,
  hashPassword,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  notFound,
  ok,
  scopeUsers,
  sql,
  type Kernel,
  deptNames,
  listRoute,
  updateVersioned,
  fieldColumns,
  USER_COLUMNS,
} from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import {
  applyUserPosts,
  applyUserRoles,
  assertMayManage,
  assertSuperAdminRemains,
  endSessionsOf,
  grantableRoleIds,
} from '../services/user-guards.ts';
import { buildTree, scopedDepts } from './dept.ts';
import { userImportRoutes } from './user-import.ts';
import { validateUser } from '../services/user-validate.ts';
import { type User, UserAdd, UserAuthRole, UserDeptTreeQuery, UserEdit, UserQuery, UserResetPwd, UserStatus } from '../../shared/user.ts';

const SORTS = {
  userId: 'u.userId',
  userName: 'u.userName',
  nickName: 'u.nickName',
  phoneNumber: 'u.phoneNumber',
  status: 'u.status',
  createTime: 'u.createTime',
  loginDate: 'u.loginDate',
} as const;

const refuse = (key: string) => new AppError(ResultCode.FORBIDDEN, key);

/** System → Users: list/export within the data scope, detail, add, edit, delete, reset password, status, roles, import. */
export async function userRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const filtered = async (req: FastifyRequest, q: UserQuery) => {
    const scope = await dataScopeOf(kernel, req);
    let s = scopeUsers(db.selectFrom('sysUser as u'), scope);
    if (q.userName) s = s.where('u.userName', 'ilike', likeValue(q.userName));
    if (q.phoneNumber) s = s.where('u.phoneNumber', 'like', likeValue(q.phoneNumber));
    if (q.status) s = s.where('u.status', '=', q.status);
    if (q.deptId) {
      const id = q.deptId;
      s = s.where(
        sql<boolean>`u.dept_id in (select sd.dept_id from sys_dept sd where sd.dept_id = ${id} or (',' || sd.ancestors || ',') like ${`%,${id},%`})`,
      );
    }
    return s;
  };

  listRoute<User>(app, kernel, {
    url: '/system/user/list',
    access: 'system:user:view',
    exportAccess: 'system:user:export',
    filters: UserQuery,
    sorts: SORTS,
    tiebreak: ['u.userId', 'asc'],
    dateColumn: 'u.createTime',
    query: filtered,
    columns: USER_COLUMNS,
    wire: (_req, r) => compact(r),
    complete: async (_req, rows) => {
      const names = await deptNames(
        kernel,
        rows.map((r) => r.deptId),
      );
      for (const r of rows) if (r.deptId != null && names[r.deptId] != null) r.deptName = names[r.deptId];
    },
    export: {
      sheet: 'User',
      logTitle: 'system:log.user',
      columns: fieldColumns('system:fields', [
        'userId',
        'userName',
        'nickName',
        'deptName',
        'phoneNumber',
        'email',
        ['sex', 'system:sex'],
        ['status', 'system:userStatus'],
        'loginIp',
        'loginDate',
        'createTime',
      ]),
    },
  });

  app.get('/system/user/deptTree', { config: { access: 'system:user:view' }, schema: { querystring: UserDeptTreeQuery } }, async (req) => {
    const rows = await scopedDepts(kernel, req, req.query);
    return ok(
      buildTree(rows, (r) => ({
        id: r.deptId,
        label: r.deptName,
        parentId: r.parentId,
        ...(r.status !== '0' ? { disabled: true } : {}),
      })),
    );
  });

  /** The edit form's data: the user (when asked), all enabled posts, the roles the operator may grant. */
  const formData = async (req: FastifyRequest, userId?: number) => {
    const scope = await dataScopeOf(kernel, req);
    const grantable = await grantableRoleIds(db, req);
    const posts = await db
      .selectFrom('sysPost')
      .select(['postId', 'postCode', 'postName', 'status'])
      .where('status', '=', '0')
      .orderBy('postSort')
      .execute();
    const roles = grantable.size
      ? await db
          .selectFrom('sysRole')
          .select(['roleId', 'roleName', 'roleKey', 'status'])
          .where('roleId', 'in', [...grantable])
          .orderBy('roleSort')
          .execute()
      : [];
    if (!userId) return { posts, roles };
    await assertUsersInScope(db, scope, [userId]);
    const user = await db
      .selectFrom('sysUser as u')
      .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
      .select([...USER_COLUMNS, 'd.deptName'])
      .where('u.userId', '=', userId)
      .executeTakeFirstOrThrow();
    const roleIds = (await db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map((r) => r.roleId);
    const postIds = (await db.selectFrom('sysUserPost').select('postId').where('userId', '=', userId).execute()).map((r) => r.postId);
    return { user: compact({ ...user, roleIds, postIds }), posts, roles, roleIds, postIds };
  };

  app.get('/system/user', { config: { access: 'system:user:view' } }, async (req) => ok(await formData(req)));
  app.get('/system/user/:id', { config: { access: 'system:user:view' }, schema: { params: idParam } }, async (req) =>
    ok(await formData(req, req.params.id)),
  );

  userWriteRoutes(app, kernel);

  app.get('/system/user/authRole/:id', { config: { access: 'system:user:view' }, schema: { params: idParam } }, async (req) => {
    const d = await formData(req, req.params.id);
    return ok({ user: d.user, roles: d.roles, roleIds: d.roleIds });
  });

  app.put(
    '/system/user/authRole',
    { config: { access: 'system:user:edit', log: { title: 'system:log.authRole', type: 'GRANT' } }, schema: { body: UserAuthRole } },
    async (req) => {
      const { userId, roleIds } = req.body;
      await assertUsersInScope(db, await dataScopeOf(kernel, req), [userId]);
      await assertMayManage(db, req, [userId]);
      const grantable = await grantableRoleIds(db, req);
      const changed = await db.transaction().execute(async (trx) => {
        const c = await applyUserRoles(trx, req, userId, roleIds, grantable);
        await assertSuperAdminRemains(trx);
        return c;
      });
      if (changed) await endSessionsOf(kernel, req, [userId]);
      return ok();
    },
  );

  await userImportRoutes(app, kernel);
}

/** Add, edit, delete, password reset and status of users. */
function userWriteRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  app.post(
    '/system/user',
    { config: { access: 'system:user:add', log: { title: 'system:log.user', type: 'INSERT' } }, schema: { body: UserAdd } },
    async (req) => {
      const b = req.body;
      const v = await validateUser(db, b);
      await assertDeptsInScope(db, await dataScopeOf(kernel, req), [b.deptId]);
      await assertPasswordAllowed(db, b.password, v, 'password');
      const cfg = await activeSecurityConfig(db);
      const grantable = await grantableRoleIds(db, req);
      const hash = await hashPassword(b.password);
      const userId = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('sysUser')
            .values({
              ...v,
              deptId: b.deptId,
              password: hash,
              sex: b.sex ?? '2',
              status: b.status,
              remark: b.remark ?? null,
              forceModifyPassword: cfg?.forceModifyPwdAfterAdd === 'Y' ? 'Y' : 'N',
              passwordModifyTime: sql<string>`now()`,
              createBy: req.user!.userName,
            })
            .returning('userId')
            .executeTakeFirstOrThrow();
          await applyUserPosts(trx, row.userId, b.postIds ?? []);
          await applyUserRoles(trx, req, row.userId, b.roleIds ?? [], grantable);
          return row.userId;
        })
        .catch((e: unknown) => {
          // two adds of the same name at once: the unique index decides, the loser gets the field message
          if ((e as { code?: string }).code === '23505')
            throw invalidField('userName', 'system:errors.userNameTaken', { value: v.userName });
          throw e;
        });
      return ok({ userId });
    },
  );

  app.put(
    '/system/user',
    { config: { access: 'system:user:edit', log: { title: 'system:log.user', type: 'UPDATE' } }, schema: { body: UserEdit } },
    async (req) => {
      const b = req.body;
      const id = b.userId;
      const scope = await dataScopeOf(kernel, req);
      await assertUsersInScope(db, scope, [id]);
      await assertMayManage(db, req, [id]);
      const old = await db
        .selectFrom('sysUser')
        .select(['userName', 'status', 'deptId'])
        .where('userId', '=', id)
        .executeTakeFirstOrThrow();
      // the account name is the login identity and is kept in sessions and logs: it is not editable
      const v = await validateUser(db, { ...b, userName: old.userName });
      if (b.deptId !== old.deptId) await assertDeptsInScope(db, scope, [b.deptId]);
      if (id === req.user!.userId && b.status !== '0') throw refuse('system:errors.cannotDisableSelf');
      const grantable = await grantableRoleIds(db, req);
      const rolesChanged = await db.transaction().execute(async (trx) => {
        await updateVersioned(
          trx,
          'sysUser',
          { column: 'userId', id: id },
          b.version,
          {
            nickName: v.nickName,
            email: v.email,
            phoneNumber: v.phoneNumber,
            deptId: b.deptId,
            sex: b.sex ?? '2',
            status: b.status,
            remark: b.remark ?? null,
          },
          req.user!.userName,
        );
        if (b.postIds) await applyUserPosts(trx, id, b.postIds);
        const changed = b.roleIds ? await applyUserRoles(trx, req, id, b.roleIds, grantable) : false;
        await assertSuperAdminRemains(trx);
        return changed;
      });
      if (rolesChanged || (b.status !== '0' && old.status === '0')) await endSessionsOf(kernel, req, [id]);
      else if (b.deptId !== old.deptId) await kernel.invalidate('identity');
      return ok();
    },
  );

  app.delete(
    '/system/user',
    { config: { access: 'system:user:remove', log: { title: 'system:log.user', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      const list = [...new Set(req.body)];
      if (list.includes(req.user!.userId)) throw refuse('system:errors.cannotDeleteSelf');
      await assertUsersInScope(db, await dataScopeOf(kernel, req), list);
      await assertMayManage(db, req, list);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sysUser').where('userId', 'in', list).execute();
        await assertSuperAdminRemains(trx);
      });
      await endSessionsOf(kernel, req, list);
      return ok();
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      config: { access: 'system:user:resetPwd', log: { title: 'system:log.resetPwd', type: 'UPDATE' } },
      schema: { body: UserResetPwd },
    },
    async (req) => {
      const { userId, password } = req.body;
      await assertUsersInScope(db, await dataScopeOf(kernel, req), [userId]);
      await assertMayManage(db, req, [userId]);
      const u = await db
        .selectFrom('sysUser')
        .select(['userName', 'nickName', 'email', 'phoneNumber'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      await assertPasswordAllowed(db, password, u, 'password');
      const cfg = await activeSecurityConfig(db);
      await db
        .updateTable('sysUser')
        .set({
          password: await hashPassword(password),
          passwordModifyTime: sql<string>`now()`,
          forceModifyPassword: cfg?.forceModifyPwdAfterReset === 'Y' && userId !== req.user!.userId ? 'Y' : 'N',
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
        })
        .where('userId', '=', userId)
        .execute();
      await endSessionsOf(kernel, req, [userId]);
      // the console shows SPEC §8 "Success, the new password is '{0}'." itself: the password never travels
      // back in a response, where the operation log would keep it
      return ok(undefined, req.t('system:user.resetPwdDone', { name: u.userName }));
    },
  );

  app.put(
    '/system/user/changeStatus',
    { config: { access: 'system:user:edit', log: { title: 'system:log.user', type: 'UPDATE' } }, schema: { body: UserStatus } },
    async (req) => {
      const { userId, status } = req.body;
      if (userId === req.user!.userId && status !== '0') throw refuse('system:errors.cannotDisableSelf');
      await assertUsersInScope(db, await dataScopeOf(kernel, req), [userId]);
      await assertMayManage(db, req, [userId]);
      await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('sysUser')
          // enabling also lifts a login lock
          .set(
            status === '0'
              ? { status, lockEndTime: null, loginFailCount: 0, updateBy: req.user!.userName }
              : { status, updateBy: req.user!.userName },
          )
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (!Number(r.numUpdatedRows)) throw notFound(String(userId));
        await assertSuperAdminRemains(trx);
      });
      if (status !== '0') await endSessionsOf(kernel, req, [userId]);
      return ok();
    },
  );
}
