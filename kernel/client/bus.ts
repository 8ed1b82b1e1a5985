import mitt from 'mitt';

/** Events of the kernel itself; names use dots (DESIGN §9). */
export interface KernelBusEvents {
  /** re-render a tab's view; defaults to the current route */
  'tabs.refresh': { fullPath?: string } | undefined;
  /** close a tab; defaults to the current route */
  'tabs.close': { path?: string } | undefined;
  /** every open view reloads (a plugin emits it when what all views show changed, e.g. the CMS's current site) */
  'views.reload': undefined;
  /** open the layout settings drawer */
  'settings.open': undefined;
}

/**
 * Events plugins declare, each under its own id, by declaration merging:
 * `declare module '#kernel/client' { interface PluginBusEvents { 'cms.site.changed': { siteId: number } } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: plugins add their events by declaration merging
export interface PluginBusEvents {}

type AllEvents = KernelBusEvents & PluginBusEvents;
/** Every event of the console with its payload (a mapped type: mitt wants an indexable map). */
export type BusEvents = { [K in keyof AllEvents]: AllEvents[K] };

/** The console's event bus. */
export const bus = mitt<BusEvents>();
