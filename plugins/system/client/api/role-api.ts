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

/** Calls of System → Roles and the role's users page. */
export const roleApi = {
  list: (q: RoleQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Role>>('/system/role/list', { params: q }),
  get: (id: number) => http.get<Role>(`/system/role/${id}`),
  add: (r: RoleSave) => http.post('/system/role', r),
  update: (r: RoleSave) => http.put('/system/role', r),
  remove: (ids: number[]) => http.delete('/system/role', ids),
  changeStatus: (roleId: number, status: string, version?: number) => http.put('/system/role/changeStatus', { roleId, status, version }),
  dataScope: (b: { roleId: number; dataScope: string; deptIds: number[]; deptCheckStrictly: boolean; version: number }) =>
    http.put('/system/role/dataScope', b),
  menuTree: () => http.get<TreeNode[]>('/system/menu/treeselect'),
  roleMenuTree: (roleId: number) => http.get<{ menus: TreeNode[]; checkedKeys: number[] }>(`/system/menu/roleMenuTreeselect/${roleId}`),
  roleDeptTree: (roleId: number) => http.get<{ depts: TreeNode[]; checkedKeys: number[] }>(`/system/dept/roleDeptTreeselect/${roleId}`),
  allocated: (q: RoleUserQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<RoleUser>>('/system/role/authUser/allocatedList', { params: q }),
  unallocated: (q: RoleUserQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<RoleUser>>('/system/role/authUser/unallocatedList', { params: q }),
  grant: (roleId: number, userIds: number[]) =>
    http.put('/system/role/authUser/selectAll', undefined, { params: { roleId, userIds: userIds.join(',') } }),
  cancel: (roleId: number, userId: number) => http.put('/system/role/authUser/cancel', { userId, roleId }),
  cancelAll: (roleId: number, userIds: number[]) =>
    http.put('/system/role/authUser/cancelAll', undefined, { params: { roleId, userIds: userIds.join(',') } }),
};
