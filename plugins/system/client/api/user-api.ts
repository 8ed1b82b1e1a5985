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

/** Calls of System → Users. */
export const userApi = {
  list: (q: UserQuery & { pageNum: number; pageSize: number }) => http.get<PageData<User>>('/system/user/list', { params: q }),
  form: (id?: number) => http.get<UserForm>(id ? `/system/user/${id}` : '/system/user/'),
  add: (u: Partial<User>) => http.post<{ userId: number }>('/system/user', u),
  update: (u: Partial<User>) => http.put('/system/user', u),
  remove: (ids: number[]) => http.delete('/system/user', ids),
  resetPwd: (userId: number, password: string) => http.put('/system/user/resetPwd', { userId, password }),
  changeStatus: (userId: number, status: string) => http.put('/system/user/changeStatus', { userId, status }),
  authRole: (id: number) => http.get<{ user: User; roles: RoleOption[]; roleIds: number[] }>(`/system/user/authRole/${id}`),
  saveAuthRole: (userId: number, roleIds: number[]) => http.put('/system/user/authRole', { userId, roleIds }),
  importData: (file: File, updateSupport: boolean) => {
    const fd = new FormData();
    fd.append('updateSupport', String(updateSupport));
    fd.append('file', file);
    return http.post<{ code: number; msg: string; data: ImportResult }>('/system/user/importData', fd, {
      raw: true,
      timeout: 120000,
      repeatSubmit: false,
    });
  },
};
