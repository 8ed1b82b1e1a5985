import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  ImportResult,
  RoleOption,
  User,
  UserAdd,
  UserAuthRole,
  UserEdit,
  UserForm,
  UserQuery as UserFilters,
  UserResetPwd,
  UserStatus,
} from '../../shared/user.ts';
import type { DateRangeParams } from './date-range.ts';
import { systemObject } from './system-object.ts';

export type { ImportResult, RoleOption, User, UserAdd, UserForm };

/** The list's filters and its creation-date range. */
export type UserQuery = UserFilters & DateRangeParams;

/** URLs of System → Users, declared once. */
export const userUrls = {
  list: '/system/user/list',
  form: (id?: number) => (id ? `/system/user/${id}` : '/system/user/'),
  base: '/system/user',
  resetPwd: '/system/user/resetPwd',
  changeStatus: '/system/user/changeStatus',
  authRole: (id: number) => `/system/user/authRole/${id}`,
  saveAuthRole: '/system/user/authRole',
  importData: '/system/user/importData',
  importTemplate: '/system/user/importTemplate',
} as const;

/** Calls of System → Users (wire shapes from plugins/system/shared/user.ts). */
export const userApi = {
  list: (q: UserQuery & { pageNum: number; pageSize: number }) => http.get<PageData<User>>(userUrls.list, { params: q }),
  form: (id?: number) => http.get<UserForm>(userUrls.form(id)),
  add: (u: UserAdd) => http.post<{ userId: number }>(userUrls.base, u),
  update: (u: UserEdit) => http.put(userUrls.base, u),
  remove: (ids: number[]) => http.delete(userUrls.base, ids),
  resetPwd: (userId: number, password: string) => http.put(userUrls.resetPwd, { userId, password } satisfies UserResetPwd),
  changeStatus: (userId: number, status: UserStatus['status']) => http.put(userUrls.changeStatus, { userId, status } satisfies UserStatus),
  authRole: (id: number) => http.get<{ user: User; roles: RoleOption[]; roleIds: number[] }>(userUrls.authRole(id)),
  saveAuthRole: (userId: number, roleIds: number[]) => http.put(userUrls.saveAuthRole, { userId, roleIds } satisfies UserAuthRole),
  importData: (file: File, updateSupport: boolean) => {
    const fd = new FormData();
    fd.append('updateSupport', String(updateSupport));
    fd.append('file', file);
    return http.post<{ code: number; msg: string; data: ImportResult }>(userUrls.importData, fd, {
      raw: true,
      timeout: 120000,
      repeatSubmit: false,
    });
  },
};

/** System → Users as one object. */
export const userObject = systemObject<User, UserQuery>({
  name: 'User',
  rowKey: 'userId',
  api: userApi,
  perms: crudPerms('system', 'user', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.userName,
  exportTo: { url: userUrls.list },
});
