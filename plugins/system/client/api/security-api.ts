import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { SecurityAdd, SecurityConfig, SecurityEdit } from '../../shared/security.ts';
import { systemObject } from './system-object.ts';

export type { SecurityConfig };

/** URLs of System → Security config, declared once. */
export const securityUrls = {
  base: '/system/security/config',
  one: (id: number) => `/system/security/config/${id}`,
  changeStatus: (id: number) => `/system/security/config/changeStatus/${id}`,
} as const;

/** Calls of System → Security config (wire shapes from plugins/system/shared/security.ts). */
export const securityApi = {
  list: (q: { pageNum: number; pageSize: number }) => http.get<PageData<SecurityConfig>>(securityUrls.base, { params: q }),
  get: (id: number) => http.get<SecurityConfig>(securityUrls.one(id)),
  add: (c: SecurityAdd) => http.post(securityUrls.base, c),
  update: (c: SecurityEdit) => http.put(securityUrls.base, c),
  remove: (ids: number[]) => http.delete(securityUrls.base, ids),
  changeStatus: (id: number, status: '0' | '1') => http.put(securityUrls.changeStatus(id), { status }),
};

/** System → Security settings as one object (a row is named by its id). */
export const securityObject = systemObject<SecurityConfig, object>({
  name: 'Security',
  rowKey: 'configId',
  api: securityApi,
  perms: crudPerms('system', 'security', ['add', 'edit', 'remove']),
  nameOf: (r) => `#${r.configId}`,
});
