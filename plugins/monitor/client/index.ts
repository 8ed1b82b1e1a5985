import { defineClientPlugin } from '../../../kernel/client/plugin.ts';
import { MONITOR_PERMISSIONS } from '../shared/permissions.ts';

/** Monitoring: pages arrive later; until then its menus open the unknown-component page. */
export default defineClientPlugin({
  id: 'monitor',
  dependsOn: ['system'],
  pages: {},
  permissions: [...MONITOR_PERMISSIONS],
});
