import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

const yesNo = () => Type.Enum(['Y', 'N']);

/** M directory, C menu (a page), F button */
export const MenuType = Type.Enum(['M', 'C', 'F']);
export type MenuType = Static<typeof MenuType>;

const fields = {
  menuName: Wire.text(50),
  /** 0: top level */
  parentId: Wire.int(0, 2147483647),
  orderNum: Wire.int(0, 99999),
  menuType: MenuType,
  path: Wire.optionalText(200),
  component: Wire.optionalText(255),
  query: Wire.optionalText(255),
  perms: Wire.optionalText(100),
  icon: Wire.optionalText(100),
  isFrame: yesNo(),
  isCache: yesNo(),
  visible: yesNo(),
  status: Wire.status(),
  remark: Wire.optionalText(500),
};

/** A menu row as the list and the detail send it (the name already translated; seeded menus carry their key and plugin). */
export const Menu = Type.Object({
  menuId: Wire.id(),
  menuKey: Wire.optionalText(100),
  plugin: Wire.optionalText(64),
  ...fields,
  version: Wire.version(),
  createTime: Type.Optional(Wire.time()),
});
export type Menu = Static<typeof Menu>;

/** `POST /system/menu` */
export const MenuAdd = Type.Object(fields);
export type MenuAdd = Static<typeof MenuAdd>;

/** `PUT /system/menu` */
export const MenuEdit = Type.Object({ menuId: Wire.id(), version: Wire.version(), ...fields });
export type MenuEdit = Static<typeof MenuEdit>;

/** Filters of `GET /system/menu/list` */
export const MenuQuery = Type.Object({ menuName: Wire.filter(50), status: Wire.filter(1), visible: Wire.filter(1) });
export type MenuQuery = Static<typeof MenuQuery>;
