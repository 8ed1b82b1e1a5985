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
  /** whether the back office offers WeChat sign-in (SPEC §2 /auth-redirect, /bind) */
  wechatEnabled: () => http.get<boolean>('/sys/wechat/enabled', { isToken: false, silent: true }),
  /** WeChat's sign-in page for this browser (the answer also sets the state cookie the callback checks) */
  wechatLoginUrl: () => http.get<{ url: string; origin: string }>('/sys/wechat/login', { isToken: false }),
  /** the callback's code and state: a token for a bound account, else a ticket to bind one */
  wechatCallback: (b: { code: string; state: string }) =>
    http.post<ThirdPartyAnswer>('/sys/wechat/callback', b, { isToken: false, silent: true, repeatSubmit: false }),
  wechatBind: (b: LoginBody & { ticket: string }) =>
    http.post<{ token: string }>('/sys/wechat/bind', { ...b, username: b.username.trim() }, { isToken: false }),
};

/** What POST /sys/wechat/callback answers. */
export interface ThirdPartyAnswer {
  token?: string;
  bindTicket?: string;
  nickName?: string | null;
}
