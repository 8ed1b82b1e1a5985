import type { FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';
import type { Db } from '../db/database.ts';
import { sql } from '../db/database.ts';
import type { RawBuilder } from 'kysely';
import { memoPer } from '../memo.ts';
import { SUPER_ROLE } from '../../shared/permission.ts';
import { IDENTITY_CACHE } from '../auth/identity.ts';
import { AppError, notFound } from '../http/errors.ts';
import { ResultCode } from '../../shared/codes.ts';

/** `sys_role.data_scope` values (RuoYi): all, custom departments, own department, own and below, self only. */
export const DATA_SCOPE = { ALL: '1', CUSTOM: '2', DEPT: '3', DEPT_AND_CHILD: '4', SELF: '5' } as const;

/**
 * What one user may see of users and departments: the union of the data scopes of their enabled roles
 * (the widest wins). `all` short-circuits everything else.
 */
export interface DataScope {
  userId: number;
  deptId: number | null;
  all: boolean;
  /** roles whose custom departments (sys_role_dept) are visible */
  customRoleIds: number[];
  ownDept: boolean;
  deptAndBelow: boolean;
  /** the user's own row (users only; it adds no department) */
  self: boolean;
  /**
   * every department the scope shows (custom, own, own and below), resolved when the scope is computed so a
   * list filters on an indexed `dept_id = any(…)` instead of walking the tree per row; department and role
   * writes invalidate the identity cache, and with it this list
   */
  deptIds: number[];
}

/** Works out the scope from the user's enabled roles; a super admin (role key `admin`) sees everything. */
export async function computeDataScope(db: Db, userId: number): Promise<DataScope> {
  const user = await db.selectFrom('sysUser').select('deptId').where('userId', '=', userId).executeTakeFirst();
  const roles = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select(['r.roleId', 'r.roleKey', 'r.dataScope'])
    .where('ur.userId', '=', userId)
    .where('r.status', '=', '0')
    .execute();
  const scope: DataScope = {
    userId,
    deptId: user?.deptId ?? null,
    all: false,
    customRoleIds: [],
    ownDept: false,
    deptAndBelow: false,
    self: false,
    deptIds: [],
  };
  for (const r of roles) {
    if (r.roleKey === SUPER_ROLE || r.dataScope === DATA_SCOPE.ALL) scope.all = true;
    else if (r.dataScope === DATA_SCOPE.CUSTOM) scope.customRoleIds.push(r.roleId);
    else if (r.dataScope === DATA_SCOPE.DEPT) scope.ownDept = true;
    else if (r.dataScope === DATA_SCOPE.DEPT_AND_CHILD) scope.deptAndBelow = true;
    else scope.self = true;
  }
  // a user without any scoped role still sees their own record, never more (deny by default)
  if (!scope.all && !scope.customRoleIds.length && !scope.ownDept && !scope.deptAndBelow) scope.self = true;
  if (!scope.all) scope.deptIds = await visibleDeptIds(db, scope);
  return scope;
}

/** The departments a (not all-seeing) scope shows, in id order. */
async function visibleDeptIds(db: Db, scope: DataScope): Promise<number[]> {
  const ids = new Set<number>();
  if (scope.customRoleIds.length)
    for (const r of await db.selectFrom('sysRoleDept').select('deptId').where('roleId', 'in', scope.customRoleIds).execute())
      ids.add(r.deptId);
  if (scope.deptId != null && (scope.ownDept || scope.deptAndBelow)) ids.add(scope.deptId);
  if (scope.deptAndBelow && scope.deptId != null) {
    const below = await db
      .selectFrom('sysDept')
      .select('deptId')
      .where(sql<boolean>`(',' || ancestors || ',') like ${`%,${scope.deptId},%`}`)
      .execute();
    for (const r of below) ids.add(r.deptId);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The scope of the request's user, cached beside the identity (so `kernel.invalidate('identity')` after a
 * role, role-department or user-role change drops it too). Department tree changes need no invalidation:
 * descendants are resolved in SQL at query time.
 */
export function dataScopeOf(kernel: Kernel, req: FastifyRequest): Promise<DataScope> {
  const userId = req.user!.userId;
  return kernel.cache.getOrLoad(IDENTITY_CACHE, `scope:${userId}`, () => computeDataScope(kernel.db, userId), 60);
}

/**
 * SQL condition "this department column is visible" (none when the scope is all). The ids are written into
 * the statement, not bound: how many rows they select decides the plan (see `openPool`), and each scope's
 * text is prepared and planned once. They are one raw fragment (integers from the database), so compiling
 * it does not visit one node per department on every request.
 */
function deptCondition(scope: DataScope, deptCol: string) {
  if (!scope.deptIds.length) return [];
  const ids = scope.deptIds.map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`department id is not an integer: ${id}`);
    return id;
  });
  return [sql`${sql.ref(deptCol)} in (${sql.raw(ids.join(', '))})`];
}

