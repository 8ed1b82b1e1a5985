import { http } from '../request/index.ts';
import type { TreeNode } from '../../shared/tree.ts';

export interface LangOption {
  value: string;
  label: string;
}

/** A node of the caller's menu tree (`/system/menu/userTreeselect`). */
export type MenuTreeNode = TreeNode;

export interface HomeInfo {
  userName?: string;
  nickName?: string;
  avatar?: string;
  lastLoginTime?: string;
  lastLoginIp?: string;
  lastLoginAddr?: string;
  deptName?: string;
}

/** One home shortcut (`GET /system/user/profile/shortcuts`, v1.4.3): a page the caller may open. */
export interface Shortcut {
  name: string;
  icon: string;
  /** the route it opens, or an external http(s) address */
  router: string;
}

/** Password policy as the security config endpoint sends it. */
export interface SecurityConfigWire {
  passwordLenMin?: number;
  passwordLenMax?: number;
  passwordRule?: string;
  passwordSensitive?: string[] | string;
  weakPasswords?: string[] | string;
}

export interface ProfileResponse {
  user: import('./auth-api.ts').UserInfo;
  roleGroup?: string;
  postGroup?: string;
}

export interface ProfileBody {
  nickName: string;
  email?: string;
  phoneNumber?: string;
  sex?: string;
}

/** A third-party account bound for sign-in (the account centre lists them). */
export interface AccountBinding {
  provider: string;
  nickName: string | null;
  bindTime: string;
}

export const systemApi = {
  langOptions: () => http.get<LangOption[]>('/system/i18n/dict/langOptions'),
  /** `silent`: used where a missing value is normal (login page) and must not alarm anyone */
  configKey: (key: string, silent = false) => http.get<string>(`/system/config/configKey/${encodeURIComponent(key)}`, { silent }),
  homeInfo: () => http.get<HomeInfo>('/system/user/profile/homeInfo'),
  shortcuts: () => http.get<Shortcut[]>('/system/user/profile/shortcuts'),
  profile: () => http.get<ProfileResponse>('/system/user/profile'),
  updateProfile: (b: ProfileBody) => http.put<void>('/system/user/profile', b),
  updatePassword: (oldPassword: string, newPassword: string) =>
    http.put<void>('/system/user/profile/updatePwd', { oldPassword, newPassword }),
  /** the third-party accounts bound to the caller, and unbinding one */
  bindings: () => http.get<AccountBinding[]>('/system/user/profile/bindings'),
  unbind: (provider: string) => http.delete<void>(`/system/user/profile/bindings/${encodeURIComponent(provider)}`),
  uploadAvatar: (file: Blob) => {
    const fd = new FormData();
    fd.append('avatarfile', file);
    return http.post<string>('/system/user/profile/avatar', fd);
  },
  securityConfig: () => http.get<SecurityConfigWire | undefined>('/system/security/config/current'),
  preferences: () => http.get<Record<string, unknown>>('/system/user/getPreferences'),
  savePreferences: (b: Record<string, unknown>) => http.put<void>('/system/user/savePreferences', b),
  /** the menus the caller holds, as a tree (the shortcut picker) */
  userMenuTree: () => http.get<MenuTreeNode[]>('/system/menu/userTreeselect'),
};
