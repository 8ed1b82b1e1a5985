import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { LinkAdd, LinkCheckRow, LinkCheckState, LinkEdit, LinkGroupAdd, LinkGroupEdit } from '../../shared/link.ts';
import { OPERATIONS_VERBS, operationsObject } from './operations-object.ts';

/** A friend-link group of the current site, as `GET /cms/link_group` lists it. */
export interface LinkGroup {
  linkGroupId: number;
  siteId: number;
  name: string;
  code: string;
  sortFlag: number;
  createTime?: string;
}

/** A link of a group, as `GET /cms/link` lists it (`src`: its logo's image). */
export interface Link {
  linkId: number;
  siteId: number;
  groupId: number;
  name: string;
  url: string;
  logo: string | null;
  src: string;
  sortFlag: number;
  checkState: LinkCheckState | null;
  checkTime: string | null;
}

export type LinkGroupQuery = { query?: string };
export type LinkQuery = { groupId: number; query?: string };

/** URLs of friend links (v1.4.3 routes), declared once. */
export const linkUrls = { groups: '/cms/link_group', links: '/cms/link', check: '/cms/link/check', checks: '/cms/link/checks' } as const;

export const linkGroupApi = {
  list: (q: LinkGroupQuery & { pageNum: number; pageSize: number }) => http.get<PageData<LinkGroup>>(linkUrls.groups, { params: q }),
  add: (b: LinkGroupAdd) => http.post(linkUrls.groups, b),
  update: (b: LinkGroupEdit) => http.put(linkUrls.groups, b),
  // v1.4.3's delete takes the rows
  remove: (ids: number[]) =>
    http.delete(
      linkUrls.groups,
      ids.map((linkGroupId) => ({ linkGroupId })),
    ),
};

export const linkApi = {
  list: (q: LinkQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Link>>(linkUrls.links, { params: q }),
  add: (b: LinkAdd) => http.post(linkUrls.links, b),
  update: (b: LinkEdit) => http.put(linkUrls.links, b),
  remove: (ids: number[]) =>
    http.delete(
      linkUrls.links,
      ids.map((linkId) => ({ linkId })),
    ),
  /** asks a group's links now; how many ended in each state */
  check: (groupId: number) => http.post<Record<LinkCheckState, number>>(linkUrls.check, { groupId }),
  checks: (linkId: number) => http.get<LinkCheckRow[]>(linkUrls.checks, { params: { linkId } }),
};

const perms = crudPerms('cms', 'friendlink', ['add', 'edit', 'remove'], OPERATIONS_VERBS);

export const linkGroupObject = operationsObject<LinkGroup, LinkGroupQuery>({
  name: 'LinkGroup',
  rowKey: 'linkGroupId',
  api: linkGroupApi,
  perms,
  nameOf: (r) => r.name,
});

export const linkObject = operationsObject<Link, LinkQuery>({
  name: 'Link',
  rowKey: 'linkId',
  api: linkApi,
  perms,
  nameOf: (r) => r.name,
});
