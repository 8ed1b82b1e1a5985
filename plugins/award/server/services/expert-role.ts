import { IDENTITY_CACHE, type Db, type Kernel } from '#kernel/server';
import { EXPERT_ROLE } from '../../shared/expert.ts';
import { ensureRole } from './award-roles.ts';

/** The menus an expert account holds (awards.md §6.1): the Awards root and "My reviews" (award:application:score). */
export const EXPERT_MENU_KEYS = ['award.root', 'award.myreview'];

/**
 * Makes sure the `award_expert` role exists (once: an administrator may later change its menus): data scope
 * "self", holding only the expert's own review list, whose permission is award:application:score. The routes an
 * expert calls read the expert's pool entry (award_expert.user_id), never a data scope.
 */
export async function ensureExpertRole(kernel: Kernel): Promise<void> {
  await ensureRole(kernel.db, { roleName: '评审专家', roleKey: EXPERT_ROLE, roleSort: 91, menuKeys: EXPERT_MENU_KEYS });
}

/** Gives a user the expert role (an expert entered into the pool signs in with it). */
export async function grantExpertRole(d: Db, userId: number): Promise<void> {
  const role = await d.selectFrom('sysRole').select('roleId').where('roleKey', '=', EXPERT_ROLE).executeTakeFirst();
  if (!role) return;
  await d
    .insertInto('sysUserRole')
    .values({ userId, roleId: role.roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Takes the expert role from users leaving the pool. */
export async function revokeExpertRole(d: Db, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const role = await d.selectFrom('sysRole').select('roleId').where('roleKey', '=', EXPERT_ROLE).executeTakeFirst();
  if (!role) return;
  await d.deleteFrom('sysUserRole').where('roleId', '=', role.roleId).where('userId', 'in', userIds).execute();
}

/** Signed-in identities hold their roles' permissions: drop them after a role change. */
export const refreshIdentities = (kernel: Kernel) => kernel.invalidate(IDENTITY_CACHE);
