import { STORAGE_KEYS } from '../../shared/constants.ts';
import { readCookie } from './cookie.ts';

/** The session token lives in the `Admin-Token` cookie (SPEC §4). */
export function getToken(): string | undefined {
  return readCookie(STORAGE_KEYS.tokenCookie);
}

export function setToken(token: string): void {
  document.cookie = `${STORAGE_KEYS.tokenCookie}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function removeToken(): void {
  document.cookie = `${STORAGE_KEYS.tokenCookie}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
