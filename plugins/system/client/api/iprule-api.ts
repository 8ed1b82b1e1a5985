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
export const ipRuleApi = {
  list: (q: IpRuleQuery & { pageNum: number; pageSize: number }) => http.get<PageData<IpRule>>('/sys/iprule', { params: q }),
  get: (id: number) => http.get<IpRule>(`/sys/iprule/${id}`),
  add: (r: Partial<IpRule> & { confirmLockout?: boolean }) => http.post('/sys/iprule', r),
  update: (r: Partial<IpRule> & { confirmLockout?: boolean }) => http.put('/sys/iprule', r),
  remove: (ids: number[], confirmLockout = false) =>
    http.delete('/sys/iprule', ids, confirmLockout ? { params: { confirmLockout: true } } : undefined),
};
