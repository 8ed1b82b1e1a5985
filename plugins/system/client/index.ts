import { defineClientPlugin } from '../../../kernel/client/plugin.ts';

/** System administration: pages arrive with the System issue; until then its menus open the unknown-component page. */
export default defineClientPlugin({
  id: 'system',
  pages: {},
  permissions: [],
});
