import { crudApi, crudPerms, crudUrls, http } from '#kernel/client';
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

/** URLs of System → Roles, declared once. */
export const roleUrls = {
  ...crudUrls('/system/role'),
  changeStatus: '/system/role/changeStatus',
  dataScope: '/system/role/dataScope',
  menuTree: '/system/menu/treeselect',
  roleMenuTree: (roleId: number) => `/system/menu/roleMenuTreeselect/${roleId}`,
  roleDeptTree: (roleId: number) => `/system/dept/roleDeptTreeselect/${roleId}`,
} as const;

/** URLs of a role's users page (who holds the role, who may be given it), declared once. */
export const roleUserUrls = {
  allocated: '/system/role/authUser/allocatedList',
  unallocated: '/system/role/authUser/unallocatedList',
  grant: '/system/role/authUser/selectAll',
  cancel: '/system/role/authUser/cancel',
  cancelAll: '/system/role/authUser/cancelAll',
} as const;

/** Calls of System → Roles and the role's users page (wire shapes from plugins/system/shared/role.ts). */
export const roleApi = {
  ...crudApi<Role, RoleQuery, RoleAdd, RoleEdit>(roleUrls),
  changeStatus: (roleId: number, status: RoleStatus['status'], version?: number) =>
    http.put(roleUrls.changeStatus, { roleId, status, version } satisfies RoleStatus),
  dataScope: (b: RoleDataScope) => http.put(roleUrls.dataScope, b),
  menuTree: () => http.get<TreeNode[]>(roleUrls.menuTree),
  roleMenuTree: (roleId: number) => http.get<{ menus: TreeNode[]; checkedKeys: number[] }>(roleUrls.roleMenuTree(roleId)),
  roleDeptTree: (roleId: number) => http.get<{ depts: TreeNode[]; checkedKeys: number[] }>(roleUrls.roleDeptTree(roleId)),
  allocated: (q: RoleUserQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<RoleUser>>(roleUserUrls.allocated, { params: q }),
  unallocated: (q: RoleUserQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<RoleUser>>(roleUserUrls.unallocated, { params: q }),
  grant: (roleId: number, userIds: number[]) => http.put(roleUserUrls.grant, undefined, { params: { roleId, userIds: userIds.join(',') } }),
  cancel: (roleId: number, userId: number) => http.put(roleUserUrls.cancel, { userId, roleId }),
  cancelAll: (roleId: number, userIds: number[]) =>
    http.put(roleUserUrls.cancelAll, undefined, { params: { roleId, userIds: userIds.join(',') } }),
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

/** A role's users as one object: granted and taken back by the screen's own buttons. */
export const roleUserObject = systemObject<RoleUser, RoleUserQuery>({
  name: 'RoleUser',
  rowKey: 'userId',
  api: { list: roleApi.allocated },
  perms: {},
});
