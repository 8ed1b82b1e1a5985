/** The navigation guard of SPEC §2 as pure decisions; GuardRoot applies them. */

export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/bind', '/register'] as const;
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const PROFILE_PATH = '/user/profile';

export interface GuardInput {
  /** pathname inside the app (without the /admin basename) */
  path: string;
  /** pathname + search + hash, for the redirect query */
  fullPath: string;
  hasToken: boolean;
  /** user info loaded (roles non-empty) */
  infoLoaded: boolean;
  /** menu routes generated */
  routesLoaded: boolean;
  /** the server demands a password change first */
  mustChangePassword: boolean;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** load info (when missing), then routes, then decide again */
  | { type: 'load'; info: boolean; routes: boolean };

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path.replace(/\/+$/, '') || '/');
}

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function decide(i: GuardInput): GuardDecision {
  const path = i.path.replace(/\/+$/, '') || '/';
  if (!i.hasToken) return isPublicPath(path) ? { type: 'allow' } : { type: 'redirect', to: loginRedirect(i.fullPath) };
  if (path === LOGIN_PATH) return { type: 'redirect', to: HOME_PATH };
  if (isPublicPath(path)) return { type: 'allow' };
  if (!i.infoLoaded || !i.routesLoaded) return { type: 'load', info: !i.infoLoaded, routes: true };
  // until the password is changed, only the account center (change-password tab) is reachable
  if (i.mustChangePassword && path !== PROFILE_PATH) return { type: 'redirect', to: PROFILE_PATH };
  return { type: 'allow' };
}

/** Browser title: the route title, with dynamicTitle on "<title> - <app title>". */
export function pageTitle(routeTitle: string | undefined, appTitle: string, dynamicTitle: boolean): string {
  if (!routeTitle) return appTitle;
  return dynamicTitle ? `${routeTitle} - ${appTitle}` : routeTitle;
}
