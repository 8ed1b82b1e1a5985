/** Permission and role matching of SPEC §6; shared by the server guard and the client directives. */

export const ALL_PERMISSION = '*';
export const ALL_PERMISSION_RUOYI = '*:*:*';
export const SUPER_ROLE = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

type Wanted = string | readonly string[] | null | undefined;

function list(value: Wanted): string[] {
  if (value == null) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' && v.length > 0);
}

/** True when the held permissions grant `perm` (wildcard `*`/`*:*:*` or exact match). */
export function hasPermi(held: readonly string[], perm: string): boolean {
  if (!perm) return false;
  return held.includes(ALL_PERMISSION) || held.includes(ALL_PERMISSION_RUOYI) || held.includes(perm);
}

/** Any-of check; an empty wanted list always fails. */
export function hasAnyPermi(held: readonly string[], wanted: Wanted): boolean {
  const w = list(wanted);
  return w.length > 0 && w.some((p) => hasPermi(held, p));
}

/** All-of check; an empty wanted list always fails. */
export function hasAllPermi(held: readonly string[], wanted: Wanted): boolean {
  const w = list(wanted);
  return w.length > 0 && w.every((p) => hasPermi(held, p));
}

/** True when the held roles include `admin` or the exact role. */
export function hasRole(held: readonly string[], role: string): boolean {
  if (!role) return false;
  return held.includes(SUPER_ROLE) || held.includes(role);
}

export function hasAnyRole(held: readonly string[], wanted: Wanted): boolean {
  const w = list(wanted);
  return w.length > 0 && w.some((r) => hasRole(held, r));
}

export function hasAllRoles(held: readonly string[], wanted: Wanted): boolean {
  const w = list(wanted);
  return w.length > 0 && w.every((r) => hasRole(held, r));
}
