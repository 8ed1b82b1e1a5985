import { Suspense } from 'react';
import type { RouterNode } from '../../shared/router-contract.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import UnknownComponentPage from '../pages/UnknownComponentPage.tsx';
import { registry } from '../registry.ts';
import { KERNEL_PAGES, lazyPage } from './kernel-pages.ts';

/** Renders a registered page by component name, lazily and inside its own error boundary. */
export function PageHost({ name, node }: { name: string; node?: RouterNode }) {
  const load = KERNEL_PAGES[name] ?? registry.page(name)?.load;
  if (!load) return <UnknownComponentPage name={name} />;
  const Page = lazyPage(name, load);
  return (
    <ErrorBoundary source={name}>
      <Suspense fallback={<PageLoading />}>
        <Page route={node} />
      </Suspense>
    </ErrorBoundary>
  );
}
