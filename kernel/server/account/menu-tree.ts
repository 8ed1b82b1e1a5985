import type { FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { heldMenuIds } from '../access/held-menus.ts';
import { liveMenu, menuTitle } from '../auth/menu-title.ts';
import { labelTree, type TreeNode } from '../../shared/tree.ts';

/**
 * The menus the caller holds (all of them for the super admin) as a tree titled in the caller's language: what
 * a user may pick as a shortcut, and what an operator may hand out to a role. Menus of disabled plugins are left out.
 */
export async function heldMenuTree(kernel: Kernel, req: FastifyRequest): Promise<TreeNode[]> {
  const live = liveMenu(kernel);
  const rows = (
    await kernel.db.selectFrom('sysMenu').selectAll().orderBy('parentId').orderBy('orderNum').orderBy('menuId').execute()
  ).filter(live);
  const held = req.identity?.superAdmin ? null : await heldMenuIds(kernel.db, req.user!.userId);
  const mine = held ? rows.filter((m) => held.has(m.menuId)) : rows;
  return labelTree(mine, 'menuId', 'parentId', (m) => menuTitle(kernel, req.lang, m));
}
