import type { ClientPluginEntry } from '#kernel/client';
/** Client plugins in load order; the server's PLUGINS list decides which of them a deployment loads. */
export const clientPlugins: ClientPluginEntry[] = [
  { id: 'system', load: () => import('./system/client/index.ts') },
  { id: 'monitor', load: () => import('./monitor/client/index.ts') },
  { id: 'cms', load: () => import('./cms/client/index.ts') },
  { id: 'operations', load: () => import('./operations/client/index.ts') },
  { id: 'member', load: () => import('./member/client/index.ts') },
  { id: 'award', load: () => import('./award/client/index.ts') },
  { id: 'tools', load: () => import('./tools/client/index.ts') },
];
