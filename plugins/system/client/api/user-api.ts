import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A user as the API sends it (never with the password). */
export interface User {
  userId: number;
  deptId: number;
  deptName?: string;
  userName: string;
  nickName: string;
  email?: string;
  phoneNumber?: string;
  sex?: string;
  status: string;
  remark?: string;
  loginIp?: string;
  loginDate?: string;
  createTime?: string;
  version: number;
  postIds?: number[];
  roleIds?: number[];
  /** only when adding */
  password?: string;
}

export interface UserQuery {
  userName?: string;
  phoneNumber?: string;
  status?: string;
  deptId?: number;
  params?: { beginTime?: string; endTime?: string };
}

export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: string;
}
export interface PostOption {
  postId: number;
  postCode: string;
  postName: string;
  status: string;
}

/** The add/edit form's data: all enabled posts and the roles the operator may grant. */
export interface UserForm {
  user?: User;
  posts: PostOption[];
  roles: RoleOption[];
  postIds?: number[];
  roleIds?: number[];
}

/** The answer of an xlsx import. */
export interface ImportResult {
  inserted: number;
  updated: number;
  failures: { row: number; userName: string; msg: string }[];
}

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

/** Calls of System → Users. */
export const userApi = {
  list: (q: UserQuery & { pageNum: number; pageSize: number }) => http.get<PageData<User>>(userUrls.list, { params: q }),
  form: (id?: number) => http.get<UserForm>(userUrls.form(id)),
  add: (u: Partial<User>) => http.post<{ userId: number }>(userUrls.base, u),
  update: (u: Partial<User>) => http.put(userUrls.base, u),
  remove: (ids: number[]) => http.delete(userUrls.base, ids),
  resetPwd: (userId: number, password: string) => http.put(userUrls.resetPwd, { userId, password }),
  changeStatus: (userId: number, status: string) => http.put(userUrls.changeStatus, { userId, status }),
  authRole: (id: number) => http.get<{ user: User; roles: RoleOption[]; roleIds: number[] }>(userUrls.authRole(id)),
  saveAuthRole: (userId: number, roleIds: number[]) => http.put(userUrls.saveAuthRole, { userId, roleIds }),
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
