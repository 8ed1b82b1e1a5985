import { STORAGE_KEYS } from '../../shared/constants.ts';
import { readCookie } from './cookie.ts';

const DAYS_30 = 30 * 24 * 3600;

function write(name: string, value: string | null): void {
  document.cookie =
    value == null
      ? `${name}=; path=/; max-age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${DAYS_30}; SameSite=Lax`;
}

/** "Remember me" keeps the user name only; a password never leaves the form. */
export function rememberedUser(): { username: string; remember: boolean } {
  const remember = readCookie(STORAGE_KEYS.rememberCookie) === 'true';
  return { username: remember ? (readCookie(STORAGE_KEYS.usernameCookie) ?? '') : '', remember };
}

export function rememberUser(username: string, remember: boolean): void {
  write(STORAGE_KEYS.usernameCookie, remember ? username : null);
  write(STORAGE_KEYS.rememberCookie, remember ? 'true' : null);
  // an older client may have left a password cookie behind; never keep it
  write('password', null);
}
