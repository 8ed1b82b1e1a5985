import type { SlotName } from '../plugin.ts';
import { registry } from '../registry.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';

/** Renders every plugin contribution to a slot, each in its own quiet error boundary. */
export function PluginSlot({ name }: { name: SlotName }) {
  const items = registry.slot(name);
  return (
    <>
      {items.map(({ plugin, component: C }, i) => (
        <ErrorBoundary key={`${plugin}-${i}`} source={`${plugin}:${name}`} quiet>
          <C />
        </ErrorBoundary>
      ))}
    </>
  );
}
