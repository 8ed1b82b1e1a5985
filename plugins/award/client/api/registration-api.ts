import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { RegistrationBody, RegistrationStatus } from '../../shared/registration.ts';
import { awardObject, type Paged } from './award-object.ts';

export interface RegistrationForm {
  name: string;
  version: number;
  schema: Record<string, any>;
  dicts: Record<string, { label: string; value: string; isDefault?: boolean }[]>;
  upload: { types: string[]; maxBytes: number; maxPerSlot: number };
  captchaEnabled: boolean;
}

export interface Registration {
  registrationId: number;
  userName: string;
  phone: string;
  email: string | null;
  uscc: string;
  enterpriseName: string;
  applyLevel: string;
  status: RegistrationStatus;
  opinion: string | null;
  reviewedBy: string | null;
  reviewedTime: string | null;
  createTime: string;
}

export interface RegistrationDetail extends Registration {
  formData: { enterprise: Record<string, unknown>; contact: Record<string, unknown>; applyLevel: string };
  attachments: { slot: string; uploadId: number; name: string; size: number; ext: string }[];
  messages: { messageId: number; recipient: string; kind: string; body: string; createBy: string; createTime: string }[];
}

/** Public calls of the member registration (sent without a token, SPEC §6). */
export const registerApi = {
  form: () => http.get<RegistrationForm>('/bus/members/registrationForm', { isToken: false }),
  submit: (b: RegistrationBody) => http.post('/bus/members/registerBusAssociationMembers', b, { isToken: false, raw: true }),
  captcha: () => http.get<{ captchaEnabled?: boolean; uuid?: string; img?: string }>('/captchaImage', { isToken: false }),
};

export const registrationApi = {
  list: (q: Paged<{ status?: string; enterpriseName?: string; uscc?: string }>) =>
    http.get<PageData<Registration>>('/award/registration/list', { params: q }),
  get: (id: number) => http.get<RegistrationDetail>(`/award/registration/${id}`),
  pass: (id: number, opinion?: string) => http.post(`/award/registration/${id}/pass`, { opinion: opinion || null }),
  return: (id: number, opinion: string) => http.post(`/award/registration/${id}/return`, { opinion }),
  reject: (id: number, opinion: string) => http.post(`/award/registration/${id}/reject`, { opinion }),
  fileUrl: (id: number, uploadId: number) => `/award/registration/${id}/file/${uploadId}`,
};

/** Awards → Member registrations as one object: listed, then passed, returned or rejected (see the screen). */
export const registrationObject = awardObject<Registration, { status?: string; enterpriseName?: string; uscc?: string }>({
  name: 'Registration',
  rowKey: 'registrationId',
  api: { list: registrationApi.list },
  perms: {},
});
