import { defineServerPlugin } from '#kernel/server';
import { MEMBER_SESSIONS } from '#kernel/shared';
import { MEMBER_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Member } from './migrations/0001-member.ts';
import { expConfigRoutes } from './routes/exp-config.ts';
import { levelConfigRoutes } from './routes/level-config.ts';
import { memberRoutes } from './routes/member.ts';
import { memberAccountRoutes } from './routes/member-account.ts';
import { memberPublicRoutes } from './routes/member-public.ts';
import { memberSeed } from './seed.ts';
import { memberSessions } from './services/sessions.ts';
import './db/member-tables.ts';

/**
 * Members of the published sites (issue 34, chestnut-api §1.10): the console's member list, level and exp
 * configuration (menus 2060–2063), the public member API with its own session cookie, and the kernel's
 * MEMBER_SESSIONS service that comments, votes and custom forms ask who is signed in. It depends on the CMS,
 * whose published sites its members use.
 */
export default defineServerPlugin({
  id: 'member',
  dependsOn: ['system', 'cms'],
  permissions: [...MEMBER_PERMISSIONS],
  tables: ['member', 'member_session', 'member_level_config', 'member_exp_config', 'member_exp_log'],
  // the console's /member, /member/* and the public /api/member/*
  prefixes: ['/member/', '/api/member/'],
  migrations: [m0001Member],
  seed: memberSeed,
  init: (kernel) => {
    kernel.services.provide(MEMBER_SESSIONS, memberSessions(kernel), 'member');
  },
  routes(app, kernel) {
    memberRoutes(app, kernel);
    memberAccountRoutes(app, kernel);
    levelConfigRoutes(app, kernel);
    expConfigRoutes(app, kernel);
    memberPublicRoutes(app, kernel);
  },
});
