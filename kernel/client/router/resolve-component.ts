import type { RouterNode } from '../../shared/router-contract.ts';
import { isExternal } from './route-tree.ts';

/** What a RouterNode renders. */
export type ComponentKind =
  | { kind: 'outlet' }
  | { kind: 'inner'; url: string }
  | { kind: 'page'; name: string }
  | { kind: 'unknown'; name: string }
  /** external links and component-less nodes: menu entries only, no route */
  | { kind: 'none' };

/** Kernel names first (Layout, ParentView, InnerLink), then registered pages, else the unknown page. */
export function resolveComponent(node: RouterNode, isRegistered: (name: string) => boolean): ComponentKind {
  const c = node.component;
  if (c === 'Layout' || c === 'ParentView') return { kind: 'outlet' };
  if (c === 'InnerLink') return { kind: 'inner', url: node.meta?.link ?? '' };
  if (!c) return node.children && node.children.length > 0 && !isExternal(node.path) ? { kind: 'outlet' } : { kind: 'none' };
  return isRegistered(c) ? { kind: 'page', name: c } : { kind: 'unknown', name: c };
}
