import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { EXCLUSIVE_SLOTS, PUBLIC_SLOTS, SLOTS, TITLED_SLOTS, type ClientPlugin, type PageLoader, type SlotName } from './plugin.ts';
import { contributeRequestHeaders } from './request/request.ts';
import { KERNEL_COMPONENTS } from '../shared/router-contract.ts';

/** Thrown at boot when a plugin breaks a registration rule; the message names the plugin. */
export class PluginRegistrationError extends Error {}

/** One registered slot contribution, its component loaded on first render. */
export interface SlotEntry {
  plugin: string;
  order: number;
  permission?: string | string[];
  /** i18n key of its title (tab slots) */
  title?: string;
  component: LazyExoticComponent<ComponentType<any>>;
}

/** The component registry keyed by the names `getRouters` returns, plus slots and form components. */
export class Registry {
  readonly pages = new Map<string, { plugin: string; load: PageLoader }>();
  readonly slots = new Map<SlotName, SlotEntry[]>();
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
    for (const c of p.slots ?? []) {
      if (!(SLOTS as readonly string[]).includes(c.slot)) throw err(`unknown slot "${c.slot}"`);
      if (TITLED_SLOTS.includes(c.slot) && !c.title?.includes(':')) throw err(`slot "${c.slot}" needs a title key "<namespace>:<key>"`);
      const list = this.slots.get(c.slot) ?? [];
      if (EXCLUSIVE_SLOTS.includes(c.slot) && list.length)
        throw err(`slot "${c.slot}" is already filled by "${list[0].plugin}" (one plugin only)`);
      if (PUBLIC_SLOTS.includes(c.slot) && c.permission != null) throw err(`slot "${c.slot}" is public: it takes no permission`);
      list.push({ plugin: p.id, order: c.order ?? 0, permission: c.permission, title: c.title, component: lazy(c.load) });
      list.sort((a, b) => a.order - b.order);
      this.slots.set(c.slot, list);
    }
    for (const [name, c] of Object.entries(p.formComponents ?? {})) {
      // a plugin's form components live under its id: a schema names them `cms.ResourcePicker`, and no plugin
      // can replace a kernel component or another plugin's
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw err(`form component "${name}" must be a PascalCase name`);
      this.formComponents.set(`${p.id}.${name}`, c);
    }
    if (p.requestHeaders) contributeRequestHeaders(p.requestHeaders);
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
