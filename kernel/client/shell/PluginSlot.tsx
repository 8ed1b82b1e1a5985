import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import type { SlotName } from '../plugin.ts';
import { registry } from '../registry.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { hasAnyPermi } from '../../shared/permission.ts';
import { userStore } from '../stores/user-store.ts';

/**
 * Renders the plugin contributions to a slot in their order, each loaded lazily, only for people holding its
 * permission, and each in its own quiet error boundary (a broken contribution never takes the shell down).
 */
export function PluginSlot({ name }: { name: SlotName }) {
  const { permissions } = useSnapshot(userStore);
  const items = registry.slot(name).filter((c) => c.permission == null || hasAnyPermi(permissions, c.permission));
  return (
    <>
      {items.map(({ plugin, component: C }, i) => (
        <ErrorBoundary key={`${plugin}-${i}`} source={`${plugin}:${name}`} quiet>
          <Suspense fallback={null}>
            <C />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
}
