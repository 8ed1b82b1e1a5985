import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A menu row as the API sends it (name already translated). */
export interface Menu {
  menuId: number;
  menuKey?: string | null;
  plugin?: string | null;
  menuName: string;
  parentId: number;
  orderNum: number;
  /** M directory, C menu, F button */
  menuType: 'M' | 'C' | 'F';
  path?: string;
  component?: string | null;
  query?: string | null;
  perms?: string | null;
  icon?: string | null;
  isFrame: 'Y' | 'N';
  isCache: 'Y' | 'N';
  visible: 'Y' | 'N';
  status: string;
  remark?: string | null;
  createTime?: string;
  version: number;
}

export interface MenuQuery {
  menuName?: string;
  status?: string;
}

/** Calls of System → Menus. */
export const menuApi = {
  list: (q: MenuQuery) => http.get<PageData<Menu>>('/system/menu/list', { params: q }),
  get: (id: number) => http.get<Menu>(`/system/menu/${id}`),
  add: (m: Partial<Menu>) => http.post('/system/menu', m),
  update: (m: Partial<Menu>) => http.put('/system/menu', m),
  remove: (id: number) => http.delete(`/system/menu/${id}`),
};
