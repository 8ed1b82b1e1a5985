import type { FastifyRequest } from 'fastify';
import { DATA_SCOPE, computeDataScope, deptScopeSql, fail, heldMenuIds, invalidField, type Db } from '#kernel/server';

const isSuper = (req: FastifyRequest) => req.identity?.superAdmin === true;

/** Ids of the operator's enabled roles. */
async function operatorRoles(db: Db, userId: number) {
  return db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select(['r.roleId'])
    .where('ur.userId', '=', userId)
    .where('r.status', '=', '0')
    .execute();
}

/** Refuses menus the operator does not hold (super admin excepted); `already` are in the role anyway. */
export async function assertMenusHeld(db: Db, req: FastifyRequest, menuIds: number[], already: number[] = []): Promise<void> {
  if (isSuper(req)) return;
  const held = await heldMenuIds(db, req.user!.userId);
  const keep = new Set(already);
  const foreign = menuIds.filter((id) => !held.has(id) && !keep.has(id));
  if (foreign.length === 0) return;
  const m = await db.selectFrom('sysMenu').select(['menuName', 'perms']).where('menuId', '=', foreign[0]).executeTakeFirst();
  throw invalidField('menuIds', 'system:errors.menuNotHeld', { name: m?.perms || m?.menuName || String(foreign[0]) });
}

/** Refuses granting or withdrawing a role the operator does not hold themselves (super admin excepted). */
export async function assertRoleHeld(db: Db, req: FastifyRequest, roleId: number, roleName: string): Promise<void> {
  if (isSuper(req)) return;
  const roles = await operatorRoles(db, req.user!.userId);
  if (!roles.some((r) => r.roleId === roleId)) throw fail('system:errors.roleNotHeld', { name: roleName });
}

/**
 * True when the operator may give a role this data scope. Width: all (1) > own department and below (4) >
 * own department (3) > self (5); custom (2) is allowed when every chosen department lies inside the
 * operator's own scope. With several roles the widest of the operator's scopes counts (as data-scope.ts).
 */
export async function scopeGrantable(db: Db, req: FastifyRequest, scope: string, deptIds: number[]): Promise<boolean> {
  if (isSuper(req)) return true;
  const op = await computeDataScope(db, req.user!.userId);
  if (op.all || scope === DATA_SCOPE.SELF) return true;
  if (scope === DATA_SCOPE.DEPT_AND_CHILD) return op.deptAndBelow;
  if (scope === DATA_SCOPE.DEPT) return op.deptAndBelow || op.ownDept;
  if (scope !== DATA_SCOPE.CUSTOM) return false;
  if (deptIds.length === 0) return true;
  const rows = await db
    .selectFrom('sysDept as d')
    .select(['d.deptId', deptScopeSql(op).as('visible')])
    .where('d.deptId', 'in', deptIds)
    .execute();
  return rows.length === new Set(deptIds).size && rows.every((r) => r.visible);
}

/** Refuses a data scope wider than the operator's own (see scopeGrantable). */
export async function assertScopeWithin(db: Db, req: FastifyRequest, scope: string, deptIds: number[]): Promise<void> {
  if (!(await scopeGrantable(db, req, scope, deptIds))) throw invalidField('dataScope', 'system:errors.scopeTooWide');
}
