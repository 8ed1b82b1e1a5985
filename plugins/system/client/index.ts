import { defineClientPlugin } from '../../../kernel/client/plugin.ts';
import { SYSTEM_PERMISSIONS } from '../shared/permissions.ts';

/** System administration pages, keyed by the component names its menu rows name. */
export default defineClientPlugin({
  id: 'system',
  pages: {
    'system/post/index': () => import('./pages/post/PostPage.tsx'),
  },
  permissions: [...SYSTEM_PERMISSIONS],
});
