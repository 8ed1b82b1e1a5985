import type { FastifyRequest } from 'fastify';
import { AppError, fail, invalidField, type Db, type Kernel } from '#kernel/server';
import { ResultCode, SUPER_ROLE } from '#kernel/shared';
const refuse = (key: string, params?: Record<string, unknown>) => new AppError(ResultCode.FORBIDDEN, key, params);

/** Users among `ids` holding the super-admin role key (whatever the role's status: protection errs wide). */
export async function superAdminsAmong(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select('ur.userId')
    .distinct()
    .where('r.roleKey', '=', SUPER_ROLE)
    .where('ur.userId', 'in', ids)
    .execute();
  return rows.map((r) => r.userId);
}

/** Only a super admin may edit, disable, reset or delete a super admin. */
export async function assertMayManage(db: Db, req: FastifyRequest, ids: number[]): Promise<void> {
  if (req.identity?.superAdmin) return;
  if ((await superAdminsAmong(db, ids)).length) throw refuse('system:errors.superAdminProtected');
}

/**
 * Refuses when no enabled user holding the enabled super-admin role would remain; run inside the
 * transaction that made the change so the change rolls back.
 */
export async function assertSuperAdminRemains(trx: Db): Promise<void> {
  const r = await trx
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .innerJoin('sysUser as u', 'u.userId', 'ur.userId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.roleKey', '=', SUPER_ROLE)
    .where('r.status', '=', '0')
    .where('u.status', '=', '0')
    .executeTakeFirstOrThrow();
  if (Number(r.n) === 0) throw fail('system:errors.lastSuperAdmin');
}

/** Role ids the operator may grant: every role for a super admin, else the enabled roles they hold. */
export async function grantableRoleIds(db: Db, req: FastifyRequest): Promise<Set<number>> {
  if (req.identity?.superAdmin) return new Set((await db.selectFrom('sysRole').select('roleId').execute()).map((r) => r.roleId));
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select('r.roleId')
    .where('ur.userId', '=', req.user!.userId)
    .where('r.status', '=', '0')
    .execute();
  return new Set(rows.map((r) => r.roleId));
}

/**
 * Sets a user's roles as far as the operator may: roles the operator cannot grant are neither added (403)
 * nor removed (kept as they are). Returns true when the user's roles changed.
 */
export async function applyUserRoles(
  trx: Db,
  req: FastifyRequest,
  userId: number,
  requested: number[],
  grantable: Set<number>,
): Promise<boolean> {
  const wanted = [...new Set(requested)];
  if (wanted.length) {
    const found = await trx.selectFrom('sysRole').select('roleId').where('roleId', 'in', wanted).execute();
    if (found.length < wanted.length) throw invalidField('roleIds', 'server:schema.invalid');
  }
  const current = (await trx.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map((r) => r.roleId);
  for (const id of wanted) if (!grantable.has(id) && !current.includes(id)) throw refuse('system:errors.roleNotGrantable');
  const next = new Set([...wanted, ...current.filter((id) => !grantable.has(id))]);
  const changed = next.size !== current.length || current.some((id) => !next.has(id));
  if (!changed) return false;
  await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
  if (next.size)
    await trx
      .insertInto('sysUserRole')
      .values([...next].map((roleId) => ({ userId, roleId })))
      .execute();
  return true;
}

/** Sets a user's posts (unknown post ids are refused naming the field). */
export async function applyUserPosts(trx: Db, userId: number, postIds: number[]): Promise<void> {
  const ids = [...new Set(postIds)];
  if (ids.length) {
    const found = await trx.selectFrom('sysPost').select('postId').where('postId', 'in', ids).execute();
    if (found.length < ids.length) throw invalidField('postIds', 'server:schema.invalid');
  }
  await trx.deleteFrom('sysUserPost').where('userId', '=', userId).execute();
  if (ids.length)
    await trx
      .insertInto('sysUserPost')
      .values(ids.map((postId) => ({ userId, postId })))
      .execute();
}

/**
 * Ends a user's sessions after a change to their password, status, roles or existence (the operator's own
 * current session survives when they change themselves) and drops cached identities and scopes.
 */
export async function endSessionsOf(kernel: Kernel, req: FastifyRequest, userIds: number[]): Promise<void> {
  for (const id of userIds) await kernel.sessions.revokeUser(id, id === req.user!.userId ? req.user!.tokenHash : undefined);
  await kernel.invalidate('session');
  await kernel.invalidate('identity');
}
