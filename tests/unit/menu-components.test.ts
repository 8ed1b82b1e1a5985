// @vitest-environment happy-dom
// (client manifests import the #kernel/client barrel, whose widgets touch the DOM at load)
import { describe, expect, it } from 'vitest';
import { serverPlugins } from '../../plugins/index.server.ts';
import type { ClientPlugin } from '../../kernel/client/plugin.ts';
import { KERNEL_COMPONENTS } from '../../kernel/shared/router-contract.ts';

/**
 * Seeded menu components that no client page registers YET. Each engineer who lands a page removes its
 * name here; the test fails on a name that is missing but not listed (a new gap) and on a listed name that
 * is now registered (a stale entry), so the list only ever shrinks.
 */
const KNOWN_MISSING: readonly string[] = [];

// client manifests imported directly, one per plugin folder (pages stay lazy: nothing heavy loads)
const manifests = import.meta.glob<{ default: ClientPlugin }>('../../plugins/*/client/index.ts', { eager: true });
const clientById = new Map(Object.values(manifests).map((m) => [m.default.id, m.default]));

/** Every type-C seeded menu with a component, as `plugin → component`. */
const seeded = serverPlugins.flatMap((p) =>
  (p.seed?.menus ?? []).filter((m) => m.type === 'C' && m.component).map((m) => ({ plugin: p.id, key: m.key, component: m.component! })),
);
const resolves = (s: (typeof seeded)[number]) =>
  (KERNEL_COMPONENTS as readonly string[]).includes(s.component) || !!clientById.get(s.plugin)?.pages?.[s.component];
const missing = [...new Set(seeded.filter((s) => !resolves(s)).map((s) => s.component))].sort();

describe('seeded menu components resolve in the client registry', () => {
  it('finds seeded menus and client manifests to compare', () => {
    expect(seeded.length).toBeGreaterThan(0);
    expect(clientById.has('system')).toBe(true);
  });

  it('every component name is registered by the client plugin of the same id (known gaps aside)', () => {
    // printed on every run so the remaining work stays visible
    console.info(`menu components still without a page (${missing.length}): ${missing.join(', ') || 'none'}`);
    const unexpected = missing.filter((c) => !KNOWN_MISSING.includes(c));
    expect(unexpected, 'seeded menus name components no client page registers').toEqual([]);
  });

  it('the known-missing list holds no names that now resolve (remove them from KNOWN_MISSING)', () => {
    const stale = KNOWN_MISSING.filter((c) => !missing.includes(c));
    expect(stale).toEqual([]);
  });

  it('a component is registered by the plugin that seeds its menu, under that plugin id', () => {
    for (const s of seeded)
      expect(
        s.component.startsWith(`${s.plugin}/`) || (KERNEL_COMPONENTS as readonly string[]).includes(s.component),
        `${s.key}: ${s.component}`,
      ).toBe(true);
  });
});
