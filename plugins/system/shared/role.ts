import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Data scopes of a role: `1` all, `2` custom departments, `3` own department, `4` own department and below, `5` self only. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;

const ids = () => Type.Optional(Type.Array(Wire.id(), { maxItems: 5000 }));

/** A role as the list and the detail send it. */
export const Role = Type.Object({
  roleId: Wire.id(),
  roleName: Type.String(),
  roleKey: Type.String(),
  roleSort: Type.Integer(),
  status: Wire.status(),
  dataScope: Type.Enum([...DATA_SCOPES]),
  /** parent-child linkage of the menu tree */
  menuCheckStrictly: Type.Boolean(),
  /** parent-child linkage of the department tree */
  deptCheckStrictly: Type.Boolean(),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type Role = Static<typeof Role>;

const fields = {
  roleName: Wire.text(30),
  roleKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$' }),
  roleSort: Wire.int(0, 99999),
  status: Wire.status(),
  remark: Wire.optionalText(500),
  /** the menus the role grants */
  menuIds: ids(),
  menuCheckStrictly: Type.Optional(Type.Boolean()),
  deptCheckStrictly: Type.Optional(Type.Boolean()),
};

/** `POST /system/role` */
export const RoleAdd = Type.Object(fields);
export type RoleAdd = Static<typeof RoleAdd>;

/** `PUT /system/role` */
export const RoleEdit = Type.Object({ roleId: Wire.id(), version: Wire.version(), ...fields });
export type RoleEdit = Static<typeof RoleEdit>;

/** `PUT /system/role/changeStatus` (the version is checked when sent) */
export const RoleStatus = Type.Object({ roleId: Wire.id(), status: Wire.status(), version: Type.Optional(Wire.version()) });
export type RoleStatus = Static<typeof RoleStatus>;

/** `PUT /system/role/dataScope`: the departments count for the custom scope (`2`) only */
export const RoleDataScope = Type.Object({
  roleId: Wire.id(),
  dataScope: Type.Enum([...DATA_SCOPES]),
  deptIds: ids(),
  deptCheckStrictly: Type.Optional(Type.Boolean()),
  version: Wire.version(),
});
export type RoleDataScope = Static<typeof RoleDataScope>;

/** Filters of `GET /system/role/list` */
export const RoleQuery = Type.Object({ roleName: Wire.filter(30), roleKey: Wire.filter(100), status: Wire.filter(1) });
export type RoleQuery = Static<typeof RoleQuery>;

/** A node of the menu and department trees (RuoYi TreeSelect): the kernel's picker node. */
export type { TreeNode } from '#kernel/shared';

/** A user in the role's user lists. */
export const RoleUser = Type.Object({
  userId: Wire.id(),
  userName: Type.String(),
  nickName: Type.String(),
  email: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  status: Wire.status(),
  deptName: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
});
export type RoleUser = Static<typeof RoleUser>;

/** Filters of `GET /system/role/authUser/allocatedList` and `…/unallocatedList` (beside the paging fields) */
export const RoleUserQuery = Type.Object({ roleId: Wire.id(), userName: Wire.filter(30), phoneNumber: Wire.filter(20) });
export type RoleUserQuery = Static<typeof RoleUserQuery>;

/** Query of `PUT /system/role/authUser/selectAll` and `…/cancelAll`: the users as comma-separated ids */
export const RoleUsers = Type.Object({
  roleId: Wire.id(),
  userIds: Type.String({ minLength: 1, maxLength: 20000, pattern: '^\\d+(,\\d+)*$' }),
});
export type RoleUsers = Static<typeof RoleUsers>;

/** Query of `PUT /system/role/authUser/grant` (v1.4.3: the users are the JSON body) */
export const RoleRef = Type.Object({ roleId: Wire.id() });
export type RoleRef = Static<typeof RoleRef>;

/** Query of `PUT /system/role/authUser/cancel`: the role when the body is a list of user ids */
export const RoleRefOptional = Type.Object({ roleId: Type.Optional(Wire.id()) });

/** Body of `PUT /system/role/authUser/grant` (v1.4.3): the user ids */
export const RoleUserIds = Type.Array(Wire.id(), { minItems: 1, maxItems: 1000 });

/** Body of `PUT /system/role/authUser/cancel`: RuoYi's `{userId, roleId}` or v1.4.3's array of user ids */
export const RoleUserCancel = Type.Union([Type.Object({ userId: Wire.id(), roleId: Wire.id() }), RoleUserIds]);
export type RoleUserCancel = Static<typeof RoleUserCancel>;
