import { http, type PermissionTabProps } from '#kernel/client';
import type { MenuPermRow, MenuPerms, PermissionSave } from '../../shared/permission.ts';

export type { MenuPermRow, MenuPerms };

/** URLs of the permission editor's menu tab (chestnut-api §4.11), declared once. */
export const permissionUrls = {
  menu: '/system/permission/menu',
  save: '/system/permission',
} as const;

/** Calls of the permission editor's menu tab (wire shapes from plugins/system/shared/permission.ts). */
export const permissionApi = {
  menu: (o: PermissionTabProps) => http.get<MenuPerms>(permissionUrls.menu, { params: o }),
  saveMenu: (o: PermissionTabProps, perms: string[]) =>
    http.post(permissionUrls.save, { ...o, permType: 'Menu', perms } satisfies PermissionSave),
};
