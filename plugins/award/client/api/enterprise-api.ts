import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import { awardObject, type Paged } from './award-object.ts';

export interface Enterprise {
  enterpriseId: number;
  enterpriseName: string;
  uscc: string;
  enterpriseType: string;
  legalRep: string;
  establishedDate: string | null;
  regAddress: string | null;
  memberCategory: string | null;
  memberLevel: string | null;
  contactName: string | null;
  contactMobile: string | null;
  createTime: string;
}

export const enterpriseApi = {
  list: (q: Paged<{ enterpriseName?: string; uscc?: string }>) => http.get<PageData<Enterprise>>('/award/enterprise/list', { params: q }),
  /** `silent`: staff accounts have no enterprise, and the caller expects that */
  mine: (silent = false) => http.get<Enterprise>('/award/enterprise/mine', { silent }),
};

/** Awards → Enterprises as one object: the member enterprises, listed only. */
export const enterpriseObject = awardObject<Enterprise, { enterpriseName?: string; uscc?: string }>({
  name: 'Enterprise',
  rowKey: 'enterpriseId',
  api: enterpriseApi,
  perms: {},
});
