import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { SlotName, SlotProps } from '../plugin.ts';
import { registry, type SlotEntry } from '../registry.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { hasAnyPermi } from '../../shared/permission.ts';
import { userStore } from '../stores/user-store.ts';

/** A slot contribution the signed-in person may see, with a stable key to render it under. */
export interface SlotItem extends SlotEntry {
  key: string;
}

/**
 * The contributions to a slot that the signed-in person may see (their permission held), in their order.
 * For hosts that lay them out themselves, e.g. as tabs (`title` is the i18n key of each); render each with
 * {@link SlotItemView}.
 */
export function usePluginSlot(name: SlotName): SlotItem[] {
  const { permissions } = useSnapshot(userStore);
  return registry
    .slot(name)
    .filter((c) => c.permission == null || hasAnyPermi(permissions, c.permission))
    .map((c, i) => ({ ...c, key: `${c.plugin}-${i}` }));
}

/**
 * Renders one slot contribution with its props, loaded lazily inside its own error boundary: a quiet one by
 * default (nothing shown on a crash); `quiet={false}` shows the crash panel naming it (e.g. inside a tab).
 */
export function SlotItemView<N extends SlotName>({
  name,
  item,
  props,
  fallback = null,
  quiet = true,
}: {
  name: N;
  item: SlotItem;
  props: SlotProps[N];
  fallback?: ReactNode;
  quiet?: boolean;
}) {
  const C = item.component;
  return (
    <ErrorBoundary source={`${item.plugin}:${name}`} quiet={quiet}>
      <Suspense fallback={fallback}>
        <C {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Renders the plugin contributions to a slot in their order, each loaded lazily, only for people holding its
 * permission, and each in its own quiet error boundary (a broken contribution never takes the shell down).
 */
export function PluginSlot<N extends SlotName>({ name, props }: { name: N; props?: SlotProps[N] }) {
  const items = usePluginSlot(name);
  return (
    <>
      {items.map((item) => (
        <SlotItemView key={item.key} name={name} item={item} props={(props ?? {}) as SlotProps[N]} />
      ))}
    </>
  );
}
