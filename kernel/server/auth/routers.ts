import type { Kernel } from '../kernel.ts';
import type { Language } from '../../shared/constants.ts';
import { buildRouters, type MenuRow, type RouterNode } from '../../shared/router-contract.ts';
import { IDENTITY_CACHE, loadIdentity } from './identity.ts';
import { grantedMenuIds } from '../access/held-menus.ts';
import { liveMenu, menuTitle } from './menu-title.ts';

/**
 * The router tree of a user: enabled menus of enabled plugins that the user's roles were granted (all for
 * the super admin), with the directories above them; directories left without pages are dropped.
 */
export function userRouters(kernel: Kernel, userId: number, lng: Language): Promise<RouterNode[]> {
  // cached beside the identity: menu, role and grant changes drop the identities, and so do title changes
  // (an `i18n` invalidation), so a tree is never older than what the user may open
  return kernel.cache.getOrLoad(IDENTITY_CACHE, `routers:${userId}:${lng}`, () => loadRouters(kernel, userId, lng), 60);
}

async function loadRouters(kernel: Kernel, userId: number, lng: Language): Promise<RouterNode[]> {
  const { db } = kernel;
  const id = await loadIdentity(kernel, userId);
  const all = (await db
    .selectFrom('sysMenu')
    .select([
      'menuId',
      'menuKey',
      'parentId',
      'menuName',
      'orderNum',
      'path',
      'component',
      'query',
      'isFrame',
      'isCache',
      'menuType',
      'visible',
      'status',
      'perms',
      'icon',
      'plugin',
    ])
    .where('menuType', 'in', ['M', 'C'])
    .where('status', '=', '0')
    .execute()) as (MenuRow & { menuKey: string | null; plugin: string | null })[];
  const live = all.filter(liveMenu(kernel));
  const byId = new Map(live.map((m) => [m.menuId, m]));
  const granted = id.superAdmin ? live.map((m) => m.menuId) : (await grantedMenuIds(db, userId)).filter((x) => byId.has(x));
  // keep granted pages and their ancestors; a directory counts only when something below it is kept
  const keep = new Set<number>();
  for (const mid of granted) {
    const m = byId.get(mid);
    if (m?.menuType !== 'C') continue;
    let cur: typeof m | undefined = m;
    while (cur && !keep.has(cur.menuId)) {
      keep.add(cur.menuId);
      cur = byId.get(cur.parentId);
    }
  }
  const rows = live.filter((m) => keep.has(m.menuId) && (m.parentId === 0 || keep.has(m.parentId)));
  return buildRouters(rows, (r) => menuTitle(kernel, lng, r as MenuRow & { menuKey: string | null }));
}
