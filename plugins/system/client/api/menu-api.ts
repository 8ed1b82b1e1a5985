import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Menu, MenuAdd, MenuEdit, MenuQuery } from '../../shared/menu.ts';

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
