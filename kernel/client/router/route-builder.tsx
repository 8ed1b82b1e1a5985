import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouterNode } from '../../shared/router-contract.ts';
import { isExternal, joinPath } from './route-tree.ts';
import { resolveComponent, type ComponentKind } from './resolve-component.ts';

/** Carried on every built route so the shell can find titles, tabs and active menus. */
export interface RouteHandle {
  node: RouterNode;
  fullPath: string;
}

/** Turns a resolved component into an element; the app passes the real one, tests a recorder. */
export type ElementFactory = (kind: ComponentKind, node: RouterNode, fullPath: string) => ReactNode;

/** RuoYi param syntax `:id(\\d+)` is not react-router syntax: keep the name, drop the pattern. */
export function routerPath(path: string): string {
  return path.replace(/(:[A-Za-z0-9_]+)\([^/]*\)/g, '$1').replace(/\(\.\*\)/g, '*');
}

function relative(path: string): string | undefined {
  const p = routerPath(path).replace(/^\/+/, '').replace(/\/+$/, '');
  return p === '' ? undefined : p;
}

function firstVisibleChild(nodes: readonly RouterNode[], base: string): string | undefined {
  for (const n of nodes) {
    if (n.hidden || isExternal(n.path)) continue;
    const p = joinPath(base, n.path);
    if (n.children && n.children.length > 0) return firstVisibleChild(n.children, p) ?? p;
    return p;
  }
  return undefined;
}

/**
 * Builds react-router route objects from a RouterNode tree (server menus and static routes).
 * Directories become nested routes; a directory's index goes to its redirect or first visible child.
 */
export function buildRoutes(
  nodes: readonly RouterNode[],
  isRegistered: (name: string) => boolean,
  make: ElementFactory,
  base = '/',
): RouteObject[] {
  const out: RouteObject[] = [];
  for (const node of nodes) {
    const fullPath = joinPath(base, node.path);
    const kind = resolveComponent(node, isRegistered);
    if (kind.kind === 'none' || (isExternal(node.path) && kind.kind !== 'inner')) continue;
    const handle: RouteHandle = { node, fullPath };
    const path = relative(node.path);
    if (node.children && node.children.length > 0) {
      const children = buildRoutes(node.children, isRegistered, make, fullPath);
      // a pathless wrapper's index would shadow the app's own index route
      if (path) {
        const target = node.redirect && node.redirect !== 'noRedirect' ? node.redirect : firstVisibleChild(node.children, fullPath);
        if (target && target !== fullPath) children.unshift({ index: true, element: <Navigate to={target} replace /> });
      }
      out.push({ path, element: make(kind, node, fullPath), handle, children });
    } else {
      out.push({ path: path ?? '', element: make(kind, node, fullPath), handle });
    }
  }
  return out;
}
