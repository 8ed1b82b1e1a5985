import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Bounds of friend links (chestnut-api §1.6). */
export const LINK_LIMITS = { name: 100, code: 50, url: 500, logo: 500, remark: 500, deleteBatch: 500 } as const;

/** A group code: letters, digits and underscore; unique in its site ignoring case (templates name a group by it). */
export const LINK_GROUP_CODE_PATTERN = '^[A-Za-z0-9_]+$';
const sortFlag = Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 }));

/** `POST /cms/link_group` (of the current site). */
export const LinkGroupAdd = Type.Object({
  name: Wire.text(LINK_LIMITS.name),
  code: Type.String({ minLength: 1, maxLength: LINK_LIMITS.code, pattern: LINK_GROUP_CODE_PATTERN }),
  sortFlag,
});
export type LinkGroupAdd = Static<typeof LinkGroupAdd>;
/** `PUT /cms/link_group` */
export const LinkGroupEdit = Type.Object({ linkGroupId: Wire.id(), ...LinkGroupAdd.properties });
export type LinkGroupEdit = Static<typeof LinkGroupEdit>;
/** `GET /cms/link_group`: the current site's groups, `query` in name or code. */
export const LinkGroupQuery = Type.Object({ query: Wire.filter(100) });
export type LinkGroupQuery = Static<typeof LinkGroupQuery>;

/** `POST /cms/link`: `url` http(s) only; `logo` a resource of the site's library (`iurl://resource?id=…`). */
export const LinkAdd = Type.Object({
  groupId: Wire.id(),
  name: Wire.text(LINK_LIMITS.name),
  url: Type.String({ minLength: 1, maxLength: LINK_LIMITS.url }),
  logo: Wire.optionalText(LINK_LIMITS.logo),
  sortFlag,
});
export type LinkAdd = Static<typeof LinkAdd>;
/** `PUT /cms/link` */
export const LinkEdit = Type.Object({ linkId: Wire.id(), ...LinkAdd.properties });
export type LinkEdit = Static<typeof LinkEdit>;
/** `GET /cms/link`: a group's links, `query` in name or URL. */
export const LinkQuery = Type.Object({ groupId: Wire.id(), query: Wire.filter(100) });
export type LinkQuery = Static<typeof LinkQuery>;

/** v1.4.3's deletes take the rows themselves (`[{linkGroupId,…}]`, `[{linkId,…}]`), not ids. */
export const LinkGroupDelete = Type.Array(Type.Object({ linkGroupId: Wire.id() }), { minItems: 1, maxItems: LINK_LIMITS.deleteBatch });
export const LinkDelete = Type.Array(Type.Object({ linkId: Wire.id() }), { minItems: 1, maxItems: LINK_LIMITS.deleteBatch });

/** A link URL as stored: http or https, with a host. */
export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && /^https?:\/\//i.test(v);
  } catch {
    return false;
  }
}

/**
 * What the scheduled link check found (cms_link_check.state, the link's check_state): answered, dead (an error
 * status or no answer), redirected to another domain, a certificate the client refuses, or not checked because
 * the address is private (the remote fetcher's SSRF rules).
 */
export const LINK_CHECK_STATES = ['ok', 'dead', 'redirect', 'cert', 'blocked'] as const;
export type LinkCheckState = (typeof LINK_CHECK_STATES)[number];

/** One entry of a link's check history (`GET /cms/link/checks`). */
export interface LinkCheckRow {
  checkId: number;
  checkTime: string;
  state: LinkCheckState;
  httpStatus: number | null;
  finalUrl: string | null;
  message: string | null;
}
