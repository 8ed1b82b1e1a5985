import { hasAllPermi, hasAllRoles, hasAnyPermi, hasAnyRole } from '../../shared/permission.ts';
import { userStore } from '../stores/user-store.ts';

/** Wanted permissions or roles: one, any-of (default) or all-of (SPEC §6). */
export type Wanted = string | readonly string[];

/** Permission check against the signed-in user (`*` passes; an empty value fails). */
export function checkPermi(value: Wanted, mode: 'any' | 'all' = 'any'): boolean {
  return mode === 'all' ? hasAllPermi(userStore.permissions, value) : hasAnyPermi(userStore.permissions, value);
}

/** Role check against the signed-in user (`admin` passes; an empty value fails). */
export function checkRole(value: Wanted, mode: 'any' | 'all' = 'any'): boolean {
  return mode === 'all' ? hasAllRoles(userStore.roles, value) : hasAnyRole(userStore.roles, value);
}
