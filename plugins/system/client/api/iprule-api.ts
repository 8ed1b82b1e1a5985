import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { IpRule, IpRuleAdd, IpRuleEdit, IpRuleQuery } from '../../shared/iprule.ts';
import { systemObject } from './system-object.ts';

export type { IpRule, IpRuleQuery };

/** URLs of System → IP rules (the legacy `/sys/iprule` prefix), declared once. */
export const ipRuleUrls = { base: '/sys/iprule', one: (id: number) => `/sys/iprule/${id}` } as const;

/**
 * Calls of System → IP rules (wire shapes from plugins/system/shared/iprule.ts). `confirmLockout` resends a
 * save the server warned would refuse the saver's address.
 */
export const ipRuleApi = {
  list: (q: IpRuleQuery & { pageNum: number; pageSize: number }) => http.get<PageData<IpRule>>(ipRuleUrls.base, { params: q }),
  get: (id: number) => http.get<IpRule>(ipRuleUrls.one(id)),
  add: (r: IpRuleAdd) => http.post(ipRuleUrls.base, r),
  update: (r: IpRuleEdit) => http.put(ipRuleUrls.base, r),
  remove: (ids: number[], confirmLockout = false) =>
    http.delete(ipRuleUrls.base, ids, confirmLockout ? { params: { confirmLockout: true } } : undefined),
};

/** System → IP rules as one object (a delete that would lock the caller out asks again: see the screen). */
export const ipRuleObject = systemObject<IpRule, IpRuleQuery>({
  name: 'IpRule',
  rowKey: 'ruleId',
  api: ipRuleApi,
  perms: crudPerms('system', 'iprule', ['add', 'edit', 'remove']),
  nameOf: (r) => r.cidr,
});
