import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A security config (chestnut §5.1); status '0' = the one in force. */
export interface SecurityConfig {
  configId: number;
  status: string;
  passwordLenMin: number;
  passwordLenMax: number;
  passwordRule: string;
  passwordSensitive: string[];
  weakPasswords: string;
  passwordExpireSeconds: number;
  passwordRetryLimit: number;
  passwordRetryStrategy: string;
  passwordRetryLockSeconds: number;
  forceModifyPwdAfterAdd: string;
  forceModifyPwdAfterReset: string;
  remark?: string;
  createTime?: string;
  version: number;
}

/** Calls of System → Security config. */
export const securityApi = {
  list: (q: { pageNum: number; pageSize: number }) => http.get<PageData<SecurityConfig>>('/system/security/config', { params: q }),
  get: (id: number) => http.get<SecurityConfig>(`/system/security/config/${id}`),
  add: (c: Partial<SecurityConfig>) => http.post('/system/security/config', c),
  update: (c: Partial<SecurityConfig>) => http.put('/system/security/config', c),
  remove: (ids: number[]) => http.delete('/system/security/config', ids),
  changeStatus: (id: number, status: '0' | '1') => http.put(`/system/security/config/changeStatus/${id}`, { status }),
};
