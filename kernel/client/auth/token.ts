import { STORAGE_KEYS } from '../../shared/constants.ts';

/** The session token lives in the `Admin-Token` cookie (SPEC §4). */
export function getToken(): string | undefined {
  const m = document.cookie.match(new RegExp(`(?:^|; )${STORAGE_KEYS.tokenCookie}=([^;]*)`));
  return m ? decodeURIComponent(m[1]) : undefined;
}

export function setToken(token: string): void {
  document.cookie = `${STORAGE_KEYS.tokenCookie}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function removeToken(): void {
  document.cookie = `${STORAGE_KEYS.tokenCookie}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
