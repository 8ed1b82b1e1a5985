import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A live session; `tokenId` is the stored sha256 of its token, never the token. */
export const OnlineSession = Type.Object({
  tokenId: Type.String(),
  userId: Wire.id(),
  userName: Type.String(),
  deptName: Type.Optional(Type.String()),
  ipaddr: Type.Optional(Type.String()),
  loginLocation: Type.Optional(Type.String()),
  browser: Type.Optional(Type.String()),
  os: Type.Optional(Type.String()),
  loginTime: Type.Optional(Wire.time()),
  lastAccessTime: Type.Optional(Wire.time()),
  expireTime: Type.Optional(Wire.time()),
  /** the session of the person looking at the list */
  current: Type.Optional(Type.Boolean()),
});
export type OnlineSession = Static<typeof OnlineSession>;

/** Filters of `GET /monitor/online/list` */
export const OnlineQuery = Type.Object({ ipaddr: Wire.filter(128), userName: Wire.filter(64) });
export type OnlineQuery = Static<typeof OnlineQuery>;

/** The query of `GET /monitor/online/list`: the filters and a page */
export const OnlinePageQuery = Type.Object({ ...Wire.paging(), ...OnlineQuery.properties });

const TokenId = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** `DELETE /monitor/online/:tokenId` */
export const TokenIdParam = Type.Object({ tokenId: TokenId });

/** Body of `DELETE /monitor/online`: the sessions to end */
export const TokenIds = Type.Array(TokenId, { minItems: 1, maxItems: 500 });
