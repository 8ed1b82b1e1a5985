import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  Role,
  RoleAdd,
  RoleDataScope,
  RoleEdit,
  RoleQuery as RoleFilters,
  RoleStatus,
  RoleUser,
  RoleUserQuery,
  TreeNode,
} from '../../shared/role.ts';
import type { DateRangeParams } from './date-range.ts';
import { systemObject } from './system-object.ts';

export type { Role, RoleUser, RoleUserQuery, TreeNode };

/** The list's filters and its creation-date range. */
export type RoleQuery = RoleFilters & DateRangeParams;

/** The super-admin role's key: it is neither edited, deleted nor re-scoped on the roles screen. */
export const SUPER_ROLE = 'admin';

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

/** Calls of System → Roles and the role's users page (wire shapes from plugins/system/shared/role.ts). */
export const roleApi = {
  list: (q: RoleQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Role>>(roleUrls.list, { params: q }),
  get: (id: number) => http.get<Role>(roleUrls.one(id)),
  add: (r: RoleAdd) => http.post(roleUrls.base, r),
  update: (r: RoleEdit) => http.put(roleUrls.base, r),
  remove: (ids: number[]) => http.delete(roleUrls.base, ids),
  changeStatus: (roleId: number, status: RoleStatus['status'], version?: number) =>
    http.put(roleUrls.changeStatus, { roleId, status, version } satisfies RoleStatus),
  dataScope: (b: RoleDataScope) => http.put(roleUrls.dataScope, b),
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

/** System → Roles as one object: the super-admin role is not deleted. */
export const roleObject = systemObject<Role, RoleQuery>({
  name: 'Role',
  rowKey: 'roleId',
  api: roleApi,
  perms: crudPerms('system', 'role', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.roleName,
  removable: (r) => r.roleKey !== SUPER_ROLE,
  exportTo: { url: roleUrls.list },
});
