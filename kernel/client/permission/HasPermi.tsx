import type { ReactNode } from 'react';
import type { Wanted } from './check.ts';
import { useHasPermi, useHasRole } from './use-permission.ts';

interface Props {
  value: Wanted;
  /** 'any' (default) or 'all' of the listed values */
  mode?: 'any' | 'all';
  children: ReactNode;
  /** rendered instead when the check fails */
  fallback?: ReactNode;
}

/** Keeps its children only if the user holds a listed permission or `*` (SPEC §6 permission directive). */
export function HasPermi({ value, mode, children, fallback = null }: Props) {
  return <>{useHasPermi(value, mode) ? children : fallback}</>;
}

/** Keeps its children only if the user has role admin or a listed role (SPEC §6 role directive). */
export function HasRole({ value, mode, children, fallback = null }: Props) {
  return <>{useHasRole(value, mode) ? children : fallback}</>;
}
