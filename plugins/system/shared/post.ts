import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A post (岗位) as the list and the detail send it. */
export const Post = Type.Object({
  postId: Wire.id(),
  postCode: Type.String(),
  postName: Type.String(),
  postSort: Type.Integer(),
  status: Wire.status(),
  remark: Type.Optional(Type.String()),
  version: Wire.version(),
  createTime: Type.Optional(Wire.time()),
});
export type Post = Static<typeof Post>;

const fields = {
  postCode: Wire.code(64),
  postName: Wire.text(50),
  postSort: Wire.int(0, 99999),
  status: Wire.status(),
  remark: Wire.optionalText(500),
};

/** `POST /system/post` */
export const PostAdd = Type.Object(fields);
export type PostAdd = Static<typeof PostAdd>;

/** `PUT /system/post` */
export const PostEdit = Type.Object({ postId: Wire.id(), version: Wire.version(), ...fields });
export type PostEdit = Static<typeof PostEdit>;

/** Filters of `GET /system/post/list` */
export const PostQuery = Type.Object({ postCode: Wire.filter(64), postName: Wire.filter(50), status: Wire.filter(1) });
export type PostQuery = Static<typeof PostQuery>;
