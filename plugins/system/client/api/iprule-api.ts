import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** An IP rule as the API sends it. */
export interface IpRule {
  ruleId: number;
  type: 'ALLOW' | 'DENY';
  cidr: string;
  expireTime?: string;
  /** Y when the expiry has passed (the rule no longer applies) */
  expired?: 'Y' | 'N';
  remark?: string;
  createTime?: string;
  version: number;
}

export interface IpRuleQuery {
  type?: string;
  cidr?: string;
  ip?: string;
}

/** Calls of System → IP rules (`/sys/iprule`). `confirmLockout` resends a save the server warned would refuse the saver's address. */
/** URLs of System → IP rules (the legacy `/sys/iprule` prefix), declared once. */
export const ipRuleUrls = { base: '/sys/iprule', one: (id: number) => `/sys/iprule/${id}` } as const;

export const ipRuleApi = {
  list: (q: IpRuleQuery & { pageNum: number; pageSize: number }) => http.get<PageData<IpRule>>(ipRuleUrls.base, { params: q }),
  get: (id: number) => http.get<IpRule>(ipRuleUrls.one(id)),
  add: (r: Partial<IpRule> & { confirmLockout?: boolean }) => http.post(ipRuleUrls.base, r),
  update: (r: Partial<IpRule> & { confirmLockout?: boolean }) => http.put(ipRuleUrls.base, r),
  remove: (ids: number[], confirmLockout = false) =>
    http.delete(ipRuleUrls.base, ids, confirmLockout ? { params: { confirmLockout: true } } : undefined),
};
