import { http } from '../request/index.ts';
import { REQUEST } from '../../shared/constants.ts';
import type { RouterNode } from '../../shared/router-contract.ts';

/** The user record of GET /getInfo (fields the kernel reads). */
export interface UserInfo {
  userId: number;
  userName: string;
  nickName?: string;
  avatar?: string;
  avatarSrc?: string;
  deptName?: string;
  email?: string;
  phoneNumber?: string;
  sex?: string;
  loginIp?: string;
  loginDate?: string;
  forceModifyPassword?: 'Y' | 'N';
  passwordExpired?: boolean;
}

export interface InfoResponse {
  user: UserInfo;
  roles: string[];
  permissions: string[];
}

export interface CaptchaResponse {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

export interface LoginBody {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export const authApi = {
  captcha: () => http.get<CaptchaResponse>('/captchaImage', { isToken: false, timeout: REQUEST.captchaTimeoutMs }),
  login: (b: LoginBody) => http.post<string>('/login', { ...b, username: b.username.trim() }, { isToken: false }),
  /** silent: the guard reports a failure itself, then logs out (SPEC §4 session) */
  info: () => http.get<InfoResponse>('/getInfo', { silent: true }),
  routers: () => http.get<RouterNode[]>('/getRouters'),
  logout: () => http.post<void>('/logout', undefined, { repeatSubmit: false }),
};
