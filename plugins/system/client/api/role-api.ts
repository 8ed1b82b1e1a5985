import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A role as the API sends it. */
export interface Role {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  /** '1' all, '2' custom departments, '3' own department, '4' own department and below, '5' self only */
  dataScope: string;
  /** parent-child linkage of the menu tree */
  menuCheckStrictly: boolean;
  /** parent-child linkage of the department tree */
  deptCheckStrictly: boolean;
  remark?: string;
  createTime?: string;
  version: number;
}

/** The add/edit body: the role plus the menus it grants. */
export type RoleSave = Partial<Role> & { menuIds?: number[] };

export interface RoleQuery {
  roleName?: string;
  roleKey?: string;
  status?: string;
  params?: { beginTime?: string; endTime?: string };
}

/** A node of the menu and department trees (RuoYi TreeSelect). */
export interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}

/** A user in the role's user lists. */
export interface RoleUser {
  userId: number;
  userName: string;
  nickName: string;
  email?: string;
  phoneNumber?: string;
  status: string;
  deptName?: string;
  createTime?: string;
}

export interface RoleUserQuery {
  roleId: number;
  userName?: string;
  phoneNumber?: string;
}

/** URLs of System → Roles and the role's users page, declared once. */
export const roleUrls = {
  list: '/system/role/list',
  one: (id: number) => `/system/role/${id}`,
  base: '/system/role',
  changeStatus: '/system/role/changeStatus',
  dataScope: '/system/role/dataScope',
  menuTree: '/system/menu/treeselect',
  roleMenuTree: (roleId: number) => `/system/menu/roleMenuTreeselect/${roleId}`,
  roleDeptTree: (roleId: number) => `/system/dept/roleDeptTreeselect/${roleId}`,
  allocated: '/system/role/authUser/allocatedList',
  unallocated: '/system/role/authUser/unallocatedList',
  grant: '/system/role/authUser/selectAll',
  cancel: '/system/role/authUser/cancel',
  cancelAll: '/system/role/authUser/cancelAll',
} as const;

/** Calls of System → Roles and the role's users page. */
export const roleApi = {
  list: (q: RoleQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Role>>(roleUrls.list, { params: q }),
  get: (id: number) => http.get<Role>(roleUrls.one(id)),
  add: (r: RoleSave) => http.post(roleUrls.base, r),
  update: (r: RoleSave) => http.put(roleUrls.base, r),
  remove: (ids: number[]) => http.delete(roleUrls.base, ids),
  changeStatus: (roleId: number, status: string, version?: number) => http.put(roleUrls.changeStatus, { roleId, status, version }),
  dataScope: (b: { roleId: number; dataScope: string; deptIds: number[]; deptCheckStrictly: boolean; version: number }) =>
    http.put(roleUrls.dataScope, b),
  menuTree: () => http.get<TreeNode[]>(roleUrls.menuTree),
  roleMenuTree: (roleId: number) => http.get<{ menus: TreeNode[]; checkedKeys: number[] }>(roleUrls.roleMenuTree(roleId)),
  roleDeptTree: (roleId: number) => http.get<{ depts: TreeNode[]; checkedKeys: number[] }>(roleUrls.roleDeptTree(roleId)),
  allocated: (q: RoleUserQuery & { pageNum: number; pageSize: number }) => http.get<PageData<RoleUser>>(roleUrls.allocated, { params: q }),
  unallocated: (q: RoleUserQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<RoleUser>>(roleUrls.unallocated, { params: q }),
  grant: (roleId: number, userIds: number[]) => http.put(roleUrls.grant, undefined, { params: { roleId, userIds: userIds.join(',') } }),
  cancel: (roleId: number, userId: number) => http.put(roleUrls.cancel, { userId, roleId }),
  cancelAll: (roleId: number, userIds: number[]) =>
    http.put(roleUrls.cancelAll, undefined, { params: { roleId, userIds: userIds.join(',') } }),
};