/**
 * The conditions made for a scope, by kind and columns: a cached scope (`dataScopeOf`) is the same object on
 * every request of its user, so its conditions are built once, not on every list read.
 */
const conditions = new WeakMap<DataScope, Map<string, RawBuilder<boolean>>>();

/** The condition a user row must meet (user id and department columns named with their table alias). */
export function userScopeSql(scope: DataScope, cols: { userId: string; deptId: string } = { userId: 'u.userId', deptId: 'u.deptId' }) {
  if (scope.all) return sql<boolean>`true`;
  return memoPer(conditions, scope, `u\0${cols.userId}\0${cols.deptId}`, () => {
    const parts = deptCondition(scope, cols.deptId);
    if (scope.self) parts.push(sql`${sql.ref(cols.userId)} = ${scope.userId}`);
    return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : sql<boolean>`false`;
  });
}

/** The condition a department row must meet. */
export function deptScopeSql(scope: DataScope, deptCol = 'd.deptId') {
  if (scope.all) return sql<boolean>`true`;
  return memoPer(conditions, scope, `d\0${deptCol}`, () => {
    const parts = deptCondition(scope, deptCol);
    return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : sql<boolean>`false`;
  });
}

interface Whereable<QB> {
  where(expr: ReturnType<typeof sql<boolean>>): QB;
}

/** Adds the scope to a kysely query over `sys_user` (alias `u` unless told otherwise). */
export function scopeUsers<QB extends Whereable<QB>>(qb: QB, scope: DataScope, cols?: { userId: string; deptId: string }): QB {
  return scope.all ? qb : qb.where(userScopeSql(scope, cols));
}

/** Adds the scope to a kysely query over `sys_dept` (alias `d` unless told otherwise). */
export function scopeDepts<QB extends Whereable<QB>>(qb: QB, scope: DataScope, deptCol = 'd.deptId'): QB {
  return scope.all ? qb : qb.where(deptScopeSql(scope, deptCol));
}

/** The refusal for data outside one's scope (code 403, localized). */
export const outOfScope = () => new AppError(ResultCode.FORBIDDEN, 'server:errors.outOfScope');

/** Refuses (403) unless every user id exists (else 404) and lies inside the scope. */
export async function assertUsersInScope(db: Db, scope: DataScope, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const rows = await db
    .selectFrom('sysUser as u')
    .select(['u.userId', userScopeSql(scope).as('visible')])
    .where('u.userId', 'in', ids)
    .execute();
  if (rows.length < ids.length) throw notFound(String(ids.find((i) => !rows.some((r) => r.userId === i))));
  if (rows.some((r) => !r.visible)) throw outOfScope();
}

/** Refuses (403) unless every department id exists (else 404) and lies inside the scope. */
export async function assertDeptsInScope(db: Db, scope: DataScope, deptIds: number[]): Promise<void> {
  const ids = [...new Set(deptIds)];
  if (!ids.length) return;
  const rows = await db
    .selectFrom('sysDept as d')
    .select(['d.deptId', deptScopeSql(scope).as('visible')])
    .where('d.deptId', 'in', ids)
    .execute();
  if (rows.length < ids.length) throw notFound(String(ids.find((i) => !rows.some((r) => r.deptId === i))));
  if (rows.some((r) => !r.visible)) throw outOfScope();
}
