import { defineServerPlugin } from '../../../kernel/server/plugin.ts';
import { SYSTEM_PERMISSIONS } from '../shared/permissions.ts';
import { systemSeed } from './seed.ts';
import { shellRoutes } from './routes/shell.ts';
import { profileRoutes } from './routes/profile.ts';
import { postRoutes } from './routes/post.ts';

/** System administration: identity data seeds, the shell's lookups and the account center (admin screens: System issue). */
export default defineServerPlugin({
  id: 'system',
  permissions: [...SYSTEM_PERMISSIONS],
  seed: systemSeed,
  async routes(app, kernel) {
    await shellRoutes(app, kernel);
    await profileRoutes(app, kernel);
    await postRoutes(app, kernel);
  },
});
