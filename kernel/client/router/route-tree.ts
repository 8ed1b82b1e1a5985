import { hasAnyPermi, hasAnyRole } from '../../shared/permission.ts';
import type { RouterNode } from '../../shared/router-contract.ts';

/** True for http(s)/mailto/tel links that leave the console. */
export function isExternal(path: string | undefined): boolean {
  return !!path && /^(https?:|mailto:|tel:)/i.test(path);
}

/** Joins route path segments the RuoYi way: absolute children win, slashes collapse. */
export function joinPath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const joined = `${base.replace(/\/+$/, '')}/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/** Parses a menu `query` (JSON object string) into search params; bad JSON is ignored. */
export function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const v = JSON.parse(query);
    if (!v || typeof v !== 'object') return undefined;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
  } catch {
    return undefined;
  }
}

/** Static routes are kept when they name no permissions/roles, or the user holds any of them (SPEC §2). */
export function filterStaticRoutes<T extends RouterNode>(
  nodes: readonly T[],
  permissions: readonly string[],
  roles: readonly string[],
): T[] {
  const out: T[] = [];
  for (const n of nodes) {
    if (n.permissions && n.permissions.length > 0) {
      if (!hasAnyPermi(permissions, n.permissions)) continue;
    } else if (n.roles && n.roles.length > 0) {
      if (!hasAnyRole(roles, n.roles)) continue;
    }
    out.push(n.children ? { ...n, children: filterStaticRoutes(n.children, permissions, roles) } : n);
  }
  return out;
}

/** One reachable page for search, titles and breadcrumbs. */
export interface FlatRoute {
  path: string;
  /** titles from the top directory down to the page */
  titles: string[];
  query?: Record<string, string>;
  hidden: boolean;
  external: boolean;
  node: RouterNode;
}

/** Flattens a route tree into its leaf pages with full paths and title chains. */
export function flattenRoutes(nodes: readonly RouterNode[], base = '/', titles: string[] = [], hiddenAbove = false): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const n of nodes) {
    const path = joinPath(base, n.path);
    const title = n.meta?.title;
    const chain = title ? [...titles, title] : titles;
    const hidden = hiddenAbove || !!n.hidden;
    if (n.children && n.children.length > 0) out.push(...flattenRoutes(n.children, path, chain, hidden));
    else if (title) out.push({ path, titles: chain, query: parseQuery(n.query), hidden, external: isExternal(n.path), node: n });
  }
  return out;
}

/** The chain of nodes whose full paths lead to `pathname` (for breadcrumbs and active menus). */
export function findChain(nodes: readonly RouterNode[], pathname: string, base = '/'): { path: string; node: RouterNode }[] {
  for (const n of nodes) {
    const path = joinPath(base, n.path);
    if (n.children && n.children.length > 0) {
      const sub = findChain(n.children, pathname, path);
      if (sub.length > 0) return [{ path, node: n }, ...sub];
    } else if (matchesPath(path, pathname)) return [{ path, node: n }];
  }
  return [];
}

/** Matches a route path pattern (with `:params` and a trailing `*`) against a pathname. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const p = pattern.replace(/\/+$/, '') || '/';
  const a = pathname.replace(/\/+$/, '') || '/';
  if (p === a) return true;
  if (!p.includes(':') && !p.includes('*')) return false;
  const re = new RegExp(
    '^' +
      p
        .split('/')
        .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/') +
      '$',
  );
  return re.test(a);
}

/**
 * A plugin's static group that shares its path with a menu directory of the server (SPEC §2's hidden
 * /awardapplication) is one route: the directory keeps its menus in the sidebar and takes the group's
 * redirect and the children it lacks. A group with no such directory stays when it has pages of its own.
 */
export function mergeStaticGroups(server: readonly RouterNode[], statics: readonly RouterNode[]): RouterNode[] {
  const merged = server.map((n) => ({ ...n }));
  const rest: RouterNode[] = [];
  for (const group of statics) {
    const dir = merged.find((n) => n.children && n.path === group.path);
    if (!dir) {
      if (!group.children || group.children.length > 0) rest.push(group);
      continue;
    }
    if (group.redirect) dir.redirect = group.redirect;
    const own = new Set(dir.children!.map((c) => c.path));
    dir.children = [...dir.children!, ...(group.children ?? []).filter((c) => !own.has(c.path))];
  }
  return [...merged, ...rest];
}
