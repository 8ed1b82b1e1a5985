import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A notice (通知公告) as the detail sends it; the list leaves out the content. */
export const Notice = Type.Object({
  noticeId: Wire.id(),
  noticeTitle: Type.String(),
  noticeType: Type.String(),
  noticeContent: Type.Optional(Type.String()),
  status: Wire.status(),
  remark: Type.Optional(Type.String()),
  createBy: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type Notice = Static<typeof Notice>;

const fields = {
  noticeTitle: Wire.text(100),
  /** a value of the NoticeType dictionary */
  noticeType: Type.String({ minLength: 1, maxLength: 1 }),
  /** rich text, sanitised by the server before it is stored */
  noticeContent: Wire.optionalText(1_000_000),
  status: Wire.status(),
  remark: Wire.optionalText(500),
};

/** `POST /system/notice` */
export const NoticeAdd = Type.Object(fields);
export type NoticeAdd = Static<typeof NoticeAdd>;

/** `PUT /system/notice` */
export const NoticeEdit = Type.Object({ noticeId: Wire.id(), version: Wire.version(), ...fields });
export type NoticeEdit = Static<typeof NoticeEdit>;

/** Filters of `GET /system/notice/list` */
export const NoticeQuery = Type.Object({
  noticeTitle: Wire.filter(100),
  noticeType: Wire.filter(1),
  createBy: Wire.filter(64),
  status: Wire.filter(1),
});
export type NoticeQuery = Static<typeof NoticeQuery>;
