import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A user as the list and the detail send it (never with the password). */
export const User = Type.Object({
  userId: Wire.id(),
  deptId: Wire.id(),
  deptName: Type.Optional(Type.String()),
  userName: Type.String(),
  nickName: Type.String(),
  email: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  sex: Type.Optional(Type.Enum(['0', '1', '2'])),
  status: Wire.status(),
  remark: Type.Optional(Type.String()),
  loginIp: Type.Optional(Type.String()),
  loginDate: Type.Optional(Wire.time()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
  /** the detail's posts and roles */
  postIds: Type.Optional(Type.Array(Wire.id())),
  roleIds: Type.Optional(Type.Array(Wire.id())),
});
export type User = Static<typeof User>;

const ids = () => Type.Array(Wire.id(), { maxItems: 100 });
const userName = () => Type.String({ minLength: 2, maxLength: 20 });
const password = () => Type.String({ maxLength: 128 });

// email and phone formats, trimmed lengths and uniqueness are checked by the route (shared with the import)
const fields = {
  deptId: Wire.id(),
  nickName: Wire.text(30),
  email: Wire.optionalText(50),
  phoneNumber: Wire.optionalText(11),
  sex: Type.Optional(Type.Enum(['0', '1', '2'])),
  status: Wire.status(),
  remark: Wire.optionalText(500),
  postIds: Type.Optional(ids()),
  roleIds: Type.Optional(ids()),
};

/** `POST /system/user` */
export const UserAdd = Type.Object({ userName: userName(), password: password(), ...fields });
export type UserAdd = Static<typeof UserAdd>;

/** `PUT /system/user`: the account name and the password are not edited here (read only when sent) */
export const UserEdit = Type.Object({
  userId: Wire.id(),
  version: Wire.version(),
  userName: Type.Optional(userName()),
  password: Type.Optional(password()),
  ...fields,
});
export type UserEdit = Static<typeof UserEdit>;

/** Filters of `GET /system/user/list`: `deptId` takes the department and those below it */
export const UserQuery = Type.Object({
  userName: Wire.filter(30),
  phoneNumber: Wire.filter(20),
  status: Wire.filter(1),
  deptId: Type.Optional(Wire.id()),
});
export type UserQuery = Static<typeof UserQuery>;

/** Filters of `GET /system/user/deptTree` */
export const UserDeptTreeQuery = Type.Object({ deptName: Wire.filter(30), status: Wire.filter(1) });
export type UserDeptTreeQuery = Static<typeof UserDeptTreeQuery>;

/** `PUT /system/user/resetPwd` */
export const UserResetPwd = Type.Object({ userId: Wire.id(), password: password() });
export type UserResetPwd = Static<typeof UserResetPwd>;

/** `PUT /system/user/changeStatus` */
export const UserStatus = Type.Object({ userId: Wire.id(), status: Wire.status() });
export type UserStatus = Static<typeof UserStatus>;

/** `PUT /system/user/authRole` */
export const UserAuthRole = Type.Object({ userId: Wire.id(), roleIds: ids() });
export type UserAuthRole = Static<typeof UserAuthRole>;

/** A role the operator may grant, as the user form lists it. */
export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: string;
}

/** An enabled post, as the user form lists it. */
export interface PostOption {
  postId: number;
  postCode: string;
  postName: string;
  status: string;
}

/** `GET /system/user/` and `/system/user/:id`: all enabled posts and the roles the operator may grant (and the user) */
export interface UserForm {
  user?: User;
  posts: PostOption[];
  roles: RoleOption[];
  postIds?: number[];
  roleIds?: number[];
}

/** One refused row of an import. */
export type ImportFailure = {
  row: number;
  userName: string;
  msg: string;
};

/** The answer of `POST /system/user/importData`. */
export type ImportResult = {
  inserted: number;
  updated: number;
  failures: ImportFailure[];
};
