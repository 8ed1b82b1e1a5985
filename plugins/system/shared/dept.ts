import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

const fields = {
  /** 0: the virtual root (only an all-scope user may place a department there) */
  parentId: Wire.int(0, 2147483647),
  deptName: Wire.text(30),
  orderNum: Wire.int(0, 99999),
  leader: Wire.optionalText(20),
  phone: Wire.optionalText(11),
  email: Wire.optionalText(50),
  status: Wire.status(),
};

/** A department (部门) as the list and the detail send it (flat; the detail adds its parent's name). */
export const Dept = Type.Object({
  deptId: Wire.id(),
  ancestors: Type.String(),
  ...fields,
  version: Wire.version(),
  createTime: Type.Optional(Wire.time()),
  parentName: Type.Optional(Type.String()),
});
export type Dept = Static<typeof Dept>;

/** `POST /system/dept` */
export const DeptAdd = Type.Object(fields);
export type DeptAdd = Static<typeof DeptAdd>;

/** `PUT /system/dept` */
export const DeptEdit = Type.Object({ deptId: Wire.id(), version: Wire.version(), ...fields });
export type DeptEdit = Static<typeof DeptEdit>;

/** Filters of `GET /system/dept/list` (and of the picker tree `GET /system/user/deptTree`) */
export const DeptQuery = Type.Object({ deptName: Wire.filter(30), status: Wire.filter(1) });
export type DeptQuery = Static<typeof DeptQuery>;

/** A node of the department picker tree (RuoYi TreeSelect, `GET /system/user/deptTree`). */
export interface DeptNode {
  id: number;
  label: string;
  parentId: number;
  disabled?: boolean;
  children?: DeptNode[];
}
