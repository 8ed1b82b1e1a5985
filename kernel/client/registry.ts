import type { ComponentType } from 'react';
import { SLOTS, type ClientPlugin, type PageLoader, type SlotName } from './plugin.ts';
import { KERNEL_COMPONENTS } from '../shared/router-contract.ts';

/** Thrown at boot when a plugin breaks a registration rule; the message names the plugin. */
export class PluginRegistrationError extends Error {}

/** The component registry keyed by the names `getRouters` returns, plus slots and form components. */
export class Registry {
  readonly pages = new Map<string, { plugin: string; load: PageLoader }>();
  readonly slots = new Map<SlotName, { plugin: string; component: ComponentType<any> }[]>();
  readonly formComponents = new Map<string, ComponentType<any>>();
  readonly plugins: ClientPlugin[] = [];

  /** Registers one plugin, validating names, prefixes and dependencies. */
  add(p: ClientPlugin, enabled: readonly string[]): void {
    const err = (m: string) => new PluginRegistrationError(`plugin "${p.id}": ${m}`);
    if (!/^[a-z][a-z0-9-]*$/.test(p.id)) throw err('id must be kebab-case');
    if (this.plugins.some((x) => x.id === p.id)) throw err('registered twice');
    for (const d of p.dependsOn ?? []) if (!enabled.includes(d)) throw err(`depends on "${d}", which is not enabled`);
    for (const [name, load] of Object.entries(p.pages ?? {})) {
      if ((KERNEL_COMPONENTS as readonly string[]).includes(name)) throw err(`page "${name}" is owned by the kernel`);
      if (!name.startsWith(`${p.id}/`)) throw err(`page "${name}" must start with "${p.id}/"`);
      const prev = this.pages.get(name);
      if (prev) throw err(`page "${name}" is already registered by "${prev.plugin}"`);
      this.pages.set(name, { plugin: p.id, load });
    }
    for (const [slot, comps] of Object.entries(p.slots ?? {})) {
      if (!(SLOTS as readonly string[]).includes(slot)) throw err(`unknown slot "${slot}"`);
      const list = this.slots.get(slot as SlotName) ?? [];
      for (const c of comps ?? []) list.push({ plugin: p.id, component: c });
      this.slots.set(slot as SlotName, list);
    }
    for (const [name, c] of Object.entries(p.formComponents ?? {})) {
      if (this.formComponents.has(name)) throw err(`form component "${name}" is already registered`);
      this.formComponents.set(name, c);
    }
    this.plugins.push(p);
  }

  page(name: string) {
    return this.pages.get(name);
  }

  slot(name: SlotName) {
    return this.slots.get(name) ?? [];
  }
}

/** The registry of the running console. */
export const registry = new Registry();
