import { http, type PermissionTabProps } from '#kernel/client';

/** A menu row as the permission editor's menu tab receives it (a SysMenu row, title localized). */
export interface MenuPermRow {
  menuId: number;
  parentId: number;
  menuName: string;
  menuType: string;
  orderNum: number;
  /** the menu's permission key(s), comma-separated; null for most directories */
  perms: string | null;
}

/** What the menu tab edits: the menus the operator may grant, the owner's own keys and (for a user) their roles' keys. */
export interface MenuPerms {
  menus: MenuPermRow[];
  perms: string[];
  disabledPerms: string[];
}

/** URLs of the permission editor's menu tab (chestnut-api §4.11), declared once. */
export const permissionUrls = {
  menu: '/system/permission/menu',
  save: '/system/permission',
} as const;

/** Calls of the permission editor's menu tab. */
export const permissionApi = {
  menu: (o: PermissionTabProps) => http.get<MenuPerms>(permissionUrls.menu, { params: o }),
  saveMenu: (o: PermissionTabProps, perms: string[]) => http.post(permissionUrls.save, { ...o, permType: 'Menu', perms }),
};
