import { useSnapshot } from 'valtio';
import { hasAllPermi, hasAllRoles, hasAnyPermi, hasAnyRole } from '../../shared/permission.ts';
import { userStore } from '../stores/user-store.ts';
import type { Wanted } from './check.ts';

/** Reactive permission check for components. */
export function useHasPermi(value: Wanted, mode: 'any' | 'all' = 'any'): boolean {
  const { permissions } = useSnapshot(userStore);
  return mode === 'all' ? hasAllPermi(permissions, value) : hasAnyPermi(permissions, value);
}

/** Reactive role check for components. */
export function useHasRole(value: Wanted, mode: 'any' | 'all' = 'any'): boolean {
  const { roles } = useSnapshot(userStore);
  return mode === 'all' ? hasAllRoles(roles, value) : hasAnyRole(roles, value);
}
