import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Menu, MenuAdd, MenuEdit, MenuQuery } from '../../shared/menu.ts';
import { systemObject } from './system-object.ts';

export type { Menu, MenuQuery };

/** URLs of System → Menus, declared once. */
export const menuUrls = {
  list: '/system/menu/list',
  one: (id: number) => `/system/menu/${id}`,
  base: '/system/menu',
} as const;

/** Calls of System → Menus (wire shapes from plugins/system/shared/menu.ts). */
export const menuApi = {
  list: (q: MenuQuery) => http.get<PageData<Menu>>(menuUrls.list, { params: q }),
  get: (id: number) => http.get<Menu>(menuUrls.one(id)),
  add: (m: MenuAdd) => http.post(menuUrls.base, m),
  update: (m: MenuEdit) => http.put(menuUrls.base, m),
  remove: (id: number) => http.delete(menuUrls.one(id)),
};

/** System → Menus as one object: a menu is deleted one at a time; a plugin's menus are not deleted. */
export const menuObject = systemObject<Menu, MenuQuery>({
  name: 'Menu',
  rowKey: 'menuId',
  api: { ...menuApi, remove: ([id]) => menuApi.remove(id) },
  perms: crudPerms('system', 'menu', ['add', 'edit', 'remove']),
  nameOf: (r) => r.menuName,
  removable: (r) => !r.plugin,
});
