import mitt from 'mitt';

/** Events the kernel and plugins exchange; names use dots (DESIGN §9). */
export type BusEvents = {
  /** re-render a tab's view; defaults to the current route */
  'tabs.refresh': { fullPath?: string } | undefined;
  /** close a tab; defaults to the current route */
  'tabs.close': { path?: string } | undefined;
  /** the current CMS site changed; open views reload */
  'site.changed': { siteId: string | number; siteName?: string };
  /** open the layout settings drawer */
  'settings.open': undefined;
};

/** The console's event bus. */
export const bus = mitt<BusEvents>();
