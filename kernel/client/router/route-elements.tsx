import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { RouterNode } from '../../shared/router-contract.ts';
import UnknownComponentPage from '../pages/UnknownComponentPage.tsx';
import { IframePage } from '../widgets/IframePage.tsx';
import { registry } from '../registry.ts';
import { isKernelPage } from './kernel-pages.ts';
import { PageHost } from './PageHost.tsx';
import type { ComponentKind } from './resolve-component.ts';

/** A component name is known when the kernel or an enabled plugin registers it. */
export const isRegistered = (name: string): boolean => isKernelPage(name) || !!registry.page(name);

/** The real element factory for built routes. */
export function routeElement(kind: ComponentKind, node: RouterNode): ReactNode {
  switch (kind.kind) {
    case 'outlet':
      return <Outlet />;
    case 'inner':
      return <IframePage src={kind.url} title={node.meta?.title} />;
    case 'page':
      return <PageHost name={kind.name} node={node} />;
    case 'unknown':
      return <UnknownComponentPage name={kind.name} />;
    default:
      return null;
  }
}
