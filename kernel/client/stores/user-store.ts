import { proxy } from 'valtio';
import { DEFAULT_ROLE } from '../../shared/permission.ts';
import { authApi, type LoginBody, type UserInfo } from '../api/auth-api.ts';
import { getToken, removeToken, setToken } from '../auth/token.ts';
import { DEFAULT_AVATAR } from '../assets/default-avatar.ts';

/** The signed-in user (SPEC §3 session user). */
export const userStore = proxy({
  token: getToken() ?? '',
  name: '',
  nickName: '',
  avatar: '',
  roles: [] as string[],
  permissions: [] as string[],
  info: null as UserInfo | null,
});

/** True when the server demands a new password before anything else. */
export function mustChangePassword(info: UserInfo | null | undefined): boolean {
  return !!info && (info.forceModifyPassword === 'Y' || info.passwordExpired === true);
}

export async function login(body: LoginBody): Promise<void> {
  signedIn(await authApi.login(body));
}

/** Keeps the token of a sign-in (a password's, or a third-party one's). */
export function signedIn(token: string): void {
  setToken(token);
  userStore.token = token;
}

/** GET /getInfo into the store; empty roles become ROLE_DEFAULT so the guard knows info is loaded. */
export async function loadUserInfo(): Promise<UserInfo> {
  const res = await authApi.info();
  const user = res.user;
  userStore.info = user;
  userStore.name = user.userName;
  userStore.nickName = user.nickName || user.userName;
  userStore.avatar = user.avatarSrc || user.avatar || DEFAULT_AVATAR;
  userStore.roles = res.roles && res.roles.length > 0 ? res.roles : [DEFAULT_ROLE];
  userStore.permissions = res.permissions ?? [];
  return user;
}

/** Forgets the session locally (token cookie and user data). */
export function clearSession(): void {
  removeToken();
  userStore.token = '';
  userStore.name = '';
  userStore.nickName = '';
  userStore.avatar = '';
  userStore.roles = [];
  userStore.permissions = [];
  userStore.info = null;
}

/** POST /logout (a failure still logs out locally), then clears the session. */
export async function logout(): Promise<void> {
  await endServerSession();
  clearSession();
}

/**
 * Logs out and loads `url` afresh. The in-memory session is left to die with the page: clearing it first would
 * make the guard navigate to the sign-in page while the reload is under way (two navigations racing).
 */
export async function logoutAndLoad(url: string): Promise<void> {
  await endServerSession();
  removeToken();
  window.location.href = url;
}

async function endServerSession(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // the server session may already be gone; the local session must go regardless
  }
}
