import { type Static, Type } from 'typebox';

/** Who a permission editor edits: a role or a user. */
export const OWNER_TYPES = ['Role', 'User'] as const;

const ownerFields = {
  ownerType: Type.Enum([...OWNER_TYPES]),
  // v1.4.3 sends the id as a number or as a string of digits
  owner: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[1-9][0-9]{0,18}$' })]),
};
const keys = () => Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5000 }));

/** Query of `GET /system/permission/menu` */
export const PermissionOwner = Type.Object(ownerFields);
export type PermissionOwner = Static<typeof PermissionOwner>;

/** `POST /system/permission`: the owner's own menu keys; v1.4.3 sends `perms`, chestnut-api.md's table names them `permissions` (both are read) */
export const PermissionSave = Type.Object({
  ...ownerFields,
  permType: Type.Optional(Type.Enum(['Menu'])),
  perms: keys(),
  permissions: keys(),
});
export type PermissionSave = Static<typeof PermissionSave>;

/** A menu row as the menu tab receives it (a SysMenu row, title localized). */
export const MenuPermRow = Type.Object({
  menuId: Type.Integer(),
  parentId: Type.Integer(),
  menuName: Type.String(),
  menuType: Type.String(),
  orderNum: Type.Integer(),
  /** the menu's permission key(s), comma-separated; null for most directories */
  perms: Type.Union([Type.String(), Type.Null()]),
});
export type MenuPermRow = Static<typeof MenuPermRow>;

/** What the menu tab edits: the menus the operator may grant, the owner's own keys and (for a user) their roles' keys. */
export const MenuPerms = Type.Object({
  menus: Type.Array(MenuPermRow),
  perms: Type.Array(Type.String()),
  disabledPerms: Type.Array(Type.String()),
});
export type MenuPerms = Static<typeof MenuPerms>;
